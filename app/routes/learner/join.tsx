import { data, Link, redirect } from "react-router";
import { joinSession } from "~/.server/classes/writes-join";
import { learnerZone } from "~/.server/classes/learner-view";
import { requireUser } from "~/.server/platform/session";
import { buttonVariants } from "~/components/ui/button";
import { useZoneCookie } from "~/hooks/use-zone-cookie";
import { classWhen, zoneWords } from "~/lib/class-schedule";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/join";

// The joining address of one class (docs/classes.md "Joining and attendance"): inside the
// window a 303 to the meeting (the join recorded by app/.server/classes/writes-join.ts), otherwise
// this page with the class's time on the visitor's clock and its calendar file.

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data && "courseTitle" in data ? `${data.courseTitle} | Join your class` : "Join your class",
    "Join a Learnova class.",
  ),
  { name: "robots", content: "noindex" },
];

const NO_STORE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { db, config } = args.context.services;
  const outcome = await joinSession(db, config, args.params.session, user);
  // Someone else's class answers exactly as a missing one: its existence is not theirs to learn.
  if (!outcome) throw data("This class does not exist.", { status: 404, headers: NO_STORE });
  if (outcome.kind === "go") {
    return redirect(outcome.url, { status: 303, headers: NO_STORE });
  }
  const { session, reason } = outcome;
  const zone = await learnerZone(db, args.request, user.id);
  return data(
    {
      reason,
      zone,
      zoneName: zoneWords(zone),
      anchorZone: session.anchorZone === zone ? null : zoneWords(session.anchorZone),
      anchorWhen:
        session.anchorZone === zone
          ? null
          : classWhen(session.startsAt, session.endsAt, session.anchorZone),
      when: classWhen(session.startsAt, session.endsAt, zone),
      courseTitle: session.courseTitle,
      cohortName: session.cohortName,
      cancelReason: session.cancelReason,
      calendarHref: `/join/${encodeURIComponent(session.id)}/calendar.ics`,
    },
    { headers: NO_STORE },
  );
}

const HEADLINE = {
  early: "This class has not opened yet",
  over: "This class has ended",
  cancelled: "This class was cancelled",
  "no-link": "The joining link is not ready yet",
} as const;

const EXPLAIN = {
  early: "The room opens 15 minutes before the class starts. Come back to this page then.",
  over: "The class is over. Your next classes are on your upcoming courses page.",
  cancelled: "There is nothing to join.",
  "no-link":
    "The school has not added the meeting link for this class yet. Try again in a few minutes, or contact us.",
} as const;

export default function JoinClass({ loaderData: d }: Route.ComponentProps) {
  useZoneCookie(d.zone);
  return (
    <>
      <h1 className="text-3xl wrap-anywhere">{HEADLINE[d.reason]}</h1>
      <div className="mt-6 rounded-card bg-white p-5 shadow-card sm:p-6">
        <p className="text-lg font-semibold wrap-anywhere text-brand-950">{d.courseTitle}</p>
        <p className="wrap-anywhere text-muted">{d.cohortName}</p>
        <p className="mt-4" data-testid="join-when">
          <time dateTime={d.when.iso}>{d.when.text}</time>{" "}
          <span className="text-sm text-muted">(your clock, {d.zoneName})</span>
        </p>
        {d.anchorWhen ? (
          <p className="text-sm text-muted">
            {d.anchorWhen.text} on the group&apos;s clock ({d.anchorZone})
          </p>
        ) : null}
        {d.reason === "cancelled" && d.cancelReason ? (
          <p className="mt-3 text-red-800">Reason: {d.cancelReason}</p>
        ) : null}
        <p className="mt-4">{EXPLAIN[d.reason]}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {d.reason === "early" ? (
            <a href={d.calendarHref} className={buttonVariants({ variant: "outline" })} download>
              Add to calendar
            </a>
          ) : null}
          <Link to="/upcoming-courses" className={buttonVariants({ variant: "ghost" })}>
            Your upcoming classes
          </Link>
        </div>
      </div>
    </>
  );
}
