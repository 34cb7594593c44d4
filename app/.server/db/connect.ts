import SQLite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, read by the metrics (absent on SQLite). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
}

/** Opens the database named by a `sqlite:<path>` or `postgres://` URL. */
export function connectDatabase(url: string): DatabaseHandle {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy(), pool };
  }
  const file = url.slice("sqlite:".length);
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL for concurrent readers. NORMAL: commits survive an application crash without waiting
  // for an fsync each (docs/decisions/0002-data-layer.md).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; compiling the same SQL again costs more than running it.
 * better-sqlite3 statements are reusable (each run finishes before the next starts, and we
 * never iterate two at once), so keep the most recently used ones, keyed by their SQL.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== "prepare") {
        const value = Reflect.get(target, property, receiver) as unknown;
        // Native methods must be called on the real database, not on the proxy.
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (sql: string) => {
        let statement = cache.get(sql);
        if (statement) {
          cache.delete(sql);
        } else {
          statement = prepare(sql);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        }
        cache.set(sql, statement);
        return statement;
      };
    },
  });
}
