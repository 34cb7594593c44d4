import type { Kysely } from "kysely";
import type { AccountType, Database, Role } from "../db/schema";

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
 * Changes a user's role. Refuses to demote the last admin; the check and the write share a
 * transaction so two concurrent demotions cannot both pass.
 */
export async function setRole(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("user")
      .select("role")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!current) throw new Error("No such user.");
    if (current.role === "admin" && role !== "admin" && (await countAdmins(trx)) <= 1) {
      throw new LastAdminError();
    }
    await trx
      .updateTable("user")
      .set({ role, updatedAt: new Date().toISOString() })
      .where("id", "=", userId)
      .execute();
  });
}

export interface ProfileChanges {
  name: string;
  accountType: AccountType;
  phone: string | null;
}

/** Saves the editable profile fields; the session reads the user row, so the header sees it at once. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .updateTable("user")
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}
