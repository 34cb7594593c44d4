import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/connect";
import type { Database, EmailOutboxTable } from "../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export const MAX_ATTEMPTS = 8;
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
    let due = trx
      .selectFrom("emailOutbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("nextAttemptAt", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("claimedUntil", "<", now)]),
        ]),
      )
      .orderBy("createdAt")
      .limit(limit);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("emailOutbox")
      .set({ status: "sending", claimedBy: workerId, claimedUntil: until })
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
}

/** Marks one batch's sent mails in one statement (one commit instead of one per mail). */
export async function markSent(
  db: Kysely<Database>,
  ids: readonly string[],
  workerId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("emailOutbox")
    .set((eb) => ({
      status: "sent",
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
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function markFailed(
  db: Kysely<Database>,
  mail: Pick<EmailOutboxTable, "id" | "attempts">,
  workerId: string,
  error: string,
): Promise<void> {
  const attempts = mail.attempts + 1;
  await db
    .updateTable("emailOutbox")
    .set({
      status: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
      claimedBy: null,
      claimedUntil: null,
    })
    .where("id", "=", mail.id)
    .where("claimedBy", "=", workerId)
    .execute();
}
