import type { Context } from "hono";
import { consumeRateLimit } from "../app/.server/platform/rate-limit";
import { unsubscribe } from "../app/.server/newsletter/writes";
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

export function oneClickUnsubscribe(services: AppServices) {
  return async (c: Context<Env>) => {
    const token = c.req.query("t") ?? "";
    if (c.req.method !== "POST") {
      // Opened as a link: the page asks before it unsubscribes (a link preview must not).
      return c.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 303);
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
    const ok = await unsubscribe(services.db, token);
    return ok
      ? c.text("Unsubscribed. You won't receive the Learnova newsletter any more.", 200)
      : c.text("This unsubscribe link is incomplete or no longer valid.", 404);
  };
}
