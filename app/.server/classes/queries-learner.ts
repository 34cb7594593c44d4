import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

// A learner's reads (docs/classes.md "Lists") and the course page's open groups.
// Parents see the child named on the enrolment: the enrolment belongs to the parent's account.

/** The learner's next sessions (theirs while placed), with the teacher. */
export async function learnerUpcoming(
  db: Kysely<Database>,
  userId: string,
  now: string,
  limit = 20,
) {
  return db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("classSession as s", "s.cohortId", "m.cohortId")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .leftJoin("user as t", "t.id", "s.teacherId")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.cancelReason",
      "c.id as cohortId",
      "c.name as cohortName",
      "c.anchorZone",
      "co.title as courseTitle",
      "co.slug as courseSlug",
      "t.name as teacherName",
    ])
    .where("e.userId", "=", userId)
    .where("m.status", "in", ["active", "paused"])
    .where("s.endsAt", ">", now)
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .limit(limit)
    .execute();
}

/** The learner's class groups that are running, with their next session. */
export async function learnerRunningGroups(db: Kysely<Database>, userId: string, now: string) {
  return db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .select((eb) => [
      "c.id",
      "c.name",
      "c.anchorZone",
      "c.status",
      "co.title as courseTitle",
      "co.slug as courseSlug",
      eb
        .selectFrom("classSession as s")
        .select((x) => x.fn.min("s.startsAt").as("next"))
        .whereRef("s.cohortId", "=", "c.id")
        .where("s.status", "=", "scheduled")
        .where("s.startsAt", ">", now)
        .as("nextStartsAt"),
    ])
    .where("e.userId", "=", userId)
    .where("m.status", "in", ["active", "paused"])
    .where("c.status", "=", "running")
    .orderBy("c.name")
    .execute();
}

/** A course's groups taking learners, with seats left and their series (schedule) for the page. */
export async function courseOpenGroups(db: Kysely<Database>, courseId: string) {
  const groups = await db
    .selectFrom("cohort")
    .select(["id", "name", "anchorZone", "capacity", "seatsTaken", "startDate"])
    .where("courseId", "=", courseId)
    .where("status", "=", "open")
    .orderBy("startDate")
    .orderBy("id")
    .execute();
  if (groups.length === 0) return [];
  const series = await db
    .selectFrom("classSeries")
    .select([
      "cohortId",
      "weekdays",
      "localStart",
      "durationMinutes",
      "fromDate",
      "count",
      "untilDate",
    ])
    .where(
      "cohortId",
      "in",
      groups.map((g) => g.id),
    )
    .orderBy("fromDate")
    .execute();
  return groups.map((g) => ({
    ...g,
    seatsLeft: Math.max(0, g.capacity - g.seatsTaken),
    series: series.filter((s) => s.cohortId === g.id),
  }));
}
