// Reads of the public newsletter side: a subscriber by their unsubscribe token. The changes
// are in writes.ts.
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

/** Looks up who an unsubscribe token belongs to (for the page's confirmation button). */
export async function findByUnsubscribeToken(db: Kysely<Database>, unsubscribeToken: string) {
  if (!unsubscribeToken || unsubscribeToken.length > 100) return undefined;
  return db
    .selectFrom("newsletterSubscriber")
    .select(["email", "status"])
    .where("unsubscribeToken", "=", unsubscribeToken)
    .executeTakeFirst();
}
