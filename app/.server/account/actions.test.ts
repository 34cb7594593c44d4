import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { handleAccountIntent } from "./actions";
import { CLIENT_IP_HEADER } from "../auth/better-auth";
import {
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
  type FormOutcome,
} from "../auth/actions";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";

// Issue 23, item 8: Better Auth refuses values our schemas let through (a current password over
// its 128 characters was a 500). Every auth form answers over-long values with a 4xx and a
// message, and changes nothing.

const SITE = "http://localhost:3999";
const LONG = [50, 129, 5_000, 100_000].map((n) => "x".repeat(n));
/** Longer than any field of these forms accepts (a password's 128 is the longest). */
const OVER = LONG.filter((v) => v.length > 128);

/** A FormResult answer's status and data, as returned by a route's action. */
function unwrap(answer: unknown) {
  const a = answer as { data: Record<string, unknown>; init: { status?: number } | null };
  return {
    status: a.init?.status ?? 200,
    result: a.data as { ok: boolean; errors: object; formError?: string },
  };
}

function problemOf(outcome: FormOutcome) {
  if ("redirect" in outcome) throw new Error("expected a refusal, got a redirect");
  return outcome;
}

/** A refusal: a 4xx with a message beside a field or above the form. */
function expectRefused(
  status: number,
  result: { ok: boolean; errors: object; formError?: string },
) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(result.ok).toBe(false);
  expect(Object.keys(result.errors).length + (result.formError ? 1 : 0)).toBeGreaterThan(0);
}

describe.each(engines)("auth forms with over-long values on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let cookie: string;
  let user: SessionUser;
  let ip = 0;
  const request = () =>
    new Request(`${SITE}/login`, {
      method: "POST",
      headers: { origin: SITE, cookie, [CLIENT_IP_HEADER]: `10.9.0.${++ip}` },
    });

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const res = await services.auth.api.signUpEmail({
      body: { name: "Asha", email: "asha@example.com", password: "long-enough-1" },
      returnHeaders: true,
    });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    user = { id: res.response.user.id, email: "asha@example.com" } as SessionUser;
  });
  afterAll(async () => cleanup());

  const passwordHash = () =>
    services.db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();

  it.each(LONG.map((v) => [v.length, v]))(
    "change password: a %i-character current password is 'not correct', a 4xx",
    async (_, long) => {
      const before = await passwordHash();
      const { status, result } = unwrap(
        await handleAccountIntent({
          services,
          user,
          request: request(),
          form: {
            intent: "password",
            currentPassword: long,
            newPassword: "new-password-1",
            confirmPassword: "new-password-1",
          },
        }),
      );
      expectRefused(status, result);
      expect(result.errors).toEqual({ currentPassword: "Your current password is not correct." });
      expect(await passwordHash()).toEqual(before);
    },
  );

  it.each(OVER.map((v) => [v.length, v]))(
    "every other account-settings field refuses %i characters with a 4xx",
    async (_, long) => {
      const forms: Record<string, string>[] = [
        {
          intent: "password",
          currentPassword: "long-enough-1",
          newPassword: long,
          confirmPassword: long,
        },
        { intent: "profile", name: long, accountType: "student", phone: "" },
        { intent: "profile", name: "Asha", accountType: long, phone: long },
        { intent: "delete", confirmation: long },
      ];
      for (const form of forms) {
        const { status, result } = unwrap(
          await handleAccountIntent({ services, user, request: request(), form }),
        );
        expectRefused(status, result);
      }
    },
  );

  it.each(OVER.map((v) => [v.length, v]))(
    "sign-in, sign-up, forgot and reset refuse %i characters with a 4xx",
    async (_, long) => {
      const email = `${long}@example.com`;
      const outcomes = [
        await signInWithPassword(services, request(), {
          email: "asha@example.com",
          password: long,
        }),
        await signInWithPassword(services, request(), { email, password: long }),
        await signUpWithPassword(services, request(), {
          name: "Ravi",
          email: "ravi@example.com",
          password: long,
          accountType: "student",
        }),
        await signUpWithPassword(services, request(), {
          name: long,
          email,
          password: "long-enough-1",
          accountType: long,
        }),
        await resetPassword(services, request(), {
          token: long,
          password: long,
          confirmPassword: long,
        }),
        await resetPassword(services, request(), {
          token: long,
          password: "long-enough-2",
          confirmPassword: "long-enough-2",
        }),
      ];
      for (const outcome of outcomes) {
        const { status, result } = problemOf(outcome);
        expectRefused(status, result as never);
      }
      // The reset request answers every well-formed address alike (no account is revealed).
      const reset = problemOf(await requestPasswordReset(services, request(), { email }));
      expect(reset.status).toBeLessThan(500);
      const users = await services.db.selectFrom("user").select("id").execute();
      expect(users).toHaveLength(1);
    },
  );

  it("a session that ended meanwhile is a 401 with a message, not a 500", async () => {
    const gone = new Request(`${SITE}/account-settings`, {
      method: "POST",
      headers: { origin: SITE, cookie: "better-auth.session_token=not-a-session" },
    });
    const { status, result } = unwrap(
      await handleAccountIntent({ services, user, request: gone, form: { intent: "sessions" } }),
    );
    expect(status).toBe(401);
    expect(result.formError).toBe("Your session has ended. Please sign in again.");
  });
});
