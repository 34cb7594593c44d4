import type { Kysely } from "kysely";

// Frozen: class reminders (issue 27, item 3; docs/classes.md "Reminders", decision 0036).
// - classReminder: one row per reminder sent (or claimed), keyed by the session, the person,
//   the kind ("24h" | "1h") and the start it reminds of. The unique key is the claim: of two
//   processes inserting the same reminder only one row is ever made, and the mail is queued
//   in the same transaction as the row, so a reminder goes out at most once. A moved session
//   has a new start and so new keys: its reminders follow the new time.
// - user.classRemindersOff: 1 when the person switched class reminders off.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("classRemindersOff", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("classReminder")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("sessionId", "text", (c) =>
      c.notNull().references("classSession.id").onDelete("cascade"),
    )
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("startsAt", "text", (c) => c.notNull())
    .addColumn("sentAt", "text", (c) => c.notNull())
    .addColumn("sentBy", "text", (c) => c.notNull())
    .addColumn("mailId", "text")
    .addUniqueConstraint("classReminder_once", ["sessionId", "userId", "kind", "startsAt"])
    .execute();
  await db.schema.createIndex("classReminder_user").on("classReminder").column("userId").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("classReminder").execute();
  await db.schema.alterTable("user").dropColumn("classRemindersOff").execute();
}
