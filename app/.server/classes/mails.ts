import type { Kysely } from "kysely";
import { formatDateTime } from "~/lib/admin/time";
import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { enqueueMail } from "../outbox/writes";
import { renderEmail } from "../outbox/templates";
import { classCalendar, type CalendarSession } from "./calendar";

// The mails of class changes (docs/classes.md "Calendars"): a cancelled class group to its
// members; a moved or cancelled session to its members and teacher, carrying the updated
// event (same UID, higher SEQUENCE), so their calendars update the one event. Queued in the
// caller's transaction: they go out exactly when the change commits.

export interface Recipient {
  email: string;
  name: string;
  /** Their clock; the class group's anchor zone when they have not set one. */
  zone: string;
}

const ICS_FILENAME = "learnova-class.ics";

export async function queueCohortCancelled(
  db: Kysely<Database>,
  config: AppConfig,
  cohort: { name: string; courseTitle: string; reason: string },
  recipients: readonly Recipient[],
  cancelledSessions: readonly CalendarSession[],
): Promise<void> {
  const ics = cancelledSessions.length
    ? classCalendar(config, cancelledSessions, { method: "REQUEST" })
    : null;
  for (const r of recipients) {
    const mail = renderEmail(config.site, {
      subject: `Your class group “${cohort.name}” is cancelled — ${config.site.name}`,
      preheader: `${cohort.courseTitle}: the class group will not run.`,
      heading: `Hello ${r.name},`,
      paragraphs: [
        `We're sorry: the class group “${cohort.name}” of ${cohort.courseTitle} has been cancelled.`,
        ...(ics
          ? ["The attached calendar file marks its classes as cancelled in your calendar."]
          : []),
        `Write to us at ${config.site.email} and we'll help you find another group.`,
      ],
      details: [{ label: "Reason", value: cohort.reason }],
      footerNote: "You are receiving this because you are a member of this class group.",
    });
    await enqueueMail(db, {
      to: r.email,
      ...mail,
      kind: "class.cohort-cancelled",
      ...(ics
        ? {
            attachments: [
              {
                filename: ICS_FILENAME,
                contentType: "text/calendar; method=REQUEST",
                content: ics,
              },
            ],
          }
        : {}),
    });
  }
}

export async function queueSessionsChanged(
  db: Kysely<Database>,
  config: AppConfig,
  kind: "moved" | "cancelled",
  sessions: readonly CalendarSession[],
  recipients: readonly Recipient[],
): Promise<void> {
  if (sessions.length === 0) return;
  const ics = classCalendar(config, sessions, { method: "REQUEST" });
  const first = sessions[0];
  for (const r of recipients) {
    const times = sessions.slice(0, 10).map((s) => formatDateTime(s.startsAt, r.zone));
    const more =
      sessions.length > times.length ? [`…and ${sessions.length - times.length} more`] : [];
    const mail = renderEmail(config.site, {
      subject:
        kind === "cancelled"
          ? `A class of “${first.cohortName}” is cancelled — ${config.site.name}`
          : `The time of your “${first.cohortName}” class has changed — ${config.site.name}`,
      preheader: `${first.courseTitle}: ${times[0]}.`,
      heading: `Hello ${r.name},`,
      paragraphs: [
        kind === "cancelled"
          ? `The following ${sessions.length === 1 ? "class" : "classes"} of “${first.cohortName}” (${first.courseTitle}) will not take place${first.cancelReason ? `: ${first.cancelReason}` : "."}`
          : `The following ${sessions.length === 1 ? "class" : "classes"} of “${first.cohortName}” (${first.courseTitle}) now take place at the times below (${r.zone}).`,
        "The attached calendar file updates the events in your calendar.",
      ],
      details: [...times, ...more].map((t) => ({
        label: kind === "cancelled" ? "Cancelled" : "Now",
        value: t,
      })),
      footerNote: "You are receiving this because you take or teach this class.",
    });
    await enqueueMail(db, {
      to: r.email,
      ...mail,
      kind: `class.session-${kind}`,
      attachments: [
        { filename: ICS_FILENAME, contentType: "text/calendar; method=REQUEST", content: ics },
      ],
    });
  }
}

/** One class reminder: for a member (naming the learners they enrolled) or the teacher. */
export interface ReminderMail {
  kind: "24h" | "1h";
  sessionId: string;
  startsAt: string;
  cohortName: string;
  courseTitle: string;
  /** "teacher" or the learners the recipient enrolled (their own name when they learn). */
  role: { teacher: true } | { teacher: false; learners: readonly string[] };
  /** The recipient's own switch-off link (a signed token; see writes-reminders.ts). */
  offUrl: string;
  /** Its List-Unsubscribe headers (one-click). */
  offHeaders: Record<string, string>;
}

/**
 * A reminder 24 hours or 1 hour before a class (docs/classes.md "Reminders"): the time on the
 * recipient's clock with the zone named, the Join link, and a one-click switch-off. The words
 * avoid "tomorrow": 24 hours before a class just after a clock change is not always the day
 * before it on the recipient's clock.
 */
export async function queueClassReminder(
  db: Kysely<Database>,
  config: AppConfig,
  r: Recipient,
  m: ReminderMail,
): Promise<string> {
  const when = formatDateTime(m.startsAt, r.zone);
  const soon = m.kind === "1h" ? "starts within the hour" : "is coming up";
  const who = m.role.teacher
    ? "You are teaching this class."
    : m.role.learners.length > 0
      ? `For: ${m.role.learners.join(", ")}.`
      : null;
  const mail = renderEmail(config.site, {
    subject: `Reminder: your “${m.cohortName}” class ${soon} — ${config.site.name}`,
    preheader: `${m.courseTitle}: ${when} (${r.zone}).`,
    heading: `Hello ${r.name},`,
    paragraphs: [
      `Your class of “${m.cohortName}” (${m.courseTitle}) ${soon}: ${when}, shown in your time zone ${r.zone}.`,
      ...(who ? [who] : []),
      "The Join button opens the class's joining page; it lets you in from 15 minutes before the start.",
    ],
    details: [
      { label: "When", value: when },
      { label: "Time zone", value: r.zone },
    ],
    buttons: [{ label: "Join the class", url: `${config.siteUrl}/join/${m.sessionId}` }],
    footerNote:
      "You are receiving this because you take or teach this class. The unsubscribe link switches class reminders off (you can switch them on again in your account settings).",
    unsubscribeUrl: m.offUrl,
  });
  return enqueueMail(db, {
    to: r.email,
    ...mail,
    kind: `class.reminder-${m.kind}`,
    headers: m.offHeaders,
  });
}

export interface AbsenceFollowUpMail {
  cohortName: string;
  courseTitle: string;
  /** The child's name when a parent enrolled them; null when the account holder learns. */
  childName: string | null;
  /** A parent's account: without a child's name the mail says "your child". */
  parent?: boolean;
  /** The starts of the streak's absent classes, oldest first. */
  missed: readonly string[];
}

/**
 * The one follow-up mail of a streak of absences (docs/classes.md "Follow-up and what the
 * school sees", decision 0038), to the enrolment's account holder: the learner, or the parent
 * who enrolled a child (the account is the parent's; the child is named on the enrolment).
 * Kind, not a warning: it asks whether something is in the way and says who to write to.
 */
export async function queueAbsenceFollowUp(
  db: Kysely<Database>,
  config: AppConfig,
  r: Recipient,
  m: AbsenceFollowUpMail,
): Promise<string> {
  // Who missed the classes, mid-sentence and at a sentence's start; null: the reader.
  const child = m.childName ?? (m.parent ? "your child" : null);
  const Child = m.childName ?? (m.parent ? "Your child" : null);
  const missed = m.missed.map((s) => formatDateTime(s, r.zone));
  const classes = `“${m.cohortName}” (${m.courseTitle})`;
  const mail = renderEmail(config.site, {
    subject: `We missed ${child ?? "you"} in class — ${config.site.name}`,
    preheader: `${m.missed.length} classes of ${m.cohortName} in a row without ${child ?? "you"}.`,
    heading: `Hello ${r.name},`,
    paragraphs: [
      `${Child ?? "You"} ${Child ? "was" : "were"} marked absent from the last ${m.missed.length} classes of ${classes} in a row.`,
      `Is everything all right? If something makes it hard for ${child ?? "you"} to come — the time, the level, the connection — write to us at ${config.site.email} and we will help ${child ? "them" : "you"} keep up.`,
      `The times are shown in your time zone, ${r.zone}.`,
    ],
    details: missed.map((when, i) => ({ label: `Missed class ${i + 1}`, value: when })),
    buttons: [{ label: "See the timetable", url: `${config.siteUrl}/subscribed-courses` }],
    footerNote:
      "You are receiving this once because two classes in a row were missed; we do not send it again unless it happens again after a class attended.",
  });
  return enqueueMail(db, { to: r.email, ...mail, kind: "class.absence-follow-up" });
}
