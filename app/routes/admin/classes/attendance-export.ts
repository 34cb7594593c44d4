import { groupAttendanceCsv } from "~/.server/classes/attendance-csv";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/attendance-export";

/**
 * One class group's attendance as CSV: every member expected at each class that has started,
 * marked or not, in class order, streamed in keyset slices
 * (app/.server/classes/attendance-csv.ts). An id no group has gives the header only.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return groupAttendanceCsv(args.context.services.db, args.request, args.params.id);
}
