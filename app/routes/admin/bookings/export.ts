import { batchRows, csvResponse, inBatches, type CsvColumn } from "~/.server/kit/csv";
import { adminZone } from "~/.server/kit/zone";
import { bookingBatch, type BookingExportRow } from "~/.server/bookings/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { bookingFilterOf, bookingListQuery } from "~/lib/admin/booking-list";
import { readListQuery } from "~/lib/admin/list-query";
import type { Route } from "./+types/export";

const columns: CsvColumn<BookingExportRow>[] = [
  { header: "Booked (UTC)", value: (b) => b.createdAt },
  { header: "Status", value: (b) => b.status },
  { header: "Name", value: (b) => b.contactName },
  { header: "E-mail", value: (b) => b.email },
  { header: "Phone", value: (b) => b.phone },
  { header: "Audience", value: (b) => b.accountType },
  { header: "Learner", value: (b) => b.learnerName },
  { header: "Grade", value: (b) => b.grade },
  { header: "Board", value: (b) => b.board },
  { header: "Goal", value: (b) => b.goal },
  { header: "Subject", value: (b) => b.subject },
  { header: "Course", value: (b) => b.courseSlug },
  { header: "Requested start (UTC)", value: (b) => b.requestedStart },
  { header: "Scheduled start (UTC)", value: (b) => b.scheduledStart },
  { header: "Duration (minutes)", value: (b) => b.durationMinutes },
  { header: "Booker's time zone", value: (b) => b.timeZone },
  { header: "Meeting link", value: (b) => b.meetingLink },
  { header: "Runs it", value: (b) => b.assigneeEmail },
  { header: "Cancelled by", value: (b) => b.cancelledBy },
  { header: "Cancel reason", value: (b) => b.cancelReason },
  { header: "Converted (UTC)", value: (b) => b.convertedAt },
  { header: "Account", value: (b) => b.userId },
  { header: "ID", value: (b) => b.id },
];

/**
 * The list's current filter and search as CSV (the list's own query string), oldest first,
 * read in batches so any number of bookings streams with flat memory. The date filter is read
 * in the admin's zone, as the list reads it. Sort and page do not apply.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(bookingListQuery, args.request.url);
  const filter = bookingFilterOf(query, adminZone(args.request));
  const db = args.context.services.db;
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `demo-bookings-${day}.csv`,
    columns,
    inBatches((after, limit) => bookingBatch(db, filter, after, limit), batchRows(db)),
  );
}
