import type { Kysely } from "kysely";
import type { Database, Role } from "../platform/db/schema";
import { calendarUid, DEMO_MINUTES } from "../bookings/queries";
import type { CalendarDemo, CalendarSession } from "./calendar";
import { calendarSessionQuery } from "./queries-shared";
import { feedToken, feedTokenHash } from "./writes-feeds";

// What a private feed holds: a learner's sessions (every class group an enrolment of theirs is
// or was placed in, for the time they were in it), a teacher's sessions and the demos they
// run. From 60 days back, so a calendar keeps recent history; cancelled ones included.

const HISTORY_MS = 60 * 24 * 3600 * 1000;
const MAX_EVENTS = 2000;

export async function feedOwner(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: string; role: Role; name: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom("calendarFeed as f")
    .innerJoin("user as u", "u.id", "f.ownerId")
    .select(["u.id", "u.role", "u.name"])
    .where("f.tokenHash", "=", feedTokenHash(token))
    .where("f.revokedAt", "is", null)
    .executeTakeFirst();
  return row ?? null;
}

/** The owner's live feed: its URL token (re-made from the row's id) and when it was made. */
export async function liveFeed(
  db: Kysely<Database>,
  secret: string,
  ownerId: string,
): Promise<{ token: string; createdAt: string } | null> {
  const row = await db
    .selectFrom("calendarFeed")
    .select(["id", "createdAt"])
    .where("ownerId", "=", ownerId)
    .where("revokedAt", "is", null)
    .orderBy("createdAt", "desc")
    .executeTakeFirst();
  return row ? { token: feedToken(secret, row.id), createdAt: row.createdAt } : null;
}

export async function learnerFeedSessions(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<CalendarSession[]> {
  const since = new Date(now.getTime() - HISTORY_MS).toISOString();
  return (
    calendarSessionQuery(db)
      .innerJoin("cohortMember as m", "m.cohortId", "s.cohortId")
      .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
      .where("e.userId", "=", userId)
      .where("s.startsAt", ">=", since)
      // A session belongs to a member's calendar from their placement until they left.
      .where((eb) => eb.or([eb("m.leftAt", "is", null), eb("m.leftAt", ">", eb.ref("s.startsAt"))]))
      .distinct()
      .orderBy("s.startsAt")
      .limit(MAX_EVENTS)
      .execute()
  );
}

export async function teacherFeedSessions(
  db: Kysely<Database>,
  teacherId: string,
  now: Date,
): Promise<CalendarSession[]> {
  const since = new Date(now.getTime() - HISTORY_MS).toISOString();
  return calendarSessionQuery(db)
    .where("s.teacherId", "=", teacherId)
    .where("s.startsAt", ">=", since)
    .orderBy("s.startsAt")
    .limit(MAX_EVENTS)
    .execute();
}

/** Confirmed demos the teacher runs, with the UID and sequence of the booker's own files. */
export async function teacherFeedDemos(
  db: Kysely<Database>,
  secret: string,
  teacherId: string,
  now: Date,
): Promise<CalendarDemo[]> {
  const since = new Date(now.getTime() - HISTORY_MS).toISOString();
  const rows = await db
    .selectFrom("demoBooking")
    .select([
      "email",
      "requestedStart",
      "scheduledStart",
      "durationMinutes",
      "subject",
      "contactName",
      "meetingLink",
      "calendarSequence",
    ])
    .where("assigneeId", "=", teacherId)
    .where("status", "=", "confirmed")
    .where("scheduledStart", ">=", since)
    .orderBy("scheduledStart")
    .limit(MAX_EVENTS)
    .execute();
  return rows.map((d) => ({
    uid: calendarUid(secret, d.email, d.requestedStart),
    sequence: d.calendarSequence,
    startsAt: d.scheduledStart!,
    durationMinutes: d.durationMinutes ?? DEMO_MINUTES,
    subject: d.subject,
    contactName: d.contactName,
    meetingLink: d.meetingLink,
  }));
}
