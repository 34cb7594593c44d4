import { sessionsCsv } from "~/.server/classes/sessions-csv";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/sessions-export";

/**
 * Every class of one class group as CSV, in start order, streamed in keyset batches
 * (app/.server/classes/sessions-csv.ts). An id no group has gives the header only, as an
 * export of a filter that matches nothing does.
 */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const id = /^[\w-]{1,100}$/.test(args.params.id) ? args.params.id : "-";
  return sessionsCsv(args.context.services.db, args.request, {
    course: "",
    teacher: "",
    status: "",
    cohort: id,
  });
}
