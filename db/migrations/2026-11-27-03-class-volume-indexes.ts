import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: two indexes the classes' pages need at docs/classes.md's volume ("Volume", issues 26
// and 27; figures in docs/performance.md §8).
// - classSession_week: the timetable week reads every class of the week by start for its
//   conflicts and days: start, end, status, teacher, group and the clock-change flag.
//   classSession_start (startsAt, id) found the rows but fetched each from the table (2,370 in
//   the busiest week); this index holds those columns, so the read is one walk along it. It
//   replaces classSession_start, whose two columns it begins with, so what used that (the
//   sessions CSV's keyset order) still does. SQLite has the columns as trailing keys;
//   PostgreSQL INCLUDEs them (an index-only scan).
// - demoBooking_enrollment: a class's roster names a parent's child from the demo that was
//   converted into the enrolment (app/.server/classes/queries-teacher.ts), a lookup by
//   enrolment per member. Without an index PostgreSQL walked the bookings by creation time for
//   each member: a roster of 27 took 5 s. Partial: only converted demos have an enrolment.
const KEYS = ["startsAt", "id"];
const COVERS = ["endsAt", "status", "teacherId", "cohortId", "gapShifted"];

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const keys = sql.join(KEYS.map((c) => sql.ref(c)));
  const covers = sql.join(COVERS.map((c) => sql.ref(c)));
  await (
    sqlite
      ? sql`create index "classSession_week" on "classSession" (${keys}, ${covers})`
      : sql`create index "classSession_week" on "classSession" (${keys}) include (${covers})`
  ).execute(db);
  await db.schema.dropIndex("classSession_start").execute();
  await db.schema
    .createIndex("demoBooking_enrollment")
    .on("demoBooking")
    .columns(["enrollmentId", "createdAt"])
    .where(sql.ref("enrollmentId"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demoBooking_enrollment").execute();
  await db.schema
    .createIndex("classSession_start")
    .on("classSession")
    .columns(["startsAt", "id"])
    .execute();
  await db.schema.dropIndex("classSession_week").execute();
}
