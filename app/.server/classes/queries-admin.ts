import type { Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import { localInputValue, startOfDayIn } from "~/lib/admin/time";
import { addDays, dayIn, mondayOf } from "~/lib/admin/weeks";
import type { CohortListQuery, SessionFilterQuery } from "~/lib/admin/class-lists";
import type { Database } from "../platform/db/schema";

// The admin's reads of classes (docs/classes.md "Lists"): the class groups list, one group's
// page, the timetable week and the sessions CSV.

export async function listCohorts(db: Kysely<Database>, query: CohortListQuery) {
  const base = db
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
      q.where((eb) =>
        eb(eb.fn("lower", ["c.name"]), "like", `%${query.q.toLowerCase().replace(/[%_\\]/g, "")}%`),
      ),
    );
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
    db
      .selectFrom("classSession as s")
      .leftJoin("user as t", "t.id", "s.teacherId")
      .select([
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
        "t.name as teacherName",
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
  filter: Pick<SessionFilterQuery, "week" | "teacher" | "course">,
  zone: string,
  now = new Date(),
) {
  const week = weekSpan(filter.week, zone, now);
  const rows = await db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .leftJoin("user as t", "t.id", "s.teacherId")
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
      "t.name as teacherName",
    ])
    .where("s.startsAt", ">=", week.startsAt)
    .where("s.startsAt", "<", week.endsAt)
    .$if(filter.teacher !== "", (q) => q.where("s.teacherId", "=", filter.teacher))
    .$if(filter.course !== "", (q) => q.where("c.courseId", "=", filter.course))
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .execute();
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
  return {
    week,
    sessions: rows.map((r) => ({
      ...r,
      conflict: conflicted.has(r.id),
      day: localInputValue(r.startsAt, zone).slice(0, 10),
    })),
  };
}

export type SessionCsvRow = Awaited<ReturnType<typeof sessionCsvBatch>>[number];

/**
 * One batch of the sessions export in (startsAt, id) order after a cursor. The cursor's field
 * is called createdAt because the shared batch reader (app/.server/kit/csv.ts inBatches)
 * pages every export by that name; here it carries the session's start.
 */
export async function sessionCsvBatch(
  db: Kysely<Database>,
  filter: Omit<SessionFilterQuery, "week">,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  return db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .leftJoin("user as t", "t.id", "s.teacherId")
    .select([
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
      "t.name as teacherName",
    ])
    .$if(filter.teacher !== "", (q) => q.where("s.teacherId", "=", filter.teacher))
    .$if(filter.course !== "", (q) => q.where("c.courseId", "=", filter.course))
    .$if(filter.cohort !== "", (q) => q.where("s.cohortId", "=", filter.cohort))
    .$if(filter.status !== "", (q) => q.where("s.status", "=", filter.status as never))
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
