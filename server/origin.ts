import type { MiddlewareHandler } from "hono";
import type { AppConfig } from "../app/.server/config";
import type { Env } from "./app";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for form posts to our pages: a state change must come from our own origin.
 * Browsers always send Origin on POST; Sec-Fetch-Site covers the rare case they don't.
 */
export function checkOrigin(config: AppConfig): MiddlewareHandler<Env> {
  const allowed = new Set([new URL(config.siteUrl).origin, ...config.allowedOrigins]);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const url = new URL(c.req.url);
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const sameHost = origin !== undefined && origin === url.origin;
    if (origin !== undefined && origin !== "null" && (sameHost || allowed.has(origin))) {
      return next();
    }
    if (origin === undefined && (fetchSite === undefined || fetchSite === "same-origin")) {
      return next();
    }
    return c.text("Cross-site request refused.", 403);
  };
}
