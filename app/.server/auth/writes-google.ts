import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

/**
 * Runs when a Google account is linked to an existing user by e-mail. If that user's address
 * was never verified, whoever registered it may not own it (a "pre-hijack": someone signs up
 * with your address first and waits for you to use Google). The Google owner has now proven
 * the address, so the unproven password and every open session are dropped; the owner can set
 * a password again with "Forgot password?".
 */
export async function dropUnprovenAccessOnGoogleLink(
  db: Kysely<Database>,
  userId: string,
): Promise<void> {
  const user = await db
    .selectFrom("user")
    .select("emailVerified")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user || Number(user.emailVerified) === 1 || user.emailVerified === true) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("account")
      .where("userId", "=", userId)
      .where("providerId", "=", "credential")
      .execute();
    await trx.deleteFrom("session").where("userId", "=", userId).execute();
  });
}
