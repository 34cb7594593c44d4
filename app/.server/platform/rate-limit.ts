import type { Kysely } from "kysely";
import type { Database } from "./db/schema";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one request against `key` in a fixed window kept in the database, so several server
 * processes share one budget. Returns whether the request is within the limit.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insertInto("rateLimitWindow")
    .values({ key, windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        count: eb
          .case()
          .when("rateLimitWindow.windowStart", "=", windowStart)
          .then(eb("rateLimitWindow.count", "+", 1))
          .else(1)
          .end(),
        windowStart,
      })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000),
  };
}
