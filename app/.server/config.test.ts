import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { DATABASE_URL: "sqlite::memory:", BETTER_AUTH_SECRET: "x".repeat(32) };

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.site).toMatchObject({
      name: "Learnova",
      email: "hello@learnova.example",
      phone: "+91 80 4000 0000",
      foundedYear: 2024,
    });
    expect(config.trustProxy).toBe(0);
    expect(config.google).toBeUndefined();
  });

  it("switches Google sign-in on with a client id, with Google's own addresses by default", () => {
    const config = loadConfig({ ...base, GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com" });
    expect(config.google).toEqual({
      clientId: "123.apps.googleusercontent.com",
      clientSecret: undefined,
      jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      identityScriptUrl: "https://accounts.google.com/gsi/client",
    });
    expect(() => loadConfig({ ...base, GOOGLE_JWKS_URL: "ftp://keys" })).toThrow(/GOOGLE_JWKS_URL/);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ ...base, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, CONTACT_EMAIL: "nope" })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ ...base, SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, BETTER_AUTH_SECRET: "short" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
  });

  it("requires a secret in production on a public address", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SITE_URL: "https://learnova.example",
        DATABASE_URL: "sqlite::memory:",
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SITE_URL: "https://learnova.example",
        DATABASE_URL: "sqlite::memory:",
      }),
    ).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("reads flags, origins and brand values", () => {
    const config = loadConfig({
      ...base,
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: "https://a.example/, https://b.example",
      SITE_NAME: "Other School",
      SITE_URL: "https://school.example/",
    });
    expect(config.trustProxy).toBe(1);
    expect(config.allowedOrigins).toEqual(["https://a.example", "https://b.example"]);
    expect(config.site.name).toBe("Other School");
    expect(config.siteUrl).toBe("https://school.example");
  });

  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });

  it("reads the newsletter send's lease in seconds, a minute by default", () => {
    expect(loadConfig(base).newsletterLeaseMs).toBe(60_000);
    expect(loadConfig({ ...base, NEWSLETTER_LEASE_SECONDS: "3" }).newsletterLeaseMs).toBe(3_000);
    for (const bad of ["0", "1.5", "soon", "3601"]) {
      expect(() => loadConfig({ ...base, NEWSLETTER_LEASE_SECONDS: bad })).toThrow(
        /NEWSLETTER_LEASE_SECONDS/,
      );
    }
  });
});
