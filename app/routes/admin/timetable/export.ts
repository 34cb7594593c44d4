import { sessionsCsv } from "~/.server/classes/sessions-csv";
import { requireAdmin } from "~/.server/platform/session";
import { sessionFilterQuery } from "~/lib/admin/class-lists";
import { readListQuery } from "~/lib/admin/list-query";
import type { Route } from "./+types/export";

/**
 * The classes of every week under the timetable's filters (teacher, course; also a group or a
 * status in the query) as CSV, in start order, streamed in keyset batches. The week does not
 * apply: the file is the whole schedule the filters select.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { week: _week, ...filter } = readListQuery(sessionFilterQuery, args.request.url);
  return sessionsCsv(args.context.services.db, args.request, filter);
}
