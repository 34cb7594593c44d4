import type { Kysely } from "kysely";
import { knownZone } from "~/lib/admin/time";
import type { Database } from "../platform/db/schema";
import type { CalendarSession } from "./calendar";
import type { Recipient } from "./mails";

// Reads that the writes (inside their transaction) and the pages share.

/** The people a class group's mails go to: its open members (the enrolment's account). */
export async function memberRecipients(
  db: Kysely<Database>,
  cohortId: string,
  anchorZone: string,
): Promise<Recipient[]> {
  const rows = await db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("user as u", "u.id", "e.userId")
    .select(["u.email", "u.name", "u.timeZone"])
    .where("m.cohortId", "=", cohortId)
    .where("m.status", "in", ["active", "paused"])
    .orderBy("u.email")
    .execute();
  return rows.map((r) => ({
    email: r.email,
    name: r.name || r.email,
    zone: r.timeZone ? knownZone(r.timeZone) : anchorZone,
  }));
}

export async function userRecipient(
  db: Kysely<Database>,
  userId: string | null,
  fallbackZone: string,
): Promise<Recipient | null> {
  if (!userId) return null;
  const u = await db
    .selectFrom("user")
    .select(["email", "name", "timeZone"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return u
    ? {
        email: u.email,
        name: u.name || u.email,
        zone: u.timeZone ? knownZone(u.timeZone) : fallbackZone,
      }
    : null;
}

/** Sessions as calendar events, by id, in time order. */
export async function calendarSessions(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<CalendarSession[]> {
  if (ids.length === 0) return [];
  const out: CalendarSession[] = [];
  // In slices: a long series' ids stay under every engine's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    out.push(
      ...(await calendarSessionQuery(db)
        .where("s.id", "in", ids.slice(i, i + 500))
        .execute()),
    );
  }
  return out.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
}

/** The select of sessions with what their calendar events show. */
export function calendarSessionQuery(db: Kysely<Database>) {
  return db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .leftJoin("user as t", "t.id", "s.teacherId")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.sequence",
      "s.meetingUrl",
      "s.cancelReason",
      "c.name as cohortName",
      "co.title as courseTitle",
      "t.name as teacherName",
    ]);
}
