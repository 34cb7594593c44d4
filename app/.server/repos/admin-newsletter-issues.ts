import { randomUUID } from "node:crypto";
import type { Kysely, Transaction, Updateable } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { IssueInput, IssueListQuery, IssueStatus } from "~/lib/admin/newsletter-issues";
import { adminWrite, AdminRefusal, RecordMissing, VersionConflict } from "../admin/write";
import type { AppConfig } from "../config";
import type { Database, NewsletterIssueTable } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { renderIssueMail } from "../newsletter/issue-mail";
import { sanitizeRichText } from "../sanitize";
import type { SessionUser } from "../session";

// Newsletter issues in the admin panel (docs/admin.md §4, Issues): write and edit a draft, send a
// test copy to yourself, start the send to every active subscriber. Each change goes through
// adminWrite (audit row in the same transaction, version check). The copies themselves are
// queued by the background sender (app/.server/newsletter/sender.ts).

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, "id" | "email">;

export const ISSUE_ENTITY = "issue";

/** What became of an issue's copies in the outbox. */
export interface DeliveryCounts {
  queued: number;
  sent: number;
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
  for (const id of issueIds) counts.set(id, { queued: 0, sent: 0, failed: 0 });
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
    rows: rows.map((r) => ({ ...r, ...(counts.get(r.id) ?? { queued: 0, sent: 0, failed: 0 }) })),
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
      ? { queued: 0, sent: 0, failed: 0 }
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

function cleaned(input: IssueInput) {
  const html = sanitizeRichText(input.html).trim();
  if (!html) {
    throw new AdminRefusal(
      "The newsletter has no text left once unsafe markup is removed. Write it again.",
      422,
    );
  }
  return { subject: input.subject, preheader: input.preheader || null, html };
}

/** Writes a new draft; returns its id. */
export function createIssue(db: Db, actor: Actor, input: IssueInput, now = new Date()) {
  const id = randomUUID();
  return adminWrite(db, actor, {
    action: "issue.create",
    entity: ISSUE_ENTITY,
    entityId: id,
    run: async (trx) => {
      const fields = cleaned(input);
      const at = now.toISOString();
      await trx
        .insertInto("newsletterIssue")
        .values({ id, ...fields, createdBy: actor.id, createdAt: at, updatedAt: at })
        .execute();
      return { before: null, after: { subject: fields.subject }, result: id };
    },
  });
}

/**
 * The row, checked: it exists, it is still the version the admin saw, and it is a draft (a
 * sent newsletter cannot change; one being sent neither).
 */
async function draftAt(trx: Transaction<Database>, id: string, version: number) {
  const row = await trx
    .selectFrom("newsletterIssue")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordMissing("This newsletter");
  if (row.status !== "draft") {
    throw new AdminRefusal(
      row.status === "sending"
        ? "This newsletter is being sent: it can no longer be changed."
        : "This newsletter has been sent: it can no longer be changed.",
      409,
    );
  }
  if (row.version !== version) throw new VersionConflict();
  return row;
}

/** The compare-and-bump of the issue's version, in one statement (two saves: one wins). */
async function bump(
  trx: Transaction<Database>,
  id: string,
  version: number,
  changes: Updateable<NewsletterIssueTable>,
) {
  const result = await trx
    .updateTable("newsletterIssue")
    .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", version)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new VersionConflict();
}

/** Saves a draft's subject, preview text and body. */
export function updateIssue(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  input: IssueInput,
  now = new Date(),
) {
  return adminWrite(db, actor, {
    action: "issue.update",
    entity: ISSUE_ENTITY,
    entityId: target.id,
    run: async (trx) => {
      const row = await draftAt(trx, target.id, target.version);
      const fields = cleaned(input);
      await bump(trx, target.id, target.version, { ...fields, updatedAt: now.toISOString() });
      const before = { subject: row.subject, preheader: row.preheader, html: row.html };
      // The audit row names a changed body without copying a whole newsletter twice.
      const shrink = (v: typeof before) => ({ ...v, html: `${v.html.length} characters` });
      return {
        before: row.html === fields.html ? { ...before, html: undefined } : shrink(before),
        after: row.html === fields.html ? { ...fields, html: undefined } : shrink(fields),
        result: undefined,
      };
    },
  });
}

/** Deletes a draft (a sent newsletter stays, with its record of who received it). */
export function deleteIssue(db: Db, actor: Actor, target: { id: string; version: number }) {
  return adminWrite(db, actor, {
    action: "issue.delete",
    entity: ISSUE_ENTITY,
    entityId: target.id,
    run: async (trx) => {
      const row = await draftAt(trx, target.id, target.version);
      await trx.deleteFrom("newsletterIssue").where("id", "=", target.id).execute();
      return { before: { subject: row.subject }, after: null, result: undefined };
    },
  });
}

/**
 * Queues one copy of the issue, as saved, to the admin's own address. It says [Test] in the
 * subject; its unsubscribe link leads to the unsubscribe page without a token (it unsubscribes
 * no one) and it has no List-Unsubscribe headers. Returns the outbox mail's id.
 */
export function sendTestIssue(db: Db, config: AppConfig, actor: Actor, id: string) {
  return adminWrite(db, actor, {
    action: "issue.test",
    entity: ISSUE_ENTITY,
    entityId: id,
    run: async (trx) => {
      const row = await trx
        .selectFrom("newsletterIssue")
        .select(["subject", "preheader", "html"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new RecordMissing("This newsletter");
      const mail = renderIssueMail(config, row, null);
      const mailId = await enqueueMail(trx, {
        to: actor.email,
        kind: "newsletter-test",
        ...mail,
        subject: `[Test] ${mail.subject}`,
      });
      return { before: null, after: { mail: mailId, to: actor.email }, result: mailId };
    },
  });
}

/**
 * Starts sending a draft to every active subscriber: the issue becomes `sending`, and the
 * background sender queues its copies in batches (it resumes after a restart). Refused when
 * nobody is subscribed, or when the admin's page is out of date. Returns how many will get it.
 */
export function startSending(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  now = new Date(),
) {
  return adminWrite(db, actor, {
    action: "issue.send",
    entity: ISSUE_ENTITY,
    entityId: target.id,
    run: async (trx) => {
      await draftAt(trx, target.id, target.version);
      const recipients = await activeSubscriberCount(trx);
      if (recipients === 0) {
        throw new AdminRefusal("There are no active subscribers to send this newsletter to.", 422);
      }
      const at = now.toISOString();
      await bump(trx, target.id, target.version, {
        status: "sending",
        recipientCount: recipients,
        queuedCount: 0,
        cursorCreatedAt: null,
        cursorId: null,
        sentBy: actor.id,
        sendStartedAt: at,
        updatedAt: at,
      });
      return {
        before: { status: "draft" },
        after: { status: "sending", recipients },
        result: recipients,
      };
    },
  });
}
