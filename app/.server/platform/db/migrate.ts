import SQLite from "better-sqlite3";
import { getMigrations } from "better-auth/db/migration";
import { Migrator, sql, type MigrationProvider } from "kysely";
import { migrations } from "../../../../db/migrations";
import { authOptions } from "../../auth/better-auth";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "./connect";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** pg_advisory_lock's key for "migrating Learnova's schema" (any fixed number of our own). */
const PG_MIGRATION_LOCK = 7_246_137_011;
/** How long a second process waits for the first one's migrations on SQLite. */
const SQLITE_LOCK_WAIT_MS = 120_000;

/**
 * Brings the schema up to date: Better Auth's tables first, then ours. Safe to run at every
 * start, and by several processes at once: the whole run holds one database-wide lock, so a
 * second process waits and then finds nothing left to do (Better Auth's migrations check for
 * missing tables and then create them; two at once both create, and one fails).
 */
export async function migrateToLatest(
  handle: DatabaseHandle,
  config: AppConfig,
): Promise<string[]> {
  return withMigrationLock(handle, async () => {
    const auth = await getMigrations(authOptions(handle.db, handle.dialect, config));
    await auth.runMigrations();

    const migrator = new Migrator({ db: handle.db, provider });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error;
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  });
}

async function withMigrationLock<T>(handle: DatabaseHandle, run: () => Promise<T>): Promise<T> {
  if (handle.dialect === "postgres") {
    // A session lock on one connection while the migrations use others from the pool; if this
    // process dies, PostgreSQL ends the session and the lock with it.
    return handle.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${PG_MIGRATION_LOCK})`.execute(connection);
      try {
        return await run();
      } finally {
        await sql`select pg_advisory_unlock(${PG_MIGRATION_LOCK})`.execute(connection);
      }
    });
  }
  if (!handle.file) return run();
  // SQLite: an exclusive transaction on a small file beside the database. Taking it on the
  // database itself would block the migrations' own writes; the operating system releases
  // the file lock if this process dies, so a crash never leaves a stale lock behind.
  const lock = new SQLite(`${handle.file}.migrate-lock`, { timeout: 0 });
  try {
    await beginExclusive(lock);
    try {
      return await run();
    } finally {
      lock.exec("ROLLBACK");
    }
  } finally {
    lock.close();
  }
}

/** Waits for the lock without blocking the event loop (a busy timeout would block it). */
async function beginExclusive(lock: SQLite.Database): Promise<void> {
  const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
  for (;;) {
    try {
      lock.exec("BEGIN EXCLUSIVE");
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** True when every app migration has been applied (used by /readyz). */
export async function isMigrated(handle: DatabaseHandle): Promise<boolean> {
  const migrator = new Migrator({ db: handle.db, provider });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
