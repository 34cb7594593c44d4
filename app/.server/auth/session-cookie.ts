import { createHmac, timingSafeEqual } from "node:crypto";
import type { MenuUser } from "~/lib/shell";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./better-auth";
import { sessionVisitor, type SessionVisitorRow } from "./queries";
import { createVerifiedSignatures, type VerifiedSignatures } from "./verified-signatures";

/**
 * Who is signed in, for a public page answered from its role's cached copy (server/index.ts),
 * read the way Better Auth's getSession reads it but without its cost: its WebCrypto HMAC
 * check and adapter took about 2 ms of the process per request, more than the page (docs/
 * performance.md §9.5). It answers only the common case: one signed session cookie, a live
 * session not yet due for its daily extension. Anything else — a bearer token, Better Auth's
 * other cookies, a session to extend or end — is "ask Better Auth": the app then looks the
 * session up through Better Auth, which writes what it must and sets the cookies.
 */
export function signedInVisitor(
  services: Pick<AppServices, "handle" | "config">,
  cookieHeader: string | null | undefined,
): MenuUser | null | "ask-better-auth" | Promise<MenuUser | null | "ask-better-auth"> {
  const user = signedInUser(services, cookieHeader);
  return user instanceof Promise ? user.then(menuUserOf) : menuUserOf(user);
}

function menuUserOf(user: SessionUser | null | "ask-better-auth") {
  if (user === null || user === "ask-better-auth") return user;
  return { name: user.name, email: user.email, role: user.role };
}

/**
 * The same lookup for a page rendered per request (server/app.ts): the user as the loaders
 * know it (platform/session.ts), under the same rules (docs/decisions/0050-learner-pages-
 * without-better-auth-lookups.md). On SQLite the answer is not a promise: a role copy is then
 * written in the turn its request arrived in, as a cache hit is (decision 0052).
 */
export function signedInUser(
  services: Pick<AppServices, "handle" | "config">,
  cookieHeader: string | null | undefined,
): SessionUser | null | "ask-better-auth" | Promise<SessionUser | null | "ask-better-auth"> {
  const token = sessionToken(services.config, cookieHeader);
  if (token === undefined) return "ask-better-auth";
  if (token === null) return null;
  const row = sessionVisitor(services.handle, token);
  return row instanceof Promise ? row.then(liveUserOf) : liveUserOf(row);
}

/** The session's user while it is live and not due for extension, else "ask Better Auth". */
function liveUserOf(row: SessionVisitorRow | undefined): SessionUser | "ask-better-auth" {
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

const keys = new WeakMap<object, { name: string; secret: string; verified: VerifiedSignatures }>();

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
      verified: createVerifiedSignatures(),
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
  const known = key.verified.tokenOf(value);
  if (known !== undefined) return known;
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
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  key.verified.remember(value, token);
  return token;
}
