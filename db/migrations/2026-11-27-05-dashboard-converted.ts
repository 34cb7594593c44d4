import { sql, type Kysely } from "kysely";

// Frozen: the dashboard funnel's last step (app/.server/dashboard/queries.ts enrolledQuery)
// counts the demos of the 12 weeks an admin converted into an enrolment. No index held
// convertedAt, so every completed demo of the 12 weeks was read from the table (about 4,000 at
// docs/admin.md's volume: 4.5 ms of CPU on SQLite per dashboard). This partial index holds the
// converted demos only, with the status and creation time the count asks for: one range of
// it, read from the index alone on both engines (decision 0042). The status leads, as in
// demoBooking_status_createdAt_id, so that the planners weigh the two alike and take this one
// for being covering (with the creation time first SQLite preferred the status index).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("demoBooking_converted")
    .on("demoBooking")
    .columns(["status", "createdAt", "convertedAt"])
    .where(sql.ref("convertedAt"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demoBooking_converted").execute();
}
