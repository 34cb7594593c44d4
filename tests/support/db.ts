import SQLite from "better-sqlite3";
import { e2eDbFile } from "./e2e-env";

/** Runs one read-only query against the e2e server's database. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Runs one write against the e2e server's database (for states no page can reach yet). */
export function execute(sql: string, ...params: unknown[]): number {
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  try {
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}
