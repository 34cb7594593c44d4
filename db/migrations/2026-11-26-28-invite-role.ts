import type { Kysely } from "kysely";

// Frozen: an invitation names the role its account gets (issue 26, item 1): "admin", as every
// invitation before this one did, or "teacher". The application accepts only those two.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("adminInvite")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("admin"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("adminInvite").dropColumn("role").execute();
}
