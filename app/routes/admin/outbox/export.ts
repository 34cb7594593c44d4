import { batchRows, csvResponse, inBatches } from "~/.server/kit/csv";
import { readOutboxBatch, type OutboxRow } from "~/.server/outbox/queries";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery } from "~/lib/admin/list-query";
import { outboxQuery } from "~/lib/admin/log-queries";
import type { Route } from "./+types/export";

// The outbox list's current filter as CSV (the list's search string on export.csv), newest
// first like the page, read in keyset batches and streamed: memory stays flat at any size.
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(outboxQuery, args.request.url);
  const filter = { status: query.status, kind: query.kind, recipient: query.q };
  const rows = inBatches<OutboxRow>(
    (after, limit) => readOutboxBatch(db, filter, after, limit),
    batchRows(db),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse<OutboxRow>(
    `outbox-${day}.csv`,
    [
      { header: "Created (UTC)", value: (m) => m.createdAt },
      { header: "Recipient", value: (m) => m.to },
      { header: "Subject", value: (m) => m.subject },
      { header: "Kind", value: (m) => m.kind },
      { header: "Status", value: (m) => m.status },
      { header: "Attempts", value: (m) => m.attempts },
      { header: "Sent (UTC)", value: (m) => m.sentAt },
      { header: "Last error", value: (m) => m.lastError },
      { header: "ID", value: (m) => m.id },
    ],
    rows,
  );
}
