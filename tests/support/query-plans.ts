import { CompiledQuery, createQueryId, type Kysely, type RootOperationNode } from "kysely";

/**
 * Runs `work` on a copy of `db` that records every query it builds, then asks SQLite for the plan
 * of each (EXPLAIN QUERY PLAN, one line per step), in the order they were built.
 */
export async function sqlitePlans(
  db: Kysely<any>,
  work: (spy: Kysely<any>) => Promise<unknown>,
): Promise<{ sql: string; plan: string }[]> {
  const nodes: RootOperationNode[] = [];
  const spy = db.withPlugin({
    transformQuery: (args) => (nodes.push(args.node), args.node),
    transformResult: async (args) => args.result,
  });
  await work(spy);
  const plans = [];
  for (const node of nodes) {
    const query = db.getExecutor().compileQuery(node, createQueryId());
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    plans.push({ sql: query.sql, plan: rows.map((r) => r.detail).join("\n") });
  }
  return plans;
}
