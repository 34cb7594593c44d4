// The contact inbox's changes (docs/admin.md §3): opening, status changes one by one or in
// bulk, and replies, each audited. The reads are in queries-admin.ts.
import { randomUUID } from "node:crypto";
import { type Transaction } from "kysely";
import type { BulkIntent, MessageStatus } from "~/lib/schemas/admin-messages";
import type { SiteConfig } from "~/lib/site";
import {
  adminWrite,
  AdminRefusal,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "../kit/write";
import type { Database } from "../platform/db/schema";
import { enqueueMail } from "../outbox/writes";
import { contactReplyEmail } from "../outbox/templates";
import type { SessionUser } from "../platform/session";
import { type Db, INBOX } from "./queries-admin";

type Actor = Pick<SessionUser, "id" | "email" | "name">;

/** Thrown inside a write that turns out to change nothing: rolls back, so nothing is audited. */
class Unchanged extends Error {}

async function auditedUnlessUnchanged(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof Unchanged) return false;
    throw error;
  }
}

/**
 * Opening a new message marks it read (docs/admin.md §3). Only a row still `new` changes, in the
 * same statement that checks it, so two admins opening it at once audit it once. True when
 * this call was the one that changed it.
 */
export function markOpened(db: Db, actor: Actor, id: string): Promise<boolean> {
  return auditedUnlessUnchanged(() =>
    adminWrite(db, actor, {
      action: "message.read",
      entity: "message",
      entityId: id,
      run: async (trx) => {
        const done = await trx
          .updateTable("contactMessage")
          .set((eb) => ({
            status: "read",
            updatedAt: new Date().toISOString(),
            version: eb("version", "+", 1),
          }))
          .where("id", "=", id)
          .where("status", "=", "new")
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new Unchanged();
        return { before: { status: "new" }, after: { status: "read" }, result: null };
      },
    }),
  );
}

/** Which statuses each status change applies to, and what the audit log calls it. */
const CHANGES: Record<BulkIntent, { from: MessageStatus[]; action: string }> = {
  read: { from: ["new"], action: "message.read" },
  archive: { from: INBOX, action: "message.archive" },
  inbox: { from: ["archived"], action: "message.unarchive" },
};

/**
 * One message's status change inside a write. Back in the inbox a message is `replied` if it
 * has replies and `read` otherwise (it was opened or handled before it was archived).
 */
async function changeStatus(
  trx: Transaction<Database>,
  id: string,
  intent: BulkIntent,
  expectedVersion?: number,
) {
  const row = await trx
    .selectFrom("contactMessage")
    .select(["status", "version"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordMissing("This message");
  if (expectedVersion !== undefined && row.version !== expectedVersion) {
    throw new VersionConflict();
  }
  if (!CHANGES[intent].from.includes(row.status)) throw new Unchanged();
  let to: MessageStatus = intent === "read" ? "read" : "archived";
  if (intent === "inbox") {
    const reply = await trx
      .selectFrom("contactReply")
      .select("id")
      .where("messageId", "=", id)
      .limit(1)
      .executeTakeFirst();
    to = reply ? "replied" : "read";
  }
  await updateVersioned(trx, "contactMessage", id, row.version, {
    status: to,
    updatedAt: new Date().toISOString(),
  });
  return { before: { status: row.status }, after: { status: to }, result: null };
}

/**
 * A bulk change of the selected messages. Each message changes in its own write with its own
 * audit row, so the audit log's history of every message is whole; messages the change does
 * not apply to (already read, already archived, deleted meanwhile) are left as they are.
 */
export async function bulkSetStatus(
  db: Db,
  actor: Actor,
  intent: BulkIntent,
  ids: readonly string[],
): Promise<{ changed: number; unchanged: number }> {
  const unique = [...new Set(ids)];
  const candidates = await db
    .selectFrom("contactMessage")
    .select("id")
    .where("id", "in", unique)
    .where("status", "in", CHANGES[intent].from)
    .orderBy("createdAt")
    .execute();
  let changed = 0;
  for (const { id } of candidates) {
    const done = await auditedUnlessUnchanged(() =>
      adminWrite(db, actor, {
        action: CHANGES[intent].action,
        entity: "message",
        entityId: id,
        run: (trx) => changeStatus(trx, id, intent),
      }),
    ).catch((error: unknown) => {
      // Changed or deleted by someone else between the read above and this write.
      if (error instanceof AdminRefusal) return false;
      throw error;
    });
    if (done) changed += 1;
  }
  return { changed, unchanged: unique.length - changed };
}

/**
 * The detail page's Archive / Move to inbox, checked against the version the page showed. A
 * change that no longer applies (already archived) is refused with the reason.
 */
export async function setMessageStatus(
  db: Db,
  actor: Actor,
  input: { id: string; version: number; intent: "archive" | "inbox" },
): Promise<MessageStatus> {
  try {
    return await adminWrite(db, actor, {
      action: CHANGES[input.intent].action,
      entity: "message",
      entityId: input.id,
      run: async (trx) => {
        const change = await changeStatus(trx, input.id, input.intent, input.version);
        return { ...change, result: change.after.status };
      },
    });
  } catch (error) {
    if (!(error instanceof Unchanged)) throw error;
    throw new AdminRefusal(
      input.intent === "archive"
        ? "This message is already archived."
        : "This message is already in the inbox.",
    );
  }
}

/**
 * Replies to a message: the mail is queued in the outbox to the sender (Reply-To the school's
 * address, their message quoted), the reply is stored in the thread and the message becomes
 * `replied`, all in one transaction with its audit row. Refused when the page's version is
 * stale, or when the sender's address was erased with their account.
 */
export function replyToMessage(
  db: Db,
  actor: Actor,
  input: { id: string; version: number; body: string },
  site: SiteConfig,
): Promise<{ replyId: string; outboxId: string }> {
  return adminWrite(db, actor, {
    action: "message.reply",
    entity: "message",
    entityId: input.id,
    run: async (trx) => {
      const message = await trx
        .selectFrom("contactMessage")
        .select(["name", "email", "message", "status", "version"])
        .where("id", "=", input.id)
        .executeTakeFirst();
      if (!message) throw new RecordMissing("This message");
      if (message.version !== input.version) throw new VersionConflict();
      if (!message.email) {
        throw new AdminRefusal(
          "The sender's address was erased with their account: there is no one to reply to.",
        );
      }
      const now = new Date().toISOString();
      await updateVersioned(trx, "contactMessage", input.id, input.version, {
        status: "replied",
        updatedAt: now,
      });
      const mail = contactReplyEmail(site, {
        name: message.name,
        body: input.body,
        authorName: actor.name,
        original: message.message,
      });
      const outboxId = await enqueueMail(trx, {
        to: message.email,
        kind: "contact-reply",
        headers: { "Reply-To": site.email },
        ...mail,
      });
      const replyId = randomUUID();
      await trx
        .insertInto("contactReply")
        .values({
          id: replyId,
          messageId: input.id,
          authorId: actor.id,
          authorName: actor.name,
          body: input.body,
          outboxId,
          createdAt: now,
        })
        .execute();
      return {
        before: { status: message.status, reply: null },
        after: { status: "replied", reply: replyId, mail: outboxId },
        result: { replyId, outboxId },
      };
    },
  });
}
