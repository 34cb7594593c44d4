import { cohortCsvBatch, type CohortCsvRow } from "~/.server/classes/queries-admin";
import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { requireAdmin } from "~/.server/platform/session";
import { cohortListQuery } from "~/lib/admin/class-lists";
import { readListQuery } from "~/lib/admin/list-query";
import type { Route } from "./+types/export";

const columns: CsvColumn<CohortCsvRow>[] = [
  { header: "Created (UTC)", value: (c) => c.createdAt },
  { header: "Name", value: (c) => c.name },
  { header: "Course", value: (c) => c.courseTitle },
  { header: "Status", value: (c) => c.status },
  { header: "Time zone", value: (c) => c.anchorZone },
  { header: "Start date", value: (c) => c.startDate },
  { header: "Capacity", value: (c) => c.capacity },
  { header: "Seats taken", value: (c) => c.seatsTaken },
  { header: "Lead teacher", value: (c) => c.leadName },
  { header: "Lead teacher's e-mail", value: (c) => c.leadEmail },
  { header: "Meeting link", value: (c) => c.defaultMeetingUrl },
  { header: "Cancel reason", value: (c) => c.cancelReason },
  { header: "ID", value: (c) => c.id },
];

/**
 * The class groups list's current filter and search as CSV (the list's own query string),
 * oldest first, in batches through the shared export kit (app/.server/kit/csv.ts), so memory
 * stays flat at any size. Sort and page do not apply.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(cohortListQuery, args.request.url);
  const db = args.context.services.db;
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `class-groups-${day}.csv`,
    columns,
    inBatches((after, limit) => cohortCsvBatch(db, query, after, limit), batchRows(db)),
  );
}
