import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { loadConfig, type AppConfig } from "~/.server/config";
import { createLogger } from "~/.server/log";
import { createServices, type AppServices } from "~/.server/services";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  url: string;
  drop(): Promise<void>;
}

/** The engines every database test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

/**
 * The engine for the tests of the HTTP layer (headers, the origin and body-size guards), which
 * answer before any query: inside a describe.each(engines), they are defined only when
 * `engine === HTTP_ENGINE`, so they run once rather than once per engine.
 */
export const HTTP_ENGINE = "sqlite";

/** A fresh, empty database of the given engine. */
export async function createTestDatabase(engine: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "learnova-test-"));
    return {
      name: "sqlite",
      url: `sqlite:${join(dir, "test.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const dbName = `learnova_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    name: "postgres",
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Configuration for tests: a fixed secret, quiet logs, generous rate limits unless asked. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: "Tz4pW9nB2kX7mQ1vL8cR5hJ3fY6sD0gE",
    SITE_URL: "http://localhost:3999",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MULTIPLIER: "100",
    ...env,
  });
}

/** Fresh database + migrated services; call the returned cleanup in afterAll. */
export async function createTestServices(
  engine: "sqlite" | "postgres",
  env: Record<string, string> = {},
): Promise<{ services: AppServices; cleanup: () => Promise<void> }> {
  const database = await createTestDatabase(engine);
  const config = testConfig(database.url, env);
  // No reminder worker: it would decide, on the real clock, reminders that tests schedule on
  // their own clocks; reminder tests call sendDueReminders or start a worker themselves.
  const services = await createServices(config, createLogger("silent"), { reminderWorker: false });
  return {
    services,
    cleanup: async () => {
      await services.stopBackground?.();
      await services.handle.close();
      await database.drop();
    },
  };
}
