import { randomUUID } from "node:crypto";
import { startBackgroundLoop } from "../background-loop";
import { maskedErrorMessage } from "../log";
import type { AppServices } from "../services";
import { claimDueMails, markFailed, markSent, releaseClaims } from "./outbox";
import { createTransport, isPermanentFailure, type MailTransport } from "./transport";

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

/** How long a kick waits for other requests' mail before a pass starts. */
const KICK_DELAY_MS = 25;
/** How long stop() waits for a pass still talking to SMTP. */
export const STOP_WAIT_MS = 5_000;

/** Sends queued mail in the background, with retries and backoff recorded on each row. */
export function startOutboxWorker(
  services: Pick<AppServices, "db" | "dialect" | "config" | "log">,
  options: { intervalMs?: number; transport?: MailTransport; stopWaitMs?: number } = {},
): OutboxWorker {
  const { db, dialect, config, log } = services;
  const transport = options.transport ?? createTransport(config.smtpUrl, log);
  const workerId = randomUUID();
  const from = `"${config.site.name}" <${config.site.email}>`;
  const listeners: ((outcome: SendOutcome, count: number) => void)[] = [];
  const report = (outcome: SendOutcome, count: number) => {
    if (count > 0) for (const listener of listeners) listener(outcome, count);
  };
  // The batch under way: claimed and not yet recorded, and delivered but not yet marked. stop()
  // settles them itself when it gives up waiting for the pass.
  const unfinished = new Set<string>();
  let delivered: string[] = [];

  async function finishBatch() {
    const ids = delivered;
    delivered = [];
    // The log transport delivers nothing: its mails are kept, not sent.
    const outcome = transport.name === "log" ? "kept" : "sent";
    await markSent(db, ids, workerId, outcome);
    for (const id of ids) unfinished.delete(id);
    report(outcome, ids.length);
    return ids.length;
  }

  async function pass(signal: AbortSignal): Promise<number> {
    let sent = 0;
    while (!signal.aborted) {
      const batch = await claimDueMails(db, dialect, workerId);
      if (batch.length === 0) return sent;
      for (const mail of batch) unfinished.add(mail.id);
      // Marked together after the batch: a crash in between sends those mails again when
      // their claim runs out (the outbox delivers at least once, as it always did).
      for (const mail of batch) {
        if (signal.aborted) break;
        try {
          await transport.send(mail, from);
          delivered.push(mail.id);
        } catch (error) {
          if (!unfinished.has(mail.id)) continue; // stop() gave up on it and queued it again
          const message = maskedErrorMessage(error);
          const outcome = await markFailed(db, mail, workerId, message, isPermanentFailure(error));
          unfinished.delete(mail.id);
          report(outcome === "failed" ? "failed" : "retry", 1);
          log.warn(
            { mailId: mail.id, attempt: mail.attempts + 1, error: message },
            outcome === "failed" ? "mail not sent; given up" : "mail not sent; will retry",
          );
        }
      }
      sent += await finishBatch();
      // Stopping: the batch's mails not yet tried go back to the queue for the next process.
      await releaseClaims(db, [...unfinished], workerId);
      unfinished.clear();
    }
    return sent;
  }

  // Requests that arrive together share one pass (the kick's delay), so a busy minute costs
  // one claim per batch of mails instead of a claim (and an empty re-check) per request.
  const loop = startBackgroundLoop({
    pass,
    failed: 0,
    log,
    failMessage: "outbox pass failed",
    errorText: maskedErrorMessage,
    intervalMs: options.intervalMs ?? 5_000,
    kickDelayMs: KICK_DELAY_MS,
    overlap: "join",
  });

  return {
    transport,
    kick: () => loop.kick(),
    drain: () => loop.run(),
    observe: (listener) => void listeners.push(listener),
    async stop() {
      const finished = await loop.stop(options.stopWaitMs ?? STOP_WAIT_MS);
      if (!finished) {
        // The SMTP server is hanging. What was delivered is marked sent; the rest, the mail
        // in flight included, is queued again for the next process (at least once).
        try {
          await finishBatch();
          const left = [...unfinished];
          unfinished.clear();
          log.warn({ mails: left.length }, "SMTP still busy at shutdown; mail left queued");
          await releaseClaims(db, left, workerId);
        } catch (error) {
          // Unreleased claims run out by themselves (claimDueMails takes them again).
          log.error({ error: String(error) }, "could not re-queue mail at shutdown");
        }
      }
      transport.close();
    },
  };
}
