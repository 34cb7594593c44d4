import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: the indexes the admin lists and dashboard need at the volume of
// docs/admin.md "Scale and speed", chosen from query plans on `npm run seed:volume`'s database (docs/performance.md §5).
// - Lists order by (createdAt, id) and page by offset or keyset: a filter's index ends in
//   (createdAt, id), so a page is a walk along one index with no sort, and the deep page's
//   skipped rows are read from the index alone. Each replaces the index that was its prefix
//   (one fewer index to write on every insert).
// - The audit log is filtered by action; users by account type; the dashboard counts the
//   confirmed demos by their scheduled start and the bookings and enrolments of recent weeks.
// - PostgreSQL: contains-searches (`lower(col) like '%q%'`, app/.server/admin/search.ts) use
//   trigram GIN indexes where pg_trgm can be installed; B-trees cannot serve a leading %.
const REPLACED: [string, string, string[], string, string[]][] = [
  // [old name, table, old columns, new name, new columns]
  [
    "contactMessage_status",
    "contactMessage",
    ["status", "createdAt"],
    "contactMessage_status_createdAt_id",
    ["status", "createdAt", "id"],
  ],
  [
    "newsletterSubscriber_status_createdAt",
    "newsletterSubscriber",
    ["status", "createdAt"],
    "newsletterSubscriber_status_createdAt_id",
    ["status", "createdAt", "id"],
  ],
  [
    "user_role_createdAt",
    "user",
    ["role", "createdAt"],
    "user_role_createdAt_id",
    ["role", "createdAt", "id"],
  ],
  [
    "demoBooking_createdAt",
    "demoBooking",
    ["createdAt"],
    "demoBooking_createdAt_id",
    ["createdAt", "id"],
  ],
  ["auditLog_createdAt", "auditLog", ["createdAt"], "auditLog_createdAt_id", ["createdAt", "id"]],
];

const ADDED: [string, string, string[]][] = [
  ["user_accountType_createdAt_id", "user", ["accountType", "createdAt", "id"]],
  ["demoBooking_status_createdAt_id", "demoBooking", ["status", "createdAt", "id"]],
  ["demoBooking_status_scheduled", "demoBooking", ["status", "scheduledStart"]],
  ["auditLog_action", "auditLog", ["action", "createdAt", "id"]],
  ["enrollment_createdAt", "enrollment", ["createdAt"]],
];

/**
 * Searched columns per table (docs/admin.md §2–§5, §10: by name, e-mail, text, recipient, phone).
 */
const SEARCHED: [string, string[]][] = [
  ["contactMessage", ["name", "email", "message"]],
  ["newsletterSubscriber", ["email"]],
  ["user", ["name", "email"]],
  ["emailOutbox", ["to"]],
  ["demoBooking", ["contactName", "email", "phone"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [oldName, table, , newName, columns] of REPLACED) {
    // auditLog_createdAt_id already exists (2026-11-23-05): only the narrower one goes.
    if (newName !== "auditLog_createdAt_id") {
      await db.schema.createIndex(newName).on(table).columns(columns).execute();
    }
    await db.schema.dropIndex(oldName).execute();
  }
  for (const [name, table, columns] of ADDED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  if (await canUseTrigrams(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, columns] of SEARCHED) {
      const parts = columns.map((c) => sql`lower(${sql.ref(c)}) gin_trgm_ops`);
      await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (${sql.join(parts)})`.execute(
        db,
      );
    }
  }
}

/**
 * PostgreSQL with pg_trgm available and installable by this role (a trusted extension since
 * PostgreSQL 13: the database's owner may create it). Without it, searches scan, as on SQLite.
 */
async function canUseTrigrams(db: Kysely<any>): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return false;
  const { rows } = await sql<{ ok: boolean }>`
    select exists (
      select 1 from pg_extension where extname = 'pg_trgm'
    ) or exists (
      select 1 from pg_available_extension_versions v
      where v.name = 'pg_trgm'
        and (v.trusted and has_database_privilege(current_database(), 'CREATE')
             or (select rolsuper from pg_roles where rolname = current_user))
    ) as ok`.execute(db);
  return rows[0]?.ok === true;
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of SEARCHED)
    await sql`drop index if exists ${sql.id(`${table}_search`)}`.execute(db);
  for (const [name] of ADDED) await db.schema.dropIndex(name).execute();
  for (const [oldName, table, oldColumns, newName] of REPLACED) {
    await db.schema.createIndex(oldName).on(table).columns(oldColumns).execute();
    if (newName !== "auditLog_createdAt_id") await db.schema.dropIndex(newName).execute();
  }
}
