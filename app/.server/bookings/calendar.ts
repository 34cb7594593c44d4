import type { AppConfig } from "../config";
import { calendarUid, DEMO_MINUTES } from "../repos/bookings";
import { calendarFile, type CalendarEventInput } from "./ics";
import type { BookingRecord } from "./lifecycle";

/**
 * REQUEST puts or updates the event in the booker's calendar, CANCEL removes it (RFC 5546);
 * PUBLISH is a plain copy to import, as the "Add to calendar" link gives.
 */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

function eventStatus(booking: BookingRecord, method: CalendarMethod): CalendarEventInput["status"] {
  if (method === "CANCEL" || booking.status === "cancelled") return "CANCELLED";
  return booking.status === "requested" ? "TENTATIVE" : "CONFIRMED";
}

/**
 * The .ics of a booking's current state. Every file of one booking has the same UID (made from
 * the e-mail and the first requested slot, as the request-received mail's was) and the
 * booking's calendarSequence, which each change increases: a calendar keeps one event and
 * applies the newest file. Times are UTC instants, so the booker's calendar shows them in its
 * own zone and a daylight-saving change cannot shift them. The private manage link stays out
 * of the file: calendars get shared and synced where a mail is not.
 */
export function bookingCalendar(
  booking: BookingRecord,
  config: AppConfig,
  method: CalendarMethod,
): string {
  const site = config.site;
  const status = eventStatus(booking, method);
  const confirmed = status === "CONFIRMED";
  const link = confirmed ? booking.meetingLink : null;
  const description =
    status === "CANCELLED"
      ? `This free demo class with ${site.name} was cancelled. Questions: ${site.email}`
      : link
        ? `Your free demo class with ${site.name}. Join: ${link} Questions: ${site.email}`
        : `Your free demo class with ${site.name}. We'll e-mail the joining link before the class. Questions: ${site.email}`;
  return calendarFile({
    method,
    productId: "learnova/demo-booking",
    event: {
      uid: calendarUid(config.authSecret, booking.email, booking.requestedStart),
      sequence: booking.calendarSequence,
      start: new Date(booking.scheduledStart ?? booking.requestedStart),
      durationMinutes: booking.durationMinutes ?? DEMO_MINUTES,
      title: `${site.name} free demo class: ${booking.subject}`,
      description,
      location: link ?? "Online (link sent by e-mail)",
      url: link ?? config.siteUrl,
      status,
      organizer: { name: site.name, email: site.email },
      // REQUEST and CANCEL name the attendee they are for (RFC 5546 §3.2).
      attendees: [
        {
          name: booking.contactName,
          email: booking.email,
          partstat: "ACCEPTED",
          role: "REQ-PARTICIPANT",
        },
      ],
    },
  });
}
