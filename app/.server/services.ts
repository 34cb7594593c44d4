import type { Kysely } from "kysely";
import { createAuth, type Auth } from "./auth";
import { startReminderWorker, type ReminderWorker } from "./bookings/reminders";
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
  /** Sends demo-booking reminders (absent without the outbox worker, and in tests by default). */
  reminders?: ReminderWorker;
  /** Queues newsletter issues' copies in the background (started beside the outbox worker). */
  newsletter?: NewsletterSender;
  /**
   * Stops background workers (reminders and the newsletter sender, then the e-mail outbox)
   * before the database closes.
   */
  stopBackground?: () => Promise<void>;
}

/** Connects, migrates and wires the services. */
export async function createServices(
  config: AppConfig,
  log: Logger = createLogger(config.logLevel),
  options: { mailWorker?: boolean; reminderWorker?: boolean } = {},
): Promise<AppServices> {
  const handle = connectDatabase(config.databaseUrl, {
    onConnectionError: (error) => log.warn({ error: error.message }, "database connection lost"),
  });
  const applied = await migrateToLatest(handle, config);
  if (applied.length > 0) log.info({ migrations: applied }, "migrations applied");
  // SQLite: fresh planner statistics before the first request (db/connect.ts).
  handle.optimize?.();
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
    // Reminders are queued into the outbox, so they run only where the outbox is sent.
    const reminders = options.reminderWorker === false ? undefined : startReminderWorker(services);
    services.reminders = reminders;
    const sender = startNewsletterSender(services, {
      leaseMs: services.config.newsletterLeaseMs,
      afterBatch: () => worker.kick(),
    });
    services.newsletter = sender;
    services.stopBackground = async () => {
      // Reminders and the sender first: what they queue now is then in the outbox for the
      // worker's last pass.
      await reminders?.stop();
      await sender.stop();
      await worker.stop();
    };
  }
  return services;
}
