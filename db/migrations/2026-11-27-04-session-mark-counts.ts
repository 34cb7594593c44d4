import { sql, type Kysely } from "kysely";

// Frozen: each class keeps how many of its members are marked, and how many of those came
// (issue 27 item 5; docs/classes.md "Follow-up and what the school sees").
// The dashboard's attendance rate per week over 12 weeks read every mark of those weeks through
// attendance_marked: on the volume data (1.5 million marks) that was about 420 ms on SQLite, every
// time the dashboard was drawn. The two counts are set by the attendance save in its transaction
// (writes-attendance.ts recountMarks), so a week is a sum over its classes, read from the
// partial index classSession_marked (classes with at least one mark) alone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("classSession")
    .addColumn("markedCount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("classSession")
    .addColumn("attendedCount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update "classSession" set
      "markedCount" = (select count(*) from "attendance" a
        where a."sessionId" = "classSession"."id" and a."status" is not null),
      "attendedCount" = (select count(*) from "attendance" a
        where a."sessionId" = "classSession"."id" and a."status" in ('present', 'late'))
    where exists (select 1 from "attendance" a
      where a."sessionId" = "classSession"."id" and a."status" is not null)`.execute(db);
  await db.schema
    .createIndex("classSession_marked")
    .on("classSession")
    .columns(["startsAt", "status", "markedCount", "attendedCount"])
    .where(sql.ref("markedCount"), ">", 0)
    .execute();
  // "Not marked 24 hours after its end" (classes/queries-follow-up.ts): the classes without a
  // mark, by start; past ones are few, so the list is a short range of this index.
  await db.schema
    .createIndex("classSession_unmarked")
    .on("classSession")
    .columns(["startsAt", "id"])
    .where(sql.ref("markedCount"), "=", 0)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("classSession_unmarked").execute();
  await db.schema.dropIndex("classSession_marked").execute();
  await db.schema.alterTable("classSession").dropColumn("attendedCount").execute();
  await db.schema.alterTable("classSession").dropColumn("markedCount").execute();
}
