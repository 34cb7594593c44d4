import { allAttendanceCsv } from "~/.server/classes/attendance-csv";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/attendance-all-export";

/**
 * Every class group's attendance as CSV under the class groups list's filters and `from`/`to`
 * days, streamed in keyset slices (app/.server/classes/attendance-csv.ts).
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return allAttendanceCsv(args.context.services.db, args.request);
}
