import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: SQLite's planner statistics were sampled (analysis_limit = 1000), which counts about
// 1,000 rows for every value of a status index whatever the truth (app/.server/platform/db/
// connect.ts SQLITE_ANALYSIS_LIMIT). PRAGMA optimize analyses a table again only once it has
// grown tenfold, so those figures would stay: this forgets them, and the server's optimize after
// the migrations (app/.server/services.ts) reads every row once. PostgreSQL: nothing to do.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name in ('sqlite_stat1', 'sqlite_stat4')
  `.execute(db);
  for (const { name } of rows) await sql`delete from ${sql.table(name)}`.execute(db);
  // The connection keeps the figures it loaded when it opened; this form of ANALYZE reloads
  // them (now none), so its optimize sees tables never analysed.
  if (rows.length > 0) await sql`analyze sqlite_schema`.execute(db);
}

// Statistics are not schema: the older code samples them again when a table grows tenfold.
export async function down(): Promise<void> {}
