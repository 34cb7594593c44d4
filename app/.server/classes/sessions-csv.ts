import type { Kysely } from "kysely";
import type { SessionFilterQuery } from "~/lib/admin/class-lists";
import { formatDateTime } from "~/lib/admin/time";
import { batchRows, csvResponse, inBatches, type CsvColumn } from "../kit/csv";
import { adminZone } from "../kit/zone";
import type { Database } from "../platform/db/schema";
import { sessionCsvBatch, type SessionCsvRow } from "./queries-admin";

// The sessions CSV (docs/classes.md "Admin pages"), one file shape for a group's classes and the
// timetable's: UTC instants for machines, and each start on the group's own clock and on the
// admin's (named in the header) for people. Streamed through the export kit
// (app/.server/kit/csv.ts) in keyset batches by start, so a school's whole schedule downloads
// with flat memory.

function columns(zone: string): CsvColumn<SessionCsvRow>[] {
  return [
    { header: "Starts (UTC)", value: (s) => s.createdAt },
    { header: "Ends (UTC)", value: (s) => s.endsAt },
    { header: `Starts (${zone})`, value: (s) => formatDateTime(s.createdAt, zone) },
    { header: "Starts (group's clock)", value: (s) => formatDateTime(s.createdAt, s.anchorZone) },
    { header: "Group's time zone", value: (s) => s.anchorZone },
    { header: "Class group", value: (s) => s.cohortName },
    { header: "Course", value: (s) => s.courseTitle },
    { header: "Teacher", value: (s) => s.teacherName },
    { header: "Status", value: (s) => s.status },
    { header: "Occurrence", value: (s) => s.occurrenceKey },
    { header: "Edited one by one", value: (s) => (s.edited ? "yes" : "no") },
    { header: "Moved by a clock change", value: (s) => (s.gapShifted ? "yes" : "no") },
    { header: "Calendar sequence", value: (s) => s.sequence },
    { header: "ID", value: (s) => s.id },
  ];
}

export function sessionsCsv(
  db: Kysely<Database>,
  request: Request,
  filter: Omit<SessionFilterQuery, "week" | "q"> & { q?: string },
): Response {
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `classes-${day}.csv`,
    columns(adminZone(request)),
    inBatches((after, limit) => sessionCsvBatch(db, filter, after, limit), batchRows(db)),
  );
}
