import { createEvents, type EventAttributes } from "ics";
import type { AppConfig } from "../config";
import type { ClassSessionStatus } from "../db/schema";

// Class sessions as calendar events (docs/classes.md "Calendars"), through the same `ics`
// generator as the demo bookings' files (app/.server/bookings/calendar.ts). Each session is
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

function sessionEvent(s: CalendarSession, config: AppConfig): EventAttributes {
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
  return {
    uid: sessionUid(s.id),
    sequence: s.sequence,
    start: Date.parse(s.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(s.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${s.courseTitle} · ${s.cohortName}`,
    description,
    ...(s.meetingUrl && !cancelled ? { location: s.meetingUrl, url: s.meetingUrl } : {}),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: config.site.name, email: config.site.email },
  };
}

function demoEvent(d: CalendarDemo, config: AppConfig): EventAttributes {
  return {
    uid: d.uid,
    sequence: d.sequence,
    start: Date.parse(d.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: d.durationMinutes },
    title: `${config.site.name} demo class: ${d.subject} (${d.contactName})`,
    description: d.meetingLink ? `Join: ${d.meetingLink}` : "Demo class",
    ...(d.meetingLink ? { location: d.meetingLink, url: d.meetingLink } : {}),
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
  const events = [
    ...sessions.map((s) => sessionEvent(s, config)),
    ...(options.demos ?? []).map((d) => demoEvent(d, config)),
  ];
  const header = {
    productId: "learnova/classes",
    method: options.method ?? "PUBLISH",
    calName: options.name ?? `${config.site.name} classes`,
  };
  if (events.length === 0) {
    // `ics` refuses an empty list; an empty feed is still a valid calendar.
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      `PRODID:${header.productId}`,
      `METHOD:${header.method}`,
      `X-WR-CALNAME:${header.calName.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, " ")}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  }
  const { error, value } = createEvents(events, header);
  if (error || !value) throw error ?? new Error("calendar file could not be built");
  return value;
}
