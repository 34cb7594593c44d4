import { zonedToUtc } from "./time-slots";

/**
 * Turns the booking form's fields into the function's payload: the wall-clock date and slot in
 * the chosen zone become one UTC instant; a course title also names its slug.
 */
export function bookingPayload(
  values: Record<string, string>,
  accountType: string,
  courses: { slug: string; title: string }[],
): Record<string, unknown> {
  const { date = "", time = "", ...rest } = values;
  let requestedStart = "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time)) {
    try {
      requestedStart = zonedToUtc(date, time, rest.timeZone || "UTC").toISOString();
    } catch {
      requestedStart = "";
    }
  }
  const course = courses.find((c) => c.title === rest.subject);
  return { ...rest, accountType, courseSlug: course?.slug ?? "", requestedStart };
}

/** The form shows a slot problem under its date field. */
export function moveSlotError(errors: Record<string, string>): Record<string, string> {
  if (!errors.requestedStart) return errors;
  const { requestedStart, ...rest } = errors;
  return { ...rest, date: requestedStart };
}
