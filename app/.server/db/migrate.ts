import { getMigrations } from "better-auth/db/migration";
import { Migrator, type MigrationProvider } from "kysely";
import { migrations } from "../../../db/migrations";
import { authOptions } from "../auth";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "./connect";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date: Better Auth's tables first, then ours. Safe to run at every start. */
export async function migrateToLatest(
  handle: DatabaseHandle,
  config: AppConfig,
): Promise<string[]> {
  const auth = await getMigrations(authOptions(handle.db, handle.dialect, config));
  await auth.runMigrations();

  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** True when every app migration has been applied (used by /readyz). */
export async function isMigrated(handle: DatabaseHandle): Promise<boolean> {
  const migrator = new Migrator({ db: handle.db, provider });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
