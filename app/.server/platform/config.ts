import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";

import type { SiteConfig } from "~/lib/site";

export type { SiteConfig };

export interface GoogleConfig {
  clientId: string;
  /** Needed only by the redirect flow's code exchange; One Tap works with the client id alone. */
  clientSecret: string | undefined;
  /** Where Google's signing keys are published (a local server in tests). */
  jwksUrl: string;
  /** The Google Identity Services script the browser loads for One Tap. */
  identityScriptUrl: string;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  siteUrl: string;
  databaseUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  /** Google sign-in; undefined when GOOGLE_CLIENT_ID is unset (then nothing of Google loads). */
  google: GoogleConfig | undefined;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (0: none). */
  trustProxy: number;
  allowedOrigins: string[];
  /** Multiplies every rate limit; the test suite raises it so parallel workers don't trip it. */
  rateLimitMultiplier: number;
  bookingChangeCutoffHours: number;
  /** How long a newsletter send's lease lasts unrenewed (app/.server/newsletter-issues/jobs.ts). */
  newsletterLeaseMs: number;
  logLevel: string;
  /** Who may read GET /metrics; with neither a token nor an address it answers 404. */
  metrics: { token: string | undefined; allow: string[] };
  /**
   * Where generated meeting rooms live (MEETING_ROOM_BASE_URL, https): a class with no typed
   * link gets `${base}/${unguessable id}` at first need (app/.server/classes/writes-join.ts).
   */
  meetingRoomBaseUrl?: string;
  site: SiteConfig;
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/**
 * How many proxies stand in front of us. "true"/"yes" is one (a single reverse proxy); a number
 * says how many X-Forwarded-For entries, counted from the right, were added by our own proxies.
 */
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "" || v === "false" || v === "no") return 0;
    if (v === "true" || v === "yes") return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    ctx.addIssue({ code: "custom", message: "must be false, true or a number of proxy hops" });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.string().min(1).default("sqlite:./data/learnova.db"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_IDENTITY_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://accounts.google.com/gsi/client"),
  TRUST_PROXY: proxyHops,
  ALLOWED_ORIGINS: z.string().default(""),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  BOOKING_CHANGE_CUTOFF_HOURS: z.coerce.number().min(0).max(720).default(12),
  NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  METRICS_ALLOW: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((ip) => ip.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], "must be a comma-separated list of IP addresses"))),
  MEETING_ROOM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_NAME: z.string().min(1).default("Learnova"),
  CONTACT_EMAIL: z.email().default("hello@learnova.example"),
  CONTACT_PHONE: z.string().min(3).default("+91 80 4000 0000"),
  FOUNDED_YEAR: z.coerce.number().int().min(1900).max(2100).default(2024),
  SOCIAL_FACEBOOK: z.string().default("https://www.facebook.com/learnova"),
  SOCIAL_INSTAGRAM: z.string().default("https://www.instagram.com/learnova"),
  SOCIAL_LINKEDIN: z.string().default("https://www.linkedin.com/company/learnova"),
  SOCIAL_YOUTUBE: z.string().default("https://www.youtube.com/@learnova"),
});

export class ConfigError extends Error {}

/** Reads and checks the environment once; throws naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const databaseUrl = e.DATABASE_URL;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_URL: use sqlite:<path> or postgres://user@host/db",
    );
  }
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET && !isLocalUrl(siteUrl)) {
    throw new ConfigError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (32+ random characters)",
    );
  }
  const social = [
    { label: "Facebook", href: e.SOCIAL_FACEBOOK },
    { label: "Instagram", href: e.SOCIAL_INSTAGRAM },
    { label: "LinkedIn", href: e.SOCIAL_LINKEDIN },
    { label: "YouTube", href: e.SOCIAL_YOUTUBE },
  ].filter((s) => s.href !== "");

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    databaseUrl,
    authSecret: e.BETTER_AUTH_SECRET ?? localSecret(databaseUrl),
    smtpUrl: e.SMTP_URL,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          jwksUrl: e.GOOGLE_JWKS_URL,
          identityScriptUrl: e.GOOGLE_IDENTITY_SCRIPT_URL,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(",")
      .map((o) => o.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    /** Until this many hours before a demo the booker may cancel or ask for another time. */
    bookingChangeCutoffHours: e.BOOKING_CHANGE_CUTOFF_HOURS,
    newsletterLeaseMs: e.NEWSLETTER_LEASE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    meetingRoomBaseUrl: e.MEETING_ROOM_BASE_URL?.replace(/\/+$/, ""),
    site: {
      name: e.SITE_NAME,
      email: e.CONTACT_EMAIL,
      phone: e.CONTACT_PHONE,
      foundedYear: e.FOUNDED_YEAR,
      url: siteUrl,
      social,
    },
  };
}

function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/**
 * Without BETTER_AUTH_SECRET (local runs only) a random secret is generated once and kept
 * beside the database, so sessions survive restarts.
 */
function localSecret(databaseUrl: string): string {
  const dataDir = databaseUrl.startsWith("sqlite:")
    ? dirname(resolve(databaseUrl.slice("sqlite:".length)))
    : resolve("data");
  const file = resolve(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
