import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AppServices } from "../platform/types";
import { writeAudit } from "../audit/writes";
import {
  deleteSetting,
  getSetting,
  putSetting,
  putSettingIfAbsent,
  takeSetting,
} from "../platform/settings";
import { countAdmins } from "../users/queries";
import { setRole } from "../users/writes";

const KEY = "setupToken";

/**
 * While no admin exists, returns the one-time token for /setup (creating it once, so every
 * process and restart prints the same link). Returns undefined once an admin exists.
 */
export async function ensureSetupToken(services: AppServices): Promise<string | undefined> {
  if ((await countAdmins(services.db)) > 0) {
    await deleteSetting(services.db, KEY);
    return undefined;
  }
  const existing = await getSetting(services.db, KEY);
  if (existing) return existing;
  const token = randomBytes(24).toString("base64url");
  await putSetting(services.db, KEY, token);
  return token;
}

/** True while /setup should be reachable with this token. */
export async function isValidSetupToken(services: AppServices, token: string): Promise<boolean> {
  if ((await countAdmins(services.db)) > 0) return false;
  const expected = await getSetting(services.db, KEY);
  if (!expected || token.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(expected));
}

export class SetupClosedError extends Error {}

/**
 * Creates the first admin through Better Auth's sign-up (so the password is hashed the usual
 * way) and promotes it. The token is claimed first, by deleting it only if it still holds this
 * value: of any number of concurrent posts exactly one claims it, and the others are refused as
 * if setup were closed. If the sign-up then fails (a taken address, a refused value), the token
 * is put back so the admin can correct the form and try again. Returns the sign-up response so
 * its cookie signs the new admin in.
 */
export async function createFirstAdmin(
  services: AppServices,
  input: { token: string; name: string; email: string; password: string },
  headers: Headers,
): Promise<Response> {
  if (!(await isValidSetupToken(services, input.token))) throw new SetupClosedError();
  if (!(await takeSetting(services.db, KEY, input.token))) throw new SetupClosedError();
  let created: { id: string; email: string } | undefined;
  try {
    const response = await services.auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers,
      asResponse: true,
    });
    if (!response.ok) return response;
    const body = (await response.clone().json()) as { user?: { id: string; email: string } };
    if (!body.user) return response;
    await setRole(services.db, body.user.id, "admin");
    created = body.user;
    await writeAudit(services.db, {
      actorId: created.id,
      actorEmail: created.email,
      action: "setup.first-admin",
      entity: "user",
      entityId: created.id,
    });
    return response;
  } finally {
    if (!created && (await countAdmins(services.db)) === 0) {
      await putSettingIfAbsent(services.db, KEY, input.token);
    }
  }
}
