import type { Kysely } from "kysely";
import { createAuth, type Auth } from "./auth";
import type { AppConfig } from "./config";
import { connectDatabase, type DatabaseHandle, type Dialect } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import { createLogger, type Logger } from "./log";

/** Everything a request handler may use; built once per process and passed to loaders. */
export interface AppServices {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  handle: DatabaseHandle;
  auth: Auth;
  log: Logger;
  /** Stops background workers (the e-mail outbox) before the database closes. */
  stopBackground?: () => Promise<void>;
}

/** Connects, migrates and wires the services. */
export async function createServices(
  config: AppConfig,
  log: Logger = createLogger(config.logLevel),
): Promise<AppServices> {
  const handle = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(handle, config);
  if (applied.length > 0) log.info({ migrations: applied }, "migrations applied");
  const auth = createAuth(handle.db, handle.dialect, config);
  return { config, db: handle.db, dialect: handle.dialect, handle, auth, log };
}
