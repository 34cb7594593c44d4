import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Cursor } from "~/lib/admin/list-query";
import { COUNT_CAP, type MailStatus } from "~/lib/admin/log-queries";
import { adminWrite, AdminRefusal, RecordMissing } from "../admin/write";
import { distinctValues, olderThan } from "../admin/keyset";
import { pageContains } from "../admin/search";
import type { Database, EmailOutboxTable } from "../db/schema";
import type { SessionUser } from "../session";

// The e-mail outbox as the admin panel reads it (docs/admin.md §10): a keyset-paged list newest
// first, one mail as it was sent, and "resend" for a mail the worker gave up on.

export interface OutboxFilter {
  status: MailStatus | "";
  kind: string;
  /** Text the recipient's address contains, any case ("" for all). */
  recipient: string;
}

/** One row of the list (no bodies: a page reads 26 small rows, not 26 HTML mails). */
export type OutboxRow = Pick<
  EmailOutboxTable,
  | "id"
  | "to"
  | "subject"
  | "kind"
  | "status"
  | "attempts"
  | "lastError"
  | "sentAt"
  | "createdAt"
  | "nextAttemptAt"
>;

const LIST_COLUMNS = [
  "id",
  "to",
  "subject",
  "kind",
  "status",
  "attempts",
  "lastError",
  "sentAt",
  "createdAt",
  "nextAttemptAt",
] as const;

/** Each filter's search is weighed once, however many reads (page, count, batches) use it. */
const weighed = new WeakMap<OutboxFilter, Promise<Expression<SqlBool>>>();

async function filtered(db: Kysely<Database>, filter: OutboxFilter) {
  let query = db.selectFrom("emailOutbox");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.recipient) {
    let search = weighed.get(filter);
    if (!search)
      weighed.set(filter, (search = pageContains(db, ["to"], filter.recipient, "emailOutbox")));
    query = query.where(await search);
  }
  return query;
}

/** Up to `limit` mails of the filter after `after`, newest first. */
export async function listOutbox(
  db: Kysely<Database>,
  filter: OutboxFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  // The page's ids first, from one covering index alone (migration 08); then those rows.
  let ids = (await filtered(db, filter)).select("id");
  if (after) ids = ids.where(olderThan(after));
  ids = ids.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit);
  return db
    .selectFrom("emailOutbox")
    .select(LIST_COLUMNS)
    .where("id", "in", ids)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The same rows read straight along the index, for the CSV export's batches of 1,000: there
 * the second lookup of every row by its id would cost more than the ids-first read saves.
 */
export async function readOutboxBatch(
  db: Kysely<Database>,
  filter: OutboxFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  let query = (await filtered(db, filter)).select(LIST_COLUMNS);
  if (after) query = query.where(olderThan(after));
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** How many mails the filter holds, counted no further than COUNT_CAP + 1. */
export async function countOutbox(db: Kysely<Database>, filter: OutboxFilter): Promise<number> {
  const first = (await filtered(db, filter)).select(sql<number>`1`.as("one")).limit(COUNT_CAP + 1);
  const row = await db
    .selectFrom(first.as("m"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The kinds of mail the outbox holds, for the filter's choices. */
export async function outboxKinds(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await distinctValues("emailOutbox", "kind").execute(db);
  return rows.map((r) => r.value);
}

/** One mail, whole, or undefined. */
export async function getOutboxMail(
  db: Kysely<Database>,
  id: string,
): Promise<EmailOutboxTable | undefined> {
  return db.selectFrom("emailOutbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Queues a failed mail again, due now, with its audit row. Only a failed mail: one that is
 * queued or sending is still on its way and one that was sent would reach its reader twice.
 * The status test is in the UPDATE itself, so of two admins resending at once one wins.
 *
 * The attempt count is kept (it is the mail's history, and the list shows it). The worker
 * claims `queued` mail whose nextAttemptAt has passed; claimedBy is cleared so no old claim
 * holds it. Should the new attempt fail for a passing reason, the usual retries follow only
 * within RETRY_FOR_MS of the mail's creation: an old mail gets this one attempt.
 */
export async function resendMail(
  db: Kysely<Database>,
  actor: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<void> {
  await adminWrite(db, actor, {
    action: "email.resend",
    entity: "email",
    entityId: id,
    run: async (trx) => {
      const mail = await trx
        .selectFrom("emailOutbox")
        .select(["status", "nextAttemptAt"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!mail) throw new RecordMissing("This mail");
      const now = new Date().toISOString();
      const result = await trx
        .updateTable("emailOutbox")
        .set({ status: "queued", nextAttemptAt: now, claimedBy: null, claimedUntil: null })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        // Read again: another admin may have queued it since the first read.
        const current = await trx
          .selectFrom("emailOutbox")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirst();
        throw new AdminRefusal(
          `Only a failed mail can be sent again; this one is ${current?.status ?? mail.status}.`,
          409,
        );
      }
      return {
        before: { status: "failed", nextAttemptAt: mail.nextAttemptAt },
        after: { status: "queued", nextAttemptAt: now },
        result: undefined,
      };
    },
  });
}
