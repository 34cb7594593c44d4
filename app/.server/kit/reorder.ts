import { PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "../platform/db/schema";

/** The tables with an admin-set order (courses, site content): those with a position column. */
export type OrderedTable = {
  [T in keyof Database]: Database[T] extends { id: string; position: number } ? T : never;
}[keyof Database];

export interface OrderedRow {
  id: string;
  position: number;
}

export interface Neighbourhood {
  /** The group's rows in their order (position, then id). */
  order: OrderedRow[];
  /** The moved row's index in `order` (-1 if it is no longer in the group). */
  at: number;
  /** The index it moves to. */
  to: number;
  /** The row it swaps with; absent when it is already first or last. */
  neighbour: OrderedRow | undefined;
}

/**
 * In a move's transaction: reads the group's rows in order, locked first on PostgreSQL (SQLite
 * writes one at a time) so that two moves at once cannot interleave their swaps, and finds the
 * moved row and the neighbour it swaps with. `scope` is the group's column and value (null:
 * the whole table is one group). What a move then writes is the caller's.
 */
export async function lockNeighbourhood(
  trx: Transaction<Database>,
  table: OrderedTable,
  scope: { column: string; value: string } | null,
  id: string,
  direction: "up" | "down",
): Promise<Neighbourhood> {
  let query = trx
    .selectFrom(table as "faqItem")
    .select(["id", "position"])
    .orderBy("position")
    .orderBy("id");
  if (scope) query = query.where(scope.column as "group", "=", scope.value);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const order = await query.execute();
  const at = order.findIndex((r) => r.id === id);
  const to = direction === "up" ? at - 1 : at + 1;
  return { order, at, to, neighbour: order[to] };
}
