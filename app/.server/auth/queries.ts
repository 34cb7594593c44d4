import { CompiledQuery, type Kysely } from "kysely";
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

/**
 * Who a session token belongs to, for the header of a public page and for every page the app
 * renders (auth/session-cookie.ts).
 * Asked on every signed-in visit of a cached page: compiled once per handle, not per request.
 */
export async function sessionVisitor(db: Kysely<Database>, token: string) {
  let compiled = visitorQueries.get(db);
  if (!compiled) {
    compiled = db
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
    visitorQueries.set(db, compiled);
  }
  const { rows } = await db.executeQuery(CompiledQuery.raw(compiled.sql, [token]));
  return rows[0] as (Profile & { expiresAt: Date | string }) | undefined;
}

const visitorQueries = new WeakMap<object, CompiledQuery>();
