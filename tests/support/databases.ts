import { createHash, randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import pg from "pg";
import { loadConfig, type AppConfig } from "~/.server/platform/config";
import { createLogger } from "~/.server/platform/log";
import { createServices } from "~/.server/services";
import { type AppServices } from "~/.server/platform/types";

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

/**
 * A fresh database of the given engine: empty, or (`migrated`) a copy of a database the
 * migrations already ran on (`migratedTemplate`), which `createServices` then finds up to date.
 */
export async function createTestDatabase(
  engine: "sqlite" | "postgres",
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "learnova-test-"));
    const file = join(dir, "test.db");
    if (migrated) copyFileSync(await migratedTemplate("sqlite"), file);
    return {
      name: "sqlite",
      url: `sqlite:${file}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const dbName = `learnova_t_${randomBytes(6).toString("hex")}`;
  const template = migrated ? await migratedTemplate("postgres") : null;
  await adminQuery(`CREATE DATABASE ${dbName}${template ? ` TEMPLATE ${template}` : ""}`);
  return {
    name: "postgres",
    url: postgresUrl(dbName),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function postgresUrl(dbName: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${dbName}`;
  return url.toString();
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * What the schema is made from: the migrations, Better Auth's options and version, and the
 * migration runner. A change to any of them names a new template.
 */
function schemaKey(): string {
  const hash = createHash("sha256");
  const migrations = join(ROOT, "db/migrations");
  for (const name of readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
    const file = join(migrations, name);
    if (name.endsWith(".ts")) hash.update(name).update(readFileSync(file));
  }
  for (const file of [
    "app/.server/auth/better-auth.ts",
    "app/.server/platform/db/migrate.ts",
    "node_modules/better-auth/package.json",
  ]) {
    hash.update(file).update(readFileSync(join(ROOT, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A database the migrations ran on, made once per schema and machine and copied by every
 * `createTestServices`, instead of migrating a fresh database each time (Better Auth's tables
 * and our 35 migrations: 1.6 s on SQLite and 3–4 s on PostgreSQL on a loaded machine, against
 * 0.1–0.25 and 1.1–1.8 s for a copy; docs/decisions/0040, fifth round). SQLite: a file in
 * the temporary folder; PostgreSQL: a database on TEST_DATABASE_URL's server, copied with
 * CREATE DATABASE … TEMPLATE. Each is made under a name of its own and then renamed into
 * place, so a file beside it never copies a half-migrated one; two made at once both work, and
 * the second rename is dropped. The migration tests themselves (migrate.test.ts) start empty.
 */
async function migratedTemplate(engine: "sqlite" | "postgres"): Promise<string> {
  const key = schemaKey();
  if (engine === "sqlite") {
    const file = join(tmpdir(), `learnova-template-${key}.db`);
    if (existsSync(file)) return file;
    const dir = mkdtempSync(join(tmpdir(), "learnova-template-"));
    try {
      const building = join(dir, "template.db");
      await migrate(`sqlite:${building}`);
      // One file without its write-ahead log, whatever the copy's journal mode.
      const db = new SQLite(building);
      const packed = `${file}.${randomBytes(4).toString("hex")}`;
      db.prepare("VACUUM INTO ?").run(packed);
      db.close();
      renameSync(packed, file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return file;
  }
  const name = `learnova_template_${key}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `learnova_tb_${randomBytes(6).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      await migrate(postgresUrl(building));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another file made it meanwhile (42P04: duplicate database): use theirs.
      if ((error as { code?: string }).code !== "42P04") throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function migrate(databaseUrl: string): Promise<void> {
  const services = await createServices(testConfig(databaseUrl), createLogger("silent"), {
    mailWorker: false,
    reminderWorker: false,
  });
  await services.stopBackground?.();
  await services.handle.close();
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
  const database = await createTestDatabase(engine, { migrated: true });
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
