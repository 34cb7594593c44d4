// The server behind the browser tests: the production build on a fresh SQLite database.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.PORT ?? 3210);
const dir = join(tmpdir(), `learnova-e2e-${port}`);
rmSync(dir, { recursive: true, force: true });

Object.assign(process.env, {
  NODE_ENV: "production",
  DATABASE_URL: `sqlite:${join(dir, "learnova.db")}`,
  SITE_URL: `http://localhost:${port}`,
  BETTER_AUTH_SECRET: "Qm7vR2xK9pL4wT8zN3cJ6hF1bY5dS0gA",
  // Many parallel sign-ins from one address; the limits themselves are tested separately.
  RATE_LIMIT_MULTIPLIER: "200",
  LOG_LEVEL: "warn",
});
await import(new URL("../../build/server.mjs", import.meta.url).href);
