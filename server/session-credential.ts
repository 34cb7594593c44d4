/** Better Auth's session cookie, with or without the __Secure- prefix it gets over HTTPS. */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/**
 * Whether a request carries anything that could identify a session (the cookie or a bearer
 * token). Without one there is nobody to look up: the page cache may answer, and the session
 * lookup, which costs as much as a small page, is skipped.
 */
export function carriesSessionCredential(
  cookie: string | null | undefined,
  authorization: string | null | undefined,
): boolean {
  return Boolean(authorization) || SESSION_COOKIE.test(cookie ?? "");
}
