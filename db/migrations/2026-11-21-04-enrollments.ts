import type { Kysely } from "kysely";

// Frozen: a learner's enrollments in courses (docs/product.md §3). One row per user and course; a
// cancelled enrollment keeps its row so that enrolling again reactivates it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("enrollment")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("courseId", "text", (c) => c.notNull().references("course.id").onDelete("cascade"))
    // upcoming | subscribed | completed | cancelled
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addUniqueConstraint("enrollment_user_course", ["userId", "courseId"])
    .execute();
  await db.schema
    .createIndex("enrollment_user_status")
    .on("enrollment")
    .columns(["userId", "status"])
    .execute();
  await db.schema.createIndex("enrollment_course").on("enrollment").column("courseId").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("enrollment").execute();
}
