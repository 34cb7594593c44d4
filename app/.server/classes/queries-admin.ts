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
 * Classes listed per day on the timetable's week. A school at docs/classes.md's volume has over
 * 2,000 classes in a busy week; rendering 60 a day (420 a page) cost the server 90–100 ms of
 * CPU a request, over the page's 100 ms target (docs/performance.md §9.4). A week shows each
 * day's first 30 in time order and says how many more there are (and how many of those are
 * conflicts), with a link to that day's own view, which lists every class of the day in pages
 * (decision 0044).
 */
export const SHOWN_PER_DAY = 30;

/** Classes per page of the timetable's day view (decision 0044). */
export const DAY_PAGE_SIZE = 100;

/**
 * Every session of a week on the admin's clock, filtered by teacher, course and group name;
 * sessions that overlap another session of the same teacher are marked as conflicts. Each day
 * lists its first `perDay` classes in time order and counts the rest and the conflicts among
 * them (docs/classes.md "Volume"). With `day` (a day of the week), that day is the day view:
 * its classes in time order, `DAY_PAGE_SIZE` a page (`page`), and the week's days only counted.
 *
 * Two reads: the week's classes with only what conflicts and days need (from the index that
 * holds those columns, db/migrations/2026-11-27-03-class-session-week.ts), and the names of the
 * classes shown (their groups and courses by key, then their teachers). Conflicts are found
 * over the whole week, also for one day, so a class is marked the same in both views.
 */
export async function timetableWeek(
  db: Kysely<Database>,
  filter: Pick<SessionFilterQuery, "week" | "teacher" | "course"> & {
    q?: string;
    day?: string;
    page?: number;
  },
  zone: string,
  now = new Date(),
  perDay = SHOWN_PER_DAY,
) {
  const week = weekSpan(filter.day || filter.week, zone, now);
  const q = filter.q ?? "";
  const rows = await db
    .selectFrom("classSession as s")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.teacherId",
      "s.cohortId",
      "s.gapShifted",
    ])
    .where("s.startsAt", ">=", week.startsAt)
    .where("s.startsAt", "<", week.endsAt)
    .$if(filter.teacher !== "", (qb) => qb.where("s.teacherId", "=", filter.teacher))
    // The group filters as a set of groups (2,000 at volume), not a join per class.
    .$if(filter.course !== "" || q !== "", (qb) =>
      qb.where("s.cohortId", "in", (eb) =>
        eb
          .selectFrom("cohort as c")
          .select("c.id")
          .$if(filter.course !== "", (sq) => sq.where("c.courseId", "=", filter.course))
          .$if(q !== "", (sq) =>
            sq.where((e) => e(e.fn("lower", ["c.name"]), "like", nameLike(q))),
          ),
      ),
    )
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .execute();

  // Conflicts in one pass in time order: per teacher, the classes not yet ended when the next
  // one starts (a handful), each overlapping the new one.
  const conflicted = new Set<string>();
  const open = new Map<string, { id: string; endsAt: string }[]>();
  for (const r of rows) {
    if (r.status === "cancelled" || !r.teacherId) continue;
    const running = (open.get(r.teacherId) ?? []).filter((o) => o.endsAt > r.startsAt);
    for (const o of running) {
      conflicted.add(o.id);
      conflicted.add(r.id);
    }
    running.push({ id: r.id, endsAt: r.endsAt });
    open.set(r.teacherId, running);
  }

  // Each class's day from the instants the week's days begin on the zone's clock (ISO instants
  // compare as text; the rows are in time order, so the day only moves forward). A day's
  // classes are one run of `rows`, from `first`.
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(week.monday, i);
    return {
      day,
      from: startOfDayIn(day, zone).toISOString(),
      first: 0,
      count: 0,
      conflicts: 0,
      hiddenConflicts: 0,
    };
  });
  let d = 0;
  let firstConflict = null as { at: string; day: string } | null;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    while (d < 6 && days[d + 1].from <= r.startsAt) d++;
    const day = days[d];
    if (day.count === 0) day.first = i;
    if (conflicted.has(r.id)) {
      firstConflict ??= { at: r.startsAt, day: day.day };
      day.conflicts++;
      if (day.count >= perDay) day.hiddenConflicts++;
    }
    day.count++;
  }

  const dayIndex = filter.day ? days.findIndex((x) => x.day === filter.day) : -1;
  const view = dayIndex >= 0 ? days[dayIndex] : null;
  const pages = view ? Math.max(1, Math.ceil(view.count / DAY_PAGE_SIZE)) : 1;
  const page = Math.min(Math.max(1, filter.page ?? 1), pages);
  const slice = (day: (typeof days)[number], from: number, n: number) =>
    rows.slice(day.first + from, day.first + Math.min(day.count, from + n));
  const shownByDay = view
    ? days.map((day) => (day === view ? slice(day, (page - 1) * DAY_PAGE_SIZE, DAY_PAGE_SIZE) : []))
    : days.map((day) => slice(day, 0, perDay));

  const shown = shownByDay.flat();
  const [groups, names] = await Promise.all([
    cohortNames(
      db,
      shown.map((r) => r.cohortId),
    ),
    userNames(
      db,
      shown.map((r) => r.teacherId),
    ),
  ]);
  const named = (list: typeof rows) =>
    list.map((r) => ({
      id: r.id,
      cohortId: r.cohortId,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      status: r.status,
      gapShifted: r.gapShifted,
      cohortName: groups.get(r.cohortId)?.name ?? "",
      courseTitle: groups.get(r.cohortId)?.courseTitle ?? "",
      teacherName: r.teacherId ? (names.get(r.teacherId) ?? null) : null,
      conflict: conflicted.has(r.id),
    }));
  const listed = days.map((day, i) => ({
    day: day.day,
    total: day.count,
    conflicts: day.conflicts,
    hidden: day.count - shownByDay[i].length,
    /** Conflicts among the classes the week does not list (none in the day view's own day). */
    hiddenConflicts: day.hiddenConflicts,
    sessions: named(shownByDay[i]),
  }));
  return {
    week,
    total: rows.length,
    conflicts: conflicted.size,
    /** When the first conflicting class starts (an ISO instant), or null. */
    firstConflict: firstConflict?.at ?? null,
    /** The day (yyyy-mm-dd on the zone's clock) of the first conflict, or null. */
    firstConflictDay: firstConflict?.day ?? null,
    days: listed,
    /** The day view, when `day` is a day of the week: one page of its classes. */
    day: view
      ? {
          day: view.day,
          total: view.count,
          conflicts: view.conflicts,
          page,
          pages,
          pageSize: DAY_PAGE_SIZE,
          sessions: listed[dayIndex].sessions,
        }
      : null,
  };
}

/** These class groups' names and course titles, by id; duplicates allowed. */
async function cohortNames(db: Kysely<Database>, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const groups = new Map<string, { name: string; courseTitle: string }>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom("cohort as c")
      .innerJoin("course as co", "co.id", "c.courseId")
      .select(["c.id", "c.name", "co.title as courseTitle"])
      .where("c.id", "in", unique.slice(i, i + 500))
      .execute();
    for (const r of rows) groups.set(r.id, { name: r.name, courseTitle: r.courseTitle });
  }
  return groups;
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
