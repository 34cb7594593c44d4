import { sql, type Kysely } from "kysely";

// Frozen: the users list sorted by name (docs/admin.md §5) reads an index in order instead of
// sorting every user; names sort case-insensitively, the same on both engines. (Sorting by
// e-mail uses "user_email_lower" from 2026-11-23-05.)
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index "user_name_lower" on "user" (lower("name"), "id")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index "user_name_lower"`.execute(db);
}
