import type { JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { startGoogleJwksServer } from "../../../tests/support/google-jwks-server.mjs";
import {
  signGoogleIdToken,
  TEST_GOOGLE_CLIENT_ID,
  type GoogleTokenOptions,
} from "../../../tests/support/google-tokens";
import { CLIENT_IP_HEADER } from "./better-auth";
import { callAuth } from "./calls";
import type { AppServices } from "../platform/types";

const SITE = "http://localhost:3999";

describe.each(engines)("Google ID-token sign-in on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let jwks: Awaited<ReturnType<typeof startGoogleJwksServer>>;
  let key: JWK;

  beforeAll(async () => {
    jwks = await startGoogleJwksServer();
    key = jwks.privateJwk;
    ({ services, cleanup } = await createTestServices(engine, {
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.url,
    }));
  });
  afterAll(async () => {
    await cleanup();
    await jwks.close();
  });

  const request = (cookie?: string) =>
    new Request(`${SITE}/`, {
      headers: {
        origin: SITE,
        [CLIENT_IP_HEADER]: "10.9.0.1",
        ...(cookie ? { cookie } : {}),
      },
    });

  async function signInWithGoogle(options: GoogleTokenOptions) {
    const token = await signGoogleIdToken(key, options);
    return callAuth(services, request(), "/sign-in/social", {
      provider: "google",
      idToken: { token },
    });
  }

  const userRow = (email: string) =>
    services.db
      .selectFrom("user")
      .select(["id", "name", "email", "role", "accountType"])
      .where("email", "=", email)
      .executeTakeFirst();

  const providersOf = async (userId: string) =>
    (
      await services.db
        .selectFrom("account")
        .select("providerId")
        .where("userId", "=", userId)
        .orderBy("providerId")
        .execute()
    ).map((r) => r.providerId);

  it("creates the user from the token (name, default account type) with a session cookie", async () => {
    const res = await signInWithGoogle({ email: "priya@gmail.example", name: "Priya Nair" });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toBeDefined();
    const session = await services.auth.api.getSession({
      headers: new Headers({ cookie: cookie!.split(";")[0] }),
    });
    expect(session?.user.email).toBe("priya@gmail.example");
    const user = await userRow("priya@gmail.example");
    expect(user).toMatchObject({ name: "Priya Nair", role: "user", accountType: "student" });
    expect(await providersOf(user!.id)).toEqual(["google"]);

    // Signing in again finds the same user.
    expect(
      (await signInWithGoogle({ email: "priya@gmail.example", name: "Priya Nair" })).status,
    ).toBe(200);
    const all = await services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "priya@gmail.example")
      .execute();
    expect(all).toHaveLength(1);
  });

  it("names a user without a name in the token after the e-mail's local part", async () => {
    expect((await signInWithGoogle({ email: "kabir.s@gmail.example" })).status).toBe(200);
    expect((await userRow("kabir.s@gmail.example"))?.name).toBe("kabir.s");
  });

  it("links to an existing account by verified e-mail and drops the unproven password", async () => {
    const signUp = await services.auth.api.signUpEmail({
      body: { email: "leela@example.com", password: "first-password-1", name: "Leela" },
      asResponse: true,
    });
    const oldSession = signUp.headers.getSetCookie()[0].split(";")[0];
    const res = await signInWithGoogle({ email: "leela@example.com", name: "Leela G" });
    expect(res.status).toBe(200);
    const user = await userRow("leela@example.com");
    expect(user?.name).toBe("Leela");
    expect(await providersOf(user!.id)).toEqual(["google"]);
    expect(
      await services.auth.api.getSession({ headers: new Headers({ cookie: oldSession }) }),
    ).toBeNull();
    const newCookie = res.headers.getSetCookie()[0].split(";")[0];
    expect(
      (await services.auth.api.getSession({ headers: new Headers({ cookie: newCookie }) }))?.user
        .email,
    ).toBe("leela@example.com");
  });

  it("does not link when Google has not verified the address", async () => {
    await services.auth.api.signUpEmail({
      body: { email: "omar@example.com", password: "first-password-1", name: "Omar" },
    });
    const res = await signInWithGoogle({ email: "omar@example.com", emailVerified: false });
    expect(res.status).toBe(401);
    const user = await userRow("omar@example.com");
    expect(await providersOf(user!.id)).toEqual(["credential"]);
  });

  it("refuses a token for another client or a bad token, and sets no cookie", async () => {
    for (const res of [
      await signInWithGoogle({ email: "eve@example.com", audience: "other-client" }),
      await signInWithGoogle({ email: "eve@example.com", expiresIn: -300 }),
      await callAuth(services, request(), "/sign-in/social", {
        provider: "google",
        idToken: { token: "garbage" },
      }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await userRow("eve@example.com")).toBeUndefined();
  });
});
