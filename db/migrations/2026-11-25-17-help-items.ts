import type { Kysely } from "kysely";

// Frozen: the Help Center's questions become site content an admin edits (issue 17: "the
// landing, contact and help pages show the change at once"). Topics stay fixed in code, as FAQ
// groups do; each question belongs to one topic, in its own order, and can be hidden.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("helpItem")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("helpItem_topic")
    .on("helpItem")
    .columns(["topic", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("helpItem").execute();
}
