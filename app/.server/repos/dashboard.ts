import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The admin dashboard's headline numbers, counted in SQL on indexes (ADMIN.md §1): at 100,000
 * users, loading them to count took 300 ms. user.createdAt is ISO text on SQLite and timestamptz
 * on PostgreSQL; an ISO string compares correctly with both.
 */
export async function getDashboardCounts(db: Kysely<Database>) {
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
  const count = (query: ReturnType<typeof users>) =>
    query
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const users = () => db.selectFrom("user");
  const [all, admins, signupsLastWeek] = await Promise.all([
    count(users()),
    count(users().where("role", "=", "admin")),
    count(users().where("createdAt", ">=", weekAgo)),
  ]);
  return { learners: all - admins, admins, signupsLastWeek };
}
