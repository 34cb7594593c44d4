import { sql, type Kysely } from "kysely";

// Frozen: the dashboard counts bookings with an open change request, and the bookings list
// filters by them (issue 23, item 12). A partial index holds exactly the rows that have one,
// on both engines, so the count and the list read no other booking.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("demoBooking_changeRequest")
    .on("demoBooking")
    .columns(["status", "changeRequestedAt"])
    .where(sql.ref("changeRequest"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demoBooking_changeRequest").execute();
}
