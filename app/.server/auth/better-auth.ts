import { betterAuth, type BetterAuthOptions } from "better-auth";
import { bearer } from "better-auth/plugins";
import type { Kysely } from "kysely";
import { validateAuthInput } from "./input";
import type { AppConfig } from "../platform/config";
import type { Dialect } from "../platform/db/connect";
import type { Database } from "../platform/db/schema";
import type { Logger } from "../platform/log";
import { createGoogleIdTokenVerifier } from "./google-id-token";
import { queuePasswordResetMail, RESET_TOKEN_TTL_SECONDS } from "./password-reset";
import { claimPendingConversions, markAddressProven } from "../bookings/writes-conversion";
import { isVerified } from "../account/queries";
import { dropUnprovenAccessOnGoogleLink } from "./writes-google";

/** Header our server sets from the socket (or a trusted proxy); any client copy is dropped. */
export const CLIENT_IP_HEADER = "x-learnova-client-ip";

/** A session lasts 30 days and is extended once a day when used (auth/session-cookie.ts reads them too). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export const ACCOUNT_TYPES = ["student", "parent", "professional"] as const;

/** Better Auth's options, shared by the running server and the migrator. */
export function authOptions(
  db: Kysely<Database>,
  dialect: Dialect,
  config: AppConfig,
  log?: Logger,
) {
  const m = config.rateLimitMultiplier;
  return {
    // Better Auth's own messages as our JSON lines, with the request id (issue 23, item 9).
    logger: log ? betterAuthLogger(log) : undefined,
    appName: config.site.name,
    baseURL: config.siteUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: { db, type: dialect },
    trustedOrigins: [config.siteUrl, ...config.allowedOrigins],
    telemetry: { enabled: false },
    // Callable functions also accept "Authorization: Bearer <session token>"
    // (docs/product.md §5.1).
    plugins: [bearer()],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      sendResetPassword: async ({ user, token }) => queuePasswordResetMail(db, config, user, token),
      // The reset link went to the address and nowhere else: using it proves the address
      // (docs/decisions/0024-proven-addresses.md).
      onPasswordReset: async ({ user }) => markAddressProven(db, user.id),
    },
    socialProviders: googleProvider(config),
    account: {
      accountLinking: {
        enabled: true,
        // Google proves the address (we accept only email_verified tokens for linking); our
        // own sign-up does not verify addresses, so Better Auth's default would never link.
        // The account hook below drops whatever access the unproven sign-up had.
        requireLocalEmailVerified: false,
      },
    },
    onAPIError: {
      // OAuth failures that happen before Better Auth knows where the visitor came from.
      errorURL: `${config.siteUrl}${GOOGLE_REDIRECT_ERROR_PATH}`,
    },
    user: {
      additionalFields: {
        // input:false — a sign-up request can never make itself an admin.
        role: { type: "string", required: false, defaultValue: "user", input: false },
        accountType: { type: "string", required: false, defaultValue: "student", input: true },
        phone: { type: "string", required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: Math.round(100 * m),
      customRules: {
        "/sign-in/email": { window: 60, max: Math.round(5 * m) },
        "/sign-up/email": { window: 60, max: Math.round(5 * m) },
        "/request-password-reset": { window: 300, max: Math.round(3 * m) },
        "/reset-password": { window: 300, max: Math.round(5 * m) },
        "/sign-in/social": { window: 60, max: Math.round(10 * m) },
        "/callback/*": { window: 60, max: Math.round(10 * m) },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.siteUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Sign-up and update-user take our profile fields: the forms' own rules apply (auth-input.ts).
    hooks: { before: validateAuthInput },
    databaseHooks: {
      account: {
        create: {
          after: async (account) => {
            if (account.providerId === "google") {
              await dropUnprovenAccessOnGoogleLink(db, account.userId);
            }
          },
        },
      },
      user: {
        // Google's verified address, or a link that proved it: attach the bookings converted
        // while they waited for that proof (docs/decisions/0024-proven-addresses.md).
        create: {
          after: async (user) => {
            if (isVerified(user.emailVerified)) await claimPendingConversions(db, user.id);
          },
          before: async (user) => {
            // The original specification's profile rule (docs/product.md §7.8): name from the
            // display name, else the e-mail's local part.
            const name = String(user.name ?? "").trim() || String(user.email).split("@")[0];
            const accountType = ACCOUNT_TYPES.includes(user.accountType as never)
              ? user.accountType
              : "student";
            return { data: { ...user, name, accountType, role: "user" } };
          },
        },
        update: {
          after: async (user) => {
            if (isVerified(user.emailVerified)) await claimPendingConversions(db, user.id);
          },
        },
      },
    },
  } satisfies BetterAuthOptions;
}

/** Where a failed Google redirect sign-in lands; the layout reads `error` and shows the dialog. */
export const GOOGLE_REDIRECT_ERROR_PATH = "/login?signin=google";

/**
 * Better Auth's Google provider, when GOOGLE_CLIENT_ID is set. ID tokens (One Tap) are checked
 * by our own verifier, so the key endpoint is configurable and testable without Google.
 */
function googleProvider(config: AppConfig) {
  const google = config.google;
  if (!google) return {};
  const verify = createGoogleIdTokenVerifier(google);
  return {
    google: {
      clientId: google.clientId,
      clientSecret: google.clientSecret ?? "",
      verifyIdToken: async (token: string) => (await verify(token)) !== null,
    },
  };
}

export function createAuth(
  db: Kysely<Database>,
  dialect: Dialect,
  config: AppConfig,
  log?: Logger,
) {
  return betterAuth(authOptions(db, dialect, config, log));
}

/** Better Auth's logger option, writing through ours: an error argument keeps its stack. */
function betterAuthLogger(log: Logger) {
  return {
    level: "warn" as const,
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const err = args.find((a): a is Error => a instanceof Error);
      const rest = args.filter((a) => a !== err);
      log[level]({ ...(err ? { err } : {}), ...(rest.length ? { args: rest } : {}) }, message);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether a reset token exists and has not expired (it is deleted once used). */
export async function isResetTokenUsable(auth: Auth, token: string): Promise<boolean> {
  if (!token) return false;
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(row && new Date(row.expiresAt) > new Date());
}
