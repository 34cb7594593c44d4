import type { MiddlewareHandler } from "hono";
import { randomBytes } from "node:crypto";
import type { AppConfig } from "../app/.server/platform/config";
import type { Env } from "./env";

/**
 * What Google Identity Services needs (their CSP guide: the script, and its frames, requests
 * and styles under the script's folder), only when Google sign-in is configured. With
 * 'strict-dynamic' our own scripts may add the script; the host entry serves older browsers.
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

/**
 * The Content-Security-Policy for this configuration, as a function of the page's script
 * sources. Scripts are allowed by a per-request nonce on rendered pages, or by the hashes of
 * their inline scripts on pages served from the page cache (server/page-cache.ts), whose bytes
 * are the same for every visitor; 'strict-dynamic' lets either load our modules. Everything but
 * the script sources is fixed by the configuration, so it is built once, not per response.
 */
export function contentSecurityPolicy(config: AppConfig): (scriptSources: string[]) => string {
  const google = googleSources(config);
  const before = "default-src 'self'; script-src 'self' ";
  const after = [
    ` 'strict-dynamic'${google.script}`,
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
    ...(config.siteUrl.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return (scriptSources) => `${before}${scriptSources.join(" ")}${after}`;
}

/** Referrer policies a page may keep: stricter than the site's towards other sites. */
const STRICTER_REFERRER = new Set(["no-referrer", "same-origin"]);

/** The headers every response carries, whatever it is. */
export function fixedSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // Google's sign-in windows must be able to talk back to the page that opened them.
    "Cross-Origin-Opener-Policy": config.google ? "same-origin-allow-popups" : "same-origin",
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
  const policy = contentSecurityPolicy(config);
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    // A cached page brings its own hash-based policy.
    if (mode === "production" && !h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", policy([`'nonce-${nonce}'`]));
    }
    for (const [name, value] of fixed) {
      // A page whose address is a credential (the booker's manage link) sends no referrer to
      // other sites; the site-wide policy must not loosen it.
      if (name === "Referrer-Policy" && STRICTER_REFERRER.has(h.get(name) ?? "")) continue;
      h.set(name, value);
    }
  };
}
