import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: the outbox's recipient search is the panel's contains-search (decision 0017), served
// by the trigram indexes of 2026-11-23-07 (PostgreSQL) and 2026-11-23-08-sqlite-search. The
// prefix index 2026-11-23-08-logs made for it is read by nothing now: it goes, one index fewer
// to write for every mail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("emailOutbox_to_list").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const recipient =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`(lower("to") collate "C")`
      : sql`lower("to")`;
  await sql`create index "emailOutbox_to_list" on "emailOutbox" (${recipient}, "createdAt", "id", "status", "kind")`.execute(
    db,
  );
}
