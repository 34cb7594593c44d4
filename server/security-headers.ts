import type { MiddlewareHandler } from "hono";
import { randomBytes } from "node:crypto";
import type { AppConfig } from "../app/.server/config";
import type { Env } from "./app";

/**
 * The Content-Security-Policy. Scripts are allowed by a per-request nonce on rendered pages, or
 * by the hashes of their inline scripts on pages served from the page cache (server/page-cache.ts),
 * whose bytes are the same for every visitor; 'strict-dynamic' lets either load our modules.
 */
export function contentSecurityPolicy(config: AppConfig, scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")} 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.siteUrl.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The headers every response carries, whatever it is. */
export function fixedSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    ...(config.siteUrl.startsWith("https://")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

/**
 * Security headers for every response, with a fresh CSP nonce per request that React
 * Router's inline scripts carry. Development skips the CSP: Vite's HMR injects its own scripts.
 */
export function securityHeaders(config: AppConfig, mode: string): MiddlewareHandler<Env> {
  const fixed = Object.entries(fixedSecurityHeaders(config));
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    // A cached page brings its own hash-based policy.
    if (mode === "production" && !h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", contentSecurityPolicy(config, [`'nonce-${nonce}'`]));
    }
    for (const [name, value] of fixed) h.set(name, value);
  };
}
