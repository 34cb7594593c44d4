import { randomUUID } from "node:crypto";
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { MessageListQuery } from "~/lib/admin/message-list";
import type { BulkIntent, MessageStatus } from "~/lib/schemas/admin-messages";
import type { SiteConfig } from "~/lib/site";
import {
  adminWrite,
  AdminRefusal,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "../admin/write";
import { containsText, pageContains } from "../admin/search";
import type { Database, EmailOutboxTable } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { contactReplyEmail } from "../mail/templates";
import type { SessionUser } from "../session";

// The contact inbox (docs/admin.md §3): the list, one message with its thread of replies, and the
// changes an admin makes (read, archive, back to the inbox, reply), each through adminWrite so
// it commits with its audit row.

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, "id" | "email" | "name">;
type Filter = Pick<MessageListQuery, "status" | "q">;

const INBOX: MessageStatus[] = ["new", "read", "replied"];
/** What the search box searches. */
const SEARCHED = ["name", "email", "message"];

/** The list's rows under its filter: "" is the inbox (not archived), "all" everything. */
function filtered(db: Db, { status, q }: Filter, search?: Expression<SqlBool>) {
  let query = db.selectFrom("contactMessage");
  if (status === "") query = query.where("status", "in", INBOX);
  else if (status !== "all") query = query.where("status", "=", status);
  if (q) query = query.where(search ?? containsText(SEARCHED, q, { db, table: "contactMessage" }));
  return query;
}

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  /** The message's first characters (the whole text stays on its page). */
  excerpt: string;
  status: MessageStatus;
  createdAt: string;
}

const EXCERPT = 160;

/** One page of the inbox and the count under the same filter (counted in SQL). */
export async function listMessages(
  db: Db,
  query: MessageListQuery,
): Promise<{ rows: MessageRow[]; total: number }> {
  const dir = query.dir;
  const search = query.q ? await pageContains(db, SEARCHED, query.q, "contactMessage") : undefined;
  // The page's ids first, walking the sort's index past the offset; then only those rows, with
  // their excerpts (read in one pass, a deep page cut an excerpt from every skipped message).
  let ids = filtered(db, query, search).select("id");
  // Names sort as people read them, whatever their case; lower("name") has its own index.
  ids =
    query.sort === "name"
      ? ids.orderBy(sql`lower(${sql.ref("name")})`, dir).orderBy("id", dir)
      : ids.orderBy("createdAt", dir).orderBy("id", dir);
  ids = ids.limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE);
  let page = db
    .selectFrom("contactMessage")
    .where("id", "in", ids)
    .select([
      "id",
      "name",
      "email",
      "status",
      "createdAt",
      sql<string>`substr(${sql.ref("message")}, 1, ${EXCERPT})`.as("excerpt"),
    ]);
  page =
    query.sort === "name"
      ? page.orderBy(sql`lower(${sql.ref("name")})`, dir).orderBy("id", dir)
      : page.orderBy("createdAt", dir).orderBy("id", dir);
  const [rows, count] = await Promise.all([
    page.execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface MessageExportRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  status: MessageStatus;
  message: string;
  feedback: string | null;
  userId: string | null;
}

/** One batch of the CSV export: the list's filter, oldest first, after the previous batch. */
export async function messageBatch(
  db: Db,
  query: Filter,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<MessageExportRow[]> {
  let batch = filtered(db, query).select([
    "id",
    "createdAt",
    "name",
    "email",
    "status",
    "message",
    "feedback",
    "userId",
  ]);
  if (after) {
    batch = batch.where((eb) =>
      eb.or([
        eb("createdAt", ">", after.createdAt),
        eb.and([eb("createdAt", "=", after.createdAt), eb("id", ">", after.id)]),
      ]),
    );
  }
  return batch.orderBy("createdAt").orderBy("id").limit(limit).execute();
}

export interface MessageReply {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  outboxId: string | null;
  /** The outbox mail's status; null when the mail row is gone. */
  mailStatus: EmailOutboxTable["status"] | null;
}

export interface MessageDetail {
  id: string;
  name: string;
  email: string;
  message: string;
  feedback: string | null;
  status: MessageStatus;
  createdAt: string;
  version: number;
  userId: string | null;
  /** The sender's account as it is now (null when the message names none, or it is gone). */
  account: { name: string; email: string } | null;
  replies: MessageReply[];
}

/** One message with its sender's account and its thread of replies, oldest first. */
export async function getMessage(db: Db, id: string): Promise<MessageDetail | undefined> {
  const row = await db
    .selectFrom("contactMessage as m")
    .leftJoin("user as u", "u.id", "m.userId")
    .select([
      "m.id",
      "m.name",
      "m.email",
      "m.message",
      "m.feedback",
      "m.status",
      "m.createdAt",
      "m.version",
      "m.userId",
      "u.name as accountName",
      "u.email as accountEmail",
    ])
    .where("m.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const replies = await db
    .selectFrom("contactReply as r")
    .leftJoin("emailOutbox as o", "o.id", "r.outboxId")
    .select([
      "r.id",
      "r.authorName",
      "r.body",
      "r.createdAt",
      "r.outboxId",
      "o.status as mailStatus",
    ])
    .where("r.messageId", "=", id)
    .orderBy("r.createdAt")
    .orderBy("r.id")
    .execute();
  const { accountName, accountEmail, ...message } = row;
  return {
    ...message,
    account:
      accountName !== null && accountEmail !== null
        ? { name: accountName, email: accountEmail }
        : null,
    replies,
  };
}

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
