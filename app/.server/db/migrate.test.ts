import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/support/databases";
import { connectDatabase } from "./connect";
import { isMigrated, migrateToLatest } from "./migrate";

// PostgreSQL's variant (an advisory lock) is in pg-restart.test.ts, on a server of its own.
describe("migrations on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-migrate-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("run once when several processes start together on a fresh file", async () => {
    const config = testConfig(`sqlite:${join(dir, "fresh.db")}`);
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
  });
});
