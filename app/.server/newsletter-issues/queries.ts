import type { Kysely } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { IssueListQuery, IssueStatus } from "~/lib/admin/newsletter-issues";
import type { Database } from "../platform/db/schema";

// Newsletter issues in the admin panel (docs/admin.md §4, Issues): write and edit a draft, send a
// test copy to yourself, start the send to every active subscriber. Each change goes through
// adminWrite (audit row in the same transaction, version check). The copies themselves are
// queued by the background sender (app/.server/newsletter-issues/jobs.ts).

export type Db = Kysely<Database>;

export const ISSUE_ENTITY = "issue";

/** What became of an issue's copies in the outbox. */
export interface DeliveryCounts {
  queued: number;
  sent: number;
  /** Kept in the outbox because no mail server is configured: settled, but not delivered. */
  kept: number;
  failed: number;
}

export interface IssueRow {
  id: string;
  subject: string;
  preheader: string | null;
  status: IssueStatus;
  recipientCount: number;
  queuedCount: number;
  createdAt: string;
  updatedAt: string;
  sendStartedAt: string | null;
  sentAt: string | null;
  version: number;
}

const ROW = [
  "id",
  "subject",
  "preheader",
  "status",
  "recipientCount",
  "queuedCount",
  "createdAt",
  "updatedAt",
  "sendStartedAt",
  "sentAt",
  "version",
] as const;

/** The issues' copies by outbox status ("sending" counts as queued: not delivered yet). */
export async function deliveryCounts(
  db: Db,
  issueIds: readonly string[],
): Promise<Map<string, DeliveryCounts>> {
  const counts = new Map<string, DeliveryCounts>();
  for (const id of issueIds) counts.set(id, { queued: 0, sent: 0, kept: 0, failed: 0 });
  if (issueIds.length === 0) return counts;
  const rows = await db
    .selectFrom("newsletterDelivery as d")
    .innerJoin("emailOutbox as o", "o.id", "d.mailId")
    .select(["d.issueId", "o.status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("d.issueId", "in", issueIds)
    .groupBy(["d.issueId", "o.status"])
    .execute();
  for (const row of rows) {
    const c = counts.get(row.issueId)!;
    if (row.status === "sent") c.sent += Number(row.n);
    else if (row.status === "kept") c.kept += Number(row.n);
    else if (row.status === "failed") c.failed += Number(row.n);
    else c.queued += Number(row.n);
  }
  return counts;
}

/** One page of issues, newest first, with their copies' counts. */
export async function listIssues(
  db: Db,
  query: IssueListQuery,
): Promise<{ rows: (IssueRow & DeliveryCounts)[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("newsletterIssue")
      .select(ROW)
      .orderBy("createdAt", query.dir)
      .orderBy("id", query.dir)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom("newsletterIssue")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = await deliveryCounts(
    db,
    rows.filter((r) => r.status !== "draft").map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      ...(counts.get(r.id) ?? { queued: 0, sent: 0, kept: 0, failed: 0 }),
    })),
    total: Number(total.n),
  };
}

/** One issue with its body and its copies' counts. */
export async function getIssue(
  db: Db,
  id: string,
): Promise<(IssueRow & { html: string; counts: DeliveryCounts }) | undefined> {
  const row = await db
    .selectFrom("newsletterIssue")
    .select([...ROW, "html"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts =
    row.status === "draft"
      ? { queued: 0, sent: 0, kept: 0, failed: 0 }
      : (await deliveryCounts(db, [id])).get(id)!;
  return { ...row, counts };
}

/** Subscribers who would receive an issue sent now. */
export async function activeSubscriberCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("newsletterSubscriber")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
