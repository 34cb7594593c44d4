import type { Kysely } from "kysely";
import { compiledOnce } from "../kit/compiled-once";
import type { Database } from "../platform/db/schema";

// A learner's reads (docs/classes.md "Lists") and the course page's open groups.
// Parents see the child named on the enrolment: the enrolment belongs to the parent's account.

/** The learner's next sessions (theirs while placed), with the teacher. */
export function learnerUpcoming(db: Kysely<Database>, userId: string, now: string, limit = 20) {
  return upcomingRead(db, { userId, now, limit });
}

const upcomingRead = compiledOnce((db, v: { userId: string; now: string; limit: number }) =>
  db
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
      "s.meetingUrl",
      "c.defaultMeetingUrl",
      "c.id as cohortId",
      "c.name as cohortName",
      "c.anchorZone",
      "co.title as courseTitle",
      "co.slug as courseSlug",
      "t.name as teacherName",
      "e.learnerName",
    ])
    .where("e.userId", "=", v.userId)
    .where("m.status", "in", ["active", "paused"])
    .where("s.endsAt", ">", v.now)
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .limit(v.limit),
);

/** The learner's class groups that are running, with their next session. */
export function learnerRunningGroups(db: Kysely<Database>, userId: string, now: string) {
  return runningGroupsRead(db, { userId, now });
}

const runningGroupsRead = compiledOnce((db, v: { userId: string; now: string }) =>
  db
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
      "e.learnerName",
      eb
        .selectFrom("classSession as s")
        .select((x) => x.fn.min("s.startsAt").as("next"))
        .whereRef("s.cohortId", "=", "c.id")
        .where("s.status", "=", "scheduled")
        .where("s.startsAt", ">", v.now)
        .as("nextStartsAt"),
    ])
    .where("e.userId", "=", v.userId)
    .where("m.status", "in", ["active", "paused"])
    .where("c.status", "=", "running")
    .orderBy("c.name"),
);

/**
 * A course's groups taking learners, with seats left, the lead teacher, their series (the rule
 * on the anchor clock) and their first classes still ahead, for the course page.
 */
export async function courseOpenGroups(
  db: Kysely<Database>,
  courseId: string,
  now = new Date().toISOString(),
) {
  const groups = await openGroupsRead(db, { courseId });
  if (groups.length === 0) return [];
  const schedules = await groupSchedules(
    db,
    groups.map((g) => g.id),
    now,
  );
  return groups.map((g) => ({
    ...g,
    seatsLeft: Math.max(0, g.capacity - g.seatsTaken),
    ...schedules.get(g.id)!,
  }));
}

const openGroupsRead = compiledOnce((db, v: { courseId: string }) =>
  db
    .selectFrom("cohort")
    .select(["id", "name", "anchorZone", "capacity", "seatsTaken", "startDate"])
    .where("courseId", "=", v.courseId)
    .where("status", "=", "open")
    .orderBy("startDate")
    .orderBy("id"),
);

/** How many of a group's coming classes the course page and the learner's pages list. */
const NEXT_CLASSES = 4;

export interface GroupSchedule {
  teacherName: string | null;
  series: {
    weekdays: string;
    localStart: string;
    durationMinutes: number;
    fromDate: string;
    count: number | null;
    untilDate: string | null;
  }[];
  nextSessions: { startsAt: string; endsAt: string }[];
}

/** Each group's lead teacher, series (the rule on its anchor clock) and next classes. */
export async function groupSchedules(
  db: Kysely<Database>,
  ids: string[],
  now: string,
): Promise<Map<string, GroupSchedule>> {
  const out = new Map<string, GroupSchedule>(
    ids.map((id) => [id, { teacherName: null, series: [], nextSessions: [] }]),
  );
  if (ids.length === 0) return out;
  const values = { ids, now };
  const [series, teachers, sessions] = await Promise.all([
    seriesRead(db, values),
    leadTeachersRead(db, values),
    nextSessionsRead(db, values),
  ]);
  for (const { cohortId, ...rule } of series) out.get(cohortId)?.series.push(rule);
  for (const t of teachers) {
    const g = out.get(t.cohortId);
    if (g && !g.teacherName) g.teacherName = t.name;
  }
  for (const { cohortId, startsAt, endsAt } of sessions) {
    out.get(cohortId)?.nextSessions.push({ startsAt, endsAt });
  }
  return out;
}

type GroupsNow = { ids: readonly string[]; now: string };

const seriesRead = compiledOnce((db, v: GroupsNow) =>
  db
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
    .where("cohortId", "in", v.ids)
    .orderBy("fromDate"),
);

const leadTeachersRead = compiledOnce((db, v: GroupsNow) =>
  db
    .selectFrom("cohortTeacher as ct")
    .innerJoin("user as u", "u.id", "ct.teacherId")
    .select(["ct.cohortId", "u.name"])
    .where("ct.cohortId", "in", v.ids)
    .where("ct.role", "=", "lead"),
);

// The next few classes of each group: a window per group keeps it one query.
const nextSessionsRead = compiledOnce((db, v: GroupsNow) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom("classSession")
        .select((x) => [
          "cohortId",
          "startsAt",
          "endsAt",
          x.fn
            .agg<number>("row_number")
            .over((o) => o.partitionBy("cohortId").orderBy("startsAt"))
            .as("n"),
        ])
        .where("cohortId", "in", v.ids)
        .where("status", "=", "scheduled")
        .where("startsAt", ">", v.now)
        .as("s"),
    )
    .select(["s.cohortId", "s.startsAt", "s.endsAt"])
    .where("s.n", "<=", NEXT_CLASSES)
    .orderBy("s.startsAt"),
);

/** The class group an enrolment holds a place in, if any. */
export async function enrollmentGroup(db: Kysely<Database>, enrollmentId: string) {
  const [row] = await enrollmentGroupRead(db, { enrollmentId });
  return row ?? null;
}

const enrollmentGroupRead = compiledOnce((db, v: { enrollmentId: string }) =>
  db
    .selectFrom("cohortMember as m")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .select(["c.id", "c.name"])
    .where("m.enrollmentId", "=", v.enrollmentId)
    .where("m.status", "in", ["active", "paused"]),
);

/** The user's own clock (teachers set one), or null. */
export async function userClock(db: Kysely<Database>, userId: string): Promise<string | null> {
  const [row] = await clockRead(db, { userId });
  return row?.timeZone ?? null;
}

const clockRead = compiledOnce((db, v: { userId: string }) =>
  db.selectFrom("user").select("timeZone").where("id", "=", v.userId),
);
