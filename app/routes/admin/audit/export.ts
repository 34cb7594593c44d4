import { batchRows, csvResponse, inBatches } from "~/.server/kit/csv";
import { adminZone } from "~/.server/kit/zone";
import { readAuditBatch, type AuditRow } from "~/.server/audit/queries";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery } from "~/lib/admin/list-query";
import { auditFilterOf, auditQuery } from "~/lib/admin/log-queries";
import type { Route } from "./+types/export";

// The audit list's current filter as CSV (the list's search string on export.csv), newest
// first like the page, read in keyset batches and streamed: memory stays flat at any size.
// The stored detail goes out as its JSON (parsing 500,000 of them for a summary column cost
// a third of the export's time).
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(auditQuery, args.request.url);
  const filter = auditFilterOf(query, adminZone(args.request));
  const rows = inBatches<AuditRow>(
    (after, limit) => readAuditBatch(db, filter, after, limit),
    batchRows(db),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse<AuditRow>(
    `audit-log-${day}.csv`,
    [
      { header: "When (UTC)", value: (e) => e.createdAt },
      { header: "Person", value: (e) => e.actorEmail },
      { header: "Person ID", value: (e) => e.actorId },
      { header: "Action", value: (e) => e.action },
      { header: "Section", value: (e) => e.entity },
      { header: "Record ID", value: (e) => e.entityId },
      { header: "Detail (JSON)", value: (e) => e.detail },
      { header: "ID", value: (e) => e.id },
    ],
    rows,
  );
}
