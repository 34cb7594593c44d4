import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: uploaded images and the courses section (issue 17, docs/admin.md §7).
// - media: one uploaded image (what was sent, by whom); mediaVariant: its re-encoded sizes and
//   formats, bytes in the database (bytea on PostgreSQL, blob on SQLite) so that every server
//   process serves the same files without a shared disk.
// - course gains `version` (the admin panel's optimistic concurrency check).
// - courseSlugRedirect: an old slug of a course, answered by a permanent redirect to its
//   current address. A slug is either a course's own or an old one, never both (the
//   application keeps that: renaming to an old slug takes it back from the redirects).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("originalName", "text", (c) => c.notNull())
    .addColumn("sourceType", "text", (c) => c.notNull()) // image/jpeg | image/png | image/webp
    .addColumn("sourceBytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull()) // of the largest variant
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("shape", "text", (c) => c.notNull()) // cover (3:2) | inline (as sent)
    .addColumn("createdBy", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("mediaVariant")
    .addColumn("mediaId", "text", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull()) // "<width>.<ext>", e.g. "768.avif"
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("data", postgres ? sql`bytea` : "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("mediaVariant_pk", ["mediaId", "name"])
    .execute();

  await db.schema
    .alterTable("course")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("courseSlugRedirect")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("courseId", "text", (c) => c.notNull().references("course.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("courseSlugRedirect_course")
    .on("courseSlugRedirect")
    .column("courseId")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("courseSlugRedirect").execute();
  await db.schema.alterTable("course").dropColumn("version").execute();
  await db.schema.dropTable("mediaVariant").execute();
  await db.schema.dropTable("media").execute();
}
