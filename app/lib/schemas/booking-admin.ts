import { z } from "./zod";

// The forms of a demo booking's admin page (ADMIN.md "The demo-booking lifecycle"), shared by
// the page and the server. The server adds the hidden `version` of the row the form was loaded
// with (versionField). A start is typed as a wall-clock time in a named zone (the admin's or
// the booker's, whichever the form offers) and leaves the schema as a UTC instant.

/** Shortest and longest demo an admin can schedule, in minutes. */
export const MIN_DEMO_MINUTES = 15;
export const MAX_DEMO_MINUTES = 180;

/** "2026-12-01T17:30" as an <input type="datetime-local"> sends it (seconds allowed). */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function zoneParts(instant: number, zone: string): number[] {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return [get("year"), get("month"), get("day"), get("hour"), get("minute"), get("second")];
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const [y, mo, d, h, mi, s] = zoneParts(instant, zone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

export function isKnownZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC instant of a wall-clock time in a zone, or null when the clocks skip that time (the
 * hour lost when daylight saving starts). A time that happens twice (the hour repeated when it
 * ends) is the first of the two, as calendars take it.
 */
export function zonedTimeToUtc(local: string, zone: string): Date | null {
  const m = LOCAL_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls "13th month" or "31 November" over into the next; such a value is wrong.
  const back = new Date(wall);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  // The zone's offset a day either side covers both sides of any change near this time.
  const day = 24 * 3600 * 1000;
  const candidates = [...new Set([offsetAt(wall - day, zone), offsetAt(wall + day, zone)])]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const p = zoneParts(instant, zone);
      return Date.UTC(p[0], p[1] - 1, p[2], p[3], p[4], p[5]) === wall;
    })
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]) : null;
}

const scheduleFields = z.object({
  start: z
    .string("Choose the date and time of the demo.")
    .regex(LOCAL_TIME, "Choose the date and time of the demo."),
  zone: z
    .string("Choose the time zone of the start time.")
    .refine(isKnownZone, "Choose the time zone of the start time."),
  durationMinutes: z.coerce
    .number("Enter the length in minutes.")
    .int("Enter the length as a whole number of minutes.")
    .min(MIN_DEMO_MINUTES, `A demo lasts at least ${MIN_DEMO_MINUTES} minutes.`)
    .max(MAX_DEMO_MINUTES, `A demo lasts at most ${MAX_DEMO_MINUTES} minutes.`),
  meetingLink: z
    .string("Enter the meeting link.")
    .trim()
    .min(1, "Enter the meeting link.")
    .max(500, "The meeting link must be at most 500 characters.")
    .refine(
      (v) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v),
      "Enter the meeting link as a full address starting with https://",
    ),
  assigneeId: z
    .string("Choose the admin who will run the demo.")
    .trim()
    .min(1, "Choose the admin who will run the demo.")
    .max(64, "Choose the admin who will run the demo."),
});

/**
 * Confirm and reschedule share their fields: when, how long, where, and who runs it. The start
 * must exist in its zone and lie ahead; the result carries it as ISO UTC.
 */
export const scheduleSchema = scheduleFields.transform((value, ctx) => {
  const instant = zonedTimeToUtc(value.start, value.zone);
  if (!instant) {
    ctx.addIssue({
      code: "custom",
      path: ["start"],
      message: `That time does not exist in ${value.zone} (the clocks change then). Choose another time.`,
    });
    return z.NEVER;
  }
  if (instant.getTime() <= Date.now()) {
    ctx.addIssue({ code: "custom", path: ["start"], message: "Choose a time in the future." });
    return z.NEVER;
  }
  return {
    start: instant.toISOString(),
    durationMinutes: value.durationMinutes,
    meetingLink: value.meetingLink,
    assigneeId: value.assigneeId,
  };
});
export type ScheduleInput = z.output<typeof scheduleSchema>;

export const cancelSchema = z.object({
  reason: z
    .string("Give the reason for cancelling.")
    .trim()
    .min(1, "Give the reason for cancelling (the booker reads it).")
    .max(500, "The reason must be at most 500 characters."),
});
export type CancelInput = z.infer<typeof cancelSchema>;

export const notesSchema = z.object({
  notes: z.string("Notes must be text.").trim().max(5000, "Notes must be at most 5000 characters."),
});
export type NotesInput = z.infer<typeof notesSchema>;
