import { sql, SqliteAdapter, type Kysely, type SqlBool } from "kysely";
import { compiledOnce } from "../kit/compiled-once";
import type { AttendanceStatus, Database } from "../platform/db/schema";

// What the school learns from attendance (docs/classes.md "Joining and attendance", issue 27
// item 5): a group's attendance per member and per class, a learner's own per group and per
// course, and the rows of the attendance and teacher-hours exports. Everything is counted in
// SQL; the exports read bounded keyset slices.
//
// The rate is (present + late) / marked, the definition the dashboard's weekly rate uses
// (excused and absent are marked and count against it). A member is *expected* at a class that
// was not cancelled when they were placed before it ended, had not left before it started and
// were not withdrawn (withdrawn members are off every roster: queries-teacher.ts
// sessionWithRoster).

export interface AttendanceCounts {
  present: number;
  late: number;
  absent: number;
  excused: number;
  /** present + late + absent + excused. */
  marked: number;
  /** (present + late) / marked as a whole percentage; null when nothing is marked. */
  rate: number | null;
}

const STATUSES = ["present", "late", "absent", "excused"] as const;

/** `sum(case when <col> = 'present' then 1 else 0 end)` for each mark. */
function statusSums(column: string) {
  return STATUSES.map((s) =>
    sql<number>`sum(case when ${sql.ref(column)} = ${sql.lit(s)} then 1 else 0 end)`.as(s),
  );
}

/** Counts as the engines return them (PostgreSQL's sums are text) made into numbers and a rate. */
export function countsOf(
  row: Partial<Record<AttendanceStatus, unknown>> | undefined,
): AttendanceCounts {
  const [present, late, absent, excused] = STATUSES.map((s) => Number(row?.[s] ?? 0));
  const marked = present + late + absent + excused;
  return {
    present,
    late,
    absent,
    excused,
    marked,
    rate: marked > 0 ? Math.round(((present + late) / marked) * 100) : null,
  };
}

/** A class that counts as held at `now`: marked held, or scheduled and over. */
function heldAt(now: string) {
  return sql<SqlBool>`(s."status" = 'held' or (s."status" = 'scheduled' and s."endsAt" <= ${now}))`;
}

/** The member `m` is expected at the class `s` (see above). */
const EXPECTED = sql<SqlBool>`(s."status" <> 'cancelled' and m."status" <> 'withdrawn' and m."placedAt" < s."endsAt" and (m."leftAt" is null or m."leftAt" > s."startsAt"))`;

/** `s` has no mark for `m` (no row, or a row still unmarked). */
const NO_MARK = sql<SqlBool>`not exists (select 1 from "attendance" as x where x."sessionId" = s."id" and x."cohortMemberId" = m."id" and x."status" is not null)`;

/**
 * Every member placement of a group with its marks counted, and how many held classes they
 * were expected at and have no mark for. Oldest placement first.
 */
export async function memberAttendance(db: Kysely<Database>, cohortId: string, now: string) {
  const counts = db
    .selectFrom("attendance as a")
    .innerJoin("cohortMember as am", "am.id", "a.cohortMemberId")
    .select(["a.cohortMemberId", ...statusSums("a.status")])
    .where("am.cohortId", "=", cohortId)
    .groupBy("a.cohortMemberId");
  const rows = await db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("user as u", "u.id", "e.userId")
    .leftJoin(counts.as("c"), "c.cohortMemberId", "m.id")
    .select((eb) => [
      "m.id",
      "m.status",
      "m.placedAt",
      "m.leftAt",
      "u.name",
      "u.email",
      "u.accountType",
      "e.learnerName",
      "c.present",
      "c.late",
      "c.absent",
      "c.excused",
      eb
        .selectFrom("classSession as s")
        .select((x) => x.fn.countAll<number>().as("n"))
        .whereRef("s.cohortId", "=", "m.cohortId")
        .where(heldAt(now))
        .where(EXPECTED)
        .where(NO_MARK)
        .as("unmarked"),
    ])
    .where("m.cohortId", "=", cohortId)
    .orderBy("m.placedAt")
    .orderBy("m.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    placedAt: r.placedAt,
    leftAt: r.leftAt,
    name: r.name || r.email,
    email: r.email,
    childName: r.accountType === "parent" ? (r.learnerName ?? null) : null,
    counts: countsOf(r),
    unmarked: Number(r.unmarked ?? 0),
  }));
}

/**
 * The group's classes that have started (not cancelled), the latest `limit` first, each with
 * its marks counted, how many members it expected and how many of them have no mark.
 */
export async function sessionAttendanceCounts(
  db: Kysely<Database>,
  cohortId: string,
  now: string,
  limit = 20,
) {
  const [sessions, total] = await Promise.all([
    db
      .selectFrom("classSession as s")
      .select((eb) => [
        "s.id",
        "s.startsAt",
        "s.endsAt",
        "s.status",
        eb
          .selectFrom("cohortMember as m")
          .select((x) => x.fn.countAll<number>().as("n"))
          .whereRef("m.cohortId", "=", "s.cohortId")
          .where(EXPECTED)
          .as("expected"),
        eb
          .selectFrom("cohortMember as m")
          .select((x) => x.fn.countAll<number>().as("n"))
          .whereRef("m.cohortId", "=", "s.cohortId")
          .where(EXPECTED)
          .where(NO_MARK)
          .as("unmarked"),
      ])
      .where("s.cohortId", "=", cohortId)
      .where("s.status", "!=", "cancelled")
      .where("s.startsAt", "<=", now)
      .orderBy("s.startsAt", "desc")
      .orderBy("s.id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("classSession as s")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("s.cohortId", "=", cohortId)
      .where("s.status", "!=", "cancelled")
      .where("s.startsAt", "<=", now)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  const ids = sessions.map((s) => s.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom("attendance as a")
          .select(["a.sessionId", ...statusSums("a.status")])
          .where("a.sessionId", "in", ids)
          .groupBy("a.sessionId")
          .execute();
  const bySession = new Map(counts.map((c) => [c.sessionId, c]));
  return {
    total,
    rows: sessions.map((s) => ({
      id: s.id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      status: s.status,
      expected: Number(s.expected ?? 0),
      unmarked: Number(s.unmarked ?? 0),
      counts: countsOf(bySession.get(s.id)),
    })),
  };
}

/**
 * A learner's own marks, per class group (the running groups on /subscribed-courses) or per
 * enrolment (the courses on /completed-courses). Only rows of enrolments of `userId`: a
 * parent's are their child's, named on the enrolment.
 */
export async function ownAttendance(
  db: Kysely<Database>,
  userId: string,
  by: "cohort" | "enrollment",
  ids: readonly string[],
): Promise<Map<string, AttendanceCounts>> {
  const out = new Map<string, AttendanceCounts>();
  if (ids.length === 0) return out;
  const read = by === "cohort" ? ownByGroupRead : ownByEnrollmentRead;
  const rows = await read(db, { userId, ids: [...new Set(ids)].slice(0, 500) });
  for (const r of rows) out.set(r.key, countsOf(r));
  return out;
}

function ownAttendanceRead(key: "m.cohortId" | "m.enrollmentId") {
  return compiledOnce((db, v: { userId: string; ids: readonly string[] }) =>
    db
      .selectFrom("attendance as a")
      .innerJoin("cohortMember as m", "m.id", "a.cohortMemberId")
      .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
      .select([`${key} as key`, ...statusSums("a.status")])
      .where("e.userId", "=", v.userId)
      .where(key, "in", v.ids)
      .groupBy(key),
  );
}

const ownByGroupRead = ownAttendanceRead("m.cohortId");
const ownByEnrollmentRead = ownAttendanceRead("m.enrollmentId");

/** The attendance export's filter: one group, or the list's filters and a span of class starts. */
export interface AttendanceCsvFilter {
  cohort?: string;
  course?: string;
  /** A teacher of the group (lead or assistant), as the class groups list filters. */
  teacher?: string;
  status?: string;
  q?: string;
  /** Class starts at or after, before (UTC instants). */
  from?: string;
  to?: string;
  /** Classes that have started by this instant; fixed for the whole export. */
  now: string;
}

export interface AttendanceCursor {
  startsAt: string;
  sessionId: string;
  memberId: string;
}

export type AttendanceCsvRow = Awaited<ReturnType<typeof attendanceCsvBatch>>[number];

/**
 * One slice of the attendance export in (class start, class, member) order after a cursor:
 * every member expected at a class that has started, marked or not, and every other row a
 * mark or a join made. Names are lookups by key (docs/classes.md "Volume").
 */
export async function attendanceCsvBatch(
  db: Kysely<Database>,
  filter: AttendanceCsvFilter,
  after: AttendanceCursor | undefined,
  limit: number,
) {
  const like = `%${(filter.q ?? "").toLowerCase().replace(/[%_\\]/g, "")}%`;
  return db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("cohortMember as m", "m.cohortId", "s.cohortId")
    .leftJoin("attendance as a", (j) =>
      j.onRef("a.sessionId", "=", "s.id").onRef("a.cohortMemberId", "=", "m.id"),
    )
    .select((eb) => [
      "s.id as sessionId",
      "s.startsAt",
      "s.endsAt",
      "s.status as sessionStatus",
      "c.name as cohortName",
      "c.anchorZone",
      "m.id as memberId",
      "a.status",
      "a.joinedAt",
      "a.markedAt",
      eb
        .selectFrom("course as co")
        .select("co.title")
        .whereRef("co.id", "=", "c.courseId")
        .as("courseTitle"),
      eb
        .selectFrom("enrollment as e")
        .innerJoin("user as u", "u.id", "e.userId")
        .select("u.name")
        .whereRef("e.id", "=", "m.enrollmentId")
        .as("memberName"),
      eb
        .selectFrom("enrollment as e")
        .innerJoin("user as u", "u.id", "e.userId")
        .select("u.email")
        .whereRef("e.id", "=", "m.enrollmentId")
        .as("memberEmail"),
      eb
        .selectFrom("enrollment as e")
        .select("e.learnerName")
        .whereRef("e.id", "=", "m.enrollmentId")
        .as("learnerName"),
      eb
        .selectFrom("user as mb")
        .select("mb.name")
        .whereRef("mb.id", "=", "a.markedBy")
        .as("markedByName"),
    ])
    .where("s.startsAt", "<=", filter.now)
    .where((eb) => eb.or([EXPECTED, eb("a.sessionId", "is not", null)]))
    .$if(Boolean(filter.cohort), (q) => q.where("s.cohortId", "=", filter.cohort!))
    .$if(Boolean(filter.course), (q) => q.where("c.courseId", "=", filter.course!))
    .$if(Boolean(filter.status), (q) => q.where("c.status", "=", filter.status as never))
    .$if(Boolean(filter.teacher), (q) =>
      q.where("c.id", "in", (eb) =>
        eb.selectFrom("cohortTeacher").select("cohortId").where("teacherId", "=", filter.teacher!),
      ),
    )
    .$if(Boolean(filter.q), (q) => q.where((eb) => eb(eb.fn("lower", ["c.name"]), "like", like)))
    .$if(Boolean(filter.from), (q) => q.where("s.startsAt", ">=", filter.from!))
    .$if(Boolean(filter.to), (q) => q.where("s.startsAt", "<", filter.to!))
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.and([
          eb("s.startsAt", ">=", after!.startsAt),
          eb.or([
            eb("s.startsAt", ">", after!.startsAt),
            eb("s.id", ">", after!.sessionId),
            eb.and([eb("s.id", "=", after!.sessionId), eb("m.id", ">", after!.memberId)]),
          ]),
        ]),
      ),
    )
    .orderBy("s.startsAt")
    .orderBy("s.id")
    .orderBy("m.id")
    .limit(limit)
    .execute();
}

/** Minutes from a class's start to its end, in each engine's own date arithmetic. */
function minutesOf(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<number>`round((julianday(s."endsAt") - julianday(s."startsAt")) * 1440)`
    : sql<number>`round(extract(epoch from (cast(s."endsAt" as timestamptz) - cast(s."startsAt" as timestamptz))) / 60)`;
}

export type TeacherHoursRow = Awaited<ReturnType<typeof teacherHoursBatch>>[number];

/**
 * One slice of the teacher-hours export: per teacher (by id, after `afterId`), the classes
 * starting in [from, to) that were held by `now` (marked held, or scheduled and over) and
 * their minutes. Classes without a teacher are not anyone's hours.
 */
export async function teacherHoursBatch(
  db: Kysely<Database>,
  span: { from: string; to: string; now: string },
  afterId: string | undefined,
  limit: number,
) {
  const rows = await db
    .selectFrom("classSession as s")
    .select((eb) => [
      "s.teacherId",
      eb.fn.countAll<number>().as("sessions"),
      sql<number>`sum(${minutesOf(db)})`.as("minutes"),
    ])
    .where("s.startsAt", ">=", span.from)
    .where("s.startsAt", "<", span.to)
    .where("s.teacherId", "is not", null)
    .where(heldAt(span.now))
    .$if(afterId !== undefined, (q) => q.where("s.teacherId", ">", afterId!))
    .groupBy("s.teacherId")
    .orderBy("s.teacherId")
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.teacherId!);
  const people =
    ids.length === 0
      ? []
      : await db
          .selectFrom("user")
          .select(["id", "name", "email"])
          .where("id", "in", ids)
          .execute();
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    teacherId: r.teacherId!,
    name: byId.get(r.teacherId!)?.name ?? "",
    email: byId.get(r.teacherId!)?.email ?? "",
    sessions: Number(r.sessions),
    minutes: Number(r.minutes ?? 0),
  }));
}
