import type { CompiledQuery, Kysely } from "kysely";
import type { DatabaseHandle } from "../platform/db/connect";
import type { Database } from "../platform/db/schema";
import type { Profile } from "../users/queries";

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

/** A session's user as the pages know them (users/queries.ts Profile), with the session's expiry. */
export type SessionVisitorRow = Profile & { expiresAt: Date | string };

/**
 * Who a session token belongs to, for the header of a public page and for every page the app
 * renders (auth/session-cookie.ts).
 * Asked on every signed-in request: compiled once per handle, and run straight on the engine
 * (DatabaseHandle.firstRow), so that on SQLite the answer comes in the same turn (decision 0052).
 */
export function sessionVisitor(
  handle: Pick<DatabaseHandle, "db" | "firstRow">,
  token: string,
): SessionVisitorRow | undefined | Promise<SessionVisitorRow | undefined> {
  let compiled = visitorQueries.get(handle.db);
  if (!compiled) {
    compiled = handle.db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select([
        "session.expiresAt",
        "user.id",
        "user.name",
        "user.email",
        "user.role",
        "user.accountType",
        "user.phone",
      ])
      .where("session.token", "=", "")
      .compile();
    visitorQueries.set(handle.db, compiled);
  }
  return handle.firstRow<SessionVisitorRow>("learnova_session_visitor", compiled.sql, [token]);
}

const visitorQueries = new WeakMap<object, CompiledQuery>();
