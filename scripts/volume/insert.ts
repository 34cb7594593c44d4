import SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { DatabaseHandle } from "../../app/.server/platform/db/connect";

// Bulk inserts for the volume seed, the fastest plain way on each engine. SQLite: one prepared
// statement run per row on a second connection to the same file, many rows per transaction,
// without waiting for fsync (a seed that dies half-way is simply run again on a fresh file).
// PostgreSQL: multi-row INSERTs of 1,000 rows, two in flight so generating the next batch
// overlaps the server's work on the last one.

type Value = string | number | boolean | null;
type Row = Record<string, Value>;

export interface BulkInserter {
  insert(table: string, rows: Iterable<Row>): Promise<number>;
  close(): Promise<void>;
}

const SQLITE_ROWS_PER_TRANSACTION = 20_000;
const PG_ROWS_PER_STATEMENT = 1_000;
const PG_IN_FLIGHT = 2;

export function bulkInserter(handle: DatabaseHandle): BulkInserter {
  return handle.dialect === "sqlite" ? sqliteInserter(handle) : postgresInserter(handle);
}

function sqliteInserter(handle: DatabaseHandle): BulkInserter {
  if (!handle.file) throw new Error("the volume seed needs a SQLite file, not :memory:");
  const sqlite = new SQLite(handle.file);
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("cache_size = -262144"); // 256 MiB: the indexes' pages stay in memory
  sqlite.pragma("foreign_keys = ON");
  return {
    async insert(table, rows) {
      let statement: SQLite.Statement | undefined;
      let columns: string[] = [];
      const runAll = sqlite.transaction((batch: Row[]) => {
        for (const row of batch) statement!.run(columns.map((c) => sqliteValue(row[c])));
      });
      let batch: Row[] = [];
      let count = 0;
      for (const row of rows) {
        if (!statement) {
          columns = Object.keys(row);
          statement = sqlite.prepare(
            `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
          );
        }
        batch.push(row);
        if (batch.length === SQLITE_ROWS_PER_TRANSACTION) {
          runAll(batch);
          count += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) runAll(batch);
      return count + batch.length;
    },
    async close() {
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
      sqlite.close();
    },
  };
}

/** better-sqlite3 binds no booleans; Better Auth stores them as 0/1 on SQLite. */
function sqliteValue(value: Value | undefined): string | number | null {
  if (value === undefined) return null;
  return typeof value === "boolean" ? (value ? 1 : 0) : value;
}

function postgresInserter(handle: DatabaseHandle): BulkInserter {
  return {
    async insert(table, rows) {
      const pending = new Set<Promise<void>>();
      let batch: Row[] = [];
      let count = 0;
      const send = async (values: Row[]) => {
        const columns = Object.keys(values[0]);
        const tuples = values.map(
          (row) => sql`(${sql.join(columns.map((c) => sql`${row[c] ?? null}`))})`,
        );
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(tuples)}`.execute(
          handle.db,
        );
      };
      const flush = async () => {
        const job = send(batch).finally(() => pending.delete(job));
        pending.add(job);
        job.catch(() => {}); // reported by the race or the final wait, not as unhandled
        count += batch.length;
        batch = [];
        if (pending.size >= PG_IN_FLIGHT) await Promise.race(pending);
      };
      try {
        for (const row of rows) {
          batch.push(row);
          if (batch.length === PG_ROWS_PER_STATEMENT) await flush();
        }
        if (batch.length > 0) await flush();
      } finally {
        await Promise.all(pending);
      }
      return count;
    },
    async close() {},
  };
}
