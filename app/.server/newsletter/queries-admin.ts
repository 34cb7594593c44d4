import { sql, type Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import {
  SUBSCRIBER_STATUSES,
  type SubscriberListQuery,
  type SubscriberStatus,
} from "~/lib/admin/subscribers";
import { COMMON_TEXT, containsText, weighSearch, type WeighedSearch } from "../kit/search";
import { walkedColumn } from "../kit/sort-index";
import type { Database } from "../platform/db/schema";

// Newsletter subscribers in the admin panel (docs/admin.md §4, Subscribers): the list with
// its per-status counts, one subscriber with its history, the CSV export's batches, and the two
// changes an admin makes on request (resend the confirmation, unsubscribe), each through
// adminWrite so it commits with its audit row.

export type Db = Kysely<Database>;
type Filter = Pick<SubscriberListQuery, "status" | "q">;

/** The audit log's words for the two changes. */
export const RESEND_ACTION = "subscriber.resend";
export const UNSUBSCRIBE_ACTION = "subscriber.unsubscribe";

/** The export's rows: its search (on SQLite read from the text indexes) and status. */
function filtered(db: Db, { status, q }: Filter) {
  let query = db.selectFrom("newsletterSubscriber");
  if (q) query = query.where(containsText(["email"], q, { db, table: "newsletterSubscriber" }));
  return status ? query.where("status", "=", status) : query;
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  version: number;
}

export type StatusCounts = Record<SubscriberStatus | "all", number>;

/**
 * How many subscribers match the search, per status and in all, and whether those are "more
 * than COMMON_TEXT" rather than exact. Counted in SQL. A text in tens of thousands of addresses
 * ("gmail", or "a" as a word's start) would cost a count of every match, tens of milliseconds
 * at 200,000 subscribers, for a number no one reads to the last digit: a search is counted per
 * status no further than COMMON_TEXT + 1, the three in one statement, as the outbox counts
 * (decision 0017). When no status reaches that, the counts and their sum are exact. Without a
 * search they are the ones the database keeps per status, exact and read in one small table.
 */
export async function countByStatus(
  db: Db,
  q: string,
  weighed?: WeighedSearch,
): Promise<{ counts: StatusCounts; capped: boolean }> {
  const counts = { all: 0, pending: 0, active: 0, unsubscribed: 0 } as StatusCounts;
  const table = "newsletterSubscriber";
  if (q.trim()) {
    const search = weighed ?? (await weighSearch(db, ["email"], q, table));
    const row = await db
      .selectNoFrom((eb) =>
        SUBSCRIBER_STATUSES.map((status) =>
          eb
            .selectFrom((inner) =>
              inner
                .selectFrom(table)
                .select("id")
                .where("status", "=", status)
                .where(search.where)
                .limit(COMMON_TEXT + 1)
                .as("m"),
            )
            .select((c) => c.fn.countAll<number | string>().as("n"))
            .as(status),
        ),
      )
      .executeTakeFirstOrThrow();
    for (const status of SUBSCRIBER_STATUSES) {
      counts[status] = Number(row[status]);
      counts.all += counts[status];
    }
    return { counts, capped: SUBSCRIBER_STATUSES.some((s) => counts[s] > COMMON_TEXT) };
  }
  // Kept per status by the database itself (db/migrations/2026-11-27-08-subscriber-counts.ts):
  // counting every subscriber took most of the list's time on PostgreSQL.
  const groups = await db.selectFrom("newsletterStatusCount").select(["status", "n"]).execute();
  for (const g of groups) {
    if (!(SUBSCRIBER_STATUSES as readonly string[]).includes(g.status)) continue;
    counts[g.status] = Number(g.n);
    counts.all += Number(g.n);
  }
  return { counts, capped: false };
}

/** One page of the list, its total under the filter, and the counts for the status tabs. */
export async function listSubscribers(
  db: Db,
  query: SubscriberListQuery,
): Promise<{ rows: SubscriberRow[]; total: number; counts: StatusCounts; capped: boolean }> {
  const dir = query.dir;
  let rowsOf = db.selectFrom("newsletterSubscriber");
  const search = query.q
    ? await weighSearch(db, ["email"], query.q, "newsletterSubscriber")
    : undefined;
  if (search) rowsOf = rowsOf.where(search.where);
  // The e-mail sort's page is read along its own index (walkedColumn, decision 0026).
  if (query.status) {
    const status = query.sort === "email" ? walkedColumn(db, "status") : sql.ref("status");
    rowsOf = rowsOf.where(status, "=", query.status);
  }
  // emailKey is the address in lower case and unique: a total order on its own index. The
  // page's ids come first, from the sort's index alone (it holds the status: migration
  // 2026-11-26-26), then only those 25 rows: a deep page never reads the rows it skips.
  const sorted = <Q extends { orderBy: (...args: any[]) => Q }>(q: Q): Q =>
    query.sort === "email"
      ? q.orderBy("emailKey", dir)
      : q.orderBy("createdAt", dir).orderBy("id", dir);
  const ids = sorted(rowsOf.select("id"))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const page = sorted(
    db
      .selectFrom("newsletterSubscriber")
      .where("id", "in", ids)
      .select(["id", "email", "status", "createdAt", "confirmedAt", "unsubscribedAt", "version"]),
  );
  const [rows, { counts, capped }] = await Promise.all([
    page.execute(),
    countByStatus(db, query.q, search),
  ]);
  return { rows, total: query.status ? counts[query.status] : counts.all, counts, capped };
}

export type SubscriberExportRow = Omit<SubscriberRow, "version">;

/** One batch of the CSV export: the list's filter, oldest first, after the previous batch. */
export async function subscriberBatch(
  db: Db,
  query: Filter,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<SubscriberExportRow[]> {
  let batch = filtered(db, query).select([
    "id",
    "email",
    "status",
    "createdAt",
    "confirmedAt",
    "unsubscribedAt",
  ]);
  // A row-value comparison, not `createdAt > ? or (createdAt = ? and id > ?)`: SQLite reads
  // the OR form by scanning the index from its start for every batch (quadratic over an
  // export), and both engines seek straight to the tuple.
  if (after) {
    batch = batch.where((eb) =>
      eb(eb.refTuple("createdAt", "id"), ">", eb.tuple(after.createdAt, after.id)),
    );
  }
  return batch.orderBy("createdAt").orderBy("id").limit(limit).execute();
}

export interface SubscriberHistoryEntry {
  id: string;
  action: string;
  actorEmail: string | null;
  createdAt: string;
  /** The outbox mail a resend queued, for a link to it. */
  mailId: string | null;
}

/** One subscriber and what admins did to it (the audit log's rows for it, newest first). */
export async function getSubscriber(
  db: Db,
  id: string,
): Promise<(SubscriberRow & { history: SubscriberHistoryEntry[] }) | undefined> {
  const row = await db
    .selectFrom("newsletterSubscriber")
    .select(["id", "email", "status", "createdAt", "confirmedAt", "unsubscribedAt", "version"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const audits = await db
    .selectFrom("auditLog")
    .select(["id", "action", "actorEmail", "createdAt", "detail"])
    .where("entity", "=", "subscriber")
    .where("entityId", "=", id)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  const history = audits.map(({ detail, ...a }) => ({ ...a, mailId: mailIdOf(detail) }));
  return { ...row, history };
}

function mailIdOf(detail: string | null): string | null {
  if (!detail) return null;
  try {
    const mail = (JSON.parse(detail) as { after?: { mail?: unknown } | null }).after?.mail;
    return typeof mail === "string" ? mail : null;
  } catch {
    return null;
  }
}
