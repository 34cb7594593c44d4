import { canonicalTimeZone, isValidTimeZone } from "~/lib/time-slots";
import { isCalendarTime, LOCAL_TIME } from "~/lib/zoned-time";
import { z } from "./zod";

// The forms of a teacher's /teach/availability page (docs/classes.md "Teacher area"), shared by
// the page and the server: their time zone, a weekly window on their clock, a stretch of time
// off. What needs the database (a window overlapping another, the zone's clock for time off) is
// checked by app/.server/teaching/writes.ts, which answers beside the same fields.

/** Weekdays as the availability table stores them (0 = Sunday), listed from Monday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_LABEL: Record<number, string> = {
  0: "Sunday",
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
};

/** "HH:MM" on a 24-hour clock; "24:00" only as a window's end (to midnight). */
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM" (24:00 is 1440), or null when it is no such time. */
export function clockMinutes(value: string, { endOfDay = false } = {}): number | null {
  if (endOfDay && value === "24:00") return 24 * 60;
  const m = CLOCK.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 570 → "09:30"; 1440 → "24:00". */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export const MAX_TIME_OFF_REASON = 200;
/** A teacher keeps at most this many windows a week: a day cut into many pieces is a mistake. */
export const MAX_WINDOWS = 50;

export const teacherZoneSchema = z.object({
  timeZone: z
    .string("Choose your time zone.")
    .trim()
    .refine(isValidTimeZone, "Choose your time zone from the list.")
    .transform((v) => canonicalTimeZone(v)),
});

export const availabilityWindowSchema = z
  .object({
    // Text, not coerced: an empty field must not become 0 (Sunday).
    weekday: z
      .string("Choose a day of the week.")
      .trim()
      .regex(/^[0-6]$/, "Choose a day of the week.")
      .transform(Number),
    start: z
      .string("Enter the start as HH:MM, e.g. 09:00.")
      .trim()
      .refine((v) => clockMinutes(v) !== null, "Enter the start as HH:MM, e.g. 09:00."),
    end: z
      .string("Enter the end as HH:MM, e.g. 13:00.")
      .trim()
      .refine(
        (v) => clockMinutes(v, { endOfDay: true }) !== null,
        "Enter the end as HH:MM, e.g. 13:00 (24:00 for midnight).",
      ),
  })
  .superRefine((v, ctx) => {
    const start = clockMinutes(v.start);
    const end = clockMinutes(v.end, { endOfDay: true });
    if (start !== null && end !== null && end <= start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start." });
    }
  })
  .transform((v) => ({
    weekday: v.weekday,
    startMinute: clockMinutes(v.start)!,
    endMinute: clockMinutes(v.end, { endOfDay: true })!,
  }));

const localMoment = (what: string) =>
  z
    .string(`Choose the date and time ${what}.`)
    .trim()
    .regex(LOCAL_TIME, `Choose the date and time ${what}.`)
    .refine((v) => !LOCAL_TIME.test(v) || isCalendarTime(v), `Choose a real date and time ${what}.`)
    // A datetime-local value without seconds and with: compared as text, both the same length.
    .transform((v) => v.slice(0, 16));

/** Time off as typed: two wall-clock times on the teacher's clock (writes make them instants). */
export const timeOffSchema = z
  .object({
    from: localMoment("your time off starts"),
    to: localMoment("your time off ends"),
    reason: z
      .string()
      .trim()
      .max(MAX_TIME_OFF_REASON, `Keep the reason under ${MAX_TIME_OFF_REASON} characters.`)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.to <= v.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end must be after the start." });
    }
  });

/** A window or a stretch of time off to delete: its row id. */
export const deleteRowSchema = z.object({
  id: z.string("This row is missing. Reload the page.").trim().min(1).max(64),
});

export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;
export type TimeOffInput = z.infer<typeof timeOffSchema>;
