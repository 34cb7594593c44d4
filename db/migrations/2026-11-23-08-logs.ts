import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: the indexes the e-mail outbox and audit log lists read (docs/admin.md §10, §11). Each
// starts with one filter's column and goes on with (createdAt, id), the lists' keyset order,
// so a filtered page is one index range read newest first. Each then carries the lists'
// other filter columns: a list first picks its page's ids from one index alone (covering),
// so filters that match few rows or none (this person AND that action) are tested on the
// index entries, never by reading 100,000 table rows (measured at 500,000 entries: 360 ms on
// SQLite, 450 ms on PostgreSQL before; see the helpers' report).
// - The outbox by status and by kind (migration 05's status index gets the kind).
// - The outbox by recipient: a case-insensitive prefix search reads a range of lower("to").
//   The range must be in code-point order, which SQLite's binary collation is and a
//   PostgreSQL database's own collation may not be (en_US ignores "." and "@" at first), so on
//   PostgreSQL the expression is indexed in the "C" collation; the query names it too.
// - The audit log by person, section and action (migration 05's two and 07's action index
//   get the other columns).
// - The audit log by record, ending in id too: migration 05's (entity, entityId, createdAt)
//   left the id tie-break to a sort, so SQLite walked every entry of the section instead.
const REPLACED: [string, string, string[]][] = [
  ["emailOutbox_status_createdAt", "emailOutbox", ["status", "createdAt", "id"]],
  ["auditLog_actor", "auditLog", ["actorId", "createdAt", "id"]],
  ["auditLog_entity", "auditLog", ["entity", "createdAt", "id"]],
  ["auditLog_action", "auditLog", ["action", "createdAt", "id"]],
  ["auditLog_record", "auditLog", ["entity", "entityId", "createdAt"]],
];

const CREATED: [string, string, string[]][] = [
  ["emailOutbox_status_list", "emailOutbox", ["status", "createdAt", "id", "kind"]],
  ["emailOutbox_kind_list", "emailOutbox", ["kind", "createdAt", "id", "status"]],
  ["auditLog_actor_list", "auditLog", ["actorId", "createdAt", "id", "action", "entity"]],
  ["auditLog_entity_list", "auditLog", ["entity", "createdAt", "id", "actorId", "action"]],
  ["auditLog_action_list", "auditLog", ["action", "createdAt", "id", "actorId", "entity"]],
  ["auditLog_record_list", "auditLog", ["entity", "entityId", "createdAt", "id"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of CREATED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  const recipient =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`(lower("to") collate "C")`
      : sql`lower("to")`;
  await sql`create index "emailOutbox_to_list" on "emailOutbox" (${recipient}, "createdAt", "id", "status", "kind")`.execute(
    db,
  );
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of REPLACED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  await db.schema.dropIndex("emailOutbox_to_list").execute();
  for (const [name] of CREATED) await db.schema.dropIndex(name).execute();
}
