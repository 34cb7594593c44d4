import type { Context } from "hono";
import { consumeRateLimit } from "../app/.server/platform/rate-limit";
import { unsubscribe } from "../app/.server/newsletter/writes";
import {
  isClassRemindersOffToken,
  setClassReminders,
} from "../app/.server/classes/writes-reminders";
import type { AppServices } from "../app/.server/platform/types";
import type { Env } from "./env";

// RFC 8058 one-click unsubscribe (`List-Unsubscribe: <…/unsubscribe/one-click?t=…>` with
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). The mail provider POSTs from its own
// servers, without cookies and without a page of ours: the origin check that guards our forms
// would mean nothing here, so this address is exempt from it by design. The token in the
// address is the credential (192 random bits, one per subscriber); what it can do is
// unsubscribe that one address, idempotently. Posts are rate limited per client address.

/**
 * RFC 8058 §3.1: the provider's POST carries the one key/value pair "List-Unsubscribe=One-Click",
 * form-encoded or as multipart form data. A POST without it (a scanner, a stray request) is not
 * a one-click unsubscribe and changes nothing. The body is capped by the app's page limit.
 */
function isOneClickBody(contentType: string, body: string): boolean {
  if (/^multipart\/form-data\b/i.test(contentType)) {
    return /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  }
  return new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
}

/** Posts per client address per minute (times RATE_LIMIT_MULTIPLIER). */
export const ONE_CLICK_PER_MINUTE = 120;

/** What one one-click address does: where its GET goes, and the change its POST makes. */
interface OneClickAction {
  /** The page a GET (the address opened as a link) is sent on to; it asks first. */
  page: (c: Context<Env>) => string;
  /** Makes the change; false when the address's credential is not valid. */
  run: (c: Context<Env>) => Promise<boolean>;
  done: string;
  invalid: string;
}

function oneClick(services: AppServices, action: OneClickAction) {
  return async (c: Context<Env>) => {
    if (c.req.method !== "POST") {
      // Opened as a link: the page asks before it changes anything (a link preview must not).
      return c.redirect(action.page(c), 303);
    }
    const { allowed, retryAfterSeconds } = await consumeRateLimit(
      services.db,
      `one-click:${c.get("clientIp")}`,
      {
        limit: Math.max(1, Math.round(ONE_CLICK_PER_MINUTE * services.config.rateLimitMultiplier)),
        windowSeconds: 60,
      },
    );
    c.header("Cache-Control", "no-store");
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.text("Too many requests. Try again later.", 429);
    }
    const body = await c.req.text();
    if (!isOneClickBody(c.req.header("content-type") ?? "", body)) {
      return c.text(
        "This address unsubscribes in one click from a mail app: its POST must carry List-Unsubscribe=One-Click.",
        400,
      );
    }
    return (await action.run(c)) ? c.text(action.done, 200) : c.text(action.invalid, 404);
  };
}

export function oneClickUnsubscribe(services: AppServices) {
  return oneClick(services, {
    page: (c) => `/unsubscribe?token=${encodeURIComponent(c.req.query("t") ?? "")}`,
    run: (c) => unsubscribe(services.db, c.req.query("t") ?? ""),
    done: "Unsubscribed. You won't receive the Learnova newsletter any more.",
    invalid: "This unsubscribe link is incomplete or no longer valid.",
  });
}

/**
 * The class reminders' one-click address (app/.server/classes/writes-reminders.ts): its
 * credential is the signed token of one user, and all it can do is switch their reminders off.
 */
export function oneClickClassRemindersOff(services: AppServices) {
  return oneClick(services, {
    page: (c) =>
      `/class-reminders/off?u=${encodeURIComponent(c.req.query("u") ?? "")}&t=${encodeURIComponent(c.req.query("t") ?? "")}`,
    run: async (c) => {
      const userId = c.req.query("u") ?? "";
      const token = c.req.query("t") ?? "";
      return (
        !!userId &&
        isClassRemindersOffToken(services.config.authSecret, userId, token) &&
        (await setClassReminders(services.db, userId, false))
      );
    },
    done: "Class reminders are off. We won't e-mail you before your classes any more.",
    invalid: "This link is incomplete or no longer valid.",
  });
}
