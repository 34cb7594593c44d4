import { isAPIError } from "better-auth/api";
import { redirect } from "react-router";
import { ACCOUNT_DELETED_NOTICE, ACCOUNT_DELETED_PARAM } from "~/lib/account-notices";
import { AUTH_MESSAGES as MESSAGES } from "~/lib/auth-messages";
import { formFailure as failed, formSuccess } from "~/lib/form-result";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "~/lib/schemas/account";
import { callAuth, redirectWithCookies } from "../auth/calls";
import { refusalOfError } from "../auth/refusals";
import { formAnswer as answer, parseForm } from "../kit/form-action";
import { consumeRateLimit, type RateLimitRule } from "../platform/rate-limit";
import { deleteAccount } from "./writes";
import { resetFeed } from "../classes/writes-feeds";
import { setClassReminders } from "../classes/writes-reminders";
import { liveFeed } from "../classes/queries-feeds";
import { LastAdminError } from "../users/queries";
import { updateProfile } from "../users/writes";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";

// The /account-settings forms, one handler per form intent. The caller has already checked the
// user (requireUser); every input is validated here again whatever the browser did.

const RATES: Record<string, RateLimitRule> = {
  profile: { limit: 20, windowSeconds: 600 },
  password: { limit: 5, windowSeconds: 900 },
  sessions: { limit: 10, windowSeconds: 600 },
  delete: { limit: 5, windowSeconds: 900 },
  calendar: { limit: 10, windowSeconds: 600 },
  classReminders: { limit: 20, windowSeconds: 600 },
};

interface Args {
  services: AppServices;
  user: SessionUser;
  request: Request;
  /** The post's fields (read by readForm). */
  form: Record<string, string>;
}

type Answer = ReturnType<typeof answer> | Response;

const succeeded = (intent: string, title: string, message: string) =>
  formSuccess(title, message, intent);

/** Runs the form's intent after its rate limit; unknown intents are refused. */
export async function handleAccountIntent(args: Args): Promise<Answer> {
  const intent = args.form.intent ?? "";
  // Own keys only: "__proto__" or "toString" must not find Object's members.
  const handler = Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent] : undefined;
  if (!handler) return answer(failed({}, "Unknown action."), 400);
  const limit = await consumeRateLimit(
    args.services.db,
    `account:${intent}:${args.user.id}`,
    RATES[intent],
  );
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return answer(
      failed(
        {},
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        intent,
      ),
      429,
    );
  }
  try {
    return await handler(args);
  } catch (error) {
    // Any other refusal of Better Auth's (a session that ended meanwhile) is the visitor's 4xx,
    // said in our words; only a 5xx is ours (issue 23, item 8).
    if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.statusCode === 401
          ? "Your session has ended. Please sign in again."
          : "That could not be done. Please check the form and try again.";
      return answer(failed({}, message, intent), error.statusCode);
    }
    throw error;
  }
}

const HANDLERS: Record<string, (args: Args) => Promise<Answer>> = {
  async classReminders({ services, user, form }) {
    // A checkbox: ticked sends "on", unticked sends nothing.
    const value = form.classReminders;
    if (value !== undefined && value !== "on") {
      return answer(failed({}, "Tick the box or leave it empty.", "classReminders"), 400);
    }
    const on = value === "on";
    await setClassReminders(services.db, user.id, on);
    return answer(
      succeeded(
        "classReminders",
        on ? "Class reminders on" : "Class reminders off",
        on
          ? "We'll e-mail you 24 hours and 1 hour before each class."
          : "We won't e-mail you reminders before your classes.",
      ),
    );
  },

  async profile({ services, user, form }) {
    const parsed = parseForm(profileSchema, form, "profile");
    if (!parsed.ok) return parsed.answer;
    await updateProfile(services.db, user.id, parsed.data);
    return answer(succeeded("profile", "Profile saved", "Your profile has been updated."));
  },

  async password({ services, request, form }) {
    const parsed = parseForm(changePasswordSchema, form, "password");
    if (!parsed.ok) return parsed.answer;
    try {
      // Other devices are signed out; this one gets a fresh session cookie.
      const { headers } = await services.auth.api.changePassword({
        body: {
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.newPassword,
          revokeOtherSessions: true,
        },
        headers: request.headers,
        returnHeaders: true,
      });
      const cookies = new Headers();
      for (const cookie of headers.getSetCookie()) cookies.append("set-cookie", cookie);
      return answer(
        succeeded(
          "password",
          "Password changed",
          "Your password has been changed and your other devices have been signed out.",
        ),
        200,
        cookies,
      );
    } catch (error) {
      const code = isAPIError(error)
        ? (error.body as { code?: string } | undefined)?.code
        : undefined;
      if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
        return answer(
          failed(
            {},
            "Your account signs in with Google, so it has no password to change.",
            "password",
          ),
          400,
        );
      }
      // The schema keeps the new password within Better Auth's limits, so a password it calls
      // wrong or too long is the current one: no password that long was ever accepted.
      if (code === "INVALID_PASSWORD" || code === "PASSWORD_TOO_LONG") {
        return answer(
          failed({ currentPassword: MESSAGES.currentPasswordWrong }, undefined, "password"),
          400,
        );
      }
      const refused = refusalOfError(error, "newPassword");
      if (refused?.field) {
        return answer(
          failed({ [refused.field]: refused.message }, undefined, "password"),
          refused.status,
        );
      }
      throw error;
    }
  },

  async sessions({ services, request }) {
    await services.auth.api.revokeOtherSessions({ headers: request.headers });
    return answer(
      succeeded(
        "sessions",
        "Signed out elsewhere",
        "You have been signed out of every other device.",
      ),
    );
  },

  async calendar({ services, user }) {
    // Makes the first address or replaces the current one; the old one answers 404 at once.
    const hadOne = Boolean(await liveFeed(services.db, services.config.authSecret, user.id));
    await resetFeed(services.db, services.config.authSecret, user.id);
    return answer(
      hadOne
        ? succeeded(
            "calendar",
            "Calendar link reset",
            "Your calendar has a new address; the old one no longer works.",
          )
        : succeeded("calendar", "Calendar link made", "Your private calendar address is ready."),
    );
  },

  async delete({ services, user, request, form }) {
    const parsed = parseForm(deleteAccountSchema(user.email), form, "delete");
    if (!parsed.ok) return parsed.answer;
    try {
      await deleteAccount(services.db, user.id);
    } catch (error) {
      if (error instanceof LastAdminError) {
        return answer(
          failed(
            {},
            "You are the only admin, so your account cannot be deleted. Make someone else an admin first.",
            "delete",
          ),
          409,
        );
      }
      throw error;
    }
    services.log.info({ userId: user.id }, "account deleted by its owner");
    // The session row is gone with the user; sign-out clears the browser's cookies too.
    const signOut = await callAuth(services, request, "/sign-out", {});
    // The dialog (JavaScript) toasts and goes home itself; a plain form post is redirected.
    if (form.answer === "data") {
      const cookies = new Headers();
      for (const cookie of signOut.headers.getSetCookie()) cookies.append("set-cookie", cookie);
      return answer(succeeded("delete", "Account deleted", ACCOUNT_DELETED_NOTICE), 200, cookies);
    }
    // The home page says so (the JavaScript dialog toasts instead).
    const home = `/?${ACCOUNT_DELETED_PARAM}`;
    return signOut.ok ? redirectWithCookies(home, signOut) : redirect(home);
  },
};
