import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "./better-auth";
import {
  MESSAGES,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
  type FormOutcome,
} from "./actions";
import { isResetTokenUsable } from "./better-auth";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";

const SITE = "http://localhost:3999";
let ipCounter = 0;
/** A fresh client address per test, so Better Auth's per-address limits never leak across. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function formRequest(ip: string, cookie?: string): Request {
  const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}/login`, { method: "POST", headers });
}

function cookieOf(outcome: FormOutcome): string {
  if (!("redirect" in outcome))
    throw new Error(`expected a redirect, got ${JSON.stringify(outcome)}`);
  return outcome.redirect.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe.each(engines)("account forms on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine, { RATE_LIMIT_MULTIPLIER: "1" }));
  });
  afterAll(async () => cleanup());

  const signUp = (ip: string, email: string, name = "Asha Rao") =>
    signUpWithPassword(services, formRequest(ip), {
      name,
      email,
      password: "first-password-1",
      accountType: "parent",
      redirectTo: "/upcoming-courses",
    });

  const resetMails = (to: string) =>
    services.db
      .selectFrom("emailOutbox")
      .select(["to", "subject", "text", "html", "kind"])
      .where("to", "=", to)
      .where("kind", "=", "password-reset")
      .execute();

  const tokenOf = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? "";

  it("signs up with the chosen account type, signs in and goes where asked", async () => {
    const outcome = await signUp(freshIp(), "asha@example.com");
    expect("redirect" in outcome && outcome.redirect.headers.get("location")).toBe(
      "/upcoming-courses",
    );
    expect(cookieOf(outcome)).toMatch(/better-auth\.session_token=/);
    const user = await services.db
      .selectFrom("user")
      .select(["name", "email", "accountType", "role"])
      .where("email", "=", "asha@example.com")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      accountType: "parent",
      role: "user",
    });
  });

  it("answers a second sign-up for the same address without creating anything", async () => {
    const outcome = await signUp(freshIp(), "asha@example.com", "Someone Else");
    expect(outcome).toMatchObject({
      status: 400,
      result: { ok: false, errors: {}, formError: MESSAGES.signUpFailed },
    });
    const rows = await services.db
      .selectFrom("user")
      .select("name")
      .where("email", "=", "asha@example.com")
      .execute();
    expect(rows).toEqual([{ name: "Asha Rao" }]);
  });

  it("gives one message for a wrong password and an unknown address, and a bad redirectTo goes home", async () => {
    const ip = freshIp();
    const wrong = await signInWithPassword(services, formRequest(ip), {
      email: "asha@example.com",
      password: "not-the-password",
    });
    const unknown = await signInWithPassword(services, formRequest(ip), {
      email: "nobody@example.com",
      password: "not-the-password",
    });
    expect(wrong).toMatchObject({
      status: 401,
      result: { ok: false, errors: {}, formError: MESSAGES.signInFailed },
    });
    expect(unknown).toMatchObject({ status: 401, result: { formError: MESSAGES.signInFailed } });
    // The address comes back to the form; the password never does.
    expect(wrong).toMatchObject({ result: { values: { email: "asha@example.com" } } });
    expect(JSON.stringify(wrong)).not.toContain("not-the-password");
    const ok = await signInWithPassword(services, formRequest(ip), {
      email: "ASHA@example.com",
      password: "first-password-1",
      redirectTo: "//evil.example/x",
    });
    expect("redirect" in ok && ok.redirect.headers.get("location")).toBe("/");
  });

  it("limits sign-in attempts per client address with a clear message", async () => {
    const ip = freshIp();
    const outcomes: FormOutcome[] = [];
    for (let i = 0; i < 7; i++) {
      outcomes.push(
        await signInWithPassword(services, formRequest(ip), {
          email: "asha@example.com",
          password: `guess-${i}-xxxx`,
        }),
      );
    }
    expect(outcomes.slice(0, 5).map((o) => ("status" in o ? o.status : 302))).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect(outcomes[5]).toMatchObject({
      status: 429,
      result: { ok: false, errors: {}, formError: MESSAGES.tooManySignIns },
    });
    // Another address is not affected.
    const other = await signInWithPassword(services, formRequest(freshIp()), {
      email: "asha@example.com",
      password: "first-password-1",
    });
    expect("redirect" in other).toBe(true);
  });

  it("rejects bad input with field messages and calls nothing", async () => {
    expect(
      await signUpWithPassword(services, formRequest(freshIp()), { email: "x" }),
    ).toMatchObject({
      status: 400,
      result: {
        ok: false,
        errors: { name: "Name must be at least 2 characters.", email: "Invalid email address." },
      },
    });
    expect(
      await requestPasswordReset(services, formRequest(freshIp()), { email: "x" }),
    ).toMatchObject({
      status: 400,
      result: { ok: false, errors: { email: "Invalid email address." } },
    });
  });

  it("answers a reset request the same for registered and unknown addresses; mails only the first", async () => {
    const known = await requestPasswordReset(services, formRequest(freshIp()), {
      email: "asha@example.com",
    });
    const unknown = await requestPasswordReset(services, formRequest(freshIp()), {
      email: "stranger@example.com",
    });
    expect(known).toMatchObject({
      status: 200,
      result: { ok: true, title: "Check your inbox", message: MESSAGES.resetSent },
    });
    expect(unknown).toEqual(known);
    expect(MESSAGES.resetSent).toBe("If an account exists for that address, we've sent a link.");
    expect(await resetMails("stranger@example.com")).toEqual([]);
    const [mail] = await resetMails("asha@example.com");
    expect(mail.subject).toBe("Reset your Learnova password");
    expect(mail.text).toContain(`${SITE}/reset-password?token=`);
    expect(mail.text).toContain("expires in 60 minutes");
    expect(mail.html).toContain("Choose a new password");
  });

  it("resets the password once, signs out every session, and the old password stops working", async () => {
    const session = cookieOf(await signUp(freshIp(), "ravi@example.com", "Ravi"));
    await requestPasswordReset(services, formRequest(freshIp()), { email: "ravi@example.com" });
    const token = tokenOf((await resetMails("ravi@example.com"))[0].text);
    expect(await isResetTokenUsable(services.auth, token)).toBe(true);

    const mismatch = await resetPassword(services, formRequest(freshIp()), {
      token,
      password: "second-password-2",
      confirmPassword: "second-password-3",
    });
    expect(mismatch).toMatchObject({
      status: 400,
      result: { errors: { confirmPassword: "Passwords don't match." } },
    });
    expect(await isResetTokenUsable(services.auth, token)).toBe(true);

    const done = await resetPassword(services, formRequest(freshIp()), {
      token,
      password: "second-password-2",
      confirmPassword: "second-password-2",
    });
    expect("redirect" in done && done.redirect.headers.get("location")).toBe("/login?reset=done");
    const signedIn = await services.auth.api.getSession({
      headers: new Headers({ cookie: session }),
    });
    expect(signedIn).toBeNull();

    expect(await isResetTokenUsable(services.auth, token)).toBe(false);
    const again = await resetPassword(services, formRequest(freshIp()), {
      token,
      password: "third-password-3",
      confirmPassword: "third-password-3",
    });
    expect(again).toMatchObject({
      status: 400,
      result: { linkInvalid: true, formError: MESSAGES.resetLinkInvalid },
    });

    const ip = freshIp();
    const old = await signInWithPassword(services, formRequest(ip), {
      email: "ravi@example.com",
      password: "first-password-1",
    });
    expect(old).toMatchObject({ status: 401 });
    const fresh = await signInWithPassword(services, formRequest(ip), {
      email: "ravi@example.com",
      password: "second-password-2",
    });
    expect("redirect" in fresh).toBe(true);
  });

  it("refuses an expired reset link", async () => {
    await signUp(freshIp(), "mina@example.com", "Mina");
    await requestPasswordReset(services, formRequest(freshIp()), { email: "mina@example.com" });
    const token = tokenOf((await resetMails("mina@example.com"))[0].text);
    await services.db
      .updateTable("verification" as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .where("identifier" as never, "=", `reset-password:${token}` as never)
      .execute();
    expect(await isResetTokenUsable(services.auth, token)).toBe(false);
    const outcome = await resetPassword(services, formRequest(freshIp()), {
      token,
      password: "second-password-2",
      confirmPassword: "second-password-2",
    });
    expect(outcome).toMatchObject({ result: { linkInvalid: true } });
    expect(await isResetTokenUsable(services.auth, "")).toBe(false);
    expect(await isResetTokenUsable(services.auth, "made-up")).toBe(false);
  });

  it("limits reset requests per client address, and reset mails per address", async () => {
    const ip = freshIp();
    const outcomes: FormOutcome[] = [];
    for (let i = 0; i < 4; i++) {
      outcomes.push(
        await requestPasswordReset(services, formRequest(ip), { email: "x@example.com" }),
      );
    }
    expect(outcomes[3]).toMatchObject({
      status: 429,
      result: { ok: false, errors: {}, formError: MESSAGES.tooManyResets },
    });

    await signUp(freshIp(), "flood@example.com", "Flood");
    for (let i = 0; i < 5; i++) {
      const answer = await requestPasswordReset(services, formRequest(freshIp()), {
        email: "flood@example.com",
      });
      expect(answer).toMatchObject({
        status: 200,
        result: { ok: true, title: "Check your inbox", message: MESSAGES.resetSent },
      });
    }
    expect(await resetMails("flood@example.com")).toHaveLength(3);
  });
});
