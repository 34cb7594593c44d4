import { createHash, createHmac, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

// Private calendar feeds (docs/classes.md "Calendars"): one live token per person. Only the
// token's hash is stored, so the database alone never reveals a feed URL. The token is the
// server secret's HMAC of the feed row's random id, so the owner's account page can show the
// same URL again on every visit (docs/decisions/0033-learner-classes-and-feeds.md) while a
// copy of the database without the secret cannot. Resetting revokes the old URL at once, in
// the same transaction that makes the new one.

export function feedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The URL token of a feed row: unguessable without both the row's random id and the secret. */
export function feedToken(secret: string, feedId: string): string {
  return createHmac("sha256", secret).update(`calendar-feed:${feedId}`).digest("base64url");
}

/** Makes a new feed URL token for the user, revoking any earlier one. Returns the token. */
export async function resetFeed(
  db: Kysely<Database>,
  secret: string,
  ownerId: string,
): Promise<string> {
  const id = randomUUID();
  const token = feedToken(secret, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("calendarFeed")
      .set({ revokedAt: now })
      .where("ownerId", "=", ownerId)
      .where("revokedAt", "is", null)
      .execute();
    await trx
      .insertInto("calendarFeed")
      .values({ id, ownerId, tokenHash: feedTokenHash(token), createdAt: now, revokedAt: null })
      .execute();
  });
  return token;
}

/** Revokes the user's feed URL without making a new one. */
export async function revokeFeed(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db
    .updateTable("calendarFeed")
    .set({ revokedAt: new Date().toISOString() })
    .where("ownerId", "=", ownerId)
    .where("revokedAt", "is", null)
    .execute();
}
