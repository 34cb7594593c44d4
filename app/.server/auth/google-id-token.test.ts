import type { JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGoogleJwksServer, TEST_KEY_ID } from "../../../tests/support/google-jwks-server.mjs";
import {
  signGoogleIdToken,
  strangerKey,
  TEST_GOOGLE_CLIENT_ID,
} from "../../../tests/support/google-tokens";
import { createGoogleIdTokenVerifier, type GoogleIdTokenVerifier } from "./google-id-token";

describe("Google ID token verification", () => {
  let jwks: Awaited<ReturnType<typeof startGoogleJwksServer>>;
  let key: JWK;
  let verify: GoogleIdTokenVerifier;

  beforeAll(async () => {
    jwks = await startGoogleJwksServer();
    key = jwks.privateJwk;
    verify = createGoogleIdTokenVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: jwks.url });
  });
  afterAll(async () => jwks.close());

  it("accepts a good token and returns the identity", async () => {
    const token = await signGoogleIdToken(key, {
      email: "Asha.Rao@Example.com",
      name: "Asha Rao",
      subject: "g-123",
    });
    expect(await verify(token)).toEqual({
      subject: "g-123",
      email: "asha.rao@example.com",
      emailVerified: true,
      name: "Asha Rao",
      picture: undefined,
    });
  });

  it("accepts both of Google's issuer spellings", async () => {
    const token = await signGoogleIdToken(key, {
      email: "a@example.com",
      issuer: "accounts.google.com",
    });
    expect(await verify(token)).not.toBeNull();
  });

  it("rejects a token for another client (audience)", async () => {
    const token = await signGoogleIdToken(key, {
      email: "a@example.com",
      audience: "someone-else.apps.googleusercontent.com",
    });
    expect(await verify(token)).toBeNull();
  });

  it("rejects a token from another issuer", async () => {
    const token = await signGoogleIdToken(key, {
      email: "a@example.com",
      issuer: "https://evil.example",
    });
    expect(await verify(token)).toBeNull();
  });

  it("rejects an expired token", async () => {
    const token = await signGoogleIdToken(key, { email: "a@example.com", expiresIn: -120 });
    expect(await verify(token)).toBeNull();
  });

  it("rejects a token signed by another key under a known key id (bad signature)", async () => {
    const token = await signGoogleIdToken(await strangerKey(TEST_KEY_ID), {
      email: "a@example.com",
    });
    expect(await verify(token)).toBeNull();
  });

  it("rejects a tampered token", async () => {
    const token = await signGoogleIdToken(key, { email: "a@example.com" });
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        iss: "https://accounts.google.com",
        aud: TEST_GOOGLE_CLIENT_ID,
        sub: "x",
        email: "admin@example.com",
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString("base64url");
    expect(await verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it("rejects a token whose key id is not published", async () => {
    const token = await signGoogleIdToken(await strangerKey("unknown-kid"), {
      email: "a@example.com",
    });
    expect(await verify(token)).toBeNull();
  });

  it("rejects something that is not a token at all", async () => {
    expect(await verify("not-a-jwt")).toBeNull();
    expect(await verify("")).toBeNull();
  });

  it("reports an unverified e-mail as such", async () => {
    const token = await signGoogleIdToken(key, { email: "u@example.com", emailVerified: false });
    expect((await verify(token))?.emailVerified).toBe(false);
  });
});
