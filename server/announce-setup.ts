import type { AppServices } from "../app/.server/platform/types";
import { ensureSetupToken } from "../app/.server/auth/setup";

/**
 * While no admin exists, prints the one-time /setup link, as one JSON line like every other
 * (docs/decisions/0028-every-log-line-is-json.md). It is a warning, so it shows at the default
 * level and above; the link is under `setupUrl`, a name the logger's redaction leaves alone.
 */
export async function announceSetup(services: AppServices): Promise<void> {
  const token = await ensureSetupToken(services);
  if (!token) return;
  services.log.warn(
    { setupUrl: `${services.config.siteUrl}/setup?token=${token}` },
    "No admin account exists yet. Create the first one at setupUrl.",
  );
}
