import SQLite from "better-sqlite3";
import type pg from "pg";
import { sql, type Kysely } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/.server/platform/log";
import { createServices } from "~/.server/services";
import { testConfig } from "../../../../tests/support/databases";
import * as exactStatistics from "../../../../db/migrations/2026-11-27-07-exact-statistics";
import { connectDatabase, POOL_IDLE_MS, SQLITE_OPTIMIZE_EVERY_MS } from "./connect";

describe("SQLite connection settings", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-connect-"));
  const handle = connectDatabase(`sqlite:${join(dir, "settings.db")}`);
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pragma = async (name: string) =>
    Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];

  it("acknowledges a commit only once it is on disk (WAL with synchronous=FULL, docs/product.md §6)", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
    expect(await pragma("synchronous")).toBe(2);
  });

  it("enforces foreign keys and waits for a busy writer", async () => {
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBe(5000);
  });
});

describe("SQLite transactions across connections", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-begin-"));
  const file = join(dir, "shared.db");
  const handle = connectDatabase(`sqlite:${file}`);
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Another process's write between a transaction's read and its write used to fail that
  // transaction at once with "database is locked" (a cluster test's outbox pass did so).
  it("hold the write lock from their first statement, so another writer cannot slip in between", async () => {
    await sql`create table counter (id integer primary key, n integer not null)`.execute(handle.db);
    await sql`insert into counter (id, n) values (1, 0)`.execute(handle.db);
    const other = new SQLite(file);
    other.pragma("busy_timeout = 50");
    let interleaved: unknown = null;
    try {
      await handle.db.transaction().execute(async (trx) => {
        const { n } = await trx
          .selectFrom("counter" as never)
          .select(sql<number>`n`.as("n"))
          .executeTakeFirstOrThrow();
        try {
          other.prepare("update counter set n = n + 100 where id = 1").run();
        } catch (error) {
          interleaved = error;
        }
        await sql`update counter set n = ${n + 1} where id = 1`.execute(trx);
      });
    } finally {
      other.close();
    }
    expect(String(interleaved)).toMatch(/database is locked/);
    const row = await sql<{ n: number }>`select n from counter where id = 1`.execute(handle.db);
    expect(row.rows[0]!.n).toBe(1);
  });

  it("marked read only, read beside another connection's open write without waiting for it", async () => {
    const other = new SQLite(file);
    try {
      other.prepare("begin immediate").run();
      other.prepare("update counter set n = 50 where id = 1").run();
      // Had it asked for the write lock, it would fail after busy_timeout: the lock is held.
      const n = await handle.db
        .transaction()
        .setAccessMode("read only")
        .execute(async (trx) => {
          const result = await sql<{ n: number }>`select n from counter where id = 1`.execute(trx);
          return result.rows[0]!.n;
        });
      // The committed value: the other write is not committed.
      expect(n).toBe(1);
    } finally {
      other.prepare("rollback").run();
      other.close();
    }
  });
});

describe("SQLite's first row straight on the engine (decision 0052)", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-first-row-"));
  const handle = connectDatabase(`sqlite:${join(dir, "first-row.db")}`);
  const read = "select name from thing where id = ?";
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers at once, and waits its turn while Kysely holds the connection", async () => {
    await sql`create table thing (id integer primary key, name text)`.execute(handle.db);
    await sql`insert into thing (id, name) values (1, 'one'), (2, 'two'), (3, 'three')`.execute(
      handle.db,
    );
    expect(handle.firstRow("thing", read, [1])).toEqual({ name: "one" });
    expect(handle.firstRow("thing", read, [9])).toBeUndefined();

    // A transaction's uncommitted write is not read: the read waits for the commit.
    let during: unknown;
    await handle.db.transaction().execute(async (trx) => {
      await sql`update thing set name = 'uno' where id = 1`.execute(trx);
      during = handle.firstRow("thing", read, [1]);
      expect(during).toBeInstanceOf(Promise);
    });
    expect(await during).toEqual({ name: "uno" });

    // A read Kysely streams keeps better-sqlite3 busy between its rows: the read waits too.
    const names: string[] = [];
    let whileStreaming: unknown;
    const things = (handle.db as unknown as Kysely<{ thing: { id: number; name: string } }>)
      .selectFrom("thing")
      .select("name")
      .orderBy("id")
      .stream(1);
    for await (const row of things) {
      names.push(row.name);
      whileStreaming ??= handle.firstRow("thing", read, [2]);
    }
    expect(names).toEqual(["uno", "two", "three"]);
    expect(whileStreaming).toBeInstanceOf(Promise);
    expect(await whileStreaming).toEqual({ name: "two" });
    expect(handle.firstRow("thing", read, [3])).toEqual({ name: "three" });
  });
});

describe("SQLite planner statistics (docs/performance.md §5.10)", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-stats-"));
  afterEach(() => vi.useRealTimers());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The indexes sqlite_stat1 describes for a table ([] when nothing was ever analysed). */
  async function statsOf(handle: ReturnType<typeof connectDatabase>, table: string) {
    const exists = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(
      handle.db,
    );
    if (exists.rows.length === 0) return [];
    const { rows } = await sql<{
      idx: string;
    }>`select idx from sqlite_stat1 where tbl = ${table} order by idx`.execute(handle.db);
    return rows.map((r) => r.idx);
  }

  /** What sqlite_stat1 says of one index: rows, then rows per distinct leading value… */
  async function statOf(handle: ReturnType<typeof connectDatabase>, index: string) {
    const { rows } = await sql<{
      stat: string;
    }>`select stat from sqlite_stat1 where idx = ${index}`.execute(handle.db);
    return rows[0]?.stat;
  }

  /** Rows in sqlite_stat4 (samples of values, which connect.ts forgets). */
  async function valueSamples(handle: ReturnType<typeof connectDatabase>) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(
      handle.db,
    );
    return rows[0].n;
  }

  /** n rows whose indexed column `a` takes `values` values, each on n / values rows. */
  async function fill(
    handle: ReturnType<typeof connectDatabase>,
    table: string,
    n: number,
    values = 50,
  ) {
    await sql.raw(`create table if not exists ${table} (a integer, b text)`).execute(handle.db);
    await sql.raw(`create index if not exists ${table}_a on ${table} (a)`).execute(handle.db);
    await sql
      .raw(
        `insert into ${table} with recursive k(i) as (select 1 union all select i + 1 from k where i < ${n}) select i % ${values}, 'row ' || i from k`,
      )
      .execute(handle.db);
  }

  it("are gathered when the server starts, for tables filled before it (no ANALYZE anywhere else)", async () => {
    const url = `sqlite:${join(dir, "start.db")}`;
    const config = testConfig(url);
    const first = await createServices(config, createLogger("silent"), { mailWorker: false });
    await fill(first.handle, "volume_rows", 20_000);
    await first.handle.close();

    const plain = connectDatabase(url);
    expect(await statsOf(plain, "volume_rows")).toEqual([]);
    await plain.close();

    const again = await createServices(config, createLogger("silent"), { mailWorker: false });
    try {
      expect(await statsOf(again.handle, "volume_rows")).toEqual(["volume_rows_a"]);
    } finally {
      await again.handle.close();
    }
  });

  it("are refreshed periodically while the server runs", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const handle = connectDatabase(`sqlite:${join(dir, "periodic.db")}`);
    try {
      await fill(handle, "grown_later", 20_000);
      // The connection has used the table (SQLite's own rule for the periodic optimize).
      await sql`select count(*) from grown_later where a = 3`.execute(handle.db);
      expect(await statsOf(handle, "grown_later")).toEqual([]);
      vi.advanceTimersByTime(SQLITE_OPTIMIZE_EVERY_MS);
      expect(await statsOf(handle, "grown_later")).toEqual(["grown_later_a"]);
    } finally {
      await handle.close();
    }
  });

  // An index's entries are in key order, so a sample of its first rows (analysis_limit) sees
  // one status where a table has four, and says each has about as many rows as the sample.
  it("count every row, so a column shared by half the table's rows is known to be", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const url = `sqlite:${join(dir, "exact.db")}`;
    const first = await createServices(testConfig(url), createLogger("silent"), {
      mailWorker: false,
    });
    await fill(first.handle, "two_statuses", 20_000, 2);
    await first.handle.close();
    const again = await createServices(testConfig(url), createLogger("silent"), {
      mailWorker: false,
    });
    try {
      expect(await statOf(again.handle, "two_statuses_a")).toBe("20000 10000");
      expect(await valueSamples(again.handle)).toBe(0);
      // The periodic run, after the table grew 30-fold: still every row.
      await fill(again.handle, "two_statuses", 580_000, 2);
      await sql`select count(*) from two_statuses where a = 1`.execute(again.handle.db);
      vi.advanceTimersByTime(SQLITE_OPTIMIZE_EVERY_MS);
      expect(await statOf(again.handle, "two_statuses_a")).toBe("600000 300000");
      expect(await valueSamples(again.handle)).toBe(0);
    } finally {
      await again.handle.close();
    }
  });

  it("sampled by an older server are forgotten by the migration and counted again", async () => {
    const file = join(dir, "sampled.db");
    const handle = connectDatabase(`sqlite:${file}`);
    await fill(handle, "sampled_rows", 20_000, 2);
    await handle.close();
    // What the server did before db/migrations/2026-11-27-07-exact-statistics.ts.
    const older = new SQLite(file);
    older.pragma("analysis_limit = 1000");
    older.pragma("optimize = 0x10002");
    older.close();

    const upgraded = connectDatabase(`sqlite:${file}`);
    try {
      expect(await statOf(upgraded, "sampled_rows_a")).toBe("20000 1001");
      await exactStatistics.up(upgraded.db);
      upgraded.optimize?.();
      expect(await statOf(upgraded, "sampled_rows_a")).toBe("20000 10000");
    } finally {
      await upgraded.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "PostgreSQL answers through pg's callback form",
  () => {
    // connect.ts routes Kysely's `client.query(sql, parameters)` through pg's callback (the
    // server's memory during exports, docs/performance.md §9.1): results, errors and
    // transactions must reach the caller exactly as before.
    it("resolves rows, rejects with the server's error, and keeps a transaction on one connection", async () => {
      const handle = connectDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const { rows } = await sql<{
          one: number;
          text: string;
        }>`select 1 as one, ${"a"} as text`.execute(handle.db);
        expect(rows).toEqual([{ one: 1, text: "a" }]);
        await expect(sql`select * from "no such table"`.execute(handle.db)).rejects.toMatchObject({
          code: "42P01",
        });
        const inside = await handle.db.transaction().execute(async (trx) => {
          await sql`create temporary table t (n int) on commit drop`.execute(trx);
          await sql`insert into t values (1), (2)`.execute(trx);
          return (await sql<{ n: number }>`select count(*)::int as n from t`.execute(trx)).rows[0]
            .n;
        });
        expect(inside).toBe(2);
      } finally {
        await handle.close();
      }
    });

    it("plans no query with JIT or parallel workers, on every pooled connection (docs/decisions/0057-postgresql-serving-settings.md)", async () => {
      const handle = connectDatabase(process.env.TEST_DATABASE_URL!);
      try {
        // Several at once, so that the pool opens several connections.
        const answers = await Promise.all(
          Array.from({ length: 4 }, () =>
            handle.db.transaction().execute(async (trx) => {
              await sql`select pg_sleep(0.05)`.execute(trx);
              const setting = async (name: string) =>
                (await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(trx)).rows[0][
                  name
                ];
              return [await setting("jit"), await setting("max_parallel_workers_per_gather")];
            }),
          ),
        );
        expect(answers).toEqual(Array.from({ length: 4 }, () => ["off", "0"]));
        // …and keeps them warm between an admin's clicks, not pg's 10 s.
        expect((handle.pool as pg.Pool).options.idleTimeoutMillis).toBe(POOL_IDLE_MS);
        expect(POOL_IDLE_MS).toBeGreaterThanOrEqual(5 * 60_000);
      } finally {
        await handle.close();
      }
    });
  },
);
