import { sql, type Kysely, type SqlBool } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { AtRiskQuery } from "~/lib/admin/class-lists";
import { containsText } from "../kit/search";
import type { Database } from "../platform/db/schema";

// What needs the school's attention after classes (docs/classes.md "Follow-up and what the
// school sees", decision 0038): classes nobody marked 24 hours after their end, and the members
// with two or more absences in a row (writes-follow-up.ts keeps those rows).

const HOUR_MS = 3_600_000;
/** A class counts as "not marked" from 24 hours after its end. */
export const MARK_GRACE_HOURS = 24;
/** The admin's list looks back 12 weeks (the dashboard's span); older classes are history. */
export const ADMIN_LOOKBACK_DAYS = 84;
/** A teacher's list: the classes they may still mark (writes-attendance.ts, 7 days). */
export const TEACHER_LOOKBACK_DAYS = 8;

export interface UnmarkedClass {
  id: string;
  startsAt: string;
  endsAt: string;
  cohortId: string;
  cohortName: string;
  courseTitle: string;
  teacherName: string | null;
}

/**
 * Classes that ended at least 24 hours before `now` (and started within the look-back), were
 * not cancelled, belong to a group that ran, had someone on the roster and have no mark at all.
 * A range of the partial index classSession_unmarked (classes without a mark) with one probe
 * of cohortMember_cohort_status per class. A teacher's own list (`mine`) looks back only as far as they may
 * still mark; the admin's may be narrowed to a teacher or a course.
 */
function unmarked(db: Kysely<Database>, options: UnmarkedFilter & { now: Date }) {
  const lookback = options.mine ? TEACHER_LOOKBACK_DAYS : ADMIN_LOOKBACK_DAYS;
  const cutoff = new Date(options.now.getTime() - MARK_GRACE_HOURS * HOUR_MS).toISOString();
  const from = new Date(options.now.getTime() - lookback * 24 * HOUR_MS).toISOString();
  const teacherId = options.teacherId ?? "";
  const courseId = options.courseId ?? "";
  return (
    db
      .selectFrom("classSession as s")
      .innerJoin("cohort as c", "c.id", "s.cohortId")
      .where("s.startsAt", ">=", from)
      .where("s.startsAt", "<", cutoff)
      .where("s.endsAt", "<=", cutoff)
      .where("s.status", "!=", "cancelled")
      .where("c.status", "not in", ["draft", "cancelled"])
      .$if(teacherId !== "", (q) => q.where("s.teacherId", "=", teacherId))
      .$if(courseId !== "", (q) => q.where("c.courseId", "=", courseId))
      .$if((options.q ?? "") !== "", (q) => q.where(containsText(["c.name"], options.q!)))
      // No mark at all: the count the attendance save keeps (migration
      // 2026-11-27-04-session-mark-counts), written as a literal so that SQLite can use the
      // partial index classSession_unmarked (a bound parameter cannot prove its condition).
      .where(sql<SqlBool>`s."markedCount" = 0`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("cohortMember as m")
            .select("m.id")
            .whereRef("m.cohortId", "=", "s.cohortId")
            .where("m.status", "!=", "withdrawn")
            .where((eb) =>
              eb.or([eb("m.leftAt", "is", null), eb("m.leftAt", ">", eb.ref("s.startsAt"))]),
            )
            // One member is enough. The offset keeps PostgreSQL asking the index once per class
            // (an EXISTS with an OFFSET is not made a join): without it the planner turns
            // the EXISTS into a hash join over every member of every group (57,000 rows at
            // docs/admin.md's volume, 47–94 ms), since it counts the window's unmarked classes
            // from the share of all classes without a mark and not from the window's, where
            // most are marked (estimated 6,524, found 10). With it: 2–4 ms (docs/performance.md §15.1).
            // SQLite asks once per class either way.
            .limit(1)
            .offset(0),
        ),
      )
  );
}

export interface UnmarkedFilter {
  /** A teacher's own list: their classes they may still mark. */
  mine?: boolean;
  /** The session's teacher ("" or absent: anyone). */
  teacherId?: string;
  courseId?: string;
  /** A class group's name, in part. */
  q?: string;
}

function unmarkedRows(db: Kysely<Database>, filter: UnmarkedFilter & { now: Date }) {
  return unmarked(db, filter)
    .innerJoin("course as k", "k.id", "c.courseId")
    .leftJoin("user as t", "t.id", "s.teacherId")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "c.id as cohortId",
      "c.name as cohortName",
      "k.title as courseTitle",
      "t.name as teacherName",
    ]);
}

/** How many classes are not marked (the list's header and the dashboard's tile). */
export function unmarkedCount(db: Kysely<Database>, filter: UnmarkedFilter & { now: Date }) {
  return unmarked(db, filter).select((eb) => eb.fn.countAll<number>().as("n"));
}

/** The unmarked classes, newest first (`limit` from `offset`), and how many there are. */
export async function unmarkedClasses(
  db: Kysely<Database>,
  options: UnmarkedFilter & { now?: Date; limit?: number; offset?: number },
): Promise<{ rows: UnmarkedClass[]; total: number }> {
  const filter = { ...options, now: options.now ?? new Date() };
  const [rows, total] = await Promise.all([
    unmarkedRows(db, filter)
      .orderBy("s.startsAt", "desc")
      .orderBy("s.id", "desc")
      .limit(options.limit ?? 10)
      .offset(options.offset ?? 0)
      .execute(),
    unmarkedCount(db, filter).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One batch of the unmarked classes' export, oldest first by (start, id). */
export async function unmarkedCsvBatch(
  db: Kysely<Database>,
  filter: UnmarkedFilter & { now: Date },
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  return unmarkedRows(db, filter)
    .select("s.startsAt as createdAt")
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

/** The open streaks under the at-risk list's filter. */
function atRiskFilter(db: Kysely<Database>, query: Pick<AtRiskQuery, "q" | "course" | "cohort">) {
  return db
    .selectFrom("absenceStreak as st")
    .innerJoin("cohortMember as m", "m.id", "st.cohortMemberId")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .innerJoin("course as k", "k.id", "c.courseId")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("user as u", "u.id", "e.userId")
    .where("st.endedAt", "is", null)
    .$if(query.course !== "", (q) => q.where("c.courseId", "=", query.course))
    .$if(query.cohort !== "", (q) => q.where("c.id", "=", query.cohort))
    .$if(query.q !== "", (q) =>
      q.where(containsText(["u.name", "u.email", "e.learnerName"], query.q)),
    );
}

const AT_RISK_COLUMNS = [
  "st.id",
  "st.startedAt",
  "st.lastAbsentAt",
  "st.absences",
  "st.detectedAt",
  "st.mailId",
  "m.id as memberId",
  "m.status as memberStatus",
  "c.id as cohortId",
  "c.name as cohortName",
  "k.title as courseTitle",
  "e.learnerName",
  "u.name",
  "u.email",
] as const;

export type AtRiskRow = Awaited<ReturnType<typeof listAtRisk>>["rows"][number];

/** A page of the at-risk list and how many match. */
export async function listAtRisk(db: Kysely<Database>, query: AtRiskQuery) {
  const base = atRiskFilter(db, query);
  const sort = { last: "st.lastAbsentAt", absences: "st.absences", since: "st.startedAt" } as const;
  const [rows, total] = await Promise.all([
    base
      .select(AT_RISK_COLUMNS)
      .orderBy(sort[query.sort], query.dir)
      .orderBy("st.id", query.dir)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type AtRiskCsvRow = Awaited<ReturnType<typeof atRiskCsvBatch>>[number];

/** One batch of the at-risk export in the order the streaks were found (detectedAt, id). */
export async function atRiskCsvBatch(
  db: Kysely<Database>,
  query: Pick<AtRiskQuery, "q" | "course" | "cohort">,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  return atRiskFilter(db, query)
    .select([...AT_RISK_COLUMNS, "st.detectedAt as createdAt"])
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.and([
          eb("st.detectedAt", ">=", after!.createdAt),
          eb.or([eb("st.detectedAt", ">", after!.createdAt), eb("st.id", ">", after!.id)]),
        ]),
      ),
    )
    .orderBy("st.detectedAt")
    .orderBy("st.id")
    .limit(limit)
    .execute();
}

/** The groups that have someone at risk, for the list's filter. */
export async function atRiskGroups(db: Kysely<Database>) {
  return db
    .selectFrom("absenceStreak as st")
    .innerJoin("cohortMember as m", "m.id", "st.cohortMemberId")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .innerJoin("course as k", "k.id", "c.courseId")
    .where("st.endedAt", "is", null)
    .select(["c.id", "c.name", "k.id as courseId", "k.title as courseTitle"])
    .distinct()
    .orderBy("c.name")
    .execute();
}
