import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

/** Whose bookings and contact messages count as the user's own (export and deletion agree). */
export interface RecordOwner {
  userId: string;
  email: string;
  emailVerified: boolean | number | null;
}

/** Better Auth stores the flag as 0/1 on SQLite and as a boolean on PostgreSQL. */
export function isVerified(value: RecordOwner["emailVerified"]): boolean {
  return value === true || value === 1;
}

/**
 * Rows sent while signed in to the account, plus rows sent from its e-mail address once that
 * address is verified. An unverified address proves nothing: anyone can sign up with someone
 * else's address, and must not be able to read or erase that person's bookings and messages.
 */
export async function ownedBookingIds(db: Kysely<Database>, owner: RecordOwner): Promise<string[]> {
  const key = owner.email.trim().toLowerCase();
  const rows = await db
    .selectFrom("demoBooking")
    .select("id")
    .where((eb) =>
      isVerified(owner.emailVerified)
        ? eb.or([eb("userId", "=", owner.userId), eb("emailKey", "=", key)])
        : eb("userId", "=", owner.userId),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** Contact messages by the same rule as ownedBookingIds. */
export async function ownedMessageIds(db: Kysely<Database>, owner: RecordOwner): Promise<string[]> {
  const key = owner.email.trim().toLowerCase();
  const rows = await db
    .selectFrom("contactMessage")
    .select("id")
    .where((eb) =>
      isVerified(owner.emailVerified)
        ? eb.or([eb("userId", "=", owner.userId), eb(eb.fn("lower", ["email"]), "=", key)])
        : eb("userId", "=", owner.userId),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The owner fields of one user, or undefined. */
export async function getRecordOwner(
  db: Kysely<Database>,
  userId: string,
): Promise<RecordOwner | undefined> {
  const row = await db
    .selectFrom("user")
    .select(["id", "email", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && { userId: row.id, email: row.email, emailVerified: row.emailVerified };
}
