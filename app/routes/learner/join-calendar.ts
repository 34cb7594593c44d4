import { joinCalendar } from "~/.server/classes/writes-join";
import { requireUser } from "~/.server/platform/session";
import type { Route } from "./+types/join-calendar";

// The joining page's "Add to calendar": the one class as an .ics file through the site's
// calendar writer (app/.server/classes/calendar.ts), for those who may join it; anyone else
// gets the same 404 as for a missing class.

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { db, config } = args.context.services;
  const ics = await joinCalendar(db, config, args.params.session, user);
  if (ics === null) {
    return new Response("Not found", {
      status: 404,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(ics, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="learnova-class.ics"',
    },
  });
}
