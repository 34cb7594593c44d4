import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase } from "./connect";

describe("SQLite connection settings", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-connect-"));
  const handle = connectDatabase(`sqlite:${join(dir, "settings.db")}`);
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pragma = async (name: string) =>
    Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];

  it("acknowledges a commit only once it is on disk (WAL with synchronous=FULL, PRODUCT.md)", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
    expect(await pragma("synchronous")).toBe(2);
  });

  it("enforces foreign keys and waits for a busy writer", async () => {
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBe(5000);
  });
});
