import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { calendarFile } from "./ics";
import { formatSlotTime } from "~/lib/time-slots";
import type { Kysely } from "kysely";
import type { AppConfig } from "../platform/config";
import type { Database, DemoBookingTable } from "../platform/db/schema";

export const DEMO_MINUTES = 30;

/** The booker's private manage-link token: 192 random bits, unrelated to the booking's id. */
export function newManageToken(): string {
  return randomBytes(24).toString("hex");
}

/** The booker's private page for the booking; every mail about the booking carries it. */
export function manageUrl(config: Pick<AppConfig, "siteUrl">, manageToken: string): string {
  return `${config.siteUrl}/manage-booking/${manageToken}`;
}

/** A booking's confirmation page link carries this token instead of requiring a sign-in. */
export function bookingViewToken(secret: string, bookingId: string): string {
  return createHmac("sha256", secret)
    .update(`booking:${bookingId}`)
    .digest("base64url")
    .slice(0, 32);
}

export function isBookingViewToken(secret: string, bookingId: string, token: string): boolean {
  const expected = bookingViewToken(secret, bookingId);
  return (
    token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected))
  );
}

export type BookingView = Pick<
  DemoBookingTable,
  | "id"
  | "contactName"
  | "email"
  | "accountType"
  | "learnerName"
  | "subject"
  | "requestedStart"
  | "timeZone"
  | "status"
  | "scheduledStart"
  | "meetingLink"
>;

export async function getBooking(
  db: Kysely<Database>,
  id: string,
): Promise<BookingView | undefined> {
  return db
    .selectFrom("demoBooking")
    .select([
      "id",
      "contactName",
      "email",
      "accountType",
      "learnerName",
      "subject",
      "requestedStart",
      "timeZone",
      "status",
      "scheduledStart",
      "meetingLink",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * A booking's calendar UID, derived from its identity (the e-mail and the slot first asked
 * for), so every .ics of it updates one event, and the answer to a repeated request can carry
 * it without reading the stored booking.
 */
export function calendarUid(secret: string, email: string, requestedStart: string): string {
  const digest = createHmac("sha256", secret)
    .update(`calendar:${email.toLowerCase()}:${new Date(requestedStart).toISOString()}`)
    .digest("base64url")
    .slice(0, 32);
  return `${digest}@learnova`;
}

export interface CalendarEvent {
  uid: string;
  subject: string;
  start: string;
  confirmed: boolean;
  meetingLink: string | null;
}

/** The calendar event of a stored booking. */
export function bookingEvent(booking: BookingView, secret: string): CalendarEvent {
  return {
    uid: calendarUid(secret, booking.email, booking.requestedStart),
    subject: booking.subject,
    start: booking.scheduledStart ?? booking.requestedStart,
    confirmed: booking.status === "confirmed",
    meetingLink: booking.meetingLink,
  };
}

/** The calendar file for a booking; the UID is stable, so re-importing updates one event. */
export function bookingIcs(event: CalendarEvent, config: AppConfig): string {
  return calendarFile({
    method: "PUBLISH",
    productId: "learnova/demo-booking",
    event: {
      uid: event.uid,
      sequence: 0,
      start: new Date(event.start),
      durationMinutes: DEMO_MINUTES,
      title: `${config.site.name} free demo class: ${event.subject}`,
      description: `Your free demo class with ${config.site.name}. We'll e-mail the joining link before the class. Questions: ${config.site.email}`,
      location: event.meetingLink ?? "Online (link sent by e-mail)",
      url: event.meetingLink ?? config.siteUrl,
      status: event.confirmed ? "CONFIRMED" : "TENTATIVE",
      organizer: { name: config.site.name, email: config.site.email },
    },
  });
}

/** "Tuesday, 1 December 2026, 17:30 (Asia/Kolkata)". */
export function formatSlot(iso: string, timeZone: string): string {
  return `${formatSlotTime(iso, timeZone)} (${timeZone})`;
}
