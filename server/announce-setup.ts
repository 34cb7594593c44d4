import type { AppServices } from "../app/.server/platform/types";
import { ensureSetupToken } from "../app/.server/auth/setup";

/**
 * While no admin exists, prints the one-time /setup link. It goes to stderr as plain text,
 * not through the JSON logger, which never carries tokens.
 */
export async function announceSetup(services: AppServices): Promise<void> {
  const token = await ensureSetupToken(services);
  if (!token) return;
  process.stderr.write(
    `\n  No admin account exists yet. Create the first one at:\n  ${services.config.siteUrl}/setup?token=${token}\n\n`,
  );
}
