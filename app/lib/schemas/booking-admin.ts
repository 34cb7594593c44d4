// Only the admin panel imports this schema (its booking page and actions), so the panel's own
// time wording may come with it; scripts/bundle-boundaries.mjs proves no public page gets it.
// eslint-disable-next-line no-restricted-imports
import { formatDateTime } from "~/lib/admin/time";
import { isValidTimeZone } from "~/lib/time-slots";
import { isCalendarTime, LOCAL_TIME, zonedTimeToUtc } from "~/lib/zoned-time";
import { z } from "./zod";

// Re-exported: the schedule form converts its start on the page as the server does.
export { zonedTimeToUtc };

// The forms of a demo booking's admin page (docs/admin.md "The demo-booking lifecycle"), shared by
// the page and the server. The server adds the hidden `version` of the row the form was loaded
// with (versionField). A start is typed as a wall-clock time in a named zone (the admin's or
// the booker's, whichever the form offers) and leaves the schema as a UTC instant.

/** Shortest and longest demo an admin can schedule, in minutes. */
export const MIN_DEMO_MINUTES = 15;
export const MAX_DEMO_MINUTES = 180;

const scheduleFields = z.object({
  start: z
    .string("Choose the date and time of the demo.")
    .regex(LOCAL_TIME, "Choose the date and time of the demo.")
    .refine(
      (v) => !LOCAL_TIME.test(v) || isCalendarTime(v),
      "Choose a real date and time for the demo.",
    ),
  zone: z
    .string("Choose the time zone of the start time.")
    .refine(isValidTimeZone, "Choose the time zone of the start time."),
  /**
   * The zone the start's digits were shown in when the page was drawn. The page converts the
   * digits when the clock is switched and moves this along; a browser without JavaScript cannot,
   * so a difference means the digits may still be the old clock's (see below).
   */
  startZone: z.string().max(64).optional(),
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
  // The clock was switched without the page converting the digits (no JavaScript): the same
  // digits on another clock are another instant, hours away. Nothing is saved until the admin
  // has seen which instant they now mean; the form comes back with the new clock as its own, so
  // saving again confirms it (issue 23, item 15).
  if (value.startZone && value.startZone !== value.zone && isValidTimeZone(value.startZone)) {
    // Its own field, so the form knows the admin has now seen it (schedule-form.tsx).
    ctx.addIssue({
      code: "custom",
      path: ["startZone"],
      message:
        `You switched the clock from ${value.startZone} to ${value.zone}: on it, this start is ` +
        `${formatDateTime(instant, value.zone)}, which is ${formatDateTime(instant, value.startZone)} ` +
        `in ${value.startZone}. Check the start and save again.`,
    });
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
