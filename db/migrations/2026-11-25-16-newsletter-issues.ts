import type { Kysely } from "kysely";

// Frozen: newsletter issues (docs/admin.md §4, Issues; decision 0022).
// - newsletterIssue: one newsletter, written as a draft, then sent once. While it sends, a
//   keyset cursor over the active subscribers ((createdAt, id) of the last one queued) says
//   how far it got, and a lease (claimedBy, claimedUntil) says which process is sending it.
// - newsletterDelivery: one row per (issue, subscriber), written in the same transaction as
//   that copy's outbox mail and as the cursor's move. A crash rolls all three back together;
//   the primary key makes a second copy for the same subscriber impossible.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletterIssue")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("preheader", "text")
    .addColumn("html", "text", (c) => c.notNull())
    // draft → sending → sent
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    // Active subscribers when the send started (the progress bar's whole).
    .addColumn("recipientCount", "integer", (c) => c.notNull().defaultTo(0))
    // Copies queued in the outbox so far.
    .addColumn("queuedCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cursorCreatedAt", "text")
    .addColumn("cursorId", "text")
    .addColumn("claimedBy", "text")
    .addColumn("claimedUntil", "text")
    .addColumn("createdBy", "text")
    .addColumn("sentBy", "text")
    .addColumn("sendStartedAt", "text")
    .addColumn("sentAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("newsletterIssue_createdAt")
    .on("newsletterIssue")
    .columns(["createdAt", "id"])
    .execute();
  await db.schema
    .createIndex("newsletterIssue_status")
    .on("newsletterIssue")
    .columns(["status", "claimedUntil"])
    .execute();

  await db.schema
    .createTable("newsletterDelivery")
    .addColumn("issueId", "text", (c) =>
      c.notNull().references("newsletterIssue.id").onDelete("cascade"),
    )
    .addColumn("subscriberId", "text", (c) => c.notNull())
    .addColumn("mailId", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("newsletterDelivery_pk", ["issueId", "subscriberId"])
    .execute();
  // The sent/failed counts join its deliveries to their outbox rows.
  await db.schema
    .createIndex("newsletterDelivery_issue_mail")
    .on("newsletterDelivery")
    .columns(["issueId", "mailId"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletterDelivery").execute();
  await db.schema.dropTable("newsletterIssue").execute();
}
