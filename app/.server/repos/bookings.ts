import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { calendarFile } from "../bookings/ics";
import type { Kysely } from "kysely";
import type { BookingInput } from "~/lib/schemas/booking";
import type { AppConfig } from "../config";
import type { Database, DemoBookingTable } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { renderEmail } from "../mail/templates";

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
  const text = new Date(iso).toLocaleString("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${text} (${timeZone})`;
}

/**
 * Stores a booking and queues its mails in one transaction. The same e-mail asking for the same
 * slot again gets the existing booking back, not a second one.
 */
export async function createBooking(
  db: Kysely<Database>,
  config: AppConfig,
  input: BookingInput,
  userId: string | null,
  adminEmails: string[],
): Promise<{ booking: BookingView; created: boolean }> {
  const emailKey = input.email.toLowerCase();
  const requestedStart = new Date(input.requestedStart).toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("demoBooking")
      .select("id")
      .where("emailKey", "=", emailKey)
      .where("requestedStart", "=", requestedStart)
      .executeTakeFirst();
    if (existing) return { booking: (await getBooking(trx, existing.id))!, created: false };

    const now = new Date().toISOString();
    const row: Omit<DemoBookingTable, "version" | "calendarSequence"> = {
      id: randomUUID(),
      contactName: input.contactName,
      email: input.email,
      emailKey,
      phone: input.phone,
      accountType: input.accountType,
      learnerName: input.accountType === "parent" ? input.learnerName : null,
      grade: input.accountType === "professional" ? null : input.grade,
      board: input.accountType === "professional" ? null : (input.board ?? null),
      goal: input.accountType === "professional" ? input.goal : null,
      subject: input.subject,
      courseSlug: input.courseSlug ?? null,
      requestedStart,
      timeZone: input.timeZone,
      notes: input.notes ?? null,
      status: "requested",
      scheduledStart: null,
      meetingLink: null,
      userId,
      createdAt: now,
      updatedAt: now,
      durationMinutes: null,
      assigneeId: null,
      internalNotes: null,
      cancelReason: null,
      cancelledBy: null,
      manageToken: newManageToken(),
      changeRequest: null,
      changeRequestedAt: null,
      enrollmentId: null,
      convertedAt: null,
    };
    // A concurrent duplicate loses on the unique (emailKey, requestedStart) constraint.
    const inserted = await trx
      .insertInto("demoBooking")
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 1n) === 0) {
      const again = await trx
        .selectFrom("demoBooking")
        .select("id")
        .where("emailKey", "=", emailKey)
        .where("requestedStart", "=", requestedStart)
        .executeTakeFirstOrThrow();
      return { booking: (await getBooking(trx, again.id))!, created: false };
    }
    const booking = (await getBooking(trx, row.id))!;
    await queueBookingMails(trx, config, row, booking, adminEmails);
    return { booking, created: true };
  });
}

async function queueBookingMails(
  db: Kysely<Database>,
  config: AppConfig,
  row: Omit<DemoBookingTable, "version" | "calendarSequence">,
  booking: BookingView,
  adminEmails: string[],
) {
  const site = config.site;
  const when = formatSlot(row.requestedStart, row.timeZone);
  const viewUrl = `${config.siteUrl}/demo-confirmation?booking=${row.id}&t=${bookingViewToken(config.authSecret, row.id)}`;
  // Every mail about a booking carries the booker's private manage link
  // (docs/admin.md "The booker's manage link").
  const manage = manageUrl(config, row.manageToken!);
  const details = [
    { label: "Subject", value: row.subject },
    { label: "Requested time", value: when },
    ...(row.learnerName ? [{ label: "Learner", value: row.learnerName }] : []),
    ...(row.grade ? [{ label: "Grade", value: row.grade }] : []),
  ];
  const confirmation = renderEmail(site, {
    subject: `Your free demo class request — ${site.name}`,
    preheader: `Requested for ${when}.`,
    heading: `Thank you, ${row.contactName}!`,
    paragraphs: [
      "We've received your request for a free demo class. A teacher will confirm the time and send you the joining link by e-mail, usually within one working day.",
      "The attached calendar file holds the requested time, so you can keep it free.",
      'To cancel or ask for another time, use the "Manage your booking" link below (it is private to you: keep this e-mail).',
    ],
    details: [...details, { label: "Manage your booking", value: manage }],
    button: { label: "View your booking", url: viewUrl },
    footerNote: "You are receiving this because you booked a demo class on our website.",
  });
  await enqueueMail(db, {
    to: row.email,
    kind: "booking-confirmation",
    attachments: [
      {
        filename: "learnova-demo-class.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: bookingIcs(bookingEvent(booking, config.authSecret), config),
      },
    ],
    ...confirmation,
  });
  const notice = renderEmail(site, {
    subject: `New demo class request: ${row.subject}`,
    preheader: `${row.contactName}, ${when}`,
    heading: "New demo class request",
    paragraphs: [`${row.contactName} (${row.accountType}) asked for a free demo class.`],
    details: [
      ...details,
      { label: "Email", value: row.email },
      { label: "Phone", value: row.phone },
      ...(row.board ? [{ label: "Board", value: row.board }] : []),
      ...(row.goal ? [{ label: "Goal", value: row.goal }] : []),
      ...(row.notes ? [{ label: "Notes", value: row.notes }] : []),
    ],
    button: { label: "Open demo bookings", url: `${config.siteUrl}/admin/bookings` },
  });
  for (const to of new Set([site.email, ...adminEmails])) {
    await enqueueMail(db, { to, kind: "booking-notify", ...notice });
  }
}
