import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: the demo-booking lifecycle (docs/admin.md "The demo-booking lifecycle", decision 0018).
// - demoBooking gains what confirming, cancelling and converting record, the booker's private
//   manage token (random, unique; never derived from the id), and the calendar SEQUENCE that
//   every .ics of the booking increases so calendars update one event.
// - bookingReminder holds one row per reminder due (24 h and 1 h before a confirmed start).
//   A row is for one start time: moving a demo cancels its pending rows and adds new ones, so
//   a reminder is never sent for a time that no longer holds. Rows are claimed by a
//   conditional UPDATE, so two processes never send the same one.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const columns: [string, "text" | "integer"][] = [
    ["durationMinutes", "integer"],
    ["assigneeId", "text"],
    ["internalNotes", "text"],
    ["cancelReason", "text"],
    ["cancelledBy", "text"],
    ["manageToken", "text"],
    ["changeRequest", "text"],
    ["changeRequestedAt", "text"],
    ["enrollmentId", "text"],
    ["convertedAt", "text"],
  ];
  for (const [name, type] of columns) {
    await db.schema.alterTable("demoBooking").addColumn(name, type).execute();
  }
  await db.schema
    .alterTable("demoBooking")
    .addColumn("calendarSequence", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Existing bookings get a manage token too (their later mails carry it): 48 random hex
  // characters, made by the database so that a large table is one statement.
  if (postgres) {
    await sql`update "demoBooking" set "manageToken" =
      replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`.execute(db);
  } else {
    await sql`update "demoBooking" set "manageToken" = lower(hex(randomblob(24)))`.execute(db);
  }
  await db.schema
    .createIndex("demoBooking_manageToken")
    .on("demoBooking")
    .column("manageToken")
    .unique()
    .execute();
  await db.schema
    .createIndex("demoBooking_assignee_created")
    .on("demoBooking")
    .columns(["assigneeId", "createdAt", "id"])
    .execute();

  await db.schema
    .createTable("bookingReminder")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("bookingId", "text", (c) =>
      c.notNull().references("demoBooking.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull()) // "24h" | "1h"
    .addColumn("startAt", "text", (c) => c.notNull()) // the scheduled start it reminds of
    .addColumn("dueAt", "text", (c) => c.notNull())
    // pending → sent | skipped (too late to be useful) | cancelled (demo moved or cancelled)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("decidedAt", "text")
    .addColumn("decidedBy", "text") // the process that claimed it
    .addColumn("mailId", "text")
    .addUniqueConstraint("bookingReminder_booking_kind_start", ["bookingId", "kind", "startAt"])
    .execute();
  await db.schema
    .createIndex("bookingReminder_status_due")
    .on("bookingReminder")
    .columns(["status", "dueAt"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bookingReminder").execute();
  await db.schema.dropIndex("demoBooking_assignee_created").execute();
  await db.schema.dropIndex("demoBooking_manageToken").execute();
  for (const name of [
    "calendarSequence",
    "convertedAt",
    "enrollmentId",
    "changeRequestedAt",
    "changeRequest",
    "manageToken",
    "cancelledBy",
    "cancelReason",
    "internalNotes",
    "assigneeId",
    "durationMinutes",
  ]) {
    await db.schema.alterTable("demoBooking").dropColumn(name).execute();
  }
}
