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
  const google = googleSources(config);
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
          `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${google.script}`,
          `style-src 'self' 'unsafe-inline'${google.style}`,
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "media-src 'self'",
          `connect-src 'self'${google.connect}`,
          ...(google.frame ? [`frame-src${google.frame}`] : []),
          "object-src 'none'",
          "base-uri 'self'",
          `form-action 'self'${google.formAction}`,
          "frame-ancestors 'none'",
          ...(https ? ["upgrade-insecure-requests"] : []),
        ].join("; "),
      );
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    // Google's sign-in windows must be able to talk back to the page that opened them.
    h.set("Cross-Origin-Opener-Policy", google.frame ? "same-origin-allow-popups" : "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/**
 * What Google Identity Services needs (their CSP guide: the script, and its frames, requests
 * and styles under the script's folder), only when Google sign-in is configured. With
 * 'strict-dynamic' our nonced code may add the script; the host entry serves older browsers.
 */
function googleSources(config: AppConfig) {
  if (!config.google) return { script: "", style: "", connect: "", frame: "", formAction: "" };
  const script = new URL(config.google.identityScriptUrl);
  const folder = new URL(".", script).href;
  return {
    script: ` ${script.origin}${script.pathname}`,
    style: ` ${folder}style`,
    connect: ` ${folder}`,
    frame: ` ${folder}`,
    // Without JavaScript, 'Continue with Google' is a form post answered with a redirect to
    // Google's sign-in page, and form-action also governs where a form's redirects may go.
    formAction: config.google.clientSecret ? " https://accounts.google.com/o/oauth2/" : "",
  };
}
