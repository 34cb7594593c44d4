import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { expectOneMigrationRun } from "../../../../tests/support/migrations";

// PostgreSQL's variant (an advisory lock) is in pg-restart.test.ts, on a server of its own.
describe("migrations on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-migrate-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("run once when several processes start together on a fresh file", async () => {
    await expectOneMigrationRun(`sqlite:${join(dir, "fresh.db")}`);
  });
});
