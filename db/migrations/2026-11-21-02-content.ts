import type { Kysely } from "kysely";

// Frozen: the site's content tables (docs/product.md §3), seeded from content/ on first start and
// edited by admins afterwards.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("course")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("level", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull()) // JSON array of four topics
    .addColumn("image", "text", (c) => c.notNull()) // base path; variants add -<width>.<ext>
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("board", "text")
    .addColumn("durationWeeks", "integer", (c) => c.notNull())
    .addColumn("sessionsPerWeek", "integer", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("course_category")
    .on("course")
    .columns(["category", "position"])
    .execute();

  await db.schema
    .createTable("blogPost")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("contentHtml", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("publishedAt", "text", (c) => c.notNull()) // ISO date, UTC
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blogPost_published")
    .on("blogPost")
    .columns(["status", "publishedAt"])
    .execute();

  await db.schema
    .createTable("testimonial")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("quote", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("faqItem")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("isOpen", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("faqItem_group")
    .on("faqItem")
    .columns(["group", "position"])
    .execute();

  // Service and advantage cards share one shape; `kind` tells them apart.
  await db.schema
    .createTable("featureCard")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull())
    .addColumn("gradientFrom", "text", (c) => c.notNull())
    .addColumn("gradientTo", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("boardLogo")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("fullName", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "boardLogo",
    "featureCard",
    "faqItem",
    "testimonial",
    "blogPost",
    "course",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
