import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../app/.server/platform/config";
import type { Env } from "./env";
import { securityHeaders } from "./security-headers";

async function headersFor(env: Record<string, string>) {
  const config = loadConfig({
    DATABASE_URL: "sqlite::memory:",
    BETTER_AUTH_SECRET: "x".repeat(32),
    ...env,
  });
  const app = new Hono<Env>();
  app.use(securityHeaders(config, "production"));
  app.get("/", (c) => c.text("ok"));
  return (await app.request("/")).headers;
}

describe("Content-Security-Policy and Google sign-in", () => {
  it("allows nothing of Google when no client id is set", async () => {
    const h = await headersFor({});
    const csp = h.get("content-security-policy")!;
    expect(csp).not.toContain("google");
    expect(csp).not.toContain("frame-src");
    expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("allows the identity script, its frames, requests and styles when configured", async () => {
    const h = await headersFor({ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" });
    const csp = h.get("content-security-policy")!;
    expect(csp).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic' https:\/\/accounts\.google\.com\/gsi\/client;/,
    );
    expect(csp).toContain("frame-src https://accounts.google.com/gsi/;");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
    expect(csp).toContain(
      "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;",
    );
    expect(h.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(csp).toContain("form-action 'self';");
  });

  it("lets the sign-in form redirect to Google when the redirect flow is configured", async () => {
    const h = await headersFor({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(h.get("content-security-policy")).toContain(
      "form-action 'self' https://accounts.google.com/o/oauth2/;",
    );
  });

  it("follows a configured script address", async () => {
    const h = await headersFor({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_IDENTITY_SCRIPT_URL: "https://idp.example/sdk/v2/client.js",
    });
    expect(h.get("content-security-policy")).toContain("frame-src https://idp.example/sdk/v2/;");
  });
});

describe("Referrer-Policy", () => {
  it("keeps a page's stricter policy and sets the site's everywhere else", async () => {
    const config = loadConfig({
      DATABASE_URL: "sqlite::memory:",
      BETTER_AUTH_SECRET: "x".repeat(32),
    });
    const app = new Hono<Env>();
    app.use(securityHeaders(config, "production"));
    app.get("/", (c) => c.text("ok"));
    app.get("/private", (c) => c.text("ok", 200, { "Referrer-Policy": "no-referrer" }));
    app.get("/same", (c) => c.text("ok", 200, { "Referrer-Policy": "same-origin" }));
    app.get("/loose", (c) => c.text("ok", 200, { "Referrer-Policy": "unsafe-url" }));
    const policy = async (path: string) => (await app.request(path)).headers.get("referrer-policy");
    expect(await policy("/")).toBe("strict-origin-when-cross-origin");
    expect(await policy("/private")).toBe("no-referrer");
    expect(await policy("/same")).toBe("same-origin");
    expect(await policy("/loose")).toBe("strict-origin-when-cross-origin");
  });
});
