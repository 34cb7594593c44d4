import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { PAGE_SIZE } from "~/lib/admin/list-query";
import type { MessageListQuery } from "~/lib/admin/message-list";
import type { MessageStatus } from "~/lib/schemas/admin-messages";
import { newerThan } from "../kit/keyset";
import { containsText, countListed, weighSearch } from "../kit/search";
import { walkedColumn } from "../kit/sort-index";
import type { Database, EmailOutboxTable } from "../platform/db/schema";

// The contact inbox (docs/admin.md §3): the list, one message with its thread of replies, and the
// changes an admin makes (read, archive, back to the inbox, reply), each through adminWrite so
// it commits with its audit row.

export type Db = Kysely<Database>;
type Filter = Pick<MessageListQuery, "status" | "q">;

export const INBOX: MessageStatus[] = ["new", "read", "replied"];
/** What the search box searches. */
const SEARCHED = ["name", "email", "message"];

/** The list's rows under its filter: "" is the inbox (not archived), "all" everything. */
function filtered(db: Db, { status, q }: Filter, search?: Expression<SqlBool>, walk = false) {
  // `walk`: a page read along its sort's index, the name's or (the inbox) the creation time's
  // (walkedColumn, decision 0026).
  const col = walk ? walkedColumn(db, "status") : sql.ref("status");
  let query = db.selectFrom("contactMessage");
  if (status === "") query = query.where(col, "in", INBOX);
  else if (status !== "all") query = query.where(col, "=", status);
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

/**
 * One page of the inbox and the count under the same filter (counted in SQL; a search no
 * further than COMMON_TEXT + 1, `more` past it: kit/search.ts countListed).
 */
export async function listMessages(
  db: Db,
  query: MessageListQuery,
): Promise<{ rows: MessageRow[]; total: number; more: boolean }> {
  const dir = query.dir;
  const search = query.q ? await weighSearch(db, SEARCHED, query.q, "contactMessage") : undefined;
  // The page's ids first, walking the sort's index past the offset; then only those rows, with
  // their excerpts (read in one pass, a deep page cut an excerpt from every skipped message).
  // The inbox's three statuses are read from the sort's index too: from the status index they
  // came unordered and were all sorted for each page (migration 2026-11-27-06-inbox-in-order).
  const walk = query.sort === "name" || (query.status === "" && !query.q);
  let ids = filtered(db, query, search?.where, walk).select("id");
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
    // The inbox ("") is itself a filter: three of the four statuses.
    countListed(db, filtered(db, query, search?.where), search, query.status !== "all"),
  ]);
  return { rows, ...count };
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
    batch = batch.where(newerThan(after));
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
