import { teacherHoursCsv } from "~/.server/classes/attendance-csv";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/teacher-hours-export";

/**
 * Each teacher's classes held and hours in `?month=yyyy-mm` as CSV (a month that is not one is
 * a 400; app/.server/classes/attendance-csv.ts).
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return teacherHoursCsv(args.context.services.db, args.request);
}
