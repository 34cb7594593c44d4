import type { Kysely } from "kysely";

// Frozen: attendance (issue 27; docs/classes.md "Joining and attendance", decision 0035).
// One row per (session, member placement). joinedAt is the first time the member opened the
// class through /join (later joins never overwrite it). status is the teacher's mark
// (present | late | absent | excused) or null while unmarked; markedAt/markedBy say who set it;
// version guards a roster saved from a stale page.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("attendance")
    .addColumn("sessionId", "text", (c) =>
      c.notNull().references("classSession.id").onDelete("cascade"),
    )
    .addColumn("cohortMemberId", "text", (c) =>
      c.notNull().references("cohortMember.id").onDelete("cascade"),
    )
    .addColumn("status", "text")
    .addColumn("joinedAt", "text")
    .addColumn("markedAt", "text")
    .addColumn("markedBy", "text", (c) => c.references("user.id"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint("attendance_pk", ["sessionId", "cohortMemberId"])
    .execute();
  await db.schema
    .createIndex("attendance_member")
    .on("attendance")
    .columns(["cohortMemberId", "sessionId"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("attendance").execute();
}
