import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The admin dashboard's headline numbers. */
export async function getDashboardCounts(db: Kysely<Database>) {
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const rows = await db.selectFrom("user").select(["role", "createdAt"]).execute();
  // createdAt is a Date on PostgreSQL and an ISO string or epoch number on SQLite.
  const recent = rows.filter((r) => new Date(r.createdAt as string) >= weekAgo).length;
  return {
    learners: rows.filter((r) => r.role !== "admin").length,
    admins: rows.filter((r) => r.role === "admin").length,
    signupsLastWeek: recent,
  };
}
