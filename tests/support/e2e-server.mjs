// The server behind the browser tests: the production build on a fresh SQLite database.
// With E2E_GOOGLE=1 (the "google" Playwright project's own server) Google sign-in is switched
// on against a local stand-in for Google's key endpoint; see docs/decisions/0005.
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.PORT ?? 3210);
const dir = join(tmpdir(), `learnova-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

Object.assign(process.env, {
  NODE_ENV: "production",
  DATABASE_URL: `sqlite:${join(dir, "learnova.db")}`,
  SITE_URL: `http://localhost:${port}`,
  BETTER_AUTH_SECRET: "Qm7vR2xK9pL4wT8zN3cJ6hF1bY5dS0gA",
  // Many parallel sign-ins from one address; the limits themselves are tested separately.
  RATE_LIMIT_MULTIPLIER: "200",
  LOG_LEVEL: "warn",
});

if (process.env.E2E_GOOGLE === "1") {
  const { startGoogleJwksServer, TEST_GOOGLE_CLIENT_ID } = await import("./google-jwks-server.mjs");
  // The Playwright workers sign their test tokens with this key (tests/support/google-e2e.ts).
  const jwks = await startGoogleJwksServer({ privateKeyFile: join(dir, "google-test-key.json") });
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: "learnova-test-secret",
    GOOGLE_JWKS_URL: jwks.url,
  });
}

await import(new URL("../../build/server.mjs", import.meta.url).href);
