import { atRiskCsvBatch, type AtRiskCsvRow } from "~/.server/classes/queries-follow-up";
import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { requireAdmin } from "~/.server/platform/session";
import { atRiskQuery } from "~/lib/admin/class-lists";
import { readListQuery } from "~/lib/admin/list-query";
import type { Route } from "./+types/at-risk-export";

const columns: CsvColumn<AtRiskCsvRow>[] = [
  { header: "Found (UTC)", value: (r) => r.detectedAt },
  { header: "Learner", value: (r) => r.learnerName?.trim() || r.name },
  { header: "Account holder", value: (r) => r.name },
  { header: "E-mail", value: (r) => r.email },
  { header: "Enrolled by a parent", value: (r) => (r.learnerName?.trim() ? "yes" : "no") },
  { header: "Class group", value: (r) => r.cohortName },
  { header: "Course", value: (r) => r.courseTitle },
  { header: "Absences in a row", value: (r) => Number(r.absences) },
  { header: "First missed class (UTC)", value: (r) => r.startedAt },
  { header: "Last missed class (UTC)", value: (r) => r.lastAbsentAt },
  { header: "Follow-up mail sent", value: (r) => (r.mailId ? "yes" : "no") },
  { header: "Member status", value: (r) => r.memberStatus },
  { header: "ID", value: (r) => r.id },
];

/**
 * The at-risk list's current filter and search as CSV (its own query string), in the order the
 * streaks were found, in batches through the export kit (app/.server/kit/csv.ts).
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(atRiskQuery, args.request.url);
  const db = args.context.services.db;
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `at-risk-${day}.csv`,
    columns,
    inBatches((after, limit) => atRiskCsvBatch(db, query, after, limit), batchRows(db)),
  );
}
