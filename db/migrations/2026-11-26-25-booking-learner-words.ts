import { sql, SqliteAdapter, type Kysely } from "kysely";
import { WORD_INDEXES as WORD_INDEXES_18, wordsVector } from "./2026-11-26-18-word-search";

// Frozen: the bookings' word index (2026-11-26-18-word-search, for searches of one or two
// characters) learns the child's name, as 2026-11-26-24-booking-learner-search taught the
// trigram index: a parent books for their child, and "di" must find Diya as "diya" does. Only
// demoBooking's index is rebuilt; every step may run again.
export const WORD_INDEXES: Record<string, string[]> = {
  ...WORD_INDEXES_18,
  demoBooking: ["contactName", "email", "phone", "learnerName"],
};

async function build(db: Kysely<any>, columns: string[]): Promise<void> {
  const table = "demoBooking";
  const index = `${table}_words`;
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
    await sql`create index ${sql.id(index)} on ${sql.id(table)} using gin (${wordsVector(columns)})`.execute(
      db,
    );
    return;
  }
  for (const t of ["insert", "delete", "update"]) {
    await sql`drop trigger if exists ${sql.id(`${index}_${t}`)}`.execute(db);
  }
  await sql`drop table if exists ${sql.id(index)}`.execute(db);
  const cols = sql.join(columns.map((c) => sql.id(c)));
  const news = sql.join(columns.map((c) => sql`new.${sql.id(c)}`));
  const olds = sql.join(columns.map((c) => sql`old.${sql.id(c)}`));
  await sql`create virtual table ${sql.id(index)} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='rowid', tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'", prefix='1 2')`.execute(
    db,
  );
  await sql`insert into ${sql.id(index)}(${sql.id(index)}) values ('rebuild')`.execute(db);
  await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${sql.id(table)} begin
    insert into ${sql.id(index)}(rowid, ${cols}) values (new.rowid, ${news});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${sql.id(table)} begin
    insert into ${sql.id(index)}(${sql.id(index)}, rowid, ${cols}) values ('delete', old.rowid, ${olds});
  end`.execute(db);
  await sql`create trigger ${sql.id(`${index}_update`)} after update of ${cols} on ${sql.id(table)} begin
    insert into ${sql.id(index)}(${sql.id(index)}, rowid, ${cols}) values ('delete', old.rowid, ${olds});
    insert into ${sql.id(index)}(rowid, ${cols}) values (new.rowid, ${news});
  end`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await build(db, WORD_INDEXES.demoBooking);
}

export async function down(db: Kysely<any>): Promise<void> {
  await build(db, WORD_INDEXES_18.demoBooking);
}
