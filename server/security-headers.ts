import type { MiddlewareHandler } from "hono";
import { randomBytes } from "node:crypto";
import type { AppConfig } from "../app/.server/config";
import type { Env } from "./app";

/**
 * Security headers for every response, with a fresh CSP nonce per request that React
 * Router's inline scripts carry. Development skips the CSP: Vite's HMR injects its own scripts.
 */
export function securityHeaders(config: AppConfig, mode: string): MiddlewareHandler<Env> {
  const https = config.siteUrl.startsWith("https://");
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    if (mode === "production") {
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "media-src 'self'",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          ...(https ? ["upgrade-insecure-requests"] : []),
        ].join("; "),
      );
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
