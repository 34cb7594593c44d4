// The outbox worker's shape, apart from its code so that the services' type (platform/types.ts)
// needs nothing that imports the services (app/.server/README.md, "Import cycles").
import type { MailTransport } from "../platform/mail-transport";

/** What became of one attempt: delivered, queued for a later attempt, or given up. */
export type SendOutcome = "sent" | "kept" | "retry" | "failed";

export interface OutboxWorker {
  /** Process due mail now (after a request queued some) instead of waiting for the timer. */
  kick(): void;
  /** Runs one pass; resolves when it is done (tests use it). */
  drain(): Promise<number>;
  /**
   * Stops the worker. Waits for the pass under way at most `stopWaitMs`; if SMTP still hangs
   * then, the pass's unfinished mails are queued again and stop resolves anyway.
   */
  stop(): Promise<void>;
  /** Calls `listener` with the outcome of every attempt (metrics count them). */
  observe(listener: (outcome: SendOutcome, count: number) => void): void;
  transport: MailTransport;
}
