import { data, Link } from "react-router";
import { adminZone } from "~/.server/kit/zone";
import { requireTeacher } from "~/.server/platform/session";
import { teacherZone } from "~/.server/teaching/queries";
import { sessionWhen, teachingWeek, type ShownSession } from "~/.server/teaching/week";
import { unmarkedClasses } from "~/.server/classes/queries-follow-up";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/week";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your week | Teaching", "Your classes this week."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireTeacher(args);
  const { db } = args.context.services;
  // The teacher's clock: their saved zone, else the browser's (the panel's cookie) or UTC.
  const { zone, saved } = await teacherZone(db, user.id, adminZone(args.request));
  const [week, unmarked] = await Promise.all([
    teachingWeek(db, user.id, zone, new URL(args.request.url).searchParams.get("week")),
    // Their own classes nobody marked 24 hours after the end, while they may still mark them
    // (docs/classes.md "Follow-up and what the school sees").
    unmarkedClasses(db, { mine: true, teacherId: user.id, limit: 50 }),
  ]);
  const toMark = unmarked.rows.map((r) => ({
    id: r.id,
    courseTitle: r.courseTitle,
    cohortName: r.cohortName,
    iso: r.startsAt,
    when: (({ day, time }) => `${day}, ${time}`)(sessionWhen(r.startsAt, r.endsAt, zone)),
  }));
  return data(
    { ...week, toMark, zoneSaved: saved },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const STATUS_LABEL: Record<ShownSession["status"], string> = {
  scheduled: "Scheduled",
  held: "Held",
  cancelled: "Cancelled",
};

function SessionItem({ s }: { s: ShownSession }) {
  const cancelled = s.status === "cancelled";
  return (
    <li className="grid gap-1 rounded-xl border border-brand-100 bg-white p-4 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <time dateTime={s.iso} className="font-semibold whitespace-nowrap text-brand-950">
        {s.time}
      </time>
      <div className="min-w-0">
        <Link
          to={`/teach/sessions/${s.id}`}
          className="font-semibold wrap-anywhere text-brand-800 underline-offset-2 hover:underline"
        >
          {s.courseTitle}
        </Link>
        <p className="text-sm wrap-anywhere text-muted">{s.cohortName}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {s.assisting ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900">
            Assisting
          </span>
        ) : null}
        {s.status !== "scheduled" ? (
          <span
            className={
              cancelled
                ? "rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800"
                : "rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-900"
            }
          >
            {STATUS_LABEL[s.status]}
          </span>
        ) : null}
        {s.meetingUrl && !cancelled ? (
          <a
            href={s.meetingUrl}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 underline"
          >
            Meeting link
            <span className="sr-only">
              {" "}
              for {s.courseTitle} at {s.time}
            </span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

export default function TeachWeek({ loaderData }: Route.ComponentProps) {
  const { zone, zoneSaved, today, days, week, previous, next, thisWeek, range, toMark } =
    loaderData;
  const weekLink = (day: string) => (day === thisWeek ? "/teach" : `/teach?week=${day}`);
  return (
    <>
      <h1 className="text-3xl">Your week</h1>
      <p className="mt-2 text-muted" data-testid="zone-note">
        Times are on your clock, <strong className="text-ink">{zone}</strong>.{" "}
        {zoneSaved ? null : (
          <>
            You have not saved a time zone yet:{" "}
            <Link to="/teach/availability" className="font-semibold text-brand-800 underline">
              set it on Availability
            </Link>
            .
          </>
        )}
      </p>

      {toMark.length > 0 ? (
        <section
          aria-labelledby="to-mark"
          className="mt-6 rounded-card border-l-4 border-saffron-600 bg-white p-5 shadow-card sm:p-6"
          data-testid="to-mark"
        >
          <h2 id="to-mark" className="text-xl">
            Needs attention: attendance not marked
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your classes that ended more than 24 hours ago with nobody marked. You can mark them
            until 7 days after the class.
          </p>
          <ul className="mt-3 grid gap-2">
            {toMark.map((s) => (
              <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <time dateTime={s.iso} className="font-semibold whitespace-nowrap">
                  {s.when}
                </time>
                <Link
                  to={`/teach/sessions/${s.id}`}
                  className="font-semibold wrap-anywhere text-brand-800 underline-offset-2 hover:underline"
                >
                  Mark {s.courseTitle}
                  <span className="sr-only"> on {s.when}</span>
                </Link>
                <span className="text-sm wrap-anywhere text-muted">{s.cohortName}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="today"
        className="mt-6 rounded-card bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="today" className="text-xl">
          Today, {today.label}
        </h2>
        {today.sessions.length === 0 ? (
          <p className="mt-3 text-muted">No classes today.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {today.sessions.map((s) => (
              <SessionItem key={s.id} s={s} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="week" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="week" className="text-xl">
            Week of {range}
          </h2>
          <nav aria-label="Weeks" className="flex flex-wrap gap-2 text-sm">
            <Link
              to={weekLink(previous)}
              className="rounded-xl border border-brand-200 bg-white px-3 py-2 font-semibold text-brand-800"
            >
              ← Previous week
            </Link>
            {week !== thisWeek ? (
              <Link
                to="/teach"
                className="rounded-xl border border-brand-200 bg-white px-3 py-2 font-semibold text-brand-800"
              >
                This week
              </Link>
            ) : null}
            <Link
              to={weekLink(next)}
              className="rounded-xl border border-brand-200 bg-white px-3 py-2 font-semibold text-brand-800"
            >
              Next week →
            </Link>
          </nav>
        </div>
        <ol className="mt-4 grid gap-4">
          {days.map((d) => (
            <li key={d.day}>
              <h3 className="text-base font-semibold text-brand-950">
                {d.label}
                {d.isToday ? (
                  <span className="ml-2 text-sm font-normal text-muted">(today)</span>
                ) : null}
              </h3>
              {d.sessions.length === 0 ? (
                <p className="mt-1 text-sm text-muted">No classes.</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {d.sessions.map((s) => (
                    <SessionItem key={s.id} s={s} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
