import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: the indexes the e-mail outbox and audit log lists filter by (ADMIN.md §10, §11),
// beside the ones migration 05 made. Each ends in (createdAt, id), the lists' keyset order,
// so a filtered page is one index range read newest first.
// - The outbox by kind.
// - The outbox by recipient: a case-insensitive prefix search reads a range of lower("to").
//   The range must be in code-point order, which SQLite's binary collation is and a
//   PostgreSQL database's own collation may not be (en_US ignores "." and "@" at first), so on
//   PostgreSQL the expression is indexed in the "C" collation; the query names it too.
// - The audit log by action.
// - The audit log by record, now ending in id too: migration 05's (entity, entityId,
//   createdAt) left the id tie-break to a sort, so SQLite preferred walking every entry of the
//   section in order to find one record's few. This index replaces it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("emailOutbox_kind")
    .on("emailOutbox")
    .columns(["kind", "createdAt", "id"])
    .execute();
  const recipient =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`(lower("to") collate "C")`
      : sql`lower("to")`;
  await sql`create index "emailOutbox_to" on "emailOutbox" (${recipient}, "createdAt", "id")`.execute(
    db,
  );
  await db.schema
    .createIndex("auditLog_action")
    .on("auditLog")
    .columns(["action", "createdAt", "id"])
    .execute();
  await db.schema
    .createIndex("auditLog_record_id")
    .on("auditLog")
    .columns(["entity", "entityId", "createdAt", "id"])
    .execute();
  await db.schema.dropIndex("auditLog_record").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("auditLog_record")
    .on("auditLog")
    .columns(["entity", "entityId", "createdAt"])
    .execute();
  await db.schema.dropIndex("auditLog_record_id").execute();
  await db.schema.dropIndex("auditLog_action").execute();
  await db.schema.dropIndex("emailOutbox_to").execute();
  await db.schema.dropIndex("emailOutbox_kind").execute();
}
