// Newsletter issues' changes (docs/admin.md §4, Issues): drafts, a test copy and the start of
// a send, each audited; jobs.ts does the sending. The reads are in queries.ts.
import { randomUUID } from "node:crypto";
import type { Transaction, Updateable } from "kysely";
import type { IssueInput } from "~/lib/admin/newsletter-issues";
import { adminWrite, AdminRefusal, RecordMissing, VersionConflict } from "../kit/write";
import type { AppConfig } from "../platform/config";
import type { Database, NewsletterIssueTable } from "../platform/db/schema";
import { enqueueMail } from "../outbox/writes";
import { renderIssueMail } from "./mails";
import { sanitizeRichText } from "../platform/sanitize";
import type { SessionUser } from "../platform/session";
import { type Db, ISSUE_ENTITY, activeSubscriberCount } from "./queries";

type Actor = Pick<SessionUser, "id" | "email">;

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
