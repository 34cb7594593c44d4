import { sql, type Expression, type SqlBool } from "kysely";
import type { Cursor } from "~/lib/admin/list-query";

// SQL pieces of the long logs' lists (outbox, audit), which page newest first by
// (createdAt desc, id desc) with `after=<createdAt>_<id>` (decision 0017).

/**
 * Rows after the cursor in newest-first order: older, or as old with a smaller id. Written as
 * `createdAt <= t and (createdAt < t or id < i)` rather than a row-value comparison: both
 * engines turn the first term into the range of a (…, createdAt, id) index.
 */
export function olderThan(cursor: Cursor, table?: string): Expression<SqlBool> {
  const createdAt = sql.ref(table ? `${table}.createdAt` : "createdAt");
  const id = sql.ref(table ? `${table}.id` : "id");
  return sql<SqlBool>`(${createdAt} <= ${cursor.createdAt} and (${createdAt} < ${cursor.createdAt} or ${id} < ${cursor.id}))`;
}

/**
 * Rows after the cursor in oldest-first order (the exports' slices): newer, or as new with a
 * larger id. The same shape as olderThan, for the same reason: written as an `or` of
 * `createdAt > t` and `createdAt = t and id > i`, PostgreSQL found no range in it and walked
 * the (createdAt, id) index from its first entry to the cursor on every slice (50,000 entries
 * read and dropped to return 100 rows half-way through the bookings export: 112 ms instead of
 * 0.2; docs/performance.md §9.1).
 */
export function newerThan(
  cursor: { createdAt: string; id: string },
  table?: string,
): Expression<SqlBool> {
  const createdAt = sql.ref(table ? `${table}.createdAt` : "createdAt");
  const id = sql.ref(table ? `${table}.id` : "id");
  return sql<SqlBool>`(${createdAt} >= ${cursor.createdAt} and (${createdAt} > ${cursor.createdAt} or ${id} > ${cursor.id}))`;
}

/**
 * The distinct values of an indexed column, read as a loose index scan: one index seek per
 * value instead of a scan of every row (a log has a handful of kinds over 500,000 rows).
 * `table` and `column` are ours, never the visitor's.
 */
export function distinctValues(table: string, column: string, max = 200) {
  const t = sql.table(table);
  const c = sql.ref(column);
  return sql<{ value: string }>`with recursive v(value, n) as (
    select (select min(${c}) from ${t}), 1
    union all
    select (select min(${c}) from ${t} where ${c} > v.value), n + 1
    from v where v.value is not null and n < ${max}
  ) select value from v where value is not null`;
}
