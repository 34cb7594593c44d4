import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: searches of one or two characters (decision 0026). The trigram indexes (2026-11-23-07,
// 2026-11-23-08-sqlite-search) answer only texts of three characters or more, so "li" or a
// Chinese name "王伟" read every row (p95 up to 840 ms at 100,000 messages). A text that short
// finds the words that start with it, in the short columns below (names, addresses, phone
// numbers; not a message's text). Words are runs of letters, digits and combining marks, the
// same on both engines:
// - SQLite: an FTS5 index with the unicode61 tokenizer (marks kept in words, accents kept, 1-
//   and 2-character prefix indexes), external content kept by triggers like the trigram ones.
// - PostgreSQL: a GIN index on the columns' `simple` tsvector, ASCII punctuation turned into
//   spaces first (so an address is its words, not one "email" token); `app/.server/admin/
//   search.ts` repeats the expression exactly, which is how the planner matches the index.
export const WORD_INDEXES: Record<string, string[]> = {
  contactMessage: ["name", "email"],
  newsletterSubscriber: ["email"],
  user: ["name", "email"],
  emailOutbox: ["to"],
  demoBooking: ["contactName", "email", "phone"],
};

/** ASCII punctuation, each turned into a space on PostgreSQL. */
export const ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

/** The tsvector expression of the PostgreSQL index (repeated by the queries, literally). */
export function wordsVector(columns: string[]) {
  const text = sql.join(
    columns.map((c) => sql`coalesce(${sql.ref(c)}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, translate(lower(${text}), ${sql.lit(ASCII_PUNCTUATION)}, ${sql.lit(" ".repeat(ASCII_PUNCTUATION.length))}))`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const [table, columns] of Object.entries(WORD_INDEXES)) {
    const index = `${table}_words`;
    if (!sqlite) {
      await sql`create index if not exists ${sql.id(index)} on ${sql.id(table)} using gin (${wordsVector(columns)})`.execute(
        db,
      );
      continue;
    }
    const cols = sql.join(columns.map((c) => sql.id(c)));
    const news = sql.join(columns.map((c) => sql`new.${sql.id(c)}`));
    const olds = sql.join(columns.map((c) => sql`old.${sql.id(c)}`));
    await sql`create virtual table if not exists ${sql.id(index)} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='rowid', tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'", prefix='1 2')`.execute(
      db,
    );
    await sql`insert into ${sql.id(index)}(${sql.id(index)}) values ('rebuild')`.execute(db);
    await sql`create trigger if not exists ${sql.id(`${index}_insert`)} after insert on ${sql.id(table)} begin
      insert into ${sql.id(index)}(rowid, ${cols}) values (new.rowid, ${news});
    end`.execute(db);
    await sql`create trigger if not exists ${sql.id(`${index}_delete`)} after delete on ${sql.id(table)} begin
      insert into ${sql.id(index)}(${sql.id(index)}, rowid, ${cols}) values ('delete', old.rowid, ${olds});
    end`.execute(db);
    await sql`create trigger if not exists ${sql.id(`${index}_update`)} after update of ${cols} on ${sql.id(table)} begin
      insert into ${sql.id(index)}(${sql.id(index)}, rowid, ${cols}) values ('delete', old.rowid, ${olds});
      insert into ${sql.id(index)}(rowid, ${cols}) values (new.rowid, ${news});
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const table of Object.keys(WORD_INDEXES)) {
    if (!sqlite) {
      await sql`drop index if exists ${sql.id(`${table}_words`)}`.execute(db);
      continue;
    }
    for (const t of ["insert", "delete", "update"]) {
      await sql`drop trigger if exists ${sql.id(`${table}_words_${t}`)}`.execute(db);
    }
    await sql`drop table if exists ${sql.id(`${table}_words`)}`.execute(db);
  }
}
