import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { AccountType, Database, Role } from "../platform/db/schema";

export interface Profile {
  id: string;
  name: string;
  email: string;
  role: Role;
  accountType: AccountType;
  phone: string | null;
}

const profileColumns = ["id", "name", "email", "role", "accountType", "phone"] as const;

/** The profile of one user, or undefined. */
export async function getProfile(db: Kysely<Database>, id: string): Promise<Profile | undefined> {
  return db.selectFrom("user").select(profileColumns).where("id", "=", id).executeTakeFirst();
}

/** Looks a user up by e-mail, ignoring case. */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Profile | undefined> {
  return db
    .selectFrom("user")
    .select(profileColumns)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Every admin's address (the school's notices go to each of them). */
export async function listAdminEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("user").select("email").where("role", "=", "admin").execute();
  return rows.map((row) => row.email);
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export class LastAdminError extends Error {
  constructor() {
    super("The last admin cannot be demoted or deleted.");
  }
}

/**
 * Locks every admin row until the transaction ends and returns the admins' ids: the first
 * statement of any change that could leave the school without an admin (demotion, deletion).
 * Counting alone is not enough on PostgreSQL: under READ COMMITTED two transactions each
 * demoting a different one of two admins both count two and both commit. Here the second
 * waits for the first's row locks and then re-reads those rows, so it sees the demotion (a row
 * no longer `admin` drops out of the result). The fixed order (by id) keeps two such
 * transactions from deadlocking. SQLite has no row locks: a write as the first statement takes
 * the database's write lock at once (as BEGIN IMMEDIATE would), so the count that follows
 * cannot be overtaken by another connection or process.
 */
export async function lockAdmins(trx: Transaction<Database>): Promise<string[]> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) {
    await trx
      .updateTable("user")
      .set({ role: sql.ref("role") })
      .where(sql<boolean>`0 = 1`)
      .execute();
  }
  let admins = trx.selectFrom("user").select("id").where("role", "=", "admin").orderBy("id");
  if (postgres) admins = admins.forUpdate();
  return (await admins.execute()).map((r) => r.id);
}

/** True when `userId` is the only admin among the locked `admins`. */
export function isLastAdmin(admins: readonly string[], userId: string): boolean {
  return admins.length <= 1 && admins.includes(userId);
}
