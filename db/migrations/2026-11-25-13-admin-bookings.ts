import { sql, type Kysely } from "kysely";

// Frozen: the admin's demo bookings list (docs/admin.md "The demo-booking lifecycle") at 100,000
// bookings. Its date filter and its "Demo" sort read the demo's own time, the confirmed start
// or else the requested one: an index on that very expression (app/.server/repos/
// admin-bookings.ts writes it the same way) serves both, with or without a status. The
// "Booker" sort reads names whatever their case, as the other lists do. The audience and
// course filters each get their index (status has its own, assignee migration 12's): the
// list's count then reads an index range instead of every booking's row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index "demoBooking_demoStart" on "demoBooking" (coalesce("scheduledStart", "requestedStart"), "id")`.execute(
    db,
  );
  await sql`create index "demoBooking_contactName_lower" on "demoBooking" (lower("contactName"), "id")`.execute(
    db,
  );
  await db.schema
    .createIndex("demoBooking_accountType_created")
    .on("demoBooking")
    .columns(["accountType", "createdAt", "id"])
    .execute();
  await db.schema
    .createIndex("demoBooking_course_created")
    .on("demoBooking")
    .columns(["courseSlug", "createdAt", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("demoBooking_course_created").execute();
  await db.schema.dropIndex("demoBooking_accountType_created").execute();
  await sql`drop index "demoBooking_contactName_lower"`.execute(db);
  await sql`drop index "demoBooking_demoStart"`.execute(db);
}
