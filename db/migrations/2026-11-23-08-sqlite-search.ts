import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: contains-search over the admin lists on SQLite (docs/admin.md "Who and how",
// "Scale and speed").
// `lower(col) like '%text%'` reads every row: 80–220 ms over 100,000 contact messages. An FTS5
// index with the trigram tokenizer answers the same question (any column contains the text,
// ignoring case) from an index, for texts of three characters or more. PostgreSQL has its
// trigram GIN indexes (2026-11-23-07) and needs nothing here.
//
// Each index holds no text of its own (external content): it maps the table's rowid to the
// trigrams of the searched columns, and triggers keep it in step with every insert, update
// and delete. VACUUM may renumber rowids of tables without an INTEGER PRIMARY KEY: after a
// manual VACUUM, rebuild with `insert into <t>_search(<t>_search) values ('rebuild')`.
// (`npm run backup` uses SQLite's online backup, which keeps rowids.) SQLite's DDL here is not
// one transaction: a process stopped half-way leaves some of it, so every step may run again.
export const SEARCH_INDEXES: Record<string, string[]> = {
  contactMessage: ["name", "email", "message"],
  newsletterSubscriber: ["email"],
  user: ["name", "email"],
  emailOutbox: ["to"],
  demoBooking: ["contactName", "email", "phone"],
};

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const [table, columns] of Object.entries(SEARCH_INDEXES)) {
    const index = `${table}_search`;
    const cols = sql.join(columns.map((c) => sql.id(c)));
    const news = sql.join(columns.map((c) => sql`new.${sql.id(c)}`));
    const olds = sql.join(columns.map((c) => sql`old.${sql.id(c)}`));
    await sql`create virtual table if not exists ${sql.id(index)} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${sql.id(index)}(${sql.id(index)}) values ('rebuild')`.execute(db);
    await sql`create trigger if not exists ${sql.id(`${index}_insert`)} after insert on ${sql.id(table)} begin
      insert into ${sql.id(index)}(rowid, ${cols}) values (new.rowid, ${news});
    end`.execute(db);
    await sql`create trigger if not exists ${sql.id(`${index}_delete`)} after delete on ${sql.id(table)} begin
      insert into ${sql.id(index)}(${sql.id(index)}, rowid, ${cols}) values ('delete', old.rowid, ${olds});
    end`.execute(db);
    // Only when a searched column is written: a status change costs the index nothing.
    await sql`create trigger if not exists ${sql.id(`${index}_update`)} after update of ${cols} on ${sql.id(table)} begin
      insert into ${sql.id(index)}(${sql.id(index)}, rowid, ${cols}) values ('delete', old.rowid, ${olds});
      insert into ${sql.id(index)}(rowid, ${cols}) values (new.rowid, ${news});
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const table of Object.keys(SEARCH_INDEXES)) {
    for (const t of ["insert", "delete", "update"]) {
      await sql`drop trigger if exists ${sql.id(`${table}_search_${t}`)}`.execute(db);
    }
    await sql`drop table if exists ${sql.id(`${table}_search`)}`.execute(db);
  }
}
