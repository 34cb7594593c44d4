import type { Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import { startOfDayIn } from "~/lib/admin/time";
import { addDays, dayIn, mondayOf } from "~/lib/admin/weeks";
import type { CohortListQuery, SessionFilterQuery } from "~/lib/admin/class-lists";
import type { Database } from "../platform/db/schema";

// The admin's reads of classes (docs/classes.md "Lists"): the class groups list, one group's
// page, the timetable week and the sessions CSV.

/** `lower(name) like %q%` with the visitor's wildcards taken out. */
function nameLike(q: string): string {
  return `%${q.toLowerCase().replace(/[%_\\]/g, "")}%`;
}

/** The class groups under the list's filters (shared by the list and its CSV). */
function cohortFilter(
  db: Kysely<Database>,
  query: Pick<CohortListQuery, "status" | "course" | "teacher" | "q">,
) {
  return db
    .selectFrom("cohort as c")
    .innerJoin("course as co", "co.id", "c.courseId")
    .$if(query.status !== "", (q) => q.where("c.status", "=", query.status as never))
    .$if(query.course !== "", (q) => q.where("c.courseId", "=", query.course))
    .$if(query.teacher !== "", (q) =>
      q.where("c.id", "in", (eb) =>
        eb.selectFrom("cohortTeacher").select("cohortId").where("teacherId", "=", query.teacher),
      ),
    )
    .$if(query.q !== "", (q) =>
      q.where((eb) => eb(eb.fn("lower", ["c.name"]), "like", nameLike(query.q))),
    );
}

export async function listCohorts(db: Kysely<Database>, query: CohortListQuery) {
  const base = cohortFilter(db, query);
  const sort = { start: "c.startDate", name: "c.name", seats: "c.seatsTaken" } as const;
  const [rows, total] = await Promise.all([
    base
      .select([
        "c.id",
        "c.name",
        "c.status",
        "c.anchorZone",
        "c.capacity",
        "c.seatsTaken",
        "c.startDate",
        "co.title as courseTitle",
      ])
      .orderBy(sort[query.sort], query.dir)
      .orderBy("c.id", query.dir)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  return { rows, total };
}

/** One class group with everything its page shows. Null when it does not exist. */
export async function cohortDetail(db: Kysely<Database>, id: string) {
  const cohort = await db
    .selectFrom("cohort as c")
    .innerJoin("course as co", "co.id", "c.courseId")
    .selectAll("c")
    .select(["co.title as courseTitle", "co.slug as courseSlug"])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!cohort) return null;
  const [teachers, members, series, sessions] = await Promise.all([
    db
      .selectFrom("cohortTeacher as ct")
      .innerJoin("user as u", "u.id", "ct.teacherId")
      .select(["u.id", "u.name", "u.email", "ct.role"])
      .where("ct.cohortId", "=", id)
      .orderBy("ct.role", "desc")
      .orderBy("u.name")
      .execute(),
    db
      .selectFrom("cohortMember as m")
      .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
      .innerJoin("user as u", "u.id", "e.userId")
      .select([
        "m.id",
        "m.status",
        "m.placedAt",
        "m.leftAt",
        "m.version",
        "m.enrollmentId",
        "u.id as userId",
        "u.name",
        "u.email",
      ])
      .where("m.cohortId", "=", id)
      .orderBy("m.placedAt")
      .orderBy("m.id")
      .execute(),
    db
      .selectFrom("classSeries")
      .selectAll()
      .where("cohortId", "=", id)
      .orderBy("fromDate")
      .execute(),
    // The teacher's name per class as a lookup by key, not a join that PostgreSQL without
    // statistics hashed the whole user table for (docs/classes.md "Volume").
    db
      .selectFrom("classSession as s")
      .select((eb) => [
        "s.id",
        "s.seriesId",
        "s.occurrenceKey",
        "s.startsAt",
        "s.endsAt",
        "s.status",
        "s.edited",
        "s.gapShifted",
        "s.sequence",
        "s.version",
        "s.cancelReason",
        "s.teacherId",
        "s.meetingUrl",
        eb
          .selectFrom("user as t")
          .select("t.name")
          .whereRef("t.id", "=", "s.teacherId")
          .as("teacherName"),
      ])
      .where("s.cohortId", "=", id)
      .orderBy("s.startsAt")
      .orderBy("s.id")
      .execute(),
  ]);
  return { cohort, teachers, members, series, sessions };
}

/** The instants of the week (Monday to Monday on the zone's clock) that holds `day`. */
export function weekSpan(day: string, zone: string, now = new Date()) {
  const monday = mondayOf(day || dayIn(now, zone));
  const next = addDays(monday, 7);
  return {
    monday,
    previous: addDays(monday, -7),
    next,
    startsAt: startOfDayIn(monday, zone).toISOString(),
    endsAt: startOfDayIn(next, zone).toISOString(),
  };
}

/**
 * Every session of a week on the admin's clock, filtered by teacher and course; sessions that
 * overlap another session of the same teacher are marked as conflicts.
 */
export async function timetableWeek(
  db: Kysely<Database>,
  filter: Pick<SessionFilterQuery, "week" | "teacher" | "course"> & { q?: string },
  zone: string,
  now = new Date(),
) {
  const week = weekSpan(filter.week, zone, now);
  // Teachers' names are read apart, for the few teachers of the week: joined per row,
  // PostgreSQL without statistics hashed the whole user table for each request (docs/classes.md
  // "Volume").
  const rows = await db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .select([
      "s.id",
      "s.cohortId",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.teacherId",
      "s.gapShifted",
      "c.name as cohortName",
      "co.title as courseTitle",
    ])
    .where("s.startsAt", ">=", week.startsAt)
    .where("s.startsAt", "<", week.endsAt)
    .$if(filter.teacher !== "", (q) => q.where("s.teacherId", "=", filter.teacher))
    .$if(filter.course !== "", (q) => q.where("c.courseId", "=", filter.course))
    .$if(Boolean(filter.q), (q) =>
      q.where((eb) => eb(eb.fn("lower", ["c.name"]), "like", nameLike(filter.q ?? ""))),
    )
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .execute();
  const names = await userNames(
    db,
    rows.map((r) => r.teacherId),
  );
  const conflicted = new Set<string>();
  const live = rows.filter((r) => r.status !== "cancelled" && r.teacherId);
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length && live[j].startsAt < live[i].endsAt; j++) {
      if (live[j].teacherId === live[i].teacherId) {
        conflicted.add(live[i].id);
        conflicted.add(live[j].id);
      }
    }
  }
  // The day each class falls on, from the instants the week's days begin on the zone's clock
  // (ISO instants compare as text): one formatter call per day, not one per class.
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(week.monday, i);
    return { day, from: startOfDayIn(day, zone).toISOString() };
  });
  const dayOf = (startsAt: string) => days.findLast((d) => d.from <= startsAt)!.day;
  return {
    week,
    sessions: rows.map((r) => ({
      ...r,
      teacherName: r.teacherId ? (names.get(r.teacherId) ?? null) : null,
      conflict: conflicted.has(r.id),
      day: dayOf(r.startsAt),
    })),
  };
}

/** The names of these users (teachers of a page's classes), by id; duplicates and nulls allowed. */
async function userNames(db: Kysely<Database>, ids: readonly (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  // In slices: every engine bounds the parameters of one statement.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom("user")
      .select(["id", "name"])
      .where("id", "in", unique.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.id, r.name);
  }
  return names;
}

export type SessionCsvRow = Awaited<ReturnType<typeof sessionCsvBatch>>[number];

/**
 * One batch of the sessions export in (startsAt, id) order after a cursor. The cursor's field
 * is called createdAt because the shared batch reader (app/.server/kit/csv.ts inBatches)
 * pages every export by that name; here it carries the session's start.
 */
export async function sessionCsvBatch(
  db: Kysely<Database>,
  filter: Omit<SessionFilterQuery, "week" | "q"> & { q?: string },
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  return db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .select((eb) => [
      "s.id",
      "s.startsAt as createdAt",
      "s.endsAt",
      "s.status",
      "s.occurrenceKey",
      "s.edited",
      "s.gapShifted",
      "s.sequence",
      "c.name as cohortName",
      "c.anchorZone",
      "co.title as courseTitle",
      // A lookup by key, as in cohortDetail: robust to a planner without statistics.
      eb
        .selectFrom("user as t")
        .select("t.name")
        .whereRef("t.id", "=", "s.teacherId")
        .as("teacherName"),
    ])
    .$if(filter.teacher !== "", (q) => q.where("s.teacherId", "=", filter.teacher))
    .$if(filter.course !== "", (q) => q.where("c.courseId", "=", filter.course))
    .$if(filter.cohort !== "", (q) => q.where("s.cohortId", "=", filter.cohort))
    .$if(filter.status !== "", (q) => q.where("s.status", "=", filter.status as never))
    .$if(Boolean(filter.q), (q) =>
      q.where((eb) => eb(eb.fn("lower", ["c.name"]), "like", nameLike(filter.q ?? ""))),
    )
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.and([
          eb("s.startsAt", ">=", after!.createdAt),
          eb.or([eb("s.startsAt", ">", after!.createdAt), eb("s.id", ">", after!.id)]),
        ]),
      ),
    )
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .limit(limit)
    .execute();
}

/**
 * What the list shows beside each class group of a page: its teachers (lead first) and its
 * next scheduled class after `now`. Two reads for the page's ids, not one per row.
 */
export async function cohortListExtras(db: Kysely<Database>, ids: readonly string[], now: Date) {
  if (ids.length === 0) return { teachers: new Map<string, string[]>(), next: new Map() };
  const at = now.toISOString();
  const [teacherRows, nextRows] = await Promise.all([
    db
      .selectFrom("cohortTeacher as ct")
      .innerJoin("user as u", "u.id", "ct.teacherId")
      .select(["ct.cohortId", "u.name", "ct.role"])
      .where("ct.cohortId", "in", [...ids])
      .orderBy("ct.role", "desc")
      .orderBy("u.name")
      .execute(),
    db
      .selectFrom("classSession")
      .select(["cohortId", (eb) => eb.fn.min<string>("startsAt").as("startsAt")])
      .where("cohortId", "in", [...ids])
      .where("status", "=", "scheduled")
      .where("startsAt", ">", at)
      .groupBy("cohortId")
      .execute(),
  ]);
  const teachers = new Map<string, string[]>();
  for (const t of teacherRows) {
    teachers.set(t.cohortId, [
      ...(teachers.get(t.cohortId) ?? []),
      t.role === "lead" ? t.name : `${t.name} (assistant)`,
    ]);
  }
  return {
    teachers,
    next: new Map<string, string>(nextRows.map((r) => [r.cohortId, r.startsAt])),
  };
}

/** The choices of the class forms and filters: every course, and who may teach. */
export async function classOptions(db: Kysely<Database>) {
  const [courses, teachers] = await Promise.all([
    db.selectFrom("course").select(["id", "title"]).orderBy("title").execute(),
    db
      .selectFrom("user")
      .select(["id", "name", "email", "role"])
      .where("role", "in", ["teacher", "admin"])
      .orderBy("role", "desc")
      .orderBy("name")
      .limit(500)
      .execute(),
  ]);
  return { courses, teachers };
}

/**
 * The enrolments of the group's course that could be placed in it: not cancelled and not
 * placed in any group now. The newest first, at most `limit` (the form is a list to pick from).
 */
export async function placeableEnrollments(db: Kysely<Database>, courseId: string, limit = 200) {
  return db
    .selectFrom("enrollment as e")
    .innerJoin("user as u", "u.id", "e.userId")
    .select(["e.id", "e.status", "e.createdAt", "u.name", "u.email"])
    .where("e.courseId", "=", courseId)
    .where("e.status", "!=", "cancelled")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("cohortMember as m")
            .select("m.id")
            .whereRef("m.enrollmentId", "=", "e.id")
            .where("m.status", "in", ["active", "paused"]),
        ),
      ),
    )
    .orderBy("e.createdAt", "desc")
    .orderBy("e.id")
    .limit(limit)
    .execute();
}

/** The other groups of the same course a member could move to (those that take learners). */
export async function siblingCohorts(db: Kysely<Database>, courseId: string, exceptId: string) {
  return db
    .selectFrom("cohort")
    .select(["id", "name", "status", "capacity", "seatsTaken", "anchorZone"])
    .where("courseId", "=", courseId)
    .where("id", "!=", exceptId)
    .where("status", "in", ["draft", "open", "running"])
    .orderBy("startDate", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
}

export type CohortCsvRow = Awaited<ReturnType<typeof cohortCsvBatch>>[number];

/** One batch of the class groups export, oldest first by (createdAt, id), under the list's filter. */
export async function cohortCsvBatch(
  db: Kysely<Database>,
  query: Pick<CohortListQuery, "status" | "course" | "teacher" | "q">,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  return cohortFilter(db, query)
    .leftJoin("cohortTeacher as lead", (j) =>
      j.onRef("lead.cohortId", "=", "c.id").on("lead.role", "=", "lead"),
    )
    .leftJoin("user as lt", "lt.id", "lead.teacherId")
    .select([
      "c.id",
      "c.createdAt",
      "c.name",
      "c.status",
      "c.anchorZone",
      "c.capacity",
      "c.seatsTaken",
      "c.startDate",
      "c.defaultMeetingUrl",
      "c.cancelReason",
      "co.title as courseTitle",
      "lt.name as leadName",
      "lt.email as leadEmail",
    ])
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.and([
          eb("c.createdAt", ">=", after!.createdAt),
          eb.or([eb("c.createdAt", ">", after!.createdAt), eb("c.id", ">", after!.id)]),
        ]),
      ),
    )
    .orderBy("c.createdAt")
    .orderBy("c.id")
    .limit(limit)
    .execute();
}

/**
 * Every placement of these enrolments in any group, for a group's member history: where a
 * member moved to, and where one came from (a move closes one row and opens the next at the
 * same instant, app/.server/classes/writes-members.ts).
 */
export async function placementsOf(db: Kysely<Database>, enrollmentIds: readonly string[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .selectFrom("cohortMember as m")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .select(["m.enrollmentId", "m.cohortId", "m.placedAt", "m.leftAt", "c.name"])
    .where("m.enrollmentId", "in", [...new Set(enrollmentIds)].slice(0, 1000))
    .execute();
}
