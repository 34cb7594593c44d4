import { sql, SqliteAdapter, type Kysely, type RawBuilder } from "kysely";

/**
 * A filter column as a non-default sort's page reads it (decision 0026). Each such sort has
 * one index holding its order, the id and the list's filter columns (migration
 * 2026-11-26-26), so a deep page is a walk along that index alone, at any depth and under any
 * filter: at most the whole index, never a sort. SQLite's planner would rather narrow by a
 * filter's own index and then sort every match (20,000 rows for one status: a deep page cost
 * 130–260 ms), so there the column is written `+col`, SQLite's documented way to keep a term
 * from choosing an index; the term is still checked, inside the walked index. PostgreSQL
 * weighs the offset itself and reads the INCLUDEd columns: the plain column. Any other read
 * whose filter column must not be SQLite's way in uses it too (the class reminders' group
 * status, app/.server/classes/jobs-reminders.ts).
 */
export function walkedColumn<T = any>(
  db: Kysely<any>,
  column: string | RawBuilder<T>,
): RawBuilder<T> {
  const value = typeof column === "string" ? sql<T>`${sql.ref(column)}` : column;
  return db.getExecutor().adapter instanceof SqliteAdapter ? sql<T>`+${value}` : value;
}
