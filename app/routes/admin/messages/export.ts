import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { messageBatch, type MessageExportRow } from "~/.server/messages/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery } from "~/lib/admin/list-query";
import { messageListQuery } from "~/lib/admin/message-list";
import type { Route } from "./+types/export";

const columns: CsvColumn<MessageExportRow>[] = [
  { header: "Received (UTC)", value: (m) => m.createdAt },
  { header: "Name", value: (m) => m.name },
  { header: "E-mail", value: (m) => m.email },
  { header: "Status", value: (m) => m.status },
  { header: "Message", value: (m) => m.message },
  { header: "Feedback", value: (m) => m.feedback },
  { header: "Account", value: (m) => m.userId },
  { header: "ID", value: (m) => m.id },
];

/**
 * The inbox's current filter and search as CSV (the list's own query string), oldest first,
 * read in batches so any number of messages streams with flat memory. Sort and page do not
 * apply: the download is the whole filtered list.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(messageListQuery, args.request.url);
  const db = args.context.services.db;
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `contact-messages-${day}.csv`,
    columns,
    inBatches((after, limit) => messageBatch(db, query, after, limit), batchRows(db)),
  );
}
