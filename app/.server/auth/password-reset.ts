import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { enqueueMail } from "../outbox/writes";
import { passwordResetEmail } from "../outbox/templates";
import { consumeRateLimit } from "../platform/rate-limit";

/** How long a reset link works. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Mails to one address per hour, whoever asks: stops the form being used to flood an inbox. */
const MAILS_PER_ADDRESS_PER_HOUR = 3;

export function resetPasswordUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Better Auth's sendResetPassword: queues the mail in the outbox. Past the per-address limit
 * the mail is silently skipped, so the page still answers the same for every address.
 */
export async function queuePasswordResetMail(
  db: Kysely<Database>,
  config: AppConfig,
  user: { email: string; name: string },
  token: string,
): Promise<void> {
  const addressKey = createHash("sha256").update(user.email.toLowerCase()).digest("hex");
  const { allowed } = await consumeRateLimit(db, `reset-mail:${addressKey}`, {
    limit: Math.max(1, Math.round(MAILS_PER_ADDRESS_PER_HOUR * config.rateLimitMultiplier)),
    windowSeconds: 3600,
  });
  if (!allowed) return;
  const mail = passwordResetEmail(config.site, {
    name: user.name || user.email.split("@")[0],
    url: resetPasswordUrl(config.siteUrl, token),
    expiresInMinutes: RESET_TOKEN_TTL_SECONDS / 60,
  });
  await enqueueMail(db, { to: user.email, kind: "password-reset", ...mail });
}
