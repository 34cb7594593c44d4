import { feedCalendar } from "~/.server/classes/feeds";
import type { Route } from "./+types/calendar-feed";

// A person's private class calendar (docs/classes.md "Learner pages and feeds"): the address
// is the credential, so an unknown or revoked one is a plain 404, found by the token's hash
// (app/.server/classes/queries-feeds.ts), never by comparing tokens. Never stored by any cache
// nor indexed; calendar apps poll it.

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const match = /^(.+)\.ics$/.exec(params.feed);
  const ics = match ? await feedCalendar(services.db, services.config, match[1]) : null;
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
      "Content-Disposition": 'inline; filename="learnova-classes.ics"',
    },
  });
}
