import { PostgresAdapter, sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: the bookings' search finds the child too (issue 23, item 16: a parent books for their
// child, and the school knows the child's name). The search indexes of 2026-11-23-07 (PostgreSQL
// trigram GIN) and 2026-11-23-08-sqlite-search (SQLite FTS5 trigram) are rebuilt with
// learnerName beside the booker's name, e-mail and phone. Every step may run again.
const COLUMNS = ["contactName", "email", "phone", "learnerName"];
const OLD_COLUMNS = ["contactName", "email", "phone"];

async function canUseTrigrams(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  return rows[0]?.ok === true;
}

async function postgres(db: Kysely<any>, columns: string[]) {
  await sql`drop index if exists "demoBooking_search"`.execute(db);
  // 2026-11-23-07 installed pg_trgm where it could; without it searches scan.
  if (!(await canUseTrigrams(db))) return;
  const parts = columns.map((c) => sql`lower(${sql.ref(c)}) gin_trgm_ops`);
  await sql`create index "demoBooking_search" on "demoBooking" using gin (${sql.join(parts)})`.execute(
    db,
  );
}

async function sqlite(db: Kysely<any>, columns: string[]) {
  for (const t of ["insert", "delete", "update"]) {
    await sql`drop trigger if exists ${sql.id(`demoBooking_search_${t}`)}`.execute(db);
  }
  await sql`drop table if exists "demoBooking_search"`.execute(db);
  const cols = sql.join(columns.map((c) => sql.id(c)));
  const news = sql.join(columns.map((c) => sql`new.${sql.id(c)}`));
  const olds = sql.join(columns.map((c) => sql`old.${sql.id(c)}`));
  await sql`create virtual table "demoBooking_search" using fts5(${cols}, content='demoBooking', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into "demoBooking_search"("demoBooking_search") values ('rebuild')`.execute(db);
  await sql`create trigger "demoBooking_search_insert" after insert on "demoBooking" begin
    insert into "demoBooking_search"(rowid, ${cols}) values (new.rowid, ${news});
  end`.execute(db);
  await sql`create trigger "demoBooking_search_delete" after delete on "demoBooking" begin
    insert into "demoBooking_search"("demoBooking_search", rowid, ${cols}) values ('delete', old.rowid, ${olds});
  end`.execute(db);
  await sql`create trigger "demoBooking_search_update" after update of ${cols} on "demoBooking" begin
    insert into "demoBooking_search"("demoBooking_search", rowid, ${cols}) values ('delete', old.rowid, ${olds});
    insert into "demoBooking_search"(rowid, ${cols}) values (new.rowid, ${news});
  end`.execute(db);
}

async function build(db: Kysely<any>, columns: string[]) {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) await postgres(db, columns);
  else if (adapter instanceof SqliteAdapter) await sqlite(db, columns);
}

export async function up(db: Kysely<any>): Promise<void> {
  await build(db, COLUMNS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await build(db, OLD_COLUMNS);
}
