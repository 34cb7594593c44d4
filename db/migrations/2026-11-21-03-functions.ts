import type { Kysely } from "kysely";

// Frozen: what the callable functions write — contact messages, newsletter subscribers, demo
// bookings — plus the e-mail outbox and the shared rate-limit windows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contactMessage")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("feedback", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("userId", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contactMessage_status")
    .on("contactMessage")
    .columns(["status", "createdAt"])
    .execute();

  await db.schema
    .createTable("newsletterSubscriber")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    // Lower-cased copy: one subscription per address whatever its case.
    .addColumn("emailKey", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("confirmToken", "text", (c) => c.notNull().unique())
    .addColumn("unsubscribeToken", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("confirmedAt", "text")
    .addColumn("unsubscribedAt", "text")
    .execute();

  await db.schema
    .createTable("demoBooking")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("contactName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("emailKey", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("accountType", "text", (c) => c.notNull())
    .addColumn("learnerName", "text")
    .addColumn("grade", "text")
    .addColumn("board", "text")
    .addColumn("goal", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("courseSlug", "text")
    .addColumn("requestedStart", "text", (c) => c.notNull()) // ISO UTC
    .addColumn("timeZone", "text", (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
    .addColumn("scheduledStart", "text")
    .addColumn("meetingLink", "text")
    .addColumn("userId", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addUniqueConstraint("demoBooking_email_slot", ["emailKey", "requestedStart"])
    .execute();

  await db.schema
    .createTable("emailOutbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("headers", "text") // JSON object
    .addColumn("attachments", "text") // JSON array of { filename, contentType, content }
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lastError", "text")
    .addColumn("nextAttemptAt", "text", (c) => c.notNull())
    .addColumn("claimedBy", "text")
    .addColumn("claimedUntil", "text")
    .addColumn("sentAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("emailOutbox_due")
    .on("emailOutbox")
    .columns(["status", "nextAttemptAt"])
    .execute();

  await db.schema
    .createTable("rateLimitWindow")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("windowStart", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "rateLimitWindow",
    "emailOutbox",
    "demoBooking",
    "newsletterSubscriber",
    "contactMessage",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
