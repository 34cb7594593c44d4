import { sql, type Kysely } from "kysely";

// Frozen: the contact inbox sorted by name (docs/admin.md §3) reads an index in order instead of
// sorting every message; names sort case-insensitively, the same on both engines.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index "contactMessage_name_lower" on "contactMessage" (lower("name"), "id")`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index "contactMessage_name_lower"`.execute(db);
}
