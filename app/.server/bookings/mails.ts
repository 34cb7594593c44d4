import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import type { Database } from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { renderEmail, type EmailContent } from "../mail/templates";
import { DEMO_MINUTES, formatSlot, manageUrl } from "../repos/bookings";
import { bookingCalendar, type CalendarMethod } from "./calendar";
import type { BookingRecord } from "./lifecycle";

// The mails of a booking after its request (docs/admin.md "Mails", "Admins are told"): to the
// booker when an admin confirms, moves or cancels it and before it starts, and to the admins when
// the booker acts. Each is queued in the caller's transaction, so it goes out exactly when the
// change commits.

export { manageUrl };

export type BookerMailKind =
  "confirmed" | "rescheduled" | "cancelled" | "reminder-24h" | "reminder-1h";

export type AdminNoticeKind = "booker-cancelled" | "change-requested";

/** The calendar file each mail carries, if any: one event, updated or removed. */
const CALENDAR_METHOD: Record<BookerMailKind, CalendarMethod | null> = {
  confirmed: "REQUEST",
  rescheduled: "REQUEST",
  cancelled: "CANCEL",
  "reminder-24h": null,
  "reminder-1h": null,
};

const ICS_FILENAME = "learnova-demo-class.ics";

function startOf(booking: BookingRecord): string {
  return booking.scheduledStart ?? booking.requestedStart;
}

/** The booking's facts as the booker reads them: their own zone, named. */
function bookerDetails(booking: BookingRecord, config: AppConfig, kind: BookerMailKind) {
  const live = kind !== "cancelled";
  return [
    { label: "Subject", value: booking.subject },
    {
      label: live ? "Time" : "Was booked for",
      value: formatSlot(startOf(booking), booking.timeZone),
    },
    ...(live && booking.scheduledStart
      ? [{ label: "Length", value: `${booking.durationMinutes ?? DEMO_MINUTES} minutes` }]
      : []),
    ...(booking.learnerName ? [{ label: "Learner", value: booking.learnerName }] : []),
    ...(live && booking.meetingLink ? [{ label: "Joining link", value: booking.meetingLink }] : []),
    ...(kind === "cancelled" && booking.cancelReason
      ? [{ label: "Reason", value: booking.cancelReason }]
      : []),
    { label: "Manage your booking", value: manageUrl(config, booking.manageToken!) },
  ];
}

function bookerContent(
  booking: BookingRecord,
  config: AppConfig,
  kind: BookerMailKind,
): EmailContent {
  const site = config.site;
  const when = formatSlot(startOf(booking), booking.timeZone);
  const manage = manageUrl(config, booking.manageToken!);
  const join = booking.meetingLink ? { label: "Join the class", url: booking.meetingLink } : null;
  const manageButton = { label: "Manage your booking", url: manage };
  const details = bookerDetails(booking, config, kind);
  const footerNote = "You are receiving this because you booked a demo class on our website.";
  const heading = `Hello ${booking.contactName},`;
  const changeHint = `If the time doesn't suit you, you can cancel or ask for another time from your booking's page up to ${config.bookingChangeCutoffHours} hours before the class.`;
  switch (kind) {
    case "confirmed":
      return {
        subject: `Your free demo class is confirmed — ${site.name}`,
        preheader: `See you on ${when}.`,
        heading,
        paragraphs: [
          `Your free demo class is confirmed for ${when}.`,
          "The attached calendar file adds it to your calendar; join with the link below at that time.",
          changeHint,
        ],
        details,
        button: join ?? manageButton,
        footerNote,
      };
    case "rescheduled":
      return {
        // A reschedule may change the time or only the link or teacher: words true of both.
        subject: `Your free demo class has changed — ${site.name}`,
        preheader: `Now on ${when}.`,
        heading,
        paragraphs: [
          `We've updated your free demo class. It is now on ${when}; the details below are the current ones.`,
          "The attached calendar file updates the event in your calendar.",
          changeHint,
        ],
        details,
        button: join ?? manageButton,
        footerNote,
      };
    case "cancelled":
      return {
        subject: `Your free demo class is cancelled — ${site.name}`,
        preheader: `The class on ${when} will not take place.`,
        heading,
        paragraphs: [
          booking.cancelledBy === "booker"
            ? `As you asked, your free demo class on ${when} is cancelled.`
            : `We're sorry: your free demo class on ${when} had to be cancelled.`,
          "The attached calendar file removes it from your calendar.",
          `You are welcome to book another time on our website, or write to us at ${site.email}.`,
        ],
        details,
        button: manageButton,
        footerNote,
      };
    case "reminder-24h":
    case "reminder-1h":
      return {
        // Worded so that a reminder sent a little late is still true.
        subject: `Reminder: your free demo class ${kind === "reminder-1h" ? "starts soon" : "is coming up"} — ${site.name}`,
        preheader: `${when}.`,
        heading,
        paragraphs: [
          `A reminder of your free demo class on ${when}.`,
          booking.meetingLink
            ? "Join with the link below at that time."
            : `We'll send the joining link before the class. Questions: ${site.email}`,
        ],
        details,
        button: join ?? manageButton,
        footerNote,
      };
  }
}

/**
 * Queues a mail to the booker inside the caller's transaction (times in the booker's zone,
 * the meeting link when there is one, the .ics for confirmed/rescheduled/cancelled, always the
 * manage link). Returns the outbox id. The caller has already bumped calendarSequence for a
 * calendar change: the file carries the booking as it now is.
 */
export async function queueBookerMail(
  trx: Kysely<Database>,
  config: AppConfig,
  booking: BookingRecord,
  kind: BookerMailKind,
): Promise<string> {
  // Only an anonymised booking (its owner deleted their account) has no token, and no address.
  if (!booking.manageToken || !booking.email) {
    throw new Error(`booking ${booking.id} has no booker to mail (anonymised)`);
  }
  const method = CALENDAR_METHOD[kind];
  const mail: OutgoingMail = {
    to: booking.email,
    kind: `booking-${kind}`,
    ...renderEmail(config.site, bookerContent(booking, config, kind)),
  };
  if (method) {
    mail.attachments = [
      {
        filename: ICS_FILENAME,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: bookingCalendar(booking, config, method),
      },
    ];
  }
  return enqueueMail(trx, mail);
}

/** Tells the school (its address and every admin) what a booker did on their manage page. */
export async function queueAdminNotice(
  trx: Kysely<Database>,
  config: AppConfig,
  booking: BookingRecord,
  kind: AdminNoticeKind,
): Promise<void> {
  const when = formatSlot(startOf(booking), booking.timeZone);
  const cancelled = kind === "booker-cancelled";
  const notice = renderEmail(config.site, {
    subject: cancelled
      ? `Demo class cancelled by the booker: ${booking.subject}`
      : `Demo class change requested: ${booking.subject}`,
    preheader: `${booking.contactName}, ${when}`,
    heading: cancelled ? "A booker cancelled a demo class" : "A booker asked for another time",
    paragraphs: [
      cancelled
        ? `${booking.contactName} cancelled their free demo class.`
        : `${booking.contactName} asked to move their free demo class. Reschedule or answer them from the booking's page.`,
    ],
    details: [
      { label: "Subject", value: booking.subject },
      { label: "Time", value: when },
      { label: "Status", value: booking.status },
      { label: "Email", value: booking.email },
      { label: "Phone", value: booking.phone },
      ...(cancelled && booking.cancelReason
        ? [{ label: "Reason", value: booking.cancelReason }]
        : []),
      ...(!cancelled && booking.changeRequest
        ? [{ label: "Their request", value: booking.changeRequest }]
        : []),
    ],
    button: { label: "Open the booking", url: `${config.siteUrl}/admin/bookings/${booking.id}` },
  });
  const admins = await trx.selectFrom("user").select("email").where("role", "=", "admin").execute();
  for (const to of new Set([config.site.email, ...admins.map((a) => a.email)])) {
    await enqueueMail(trx, { to, kind: "booking-notify", ...notice });
  }
}

export interface EnrolledMail {
  /** The account's address (a linked account may use another one than the booking). */
  to: string;
  name: string;
  courseTitle: string;
  /** Whose account is enrolled: an existing one, a new one, or one that must first prove the address. */
  account: "existing" | "new" | "unproven";
  /** The one-time link to choose a password (new or unproven accounts), and how long it works. */
  setPassword: { url: string; expiresInDays: number } | null;
}

/**
 * After a demo is converted: the booker is enrolled. A new account gets the link that sets
 * its first password (the password-reset mechanism, with a longer life); an existing one is
 * sent to its course pages.
 */
export async function queueEnrolledMail(
  trx: Kysely<Database>,
  config: AppConfig,
  booking: BookingRecord,
  mail: EnrolledMail,
): Promise<string> {
  const site = config.site;
  const content = renderEmail(site, {
    subject: `You're enrolled in ${mail.courseTitle} — ${site.name}`,
    preheader: mail.setPassword
      ? "Choose your password to open your courses."
      : "Your course is waiting in your account.",
    heading: `Welcome, ${mail.name}!`,
    paragraphs: [
      `Thank you for your demo class. You are now enrolled in ${mail.courseTitle}; we'll let you know when classes start.`,
      !mail.setPassword
        ? `Sign in with ${mail.to} to see it among your courses.`
        : mail.account === "unproven"
          ? `There is already a ${site.name} account for ${mail.to}, but it has not yet confirmed that it owns this address. Choose its password with the button below: that confirms it, and your course and demo booking then appear in it. The link works once and expires in ${mail.setPassword.expiresInDays} days; after that, use "Forgot password" on the sign-in page.`
          : `We made a ${site.name} account for ${mail.to}. Choose its password with the button below to see your courses. The link works once and expires in ${mail.setPassword.expiresInDays} days; after that, use "Forgot password" on the sign-in page.`,
    ],
    details: [
      { label: "Course", value: mail.courseTitle },
      ...(booking.manageToken
        ? [{ label: "Your demo booking", value: manageUrl(config, booking.manageToken) }]
        : []),
    ],
    button: mail.setPassword
      ? { label: "Choose my password", url: mail.setPassword.url }
      : { label: "Open my courses", url: `${config.siteUrl}/upcoming-courses` },
    footerNote: "You are receiving this because you took a demo class with us and enrolled.",
  });
  return enqueueMail(trx, { to: mail.to, kind: "booking-enrolled", ...content });
}
