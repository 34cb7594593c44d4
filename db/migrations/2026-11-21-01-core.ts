import type { Kysely } from "kysely";

// Frozen: app tables that the foundation needs. Auth tables come from Better Auth's own
// migrator, which runs first (see app/.server/platform/db/migrate.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("appSetting")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("auditLog")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actorId", "text")
    .addColumn("actorEmail", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entityId", "text")
    .addColumn("detail", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auditLog_createdAt").on("auditLog").column("createdAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("auditLog").execute();
  await db.schema.dropTable("appSetting").execute();
}
