import {
  sql,
  SqliteAdapter,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import { containsPattern } from "~/lib/admin/list-query";
import { wordsVector } from "../../../db/migrations/2026-11-26-18-word-search";
// The latest migration that changed a word index holds the current columns.
import { WORD_INDEXES } from "../../../db/migrations/2026-11-26-25-booking-learner-words";

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

/**
 * The SQLite FTS5 index and query that answer a search text: the word index for a short text
 * (word prefixes in every indexed column), the trigram index for a longer one (one phrase,
 * limited to the searched columns: `{name email} : "mee""ra"`). Undefined: a short text with
 * no word, which finds nothing.
 */
function ftsMatch(
  table: SearchedTable,
  columns: string[],
  text: string,
): { index: string; match: string } | undefined {
  if (isWordSearch(text)) {
    const words = searchWords(text);
    if (words.length === 0) return undefined;
    return {
      index: `${table}_words`,
      match: `{${WORD_INDEXES[table].join(" ")}} : (${words.map((w) => `"${w}"*`).join(" AND ")})`,
    };
  }
  return {
    index: `${table}_search`,
    match: `{${columns.join(" ")}} : "${text.replace(/"/g, '""')}"`,
  };
}

/**
 * A row of `table` is among the FTS5 matches. Plain, SQLite reads the matches first and then
 * each of their rows (a rare text's few rows at once; a common one's tens of thousands, to
 * sort). `walk`: the rowid is written `+rowid`, so the matches become a list the query
 * checks each row against while it walks the list's own index in the page's order, reading
 * only the rows before the page's end (a common text: "a" in 25,000 of 100,000 bookings
 * took 150 ms one way, 30 the other). Seeking each row in the index instead (`exists`, FTS5's
 * rowid constraint) cost about 0.1–0.4 ms per row: slower than reading every match.
 */
function ftsRow(
  table: SearchedTable,
  { index, match }: { index: string; match: string },
  walk: boolean,
): Expression<SqlBool> {
  const fts = sql.id(index);
  const rowid = sql.ref(`${table}.rowid`);
  return sql<SqlBool>`${walk ? sql`+${rowid}` : rowid} in (select rowid from ${fts} where ${fts} match ${match})`;
}

const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * "Any of these columns contains the text", ignoring case, the same on both engines. The
 * search text's own % and _ are literal.
 * - With `within` on SQLite, a text of three or more characters is looked up in the table's
 *   FTS5 trigram index (the columns must be among the indexed ones), unless `perRow`: then
 *   each row the query reads along another index is tested (`like`; a short text against
 *   the word index's matches, ftsRow).
 * - PostgreSQL's trigram GIN indexes serve the `like` itself (2026-11-23-07).
 * - With `within`, a shorter text is a word-prefix search on the table's word index, on both
 *   engines (isWordSearch); no index could serve a contains-search that short.
 */
export function containsText(
  columns: string[],
  q: string,
  within?: { db: Kysely<any>; table: SearchedTable; perRow?: boolean },
): Expression<SqlBool> {
  const text = q.trim();
  if (within && isWordSearch(text)) {
    if (isSqlite(within.db)) {
      const fts = ftsMatch(within.table, columns, text);
      return fts ? ftsRow(within.table, fts, within.perRow ?? false) : sql<SqlBool>`1 = 0`;
    }
    const words = searchWords(text);
    if (words.length === 0) return sql<SqlBool>`1 = 0`;
    const query = words.map((w) => `'${w}':*`).join(" & ");
    return sql<SqlBool>`${wordsVector(WORD_INDEXES[within.table])} @@ to_tsquery('simple'::regconfig, ${query})`;
  }
  if (within && !within.perRow && isSqlite(within.db)) {
    return ftsRow(within.table, ftsMatch(within.table, columns, text)!, false);
  }
  const pattern = containsPattern(text);
  const tests = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/**
 * More index matches than this and a list page reads its own index instead (see weighSearch),
 * and a searched list counts no further: "More than 1,000 bookings match" (issue 24).
 */
export const COMMON_TEXT = 1_000;

export interface WeighedSearch {
  /** The search as a page of the list reads it (weighSearch). */
  where: Expression<SqlBool>;
  /**
   * More than COMMON_TEXT rows of the table hold the text (the list's other filters aside),
   * or, on PostgreSQL, not weighed (undefined): its planner weighs the text itself.
   */
  common: boolean | undefined;
}

/**
 * containsText for a list's page, weighed on SQLite: the text index finds a rare text's rows
 * at once, but a common one ("gmail", half of all subscribers; "a", a word start in most rows)
 * hands over tens of thousands of rows to fetch and sort before the first 25 are known, while
 * reading the list's own index in its order and testing each row finds those 25 within a few
 * dozen rows. So the index is first asked whether it holds more than COMMON_TEXT matches,
 * reading no further, and handed the search only when it does not. PostgreSQL's planner makes
 * the same choice itself from its statistics.
 */
export async function weighSearch(
  db: Kysely<any>,
  columns: string[],
  q: string,
  table: SearchedTable,
): Promise<WeighedSearch> {
  const text = q.trim();
  if (!isSqlite(db)) {
    return { where: containsText(columns, text, { db, table }), common: undefined };
  }
  const fts = ftsMatch(table, columns, text);
  if (!fts) return { where: sql<SqlBool>`1 = 0`, common: false };
  const { rows } = await sql<{ n: number }>`select count(*) as n from (
      select rowid from ${sql.id(fts.index)} where ${sql.id(fts.index)} match ${fts.match}
      limit ${COMMON_TEXT + 1})`.execute(db);
  const common = Number(rows[0].n) > COMMON_TEXT;
  return { where: containsText(columns, text, { db, table, perRow: common }), common };
}

/** weighSearch's condition alone, for a list that counts its own way (the outbox). */
export async function pageContains(
  db: Kysely<any>,
  columns: string[],
  q: string,
  table: SearchedTable,
): Promise<Expression<SqlBool>> {
  return (await weighSearch(db, columns, q, table)).where;
}

/**
 * How many rows a list holds under its filter. Without a search, every row is counted. A search
 * is counted no further than COMMON_TEXT + 1: a text in tens of thousands of rows would cost a
 * count of every match for a number no one reads to the last digit. `more`: there are more
 * than COMMON_TEXT, all the list can truly say ("More than 1,000 bookings match", issue 24).
 * A common text under no other filter is not counted again: weighSearch found more already.
 */
export async function countListed(
  db: Kysely<any>,
  rows: SelectQueryBuilder<any, any, any>,
  search: WeighedSearch | undefined,
  otherFilters: boolean,
): Promise<{ total: number; more: boolean }> {
  if (search?.common && !otherFilters) return { total: COMMON_TEXT + 1, more: true };
  const counted = search
    ? db.selectFrom(
        rows
          .select(sql<number>`1`.as("one"))
          .limit(COMMON_TEXT + 1)
          .as("m"),
      )
    : rows;
  const row = await counted.select((eb: any) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const total = Number(row.n);
  return { total, more: !!search && total > COMMON_TEXT };
}
