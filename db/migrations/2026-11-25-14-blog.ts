import type { Kysely } from "kysely";

// Frozen: the blog section of the admin panel (docs/admin.md §8, decision 0020).
// - blogPost gains `version` for the panel's optimistic saves.
// - A post is "draft" or "published"; a published post whose publishedAt (an ISO instant) is
//   still ahead is "scheduled": the public repos show only publishedAt <= now, so it goes live
//   at that moment without any job. The existing (status, publishedAt) index serves both.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("blogPost")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blogPost").dropColumn("version").execute();
}
