import { unmarkedCsvBatch } from "~/.server/classes/queries-follow-up";
import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { requireAdmin } from "~/.server/platform/session";
import { unmarkedQuery } from "~/lib/admin/class-lists";
import { readListQuery } from "~/lib/admin/list-query";
import type { Route } from "./+types/unmarked-export";

type Row = Awaited<ReturnType<typeof unmarkedCsvBatch>>[number];

const columns: CsvColumn<Row>[] = [
  { header: "Starts (UTC)", value: (r) => r.startsAt },
  { header: "Ends (UTC)", value: (r) => r.endsAt },
  { header: "Class group", value: (r) => r.cohortName },
  { header: "Course", value: (r) => r.courseTitle },
  { header: "Teacher", value: (r) => r.teacherName },
  { header: "Session ID", value: (r) => r.id },
];

/** The unmarked classes under the page's filter, oldest first, in batches (app/.server/kit/csv.ts). */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(unmarkedQuery, args.request.url);
  const db = args.context.services.db;
  const now = new Date();
  const filter = { teacherId: query.teacher, courseId: query.course, q: query.q, now };
  return csvResponse(
    `classes-not-marked-${now.toISOString().slice(0, 10)}.csv`,
    columns,
    inBatches((after, limit) => unmarkedCsvBatch(db, filter, after, limit), batchRows(db)),
  );
}
