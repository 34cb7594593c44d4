import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Dialect } from "../platform/db/connect";
import type { Database, EmailOutboxTable } from "../platform/db/schema";
import { maskEmailsIn } from "../platform/log";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * A mail that keeps failing for a passing reason (server down, 4xx greylisting, full queue) is
 * retried for this long after it was queued: an SMTP outage over a weekend loses nothing.
 */
export const RETRY_FOR_MS = 3 * 24 * 3_600_000;
/** Longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 3_600_000;
const CLAIM_SECONDS = 120;

/**
 * Queues a mail. Call it with the transaction that writes the data the mail is about: the two
 * commit together, so an accepted request never loses its mail.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("emailOutbox")
    .values({
      id,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      kind: mail.kind,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      status: "queued",
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    })
    .execute();
  return id;
}

/**
 * Queues several mails in one statement, each with the id the caller chose (a newsletter's
 * delivery rows name their mails before they are written). Same transaction rule as enqueueMail.
 */
export async function enqueueMails(
  db: Kysely<Database>,
  mails: readonly (OutgoingMail & { id: string })[],
): Promise<void> {
  if (mails.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("emailOutbox")
    .values(
      mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        kind: mail.kind,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
        status: "queued" as const,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .execute();
}

/**
 * What makes a mail due, one way per status: a queued mail at its time; a claim (a worker's
 * "sending") once its time has passed, as a crashed worker's does.
 */
const DUE = [
  { status: "queued", column: "nextAttemptAt", op: "<=" },
  { status: "sending", column: "claimedUntil", op: "<" },
] as const;

const isDue =
  (due: (typeof DUE)[number], now: string) => (eb: ExpressionBuilder<Database, "emailOutbox">) =>
    eb.and([eb("status", "=", due.status), eb(due.column, due.op, now)]);

/**
 * Claims up to `limit` due mails for one worker. On PostgreSQL, SKIP LOCKED lets several
 * processes claim at once without taking the same row; a claim that outlives its deadline
 * (a crashed worker) becomes due again.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: Dialect,
  workerId: string,
  limit = 50,
): Promise<EmailOutboxTable[]> {
  const now = new Date().toISOString();
  const until = new Date(Date.now() + CLAIM_SECONDS * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    const ids = (
      dialect === "postgres"
        ? await trx
            .selectFrom("emailOutbox")
            .select("id")
            .where((eb) => eb.or(DUE.map((due) => isDue(due, now)(eb))))
            .orderBy("createdAt")
            .orderBy("id")
            .limit(limit)
            .forUpdate()
            .skipLocked()
            .execute()
        : await dueOnSqlite(trx, now, limit)
    ).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("emailOutbox")
      .set({ status: "sending", claimedBy: workerId, claimedUntil: until })
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
}

/**
 * The due mails on SQLite: each status's own range of emailOutbox_status_list, oldest first,
 * then the two merged. Asked as one `or`, SQLite walked the whole outbox in creation order
 * looking for due rows, which are few and the newest: 67 ms with none due and 620–700 ms with
 * new reminders queued, at docs/admin.md's volume (52,000 mails), every 5 seconds, on the
 * thread that serves every request (docs/performance.md §15.4). Now 0.06 ms.
 */
function dueOnSqlite(trx: Transaction<Database>, now: string, limit: number) {
  const [queued, sending] = DUE.map((due) =>
    trx
      .selectFrom("emailOutbox")
      .select(["id", "createdAt"])
      .where(isDue(due, now))
      .orderBy("createdAt")
      .orderBy("id")
      .limit(limit),
  );
  return trx
    .selectFrom((eb) =>
      eb
        .selectFrom(queued.as("queued"))
        .selectAll()
        .unionAll(eb.selectFrom(sending.as("sending")).selectAll())
        .as("due"),
    )
    .select("id")
    .orderBy("createdAt")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Marks one batch's sent mails in one statement (one commit instead of one per mail): "sent"
 * when a server took them, "kept" when no SMTP server is configured and they were only stored.
 * A kept mail never reached its recipient, and the outbox must not say it did (issue 23, item 14).
 */
export async function markSent(
  db: Kysely<Database>,
  ids: readonly string[],
  workerId: string,
  status: "sent" | "kept" = "sent",
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("emailOutbox")
    .set((eb) => ({
      status,
      sentAt: new Date().toISOString(),
      attempts: eb("attempts", "+", 1),
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    }))
    .where("id", "in", ids)
    .where("claimedBy", "=", workerId)
    .execute();
}

/** Backoff: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  // The exponent is capped too: 2 ** 2000 is Infinity, and Infinity is no date.
  return Math.min(30_000 * 2 ** Math.min(Math.max(0, attempts - 1), 20), MAX_RETRY_DELAY_MS);
}

/**
 * Records a failed attempt. A permanent failure (the server refused the mail for good, e.g.
 * 550 no such mailbox) or a mail past its retry period is marked failed; anything else goes
 * back to the queue for a later attempt. The error is stored with its addresses masked.
 */
export async function markFailed(
  db: Kysely<Database>,
  mail: Pick<EmailOutboxTable, "id" | "attempts" | "createdAt">,
  workerId: string,
  error: string,
  permanent = false,
): Promise<"failed" | "queued"> {
  const attempts = mail.attempts + 1;
  const nextAttemptAt = Date.now() + retryDelayMs(attempts);
  const expired = nextAttemptAt > new Date(mail.createdAt).getTime() + RETRY_FOR_MS;
  const status = permanent || expired ? "failed" : "queued";
  await db
    .updateTable("emailOutbox")
    .set({
      status,
      attempts,
      lastError: maskEmailsIn(error).slice(0, 500),
      nextAttemptAt: new Date(nextAttemptAt).toISOString(),
      claimedBy: null,
      claimedUntil: null,
    })
    .where("id", "=", mail.id)
    .where("claimedBy", "=", workerId)
    .execute();
  return status;
}

/**
 * Gives back a worker's claims on mails it has not finished (shutdown gave up waiting on the
 * SMTP server): they are queued again at once instead of waiting for the claim to run out.
 * Each mail's attempt count is unchanged; a send still in flight may yet reach the recipient,
 * and then the mail goes out twice (the outbox delivers at least once).
 */
export async function releaseClaims(
  db: Kysely<Database>,
  ids: readonly string[],
  workerId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("emailOutbox")
    .set({ status: "queued", claimedBy: null, claimedUntil: null })
    .where("id", "in", ids)
    .where("status", "=", "sending")
    .where("claimedBy", "=", workerId)
    .execute();
}

/**
 * How many mails wait (queued), are being sent, or were given up (failed). Metrics read it on
 * every scrape: the status index answers it without reading the sent mails, which pile up.
 */
export async function countUnsentMails(
  db: Kysely<Database>,
): Promise<Record<"queued" | "sending" | "failed", number>> {
  const rows = await db
    .selectFrom("emailOutbox")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "in", ["queued", "sending", "failed"])
    .groupBy("status")
    .execute();
  const counts = { queued: 0, sending: 0, failed: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.count);
  return counts;
}
