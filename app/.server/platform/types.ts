// The services' type, a leaf: every module that is handed the services imports it from here,
// and nothing here imports a module that does (app/.server/README.md, "Import cycles";
// decision 0025). services.ts builds the value.
import type { Kysely } from "kysely";
import type { Auth } from "../auth/better-auth";
import type { ReminderWorker } from "../bookings/types";
import type { NewsletterSender } from "../newsletter-issues/types";
import type { OutboxWorker } from "../outbox/types";
import type { AppConfig } from "./config";
import type { DatabaseHandle, Dialect } from "./db/connect";
import type { Database } from "./db/schema";
import type { Logger } from "./log";

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
