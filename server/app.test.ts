import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines, HTTP_ENGINE } from "../tests/support/databases";
import type { AppServices } from "../app/.server/services";
import { createApp } from "./app";

// The server's own surface, without the page renderer (that is covered in the browser tests).
describe.each(engines)("HTTP surface on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine, { RATE_LIMIT_MULTIPLIER: "1" }));
    app = createApp({
      services,
      mode: "production",
      getBuild: () => Promise.reject(new Error("no page renderer in this test")),
    });
  });
  afterAll(async () => cleanup());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3999", ...headers },
      body: JSON.stringify(body),
    });

  it("answers liveness and readiness", async () => {
    expect(await (await app.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  // Headers and the origin and size guards answer before any query: on one engine.
  if (engine === HTTP_ENGINE) {
    it("sets the security headers with a fresh CSP nonce per response", async () => {
      const a = await app.request("/healthz");
      const b = await app.request("/healthz");
      const csp = a.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toBe(b.headers.get("content-security-policy"));
      expect(a.headers.get("x-content-type-options")).toBe("nosniff");
      expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(a.headers.get("strict-transport-security")).toBeNull();
      expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("refuses cross-site form posts to pages", async () => {
      const res = await app.request("/login", {
        method: "POST",
        headers: {
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "email=a%40b.c&password=x",
      });
      expect(res.status).toBe(403);
      const fetchSite = await app.request("/login", {
        method: "POST",
        headers: {
          "sec-fetch-site": "cross-site",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "email=a%40b.c&password=x",
      });
      expect(fetchSite.status).toBe(403);
    });

    it("refuses bodies over the size limit", async () => {
      const res = await post("/api/auth/sign-in/email", {
        email: "a@b.c",
        password: "x".repeat(1_100_000),
      });
      expect(res.status).toBe(413);
    });
  }

  it("signs up and in through Better Auth with an HttpOnly, SameSite=Lax session cookie", async () => {
    const up = await post("/api/auth/sign-up/email", {
      email: "wire@example.com",
      password: "correct horse 1",
      name: "Wire Test",
    });
    expect(up.status).toBe(200);
    const cookie = up.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = await app.request("/api/auth/get-session", {
      headers: { cookie: cookie.split(";")[0] },
    });
    const body = (await session.json()) as { user: { email: string; role: string } };
    expect(body.user).toMatchObject({ email: "wire@example.com", role: "user" });
  });

  it("rate-limits sign-in per client address, ignoring a spoofed X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(
        "/api/auth/sign-in/email",
        { email: "wire@example.com", password: "wrong password" },
        { "x-forwarded-for": `10.0.0.${i}`, "x-learnova-client-ip": `10.1.0.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
