import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from "kysely";
import { containsPattern } from "~/lib/admin/list-query";
import { WORD_INDEXES, wordsVector } from "../../../db/migrations/2026-11-26-18-word-search";

/** Tables with a trigram search index on SQLite (db/migrations/2026-11-23-08-sqlite-search.ts). */
export type SearchedTable =
  "contactMessage" | "newsletterSubscriber" | "user" | "emailOutbox" | "demoBooking";

/** The trigram index answers only texts of three characters or more. */
const TRIGRAM = 3;

/** Characters as people count them (code points): "王伟" is two, as is "li". */
const length = (text: string) => [...text].length;

/**
 * A text shorter than TRIGRAM on a searched table is a word-prefix search (decision 0026):
 * the rows of which a name, address or phone number has a word starting with each of the
 * text's words. Words are runs of letters, digits and combining marks, as the word indexes
 * (db/migrations/2026-11-26-18-word-search.ts) cut them; a text with no word finds nothing.
 */
export function isWordSearch(q: string): boolean {
  return length(q.trim()) < TRIGRAM;
}

/** The words of a search text, lower-cased, as the word indexes cut them. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}\p{Co}]+/u)
    .filter(Boolean);
}

function wordPrefix(db: Kysely<any>, table: SearchedTable, q: string): Expression<SqlBool> {
  const words = searchWords(q);
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const index = `${table}_words`;
    const match = `{${WORD_INDEXES[table].join(" ")}} : (${words.map((w) => `"${w}"*`).join(" AND ")})`;
    return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${sql.id(index)} where ${sql.id(index)} match ${match})`;
  }
  const query = words.map((w) => `'${w}':*`).join(" & ");
  return sql<SqlBool>`${wordsVector(WORD_INDEXES[table])} @@ to_tsquery('simple'::regconfig, ${query})`;
}

/**
 * "Any of these columns contains the text", ignoring case, the same on both engines. The
 * search text's own % and _ are literal.
 * - With `within` on SQLite, a text of three or more characters is looked up in the table's
 *   FTS5 trigram index (the columns must be among the indexed ones), unless `trigram` is false.
 * - PostgreSQL's trigram GIN indexes serve the `like` itself (2026-11-23-07).
 * - With `within`, a shorter text is a word-prefix search on the table's word index, on both
 *   engines (isWordSearch); no index could serve a contains-search that short.
 */
export function containsText(
  columns: string[],
  q: string,
  within?: { db: Kysely<any>; table: SearchedTable; trigram?: boolean },
): Expression<SqlBool> {
  const text = q.trim();
  if (within && isWordSearch(text)) return wordPrefix(within.db, within.table, text);
  if (
    within &&
    within.trigram !== false &&
    length(text) >= TRIGRAM &&
    within.db.getExecutor().adapter instanceof SqliteAdapter
  ) {
    const index = `${within.table}_search`;
    // One FTS5 phrase, limited to the searched columns: `{name email} : "mee""ra"`.
    const match = `{${columns.join(" ")}} : "${text.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(`${within.table}.rowid`)} in (select rowid from ${sql.id(index)} where ${sql.id(index)} match ${match})`;
  }
  const pattern = containsPattern(text);
  const tests = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** More index matches than this and a list page reads its own index instead (see below). */
export const COMMON_TEXT = 1_000;

/**
 * containsText for a list's page, weighed on SQLite: the trigram index finds a rare text's rows
 * at once, but a common one ("gmail", half of all subscribers) hands over tens of thousands of
 * rows to fetch and sort before the first 25 are known, while reading the list's own index in
 * its order finds those 25 within a few dozen rows. So the index is first asked whether it holds
 * more than COMMON_TEXT matches, reading no further, and used only when it does not.
 * PostgreSQL's planner makes the same choice itself from its statistics. The counts beside the
 * page keep containsText with the index: counting every match is the index's strength.
 */
export async function pageContains(
  db: Kysely<any>,
  columns: string[],
  q: string,
  table: SearchedTable,
): Promise<Expression<SqlBool>> {
  const text = q.trim();
  if (isWordSearch(text) || !(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return containsText(columns, text, { db, table });
  }
  const index = `${table}_search`;
  const match = `{${columns.join(" ")}} : "${text.replace(/"/g, '""')}"`;
  const { rows } = await sql<{ n: number }>`select count(*) as n from (
      select rowid from ${sql.id(index)} where ${sql.id(index)} match ${match}
      limit ${COMMON_TEXT + 1})`.execute(db);
  return containsText(columns, text, { db, table, trigram: Number(rows[0].n) <= COMMON_TEXT });
}
