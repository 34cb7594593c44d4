import type { Kysely } from "kysely";
import { knownZone } from "~/lib/admin/time";
import type { Database } from "../platform/db/schema";

// A teacher's own rows for /teach/availability (docs/classes.md "Teacher area"): their clock,
// their weekly windows and their time off that has not ended. Their sessions are read by
// classes/queries-teacher.ts.

/** The teacher's clock: their saved zone, else the one the browser told (`fallback`). */
export async function teacherZone(
  db: Kysely<Database>,
  teacherId: string,
  fallback: string,
): Promise<{ zone: string; saved: boolean }> {
  const row = await db
    .selectFrom("user")
    .select("timeZone")
    .where("id", "=", teacherId)
    .executeTakeFirst();
  return row?.timeZone
    ? { zone: knownZone(row.timeZone), saved: true }
    : { zone: fallback, saved: false };
}

export async function availabilityWindows(db: Kysely<Database>, teacherId: string) {
  return db
    .selectFrom("teacherAvailability")
    .select(["id", "weekday", "startMinute", "endMinute"])
    .where("teacherId", "=", teacherId)
    .orderBy("weekday")
    .orderBy("startMinute")
    .execute();
}

/** Time off that has not ended yet, soonest first (past stretches only fill the page). */
export async function upcomingTimeOff(db: Kysely<Database>, teacherId: string, now = new Date()) {
  return db
    .selectFrom("teacherTimeOff")
    .select(["id", "startsAt", "endsAt", "reason"])
    .where("teacherId", "=", teacherId)
    .where("endsAt", ">", now.toISOString())
    .orderBy("startsAt")
    .execute();
}
