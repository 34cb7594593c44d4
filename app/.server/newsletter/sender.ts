import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AppConfig } from "../config";
import type { Dialect } from "../db/connect";
import type { Database } from "../db/schema";
import { startBackgroundLoop } from "../background-loop";
import { countUnsentMails, enqueueMails } from "../mail/outbox";
import type { Logger } from "../log";
import { issueBody, renderIssueMail } from "./issue-mail";

// The newsletter's background sender. An issue being sent (status `sending`) is worked on by
// one process at a time, which holds a lease on it (claimedBy, claimedUntil) and renews it
// with every batch; a process that dies stops renewing, and another takes the issue over when
// the lease runs out.
//
// One batch is one transaction: renew the lease (which on PostgreSQL also locks the issue's
// row; on SQLite the first write takes the database's write lock), read the next active
// subscribers after the issue's keyset cursor, write a newsletterDelivery row and an outbox
// mail for each, move the cursor past them. A crash anywhere before the commit rolls all of it
// back and the next batch starts from the same cursor: nobody is skipped. A batch that
// committed moved the cursor with its mails, so nobody is queued twice; and the delivery row's
// primary key (issueId, subscriberId) refuses a second copy even if a lease were ever shared.
//
// Batches wait while the outbox already holds many unsent mails, so a password reset queued
// during a send waits behind at most that many newsletters, not behind every subscriber.

export const BATCH_SIZE = 100;
/**
 * How long a lease lasts without being renewed: the default; a server takes it from
 * NEWSLETTER_LEASE_SECONDS (the cluster's restart test shortens it to wait less).
 */
export const LEASE_MS = 60_000;
/** Unsent mails in the outbox above which the sender waits before the next batch. */
export const MAX_BACKLOG = 300;

export interface BatchOptions {
  batchSize?: number;
  leaseMs?: number;
  /** Tests: runs inside the batch's transaction just before it commits (a throw = a crash). */
  beforeCommit?: (trx: Transaction<Database>) => Promise<void>;
}

export type BatchOutcome =
  /** Queued `queued` copies; `done` when that was the last batch. */
  | { kind: "queued"; queued: number; done: boolean }
  /** Another process holds the issue (or it is no longer being sent). */
  | { kind: "lost" };

/** Takes the lease on an issue being sent whose lease is free or ran out; its id, or null. */
export async function claimIssue(
  db: Kysely<Database>,
  workerId: string,
  leaseMs = LEASE_MS,
  now = new Date(),
): Promise<string | null> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom("newsletterIssue")
    .select("id")
    .where("status", "=", "sending")
    .where((eb) =>
      eb.or([
        eb("claimedBy", "is", null),
        eb("claimedUntil", "<", at),
        eb("claimedBy", "=", workerId),
      ]),
    )
    .orderBy("sendStartedAt")
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const result = await db
      .updateTable("newsletterIssue")
      .set({ claimedBy: workerId, claimedUntil: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where((eb) =>
        eb.or([
          eb("claimedBy", "is", null),
          eb("claimedUntil", "<", at),
          eb("claimedBy", "=", workerId),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return id;
  }
  return null;
}

/** Gives the lease back (a clean shutdown): another process may continue at once. */
export async function releaseIssue(db: Kysely<Database>, issueId: string, workerId: string) {
  await db
    .updateTable("newsletterIssue")
    .set({ claimedBy: null, claimedUntil: null })
    .where("id", "=", issueId)
    .where("claimedBy", "=", workerId)
    .execute();
}

/** Queues the next batch of an issue's copies; see the module's comment. */
export async function sendBatch(
  db: Kysely<Database>,
  config: AppConfig,
  issueId: string,
  workerId: string,
  options: BatchOptions = {},
): Promise<BatchOutcome> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const at = now.toISOString();
    // First statement, a write: it locks the issue (PostgreSQL) or the database (SQLite) for
    // this transaction, and proves the lease is still ours.
    const issue = await trx
      .updateTable("newsletterIssue")
      .set({ claimedUntil: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "=", issueId)
      .where("status", "=", "sending")
      .where("claimedBy", "=", workerId)
      .returningAll()
      .executeTakeFirst();
    if (!issue) return { kind: "lost" } as const;

    let next = trx
      .selectFrom("newsletterSubscriber")
      .select(["id", "email", "unsubscribeToken", "createdAt"])
      .where("status", "=", "active")
      // Those who subscribed after the send started get the next issue.
      .where("createdAt", "<=", issue.sendStartedAt ?? at);
    if (issue.cursorCreatedAt && issue.cursorId) {
      const cursor = [issue.cursorCreatedAt, issue.cursorId] as const;
      next = next.where((eb) => eb(eb.refTuple("createdAt", "id"), ">", eb.tuple(...cursor)));
    }
    const subscribers = await next.orderBy("createdAt").orderBy("id").limit(batchSize).execute();

    let queued = 0;
    if (subscribers.length > 0) {
      const withMail = subscribers.map((s) => ({ ...s, mailId: randomUUID() }));
      const inserted = await trx
        .insertInto("newsletterDelivery")
        .values(
          withMail.map((s) => ({
            issueId,
            subscriberId: s.id,
            mailId: s.mailId,
            createdAt: at,
          })),
        )
        .onConflict((oc) => oc.columns(["issueId", "subscriberId"]).doNothing())
        .returning("subscriberId")
        .execute();
      const fresh = new Set(inserted.map((r) => r.subscriberId));
      // The body is the same for everyone: styled once, then wrapped per subscriber.
      const body = issueBody(issue.html, config.siteUrl);
      await enqueueMails(
        trx,
        withMail
          .filter((s) => fresh.has(s.id))
          .map((s) => ({
            id: s.mailId,
            to: s.email,
            kind: "newsletter-issue",
            ...renderIssueMail(config, issue, s.unsubscribeToken, body),
          })),
      );
      queued = fresh.size;
    }

    const done = subscribers.length < batchSize;
    const last = subscribers.at(-1);
    await trx
      .updateTable("newsletterIssue")
      .set((eb) => ({
        queuedCount: eb("queuedCount", "+", queued),
        ...(last ? { cursorCreatedAt: last.createdAt, cursorId: last.id } : {}),
        ...(done
          ? { status: "sent" as const, sentAt: at, claimedBy: null, claimedUntil: null }
          : {}),
        updatedAt: at,
      }))
      .where("id", "=", issueId)
      .execute();
    await options.beforeCommit?.(trx);
    return { kind: "queued", queued, done } as const;
  });
}

export interface NewsletterSender {
  /** Look for work now (an admin just started a send). */
  kick(): void;
  /** Runs one pass (until nothing is left or the outbox is full); tests use it. */
  drain(): Promise<number>;
  /** Stops after the batch under way and gives its lease back. */
  stop(): Promise<void>;
  readonly workerId: string;
}

export interface SenderOptions extends BatchOptions {
  intervalMs?: number;
  maxBacklog?: number;
  /** Stop a pass after this many batches (tests interrupt a send with it). */
  maxBatches?: number;
  /** Called after each committed batch (the outbox worker is kicked by default). */
  afterBatch?: () => void;
}

/** Starts the in-process sender: a timer, and kicks from the send action. */
export function startNewsletterSender(
  services: { db: Kysely<Database>; dialect: Dialect; config: AppConfig; log: Logger },
  options: SenderOptions = {},
): NewsletterSender {
  const { db, config, log } = services;
  const workerId = randomUUID();
  const maxBacklog = options.maxBacklog ?? MAX_BACKLOG;
  let holding: string | null = null;

  async function backlogFull() {
    if (!Number.isFinite(maxBacklog)) return false;
    const unsent = await countUnsentMails(db);
    return unsent.queued + unsent.sending >= maxBacklog;
  }

  async function pass(signal: AbortSignal): Promise<number> {
    let total = 0;
    let batches = 0;
    while (!signal.aborted) {
      // Idle, this is the one query a pass makes (an index seek on the issues' status).
      const issueId = holding ?? (await claimIssue(db, workerId, options.leaseMs));
      if (!issueId) return total;
      holding = issueId;
      // The lease is kept while waiting; if the wait outlasts it, another process may go on.
      if (await backlogFull()) return total;
      const outcome = await sendBatch(db, config, issueId, workerId, options);
      batches += 1;
      if (outcome.kind === "lost" || outcome.done) holding = null;
      if (outcome.kind === "queued") {
        total += outcome.queued;
        if (outcome.queued > 0) options.afterBatch?.();
        if (outcome.done) log.info({ issueId }, "newsletter queued for every subscriber");
      }
      if (options.maxBatches !== undefined && batches >= options.maxBatches) return total;
    }
    return total;
  }

  const loop = startBackgroundLoop({
    pass,
    failed: 0,
    log,
    failMessage: "newsletter batch failed; it will be retried",
    intervalMs: options.intervalMs ?? 2_000,
    overlap: "join",
  });

  return {
    workerId,
    kick: () => loop.kick(),
    drain: () => loop.run(),
    async stop() {
      await loop.stop();
      if (holding) {
        const id = holding;
        holding = null;
        await releaseIssue(db, id, workerId).catch((error: unknown) => {
          // The lease runs out by itself.
          log.warn({ error: String(error) }, "could not release the newsletter's lease");
        });
      }
    },
  };
}
