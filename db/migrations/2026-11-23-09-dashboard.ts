import { sql, type Kysely } from "kysely";

// Frozen: the indexes the admin dashboard counts through (docs/admin.md §1, "Scale and speed": it
// must answer in 150 ms with 100,000 bookings and 200,000 subscribers).
// - Confirmed demos today and this week: a range of scheduledStart within one status.
// - Bookings per week and status: both in one index, so the chart reads no booking's row.
// - The funnel's "enrolled": only completed demos, with what the lookup needs from each, so
//   the count reads no booking's row (a partial index, on both engines).
// - Active subscribers per week: both times beside the status, so the count reads the index
//   alone instead of every subscriber's row; unsubscribedAt first, so that "still subscribed"
//   (null) and "left recently" are each one range.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("demoBooking_status_scheduledStart")
    .on("demoBooking")
    .columns(["status", "scheduledStart"])
    .execute();
  await db.schema
    .createIndex("demoBooking_createdAt_status")
    .on("demoBooking")
    .columns(["createdAt", "status"])
    .execute();
  await db.schema
    .createIndex("demoBooking_completed")
    .on("demoBooking")
    .columns(["createdAt", "courseSlug", "userId", "emailKey"])
    .where(sql.ref("status"), "=", sql.lit("completed"))
    .execute();
  await db.schema
    .createIndex("newsletterSubscriber_status_left")
    .on("newsletterSubscriber")
    .columns(["status", "unsubscribedAt", "confirmedAt"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("newsletterSubscriber_status_left").execute();
  await db.schema.dropIndex("demoBooking_completed").execute();
  await db.schema.dropIndex("demoBooking_createdAt_status").execute();
  await db.schema.dropIndex("demoBooking_status_scheduledStart").execute();
}
