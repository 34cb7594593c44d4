// `npm run backup [-- <folder>]`: a consistent copy of the database. SQLite uses the online
// backup API (safe while the server runs); PostgreSQL uses pg_dump.
import SQLite from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig } from "../app/.server/platform/config";

const config = loadConfig();
const folder = resolve(process.argv[2] ?? "data/backups");
mkdirSync(folder, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");

if (config.databaseUrl.startsWith("sqlite:")) {
  const target = join(folder, `learnova-${stamp}.db`);
  const db = new SQLite(config.databaseUrl.slice("sqlite:".length), { readonly: true });
  await db.backup(target);
  db.close();
  console.log(`Backed up to ${target}`);
} else {
  const target = join(folder, `learnova-${stamp}.sql`);
  const result = spawnSync("pg_dump", ["--no-owner", "--file", target, config.databaseUrl], {
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("pg_dump failed; is the PostgreSQL client installed?");
    process.exit(result.status ?? 1);
  }
  console.log(`Backed up to ${target}`);
}
