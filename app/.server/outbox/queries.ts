import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { Cursor } from "~/lib/admin/list-query";
import { COUNT_CAP, type MailStatus } from "~/lib/admin/log-queries";
import { distinctValues, olderThan } from "../kit/keyset";
import { pageContains } from "../kit/search";
import type { Database, EmailOutboxTable } from "../platform/db/schema";

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
