import type { Kysely } from "kysely";
import { createAuth, type Auth } from "./auth";
import type { AppConfig } from "./config";
import { connectDatabase, type DatabaseHandle, type Dialect } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import { createLogger, type Logger } from "./log";
import { startOutboxWorker, type OutboxWorker } from "./mail/worker";
import { startNewsletterSender, type NewsletterSender } from "./newsletter/sender";

/** Everything a request handler may use; built once per process and passed to loaders. */
export interface AppServices {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  handle: DatabaseHandle;
  auth: Auth;
  log: Logger;
  /** The e-mail outbox worker (absent when started without one, e.g. the admin CLI). */
  mail?: OutboxWorker;
  /** Queues newsletter issues' copies in the background (started beside the outbox worker). */
  newsletter?: NewsletterSender;
  /** Stops background workers (the e-mail outbox) before the database closes. */
  stopBackground?: () => Promise<void>;
}

/** Connects, migrates and wires the services. */
export async function createServices(
  config: AppConfig,
  log: Logger = createLogger(config.logLevel),
  options: { mailWorker?: boolean } = {},
): Promise<AppServices> {
  const handle = connectDatabase(config.databaseUrl, {
    onConnectionError: (error) => log.warn({ error: error.message }, "database connection lost"),
  });
  const applied = await migrateToLatest(handle, config);
  if (applied.length > 0) log.info({ migrations: applied }, "migrations applied");
  const auth = createAuth(handle.db, handle.dialect, config);
  const services: AppServices = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    handle,
    auth,
    log,
  };
  if (options.mailWorker !== false) {
    const worker = startOutboxWorker(services);
    services.mail = worker;
    const sender = startNewsletterSender(services, { afterBatch: () => worker.kick() });
    services.newsletter = sender;
    // The sender first: its last batch's mails are then in the outbox for the worker's pass.
    services.stopBackground = async () => {
      await sender.stop();
      await worker.stop();
    };
  }
  return services;
}
