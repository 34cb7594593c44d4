import SQLite from "better-sqlite3";
import { e2eDbFile } from "./e2e-env";

/**
 * Runs a direct change to the e2e database and bumps the content version, then waits until the
 * server's page cache (which checks every two seconds) has dropped its copies.
 */
export async function changeContent(change: (db: SQLite.Database) => void): Promise<void> {
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  try {
    change(db);
    db.prepare(
      "insert into appSetting (key, value, updatedAt) values ('contentVersion', ?, ?) on conflict(key) do update set value = excluded.value, updatedAt = excluded.updatedAt",
    ).run(`e2e-${Date.now()}-${Math.random()}`, new Date().toISOString());
  } finally {
    db.close();
  }
  await new Promise((r) => setTimeout(r, 2_600));
}
