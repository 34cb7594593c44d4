import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

// Private calendar feeds (docs/classes.md "Calendars"): one live token per person. The token
// is random (never derived from anything) and only its hash is stored; resetting revokes the
// old URL at once, in the same transaction that makes the new one.

export function feedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Makes a new feed URL token for the user, revoking any earlier one. Returns the token. */
export async function resetFeed(db: Kysely<Database>, ownerId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
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
      .values({
        id: randomUUID(),
        ownerId,
        tokenHash: feedTokenHash(token),
        createdAt: now,
        revokedAt: null,
      })
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
