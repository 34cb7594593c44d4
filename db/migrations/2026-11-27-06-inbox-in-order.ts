import type { Kysely } from "kysely";

// Frozen: the inbox (app/.server/messages/queries-admin.ts listMessages) lists three of the four
// statuses, newest first, by offset. SQLite read the three statuses' entries from
// contactMessage_status_createdAt_id and sorted them all (78,000 at docs/admin.md's volume) for
// every page: page 2,000 took p95 104 ms (docs/performance.md §13.3). The creation-time index
// now carries the status too, so the inbox's page is one walk along it in order with each
// entry's status read from the index itself (the query keeps SQLite off the status index:
// app/.server/kit/sort-index.ts walkedColumn).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("contactMessage_createdAt_id_status")
    .on("contactMessage")
    .columns(["createdAt", "id", "status"])
    .execute();
  await db.schema.dropIndex("contactMessage_createdAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("contactMessage_createdAt")
    .on("contactMessage")
    .columns(["createdAt", "id"])
    .execute();
  await db.schema.dropIndex("contactMessage_createdAt_id_status").execute();
}
