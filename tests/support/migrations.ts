import { expect } from "vitest";
import { connectDatabase } from "~/.server/platform/db/connect";
import { isMigrated, migrateToLatest } from "~/.server/platform/db/migrate";
import { testConfig } from "./databases";

/**
 * Starts three processes' migrations together on one fresh database and checks that all of
 * them succeed, that exactly one applied our migrations (the others found nothing left to do),
 * and that the schema is complete afterwards.
 */
export async function expectOneMigrationRun(databaseUrl: string): Promise<void> {
  const config = testConfig(databaseUrl);
  const handles = [1, 2, 3].map(() => connectDatabase(config.databaseUrl));
  try {
    const results = await Promise.allSettled(handles.map((h) => migrateToLatest(h, config)));
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual([
      "ok",
      "ok",
      "ok",
    ]);
    const applied = results.map((r) => (r.status === "fulfilled" ? r.value.length : -1));
    expect(applied.filter((n) => n > 0)).toHaveLength(1);
    expect(await isMigrated(handles[0]!)).toBe(true);
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
}
