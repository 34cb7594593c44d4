import type { Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import {
  INTENT_APPLIES_TO,
  RESEND_COOLDOWN_MINUTES,
  SUBSCRIBER_STATUSES,
  type SubscriberListQuery,
  type SubscriberStatus,
} from "~/lib/admin/subscribers";
import { adminWrite, AdminRefusal, RecordMissing, updateVersioned } from "../admin/write";
import { COMMON_TEXT, containsText, pageContains } from "../admin/search";
import type { AppConfig } from "../config";
import type { Database } from "../db/schema";
import type { SessionUser } from "../session";
import { queueConfirmationMail } from "./newsletter";

// Newsletter subscribers in the admin panel (docs/admin.md §4, Subscribers): the list with
// its per-status counts, one subscriber with its history, the CSV export's batches, and the two
// changes an admin makes on request (resend the confirmation, unsubscribe), each through
// adminWrite so it commits with its audit row.

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, "id" | "email">;
type Filter = Pick<SubscriberListQuery, "status" | "q">;

/** The audit log's words for the two changes. */
export const RESEND_ACTION = "subscriber.resend";
export const UNSUBSCRIBE_ACTION = "subscriber.unsubscribe";

/**
 * Subscribers under the search alone (the status tabs count within it). On SQLite a search of
 * three characters or more is answered by the table's trigram index.
 */
function searched(db: Db, q: string) {
  const query = db.selectFrom("newsletterSubscriber");
  return q ? query.where(containsText(["email"], q, { db, table: "newsletterSubscriber" })) : query;
}

function filtered(db: Db, { status, q }: Filter) {
  const query = searched(db, q);
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
 * ("gmail") would cost a count of every match, about 45 ms at 200,000 subscribers on either
 * engine, for a number no one reads to the last digit: such a search (more than COMMON_TEXT
 * matches, read no further) is counted per status no further than COMMON_TEXT + 1, each along
 * the status's own index, as the outbox counts (decision 0017).
 */
export async function countByStatus(
  db: Db,
  q: string,
): Promise<{ counts: StatusCounts; capped: boolean }> {
  const counts = { all: 0, pending: 0, active: 0, unsubscribed: 0 } as StatusCounts;
  if (q.trim()) {
    const first = await searched(db, q)
      .select("id")
      .limit(COMMON_TEXT + 1)
      .execute();
    if (first.length > COMMON_TEXT) {
      // Read along each status's index, not the trigram index (a short text keeps its word index).
      const plain = containsText(["email"], q, {
        db,
        table: "newsletterSubscriber",
        trigram: false,
      });
      for (const status of SUBSCRIBER_STATUSES) {
        const row = await db
          .selectFrom((eb) =>
            eb
              .selectFrom("newsletterSubscriber")
              .select("id")
              .where("status", "=", status)
              .where(plain)
              .limit(COMMON_TEXT + 1)
              .as("m"),
          )
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow();
        counts[status] = Number(row.n);
        counts.all += Number(row.n);
      }
      return { counts, capped: true };
    }
  }
  const groups = await searched(db, q)
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
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
  if (query.q)
    rowsOf = rowsOf.where(await pageContains(db, ["email"], query.q, "newsletterSubscriber"));
  if (query.status) rowsOf = rowsOf.where("status", "=", query.status);
  let page = rowsOf.select([
    "id",
    "email",
    "status",
    "createdAt",
    "confirmedAt",
    "unsubscribedAt",
    "version",
  ]);
  // emailKey is the address in lower case and unique: a total order on its own index.
  page =
    query.sort === "email"
      ? page.orderBy("emailKey", dir)
      : page.orderBy("createdAt", dir).orderBy("id", dir);
  const [rows, { counts, capped }] = await Promise.all([
    page
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    countByStatus(db, query.q),
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

/** Why a change cannot apply to a subscriber in this status, in the admin's words. */
const REFUSED: Record<"resend" | "unsubscribe", Partial<Record<SubscriberStatus, string>>> = {
  resend: {
    active:
      "This subscriber has already confirmed: there is no confirmation to resend. Refresh the page to see their status.",
    unsubscribed:
      "This address has unsubscribed, so no confirmation is sent. They can subscribe again on the website.",
  },
  unsubscribe: {
    unsubscribed: "This subscriber has already unsubscribed.",
  },
};

async function currentRow(trx: Db, id: string, intent: "resend" | "unsubscribe") {
  const row = await trx
    .selectFrom("newsletterSubscriber")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordMissing("This subscriber");
  // The state is checked before the version: "already unsubscribed" says more than "changed".
  if (!INTENT_APPLIES_TO[intent].includes(row.status)) {
    throw new AdminRefusal(REFUSED[intent][row.status] ?? "This change does not apply.", 409);
  }
  return row;
}

/**
 * Queues the confirmation mail again for a pending subscriber. The confirm token is reused, so
 * the first mail's link keeps working too (a person often finds it later). An admin may resend
 * once per RESEND_COOLDOWN_MINUTES per subscriber: two admins, or a double click, do not fill
 * someone's inbox. Returns the outbox mail's id.
 */
export function resendConfirmation(
  db: Db,
  config: AppConfig,
  actor: Actor,
  target: { id: string; version: number },
  now = new Date(),
): Promise<string> {
  return adminWrite(db, actor, {
    action: RESEND_ACTION,
    entity: "subscriber",
    entityId: target.id,
    run: async (trx) => {
      const row = await currentRow(trx, target.id, "resend");
      const cutoff = new Date(now.getTime() - RESEND_COOLDOWN_MINUTES * 60_000).toISOString();
      const last = await trx
        .selectFrom("auditLog")
        .select("createdAt")
        .where("entity", "=", "subscriber")
        .where("entityId", "=", target.id)
        .where("action", "=", RESEND_ACTION)
        .where("createdAt", ">", cutoff)
        .orderBy("createdAt", "desc")
        .executeTakeFirst();
      if (last) {
        const wait = Date.parse(last.createdAt) + RESEND_COOLDOWN_MINUTES * 60_000 - now.getTime();
        const minutes = Math.max(1, Math.ceil(wait / 60_000));
        throw new AdminRefusal(
          `A confirmation was resent to this address less than ${RESEND_COOLDOWN_MINUTES} minutes ago. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
          422,
        );
      }
      // The version moves too: a page showing the subscriber before this resend is stale.
      await updateVersioned(trx, "newsletterSubscriber", row.id, target.version, {});
      const mail = await queueConfirmationMail(trx, config, row);
      return { before: {}, after: { mail }, result: mail };
    },
  });
}

/** Unsubscribes someone who asked by another way (a reply, a phone call): no mail is sent. */
export function unsubscribeSubscriber(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  now = new Date(),
): Promise<void> {
  return adminWrite(db, actor, {
    action: UNSUBSCRIBE_ACTION,
    entity: "subscriber",
    entityId: target.id,
    run: async (trx) => {
      const row = await currentRow(trx, target.id, "unsubscribe");
      const after = { status: "unsubscribed" as const, unsubscribedAt: now.toISOString() };
      await updateVersioned(trx, "newsletterSubscriber", row.id, target.version, after);
      return {
        before: { status: row.status, unsubscribedAt: row.unsubscribedAt },
        after,
        result: undefined,
      };
    },
  });
}
