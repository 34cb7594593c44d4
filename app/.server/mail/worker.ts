import { randomUUID } from "node:crypto";
import type { AppServices } from "../services";
import { claimDueMails, markFailed, markSent } from "./outbox";
import { createTransport, type MailTransport } from "./transport";

export interface OutboxWorker {
  /** Process due mail now (after a request queued some) instead of waiting for the timer. */
  kick(): void;
  /** Runs one pass; resolves when it is done (tests use it). */
  drain(): Promise<number>;
  stop(): Promise<void>;
  transport: MailTransport;
}

/** How long a kick waits for other requests' mail before a pass starts. */
const KICK_DELAY_MS = 25;

/** Sends queued mail in the background, with retries and backoff recorded on each row. */
export function startOutboxWorker(
  services: Pick<AppServices, "db" | "dialect" | "config" | "log">,
  options: { intervalMs?: number; transport?: MailTransport } = {},
): OutboxWorker {
  const { db, dialect, config, log } = services;
  const transport = options.transport ?? createTransport(config.smtpUrl, log);
  const workerId = randomUUID();
  const from = `"${config.site.name}" <${config.site.email}>`;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMails(db, dialect, workerId);
      if (batch.length === 0) return sent;
      // Marked together after the batch: a crash in between sends those mails again when
      // their claim runs out (the outbox delivers at least once, as it always did).
      const delivered: string[] = [];
      for (const mail of batch) {
        try {
          await transport.send(mail, from);
          delivered.push(mail.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.warn(
            { mailId: mail.id, attempt: mail.attempts + 1, error: message },
            "mail not sent; will retry",
          );
          await markFailed(db, mail, workerId, message);
        }
      }
      await markSent(db, delivered, workerId);
      sent += delivered.length;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log.error(
          { error: error instanceof Error ? error.message : String(error) },
          "outbox pass failed",
        );
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const timer = setInterval(() => void run(), options.intervalMs ?? 5_000);
  timer.unref();
  // Requests that arrive together share one pass, so a busy minute costs one claim per batch
  // of mails instead of a claim (and an empty re-check) per request.
  let kickTimer: ReturnType<typeof setTimeout> | null = null;

  return {
    transport,
    kick: () => {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        if (!stopped) void run();
      }, KICK_DELAY_MS);
    },
    drain: () => run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
      await running;
      transport.close();
    },
  };
}
