import { sql, type Kysely } from "kysely";

// Frozen: follow-up of absences and unmarked classes (issue 27, items 3–5; docs/classes.md
// "Follow-up and what the school sees", decision 0038).
// - absenceStreak: one row per streak of absences of one member (two or more `absent` marks in
//   a row, `excused` skipped). Unique on (cohortMemberId, streakStartSessionId), the streak's
//   first absent class: the row is the claim of the streak's one mail, inserted in the same
//   transaction that queues it, so of two processes only one ever sends it. endedAt is set when
//   a present or late mark ends the streak; open rows are the admin's "At risk" list.
// - attendance_marked: the marks only, by class, with their status: "not marked 24 hours after
//   its end" is one index probe per class, and the dashboard's weekly attendance rate is read
//   from this index alone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("absenceStreak")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cohortMemberId", "text", (c) =>
      c.notNull().references("cohortMember.id").onDelete("cascade"),
    )
    .addColumn("streakStartSessionId", "text", (c) =>
      c.notNull().references("classSession.id").onDelete("cascade"),
    )
    .addColumn("startedAt", "text", (c) => c.notNull())
    .addColumn("lastAbsentAt", "text", (c) => c.notNull())
    .addColumn("absences", "integer", (c) => c.notNull())
    .addColumn("detectedAt", "text", (c) => c.notNull())
    .addColumn("mailId", "text")
    .addColumn("endedAt", "text")
    .addUniqueConstraint("absenceStreak_once", ["cohortMemberId", "streakStartSessionId"])
    .execute();
  await db.schema
    .createIndex("absenceStreak_open")
    .on("absenceStreak")
    .columns(["lastAbsentAt", "id"])
    .where(sql.ref("endedAt"), "is", null)
    .execute();
  await db.schema
    .createIndex("attendance_marked")
    .on("attendance")
    .columns(["sessionId", "status"])
    .where(sql.ref("status"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("attendance_marked").execute();
  await db.schema.dropTable("absenceStreak").execute();
}
