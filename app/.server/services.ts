import { createAuth } from "./auth/better-auth";
import { startReminderWorker } from "./bookings/jobs";
import { startClassReminderWorker } from "./classes/jobs-reminders";
import type { AppConfig } from "./platform/config";
import { connectDatabase } from "./platform/db/connect";
import { migrateToLatest } from "./platform/db/migrate";
import { createLogger, type Logger } from "./platform/log";
import type { AppServices } from "./platform/types";
import { startOutboxWorker } from "./outbox/jobs";
import { startNewsletterSender } from "./newsletter-issues/jobs";

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
  const auth = createAuth(handle.db, handle.dialect, config, log);
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
    const classReminders =
      options.reminderWorker === false ? undefined : startClassReminderWorker(services);
    const sender = startNewsletterSender(services, {
      leaseMs: services.config.newsletterLeaseMs,
      afterBatch: () => worker.kick(),
    });
    services.newsletter = sender;
    services.stopBackground = async () => {
      // Reminders and the sender first: what they queue now is then in the outbox for the
      // worker's last pass.
      await reminders?.stop();
      await classReminders?.stop();
      await sender.stop();
      await worker.stop();
    };
  }
  return services;
}
