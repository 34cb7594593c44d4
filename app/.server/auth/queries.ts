import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

/** How many unexpired sessions the user has besides the one with this token. */
export async function countOtherSessions(
  db: Kysely<Database>,
  userId: string,
  currentToken: string,
): Promise<number> {
  const rows = await db
    .selectFrom("session")
    .select(["token", "expiresAt"])
    .where("userId", "=", userId)
    .execute();
  const now = Date.now();
  return rows.filter((r) => r.token !== currentToken && new Date(r.expiresAt).getTime() > now)
    .length;
}
