import { calendarFileOf, type CalendarEventInput } from "../bookings/ics";
import type { AppConfig } from "../platform/config";
import type { ClassSessionStatus } from "../platform/db/schema";

// Class sessions as calendar events (docs/classes.md "Calendars"), through the one iCalendar
// writer of the site (app/.server/bookings/ics.ts: escaping and folding). Each session is
// one event for good: its UID is made from the session's id (never from its time, so a moved
// session updates its event instead of adding one), its SEQUENCE is the session's sequence,
// which every change increases, and a cancelled session stays as STATUS:CANCELLED. Times are
// UTC instants, so every calendar shows them on its own clock.

export interface CalendarSession {
  id: string;
  startsAt: string;
  endsAt: string;
  status: ClassSessionStatus;
  sequence: number;
  cohortName: string;
  courseTitle: string;
  meetingUrl: string | null;
  cancelReason: string | null;
  teacherName: string | null;
}

export interface CalendarDemo {
  uid: string;
  sequence: number;
  startsAt: string;
  durationMinutes: number;
  subject: string;
  contactName: string;
  meetingLink: string | null;
}

/** The one UID a session keeps in every file. */
export function sessionUid(sessionId: string): string {
  return `class-${sessionId}@learnova`;
}

function sessionEvent(s: CalendarSession, config: AppConfig): CalendarEventInput {
  const cancelled = s.status === "cancelled";
  const description = cancelled
    ? `This class was cancelled${s.cancelReason ? `: ${s.cancelReason}` : "."}`
    : [
        `${s.courseTitle}, ${s.cohortName}.`,
        s.teacherName ? `Teacher: ${s.teacherName}.` : "",
        s.meetingUrl ? `Join: ${s.meetingUrl}` : "The joining link is on your Learnova page.",
      ]
        .filter(Boolean)
        .join(" ");
  const link = s.meetingUrl && !cancelled ? s.meetingUrl : null;
  return {
    uid: sessionUid(s.id),
    sequence: s.sequence,
    start: new Date(s.startsAt),
    durationMinutes: (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000,
    title: `${s.courseTitle} · ${s.cohortName}`,
    description,
    location: link ?? "Online",
    url: link ?? config.siteUrl,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: config.site.name, email: config.site.email },
  };
}

function demoEvent(d: CalendarDemo, config: AppConfig): CalendarEventInput {
  return {
    uid: d.uid,
    sequence: d.sequence,
    start: new Date(d.startsAt),
    durationMinutes: d.durationMinutes,
    title: `${config.site.name} demo class: ${d.subject} (${d.contactName})`,
    description: d.meetingLink ? `Join: ${d.meetingLink}` : "Demo class",
    location: d.meetingLink ?? "Online",
    url: d.meetingLink ?? config.siteUrl,
    status: "CONFIRMED",
    organizer: { name: config.site.name, email: config.site.email },
  };
}

/**
 * A calendar file of sessions (and a teacher's demos). PUBLISH for a subscribed feed; REQUEST
 * for the file a change mail carries, which the recipient's calendar applies to the event of
 * the same UID.
 */
export function classCalendar(
  config: AppConfig,
  sessions: readonly CalendarSession[],
  options: { demos?: readonly CalendarDemo[]; method?: "PUBLISH" | "REQUEST"; name?: string } = {},
): string {
  return calendarFileOf({
    method: options.method ?? "PUBLISH",
    productId: "learnova/classes",
    name: options.name ?? `${config.site.name} classes`,
    events: [
      ...sessions.map((s) => sessionEvent(s, config)),
      ...(options.demos ?? []).map((d) => demoEvent(d, config)),
    ],
  });
}
