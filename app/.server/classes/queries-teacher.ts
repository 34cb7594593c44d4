import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

// A teacher's reads (docs/classes.md "Lists"): their sessions in a span (today, the
// week on their clock; the caller turns days into instants), and one session's roster.

/**
 * A teacher's sessions in a span: the ones they teach, then those of the groups they are a
 * lead or assistant of that another teacher takes (`assisting`). Two reads, each on its own
 * index (classSession_teacher_start; cohortTeacher_teacher then classSession_cohort_start),
 * merged by start.
 */
export async function teacherSessions(
  db: Kysely<Database>,
  teacherId: string,
  span: { startsAt: string; endsAt: string },
) {
  const base = db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.meetingUrl",
      "c.id as cohortId",
      "c.name as cohortName",
      "c.defaultMeetingUrl",
      "c.seatsTaken",
      "co.title as courseTitle",
    ])
    .where("s.startsAt", ">=", span.startsAt)
    .where("s.startsAt", "<", span.endsAt);
  const [own, others] = await Promise.all([
    base.where("s.teacherId", "=", teacherId).execute(),
    base
      .where("s.teacherId", "!=", teacherId)
      .where("s.cohortId", "in", (eb) =>
        eb.selectFrom("cohortTeacher").select("cohortId").where("teacherId", "=", teacherId),
      )
      .execute(),
  ]);
  return [
    ...own.map((r) => ({ ...r, assisting: false })),
    ...others.map((r) => ({ ...r, assisting: true })),
  ].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
}

/**
 * One session with its roster, for its teacher, an assistant or lead of its group (or an
 * admin: teacherId null). Null when the session does not exist or is not theirs.
 */
export async function sessionWithRoster(
  db: Kysely<Database>,
  sessionId: string,
  teacherId: string | null,
) {
  const session = await db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.meetingUrl",
      "s.teacherId",
      "s.cancelReason",
      "c.id as cohortId",
      "c.name as cohortName",
      "c.defaultMeetingUrl",
      "c.anchorZone",
      "co.title as courseTitle",
    ])
    .where("s.id", "=", sessionId)
    .executeTakeFirst();
  if (!session) return null;
  if (teacherId !== null && session.teacherId !== teacherId) {
    const teaches = await db
      .selectFrom("cohortTeacher")
      .select("teacherId")
      .where("cohortId", "=", session.cohortId)
      .where("teacherId", "=", teacherId)
      .executeTakeFirst();
    if (!teaches) return null;
  }
  // Members placed before the session started and not gone before it.
  const roster = await db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("user as u", "u.id", "e.userId")
    .select(["m.id", "m.status", "u.name", "u.email", "u.accountType"])
    // A parent names the child on the enrolment (enrollments/writes-groups.ts); an enrolment
    // converted from a demo before that names it on the demo (bookings/).
    .select((eb) =>
      eb.fn
        .coalesce(
          "e.learnerName",
          eb
            .selectFrom("demoBooking as d")
            .select("d.learnerName")
            .whereRef("d.enrollmentId", "=", "e.id")
            .where("d.learnerName", "is not", null)
            .orderBy("d.createdAt")
            .limit(1),
        )
        .as("childName"),
    )
    .where("m.cohortId", "=", session.cohortId)
    .where((eb) => eb.or([eb("m.leftAt", "is", null), eb("m.leftAt", ">", session.startsAt)]))
    .where("m.status", "!=", "withdrawn")
    .orderBy("u.name")
    .execute();
  return { session, roster };
}
