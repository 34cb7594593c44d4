import type { AppConfig } from "../platform/config";
import type { BookerBooking } from "./writes-booker";
import { bookingCalendar } from "./calendar";

/**
 * A booking's calendar file as it stands now, for the "Add to calendar" links: a cancelled
 * booking withdraws the event (METHOD:CANCEL), anything else publishes its current time and,
 * once confirmed, the meeting link. The same UID and the booking's SEQUENCE as in its mails,
 * so importing it updates the one event.
 */
export function calendarDownload(booking: BookerBooking, config: AppConfig): Response {
  const method = booking.status === "cancelled" ? "CANCEL" : "PUBLISH";
  return new Response(bookingCalendar(booking, config, method), {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${method}`,
      "Content-Disposition": 'attachment; filename="learnova-demo-class.ics"',
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
      "X-Robots-Tag": "noindex",
    },
  });
}
