import type { Context, MiddlewareHandler } from "hono";
import type { AppConfig } from "../app/.server/platform/config";
import type { Env } from "./env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser sent this request from a page of another site that is not allowed.
 *
 * With an Origin header, the origin must be ours or listed ("null", the origin of sandboxed
 * frames and of some redirects, is never ours). Without one, Sec-Fetch-Site decides: browsers
 * send it on every request, and anything but "same-origin" ("cross-site", "same-site", or
 * "none" for a request no page made) means the request did not come from our pages. A request
 * with neither header is not from a browser (curl, a server, a mobile app) and cannot carry a
 * visitor's cookies against their will, so it is let through.
 */
export function isCrossSiteRequest(
  headers: Headers,
  allowedOrigins: Iterable<string>,
  selfOrigin: string | readonly string[],
): boolean {
  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return true;
    const own = typeof selfOrigin === "string" ? [selfOrigin] : selfOrigin;
    return !own.includes(origin) && !new Set(allowedOrigins).has(origin);
  }
  const fetchSite = headers.get("sec-fetch-site");
  return fetchSite !== null && fetchSite !== "same-origin";
}

/**
 * CSRF guard for state changes (form posts to our pages, Better Auth's endpoints): a request
 * that changes something must come from our own origin or a listed one.
 */
export function checkOrigin(
  config: AppConfig,
  refuse: (c: Context<Env>) => Response = (c) => c.text("Cross-site request refused.", 403),
): MiddlewareHandler<Env> {
  const siteOrigin = new URL(config.siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // The address the request was sent to counts as ours too (a server reached by its IP).
    const self = [siteOrigin, new URL(c.req.url).origin];
    if (isCrossSiteRequest(c.req.raw.headers, config.allowedOrigins, self)) return refuse(c);
    return next();
  };
}
