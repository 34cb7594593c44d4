import { sql, type Kysely } from "kysely";

// Frozen: what the admin panel's operations sections need (docs/admin.md §1, §3–§6, §10, §11).
// - A `version` on every row an admin edits, for the optimistic check ("This was changed by
//   someone else…"): an update names the version it read and bumps it.
// - Replies to contact messages, kept as a thread under the message.
// - One-time invitations for new admins.
// - The indexes the lists filter, sort and page by (the volume bench measures them).
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["contactMessage", "newsletterSubscriber", "demoBooking", "enrollment"]) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // Better Auth owns "user" but leaves columns it does not know alone.
  await db.schema
    .alterTable("user")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("contactReply")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("messageId", "text", (c) =>
      c.notNull().references("contactMessage.id").onDelete("cascade"),
    )
    .addColumn("authorId", "text")
    .addColumn("authorName", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("outboxId", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contactReply_message")
    .on("contactReply")
    .columns(["messageId", "createdAt"])
    .execute();

  await db.schema
    .createTable("adminInvite")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    // Only a hash of the one-time token is kept: the link lives in the invitee's mailbox.
    .addColumn("tokenHash", "text", (c) => c.notNull().unique())
    .addColumn("invitedBy", "text")
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("usedAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  const indexes: [string, string, string[]][] = [
    ["contactMessage_createdAt", "contactMessage", ["createdAt", "id"]],
    ["newsletterSubscriber_status_createdAt", "newsletterSubscriber", ["status", "createdAt"]],
    ["newsletterSubscriber_createdAt", "newsletterSubscriber", ["createdAt", "id"]],
    ["demoBooking_status_start", "demoBooking", ["status", "requestedStart"]],
    ["demoBooking_createdAt", "demoBooking", ["createdAt"]],
    ["emailOutbox_createdAt", "emailOutbox", ["createdAt", "id"]],
    ["emailOutbox_status_createdAt", "emailOutbox", ["status", "createdAt", "id"]],
    ["auditLog_createdAt_id", "auditLog", ["createdAt", "id"]],
    ["auditLog_actor", "auditLog", ["actorId", "createdAt", "id"]],
    ["auditLog_entity", "auditLog", ["entity", "createdAt", "id"]],
    ["auditLog_record", "auditLog", ["entity", "entityId", "createdAt"]],
    ["user_createdAt", "user", ["createdAt", "id"]],
    ["user_role_createdAt", "user", ["role", "createdAt"]],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  // Case-insensitive e-mail lookups (search by address, an invitee already signed up).
  await sql`create index "user_email_lower" on "user" (lower("email"))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index "user_email_lower"`.execute(db);
  await db.schema.dropTable("adminInvite").execute();
  await db.schema.dropTable("contactReply").execute();
}
