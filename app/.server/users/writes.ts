// Changes to a user's own row: the role (audited by the caller's transaction) and the profile.
// The reads are in queries.ts.
import { type Kysely } from "kysely";
import type { AccountType, Database, Role } from "../platform/db/schema";
import { LastAdminError, isLastAdmin, lockAdmins } from "./queries";

/**
 * Changes a user's role. Refuses to demote the last admin, even against a concurrent demotion
 * or deletion (lockAdmins). Bumps the row's version, so an admin's open form for this user
 * goes stale.
 */
export async function setRole(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx);
    const current = await trx
      .selectFrom("user")
      .select("role")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!current) throw new Error("No such user.");
    if (role !== "admin" && isLastAdmin(admins, userId)) throw new LastAdminError();
    await trx
      .updateTable("user")
      .set((eb) => ({ role, updatedAt: new Date().toISOString(), version: eb("version", "+", 1) }))
      .where("id", "=", userId)
      .execute();
  });
}

export interface ProfileChanges {
  name: string;
  accountType: AccountType;
  phone: string | null;
}

/**
 * Saves the editable profile fields; the session reads the user row, so the header sees it at
 * once. The version moves too: an admin's form opened before this save is refused, not applied
 * over it.
 */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: ProfileChanges,
): Promise<void> {
  await db
    .updateTable("user")
    .set((eb) => ({
      ...changes,
      updatedAt: new Date().toISOString(),
      version: eb("version", "+", 1),
    }))
    .where("id", "=", userId)
    .execute();
}
