import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { subscriberBatch, type SubscriberExportRow } from "~/.server/newsletter/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery } from "~/lib/admin/list-query";
import { subscriberListQuery } from "~/lib/admin/subscribers";
import type { Route } from "./+types/export";

// Times are the stored ISO-8601 UTC text: a spreadsheet or a mailing tool reads them as they
// are, whatever the admin's zone.
const columns: CsvColumn<SubscriberExportRow>[] = [
  { header: "Email", value: (s) => s.email },
  { header: "Status", value: (s) => s.status },
  { header: "Subscribed at (UTC)", value: (s) => s.createdAt },
  { header: "Confirmed at (UTC)", value: (s) => s.confirmedAt },
  { header: "Unsubscribed at (UTC)", value: (s) => s.unsubscribedAt },
];

/**
 * The list's current status filter and search as CSV (the list's own query string), oldest
 * first, read in keyset batches so 200,000 subscribers stream with flat memory. Sort and page
 * do not apply: the download is the whole filtered list.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(subscriberListQuery, args.request.url);
  const db = args.context.services.db;
  const day = new Date().toISOString().slice(0, 10);
  const name = ["newsletter-subscribers", query.status, day].filter(Boolean).join("-");
  return csvResponse(
    `${name}.csv`,
    columns,
    inBatches((after, limit) => subscriberBatch(db, query, after, limit), batchRows(db)),
  );
}
