import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";

// The class-reminder switch (docs/classes.md "Reminders"). Every reminder carries a link that
// switches them off without a sign-in: its token is an HMAC of the user's id under the app's
// secret, the same construction as a booking's view token (app/.server/bookings/queries.ts),
// so nothing is stored and the link can do exactly one thing for one person.

export function classRemindersOffToken(secret: string, userId: string): string {
  return createHmac("sha256", secret)
    .update(`class-reminders-off:${userId}`)
    .digest("base64url")
    .slice(0, 32);
}

export function isClassRemindersOffToken(secret: string, userId: string, token: string): boolean {
  const expected = classRemindersOffToken(secret, userId);
  return (
    token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected))
  );
}

export function classRemindersOffUrl(
  config: Pick<AppConfig, "siteUrl" | "authSecret">,
  userId: string,
): string {
  const t = classRemindersOffToken(config.authSecret, userId);
  return `${config.siteUrl}/class-reminders/off?u=${encodeURIComponent(userId)}&t=${t}`;
}

/**
 * RFC 8058 one-click headers: mail apps POST "List-Unsubscribe=One-Click" to the address
 * (server/one-click-unsubscribe.ts), which is exempt from the origin check by design.
 */
export function classRemindersOffHeaders(
  config: Pick<AppConfig, "siteUrl" | "authSecret">,
  userId: string,
): Record<string, string> {
  const t = classRemindersOffToken(config.authSecret, userId);
  return {
    "List-Unsubscribe": `<${config.siteUrl}/class-reminders/one-click?u=${encodeURIComponent(userId)}&t=${t}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Switches the user's class reminders on or off; false when there is no such user. */
export async function setClassReminders(
  db: Kysely<Database>,
  userId: string,
  on: boolean,
): Promise<boolean> {
  const r = await db
    .updateTable("user")
    .set({ classRemindersOff: on ? 0 : 1 })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function classRemindersOn(db: Kysely<Database>, userId: string): Promise<boolean> {
  const u = await db
    .selectFrom("user")
    .select("classRemindersOff")
    .where("id", "=", userId)
    .executeTakeFirst();
  return !u || Number(u.classRemindersOff) === 0;
}
