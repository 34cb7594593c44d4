import type { Kysely } from "kysely";

// Frozen: a post's slug becomes an alias of its address (issue 23, item 18). `/blog/{id}` stays
// the canonical address (the original specification's); `/blog/<slug>` answers 301 to it, and
// a slug the post had before keeps doing so after it changes. blogSlugRedirect holds those old
// slugs, as courseSlugRedirect does for courses (2026-11-25-13-media). A slug is either a post's
// own or an old one, never both (the application keeps that).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blogSlugRedirect")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("postId", "integer", (c) =>
      c.notNull().references("blogPost.id").onDelete("cascade"),
    )
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blogSlugRedirect_post")
    .on("blogSlugRedirect")
    .column("postId")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blogSlugRedirect").execute();
}
