import { createHmac, timingSafeEqual } from "node:crypto";
import type { MenuUser } from "~/lib/shell";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./better-auth";
import { sessionVisitor } from "./queries";

/**
 * Who is signed in, for a public page answered from its role's cached copy (server/index.ts),
 * read the way Better Auth's getSession reads it but without its cost: its WebCrypto HMAC
 * check and adapter took about 2 ms of the process per request, more than the page (docs/
 * performance.md §9.5). It answers only the common case: one signed session cookie, a live
 * session not yet due for its daily extension. Anything else — a bearer token, Better Auth's
 * other cookies, a session to extend or end — is "ask Better Auth": the app then looks the
 * session up through Better Auth, which writes what it must and sets the cookies.
 */
export async function signedInVisitor(
  services: Pick<AppServices, "db" | "config">,
  cookieHeader: string | null | undefined,
): Promise<MenuUser | null | "ask-better-auth"> {
  const user = await signedInUser(services, cookieHeader);
  if (user === null || user === "ask-better-auth") return user;
  return { name: user.name, email: user.email, role: user.role };
}

/**
 * The same lookup for a page rendered per request (server/app.ts): the user as the loaders
 * know it (platform/session.ts), under the same rules (docs/decisions/0050-learner-pages-
 * without-better-auth-lookups.md).
 */
export async function signedInUser(
  services: Pick<AppServices, "db" | "config">,
  cookieHeader: string | null | undefined,
): Promise<SessionUser | null | "ask-better-auth"> {
  const token = sessionToken(services.config, cookieHeader);
  if (token === undefined) return "ask-better-auth";
  if (token === null) return null;
  const row = await sessionVisitor(services.db, token);
  if (!row) return "ask-better-auth";
  const expires = new Date(row.expiresAt).getTime();
  const now = Date.now();
  // Better Auth's own rule (routes/session): extended once updateAge has passed since the last.
  const dueForExtension =
    expires - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
  if (!(expires > now) || dueForExtension) return "ask-better-auth";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    accountType: row.accountType,
    phone: row.phone ?? null,
  };
}

const keys = new WeakMap<object, { name: string; secret: string }>();

/**
 * The session token of a correctly signed cookie; null when the signature is wrong (Better
 * Auth treats that as signed out); undefined for anything this does not read (then ask Better
 * Auth). Whether the session is live is not checked here: the token only names it.
 */
export function sessionToken(
  config: AppServices["config"],
  cookieHeader: string | null | undefined,
): string | null | undefined {
  if (!cookieHeader) return undefined;
  let key = keys.get(config);
  if (!key) {
    const secure = config.siteUrl.startsWith("https://");
    key = {
      name: `${secure ? "__Secure-" : ""}better-auth.session_token`,
      secret: config.authSecret,
    };
    keys.set(config, key);
  }
  let value: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = part.slice(0, eq).trim();
    if (name.startsWith("better-auth.") || name.startsWith("__Secure-better-auth.")) {
      // Its session-data or don't-remember cookie, or a second token: Better Auth decides.
      if (name !== key.name || value !== undefined) return undefined;
      value = part.slice(eq + 1).trim();
    }
  }
  if (value === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = decoded.slice(0, dot);
  const signature = decoded.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const expected = createHmac("sha256", key.secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
