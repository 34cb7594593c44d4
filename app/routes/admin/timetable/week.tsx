import { Link, useLocation } from "react-router";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { buttonVariants } from "~/components/ui/button";
import { classOptions, timetableWeek } from "~/.server/classes/queries-admin";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { sessionFilterQuery } from "~/lib/admin/class-lists";
import { readListQuery } from "~/lib/admin/list-query";
import { formatDateTime } from "~/lib/admin/time";
import { addDays, dayIn } from "~/lib/admin/weeks";
import type { Route } from "./+types/week";

export const meta: Route.MetaFunction = () => [{ title: "Timetable | Admin Panel" }];

const DAY_WORDS = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const TIME = new Map<string, Intl.DateTimeFormat>();
function clock(iso: string, zone: string): string {
  let f = TIME.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    });
    TIME.set(zone, f);
  }
  return f.format(new Date(iso));
}

/**
 * Every class of one week (Monday to Sunday on the admin's clock), filtered by teacher and
 * course, the week in the URL (?week=yyyy-mm-dd, any day of it) with links to the weeks either
 * side. Two classes of one teacher that overlap are marked as conflicts (docs/classes.md
 * "Admin pages"). The words are made here, on the server, so the page hydrates the same text.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const filter = readListQuery(sessionFilterQuery, args.request.url);
  const zone = adminZone(args.request);
  const [{ week, days, total, conflicts, firstConflict }, options] = await Promise.all([
    timetableWeek(db, filter, zone),
    classOptions(db),
  ]);
  // A busy week has a few thousand classes at a few hundred distinct times: each time is
  // formatted once (docs/classes.md "Volume"). Each day holds its first classes and every
  // conflict (timetableWeek), the rest counted.
  const times = new Map<string, string>();
  const time = (iso: string) => {
    let t = times.get(iso);
    if (t === undefined) times.set(iso, (t = clock(iso, zone)));
    return t;
  };
  return {
    zone,
    filter,
    today: dayIn(new Date(), zone),
    week: {
      monday: week.monday,
      previous: week.previous,
      next: week.next,
      words: `${DAY_WORDS.format(new Date(`${week.monday}T12:00:00Z`))} – ${DAY_WORDS.format(new Date(`${addDays(week.monday, 6)}T12:00:00Z`))} ${addDays(week.monday, 6).slice(0, 4)}`,
    },
    total,
    conflicts,
    firstConflict: firstConflict ? formatDateTime(firstConflict, zone) : null,
    days: days.map((d) => ({
      day: d.day,
      words: DAY_WORDS.format(new Date(`${d.day}T12:00:00Z`)),
      hidden: d.hidden,
      sessions: d.sessions.map((s) => ({
        id: s.id,
        cohortId: s.cohortId,
        cohortName: s.cohortName,
        courseTitle: s.courseTitle,
        teacherName: s.teacherName,
        status: s.status,
        conflict: s.conflict,
        gapShifted: Boolean(s.gapShifted),
        startsAt: s.startsAt,
        time: `${time(s.startsAt)}–${time(s.endsAt)}`,
      })),
    })),
    courses: options.courses.map((c) => ({ value: c.id, label: c.title })),
    teachers: options.teachers.map((t) => ({ value: t.id, label: t.name })),
  };
}

export default function Timetable({ loaderData }: Route.ComponentProps) {
  const { zone, filter, week, days, total, conflicts, firstConflict, courses, teachers, today } =
    loaderData;
  const { search } = useLocation();
  const weekHref = (day: string) => {
    const params = new URLSearchParams(search);
    params.set("week", day);
    return `?${params}`;
  };
  const keep: Record<string, string> = filter.week ? { week: filter.week } : {};
  const exportParams = new URLSearchParams(search);
  exportParams.delete("week");
  const exportSearch = exportParams.size ? `?${exportParams}` : "";
  return (
    <>
      <PageHeader
        title="Timetable"
        count={{ n: total, noun: total === 1 ? "class this week" : "classes this week" }}
        description={`Every class on your clock, ${zone}.`}
        actions={
          <a
            href={`/admin/timetable/export.csv${exportSearch}`}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Download CSV
          </a>
        }
      />
      <div className="grid gap-4">
        <FilterBar searchLabel="Class group name" q={filter.q} keep={keep}>
          <FilterSelect
            name="teacher"
            label="Teacher"
            value={filter.teacher}
            options={teachers}
            all="Anyone"
          />
          <FilterSelect name="course" label="Course" value={filter.course} options={courses} />
        </FilterBar>
        <nav
          aria-label="Weeks"
          className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-3 shadow-card"
        >
          <Link
            to={weekHref(week.previous)}
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            ← Previous week
          </Link>
          <h2 className="order-first w-full text-center text-base font-semibold sm:order-none sm:w-auto sm:text-lg">
            {week.words}
          </h2>
          <Link
            to={weekHref(week.next)}
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Next week →
          </Link>
        </nav>
        {conflicts > 0 ? (
          <p
            role="status"
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
          >
            {conflicts} classes overlap another class of the same teacher (the first at{" "}
            {firstConflict}). They are marked “Conflict” below.
          </p>
        ) : null}
        {/* One list of days: stacked day by day below md, seven columns of a week from md up. */}
        <ol className="grid gap-3 md:grid-cols-7 md:gap-2">
          {days.map((d) => (
            <li
              key={d.day}
              aria-labelledby={`day-${d.day}`}
              aria-current={d.day === today ? "date" : undefined}
              className={
                d.day === today
                  ? "min-w-0 rounded-card bg-white p-3 shadow-card ring-2 ring-brand-600 md:p-2"
                  : "min-w-0 rounded-card bg-white p-3 shadow-card md:p-2"
              }
            >
              <h3 id={`day-${d.day}`} className="text-base font-semibold md:text-sm">
                <time dateTime={d.day}>{d.words}</time>
                {d.day === today ? <span className="font-normal text-muted"> · today</span> : null}
              </h3>
              {d.sessions.length === 0 ? (
                <p className="mt-2 text-sm text-muted">No classes</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {d.sessions.map((s) => (
                    <li
                      key={s.id}
                      className={
                        s.conflict
                          ? "rounded-lg border-2 border-amber-500 bg-amber-50 p-2 text-sm"
                          : s.status === "cancelled"
                            ? "rounded-lg border border-gray-200 bg-gray-50 p-2 text-sm text-muted"
                            : "rounded-lg border border-brand-100 bg-brand-50/60 p-2 text-sm"
                      }
                    >
                      <time dateTime={s.startsAt} className="block font-semibold">
                        {s.time}
                      </time>
                      {/* A plain link: a busy week renders thousands, and each <Link> cost
                          about 10 µs of the server's render (docs/classes.md "Volume"). */}
                      <a
                        href={`/admin/classes/${s.cohortId}`}
                        className="block font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
                      >
                        {s.cohortName}
                      </a>
                      <span className="block wrap-anywhere">{s.courseTitle}</span>
                      <span className="block wrap-anywhere text-muted">
                        {s.teacherName ?? "No teacher"}
                      </span>
                      {s.conflict || s.status === "cancelled" || s.gapShifted ? (
                        <span className="mt-1 flex flex-wrap gap-1">
                          {s.conflict ? <StatusBadge tone="warn">Conflict</StatusBadge> : null}
                          {s.status === "cancelled" ? (
                            <StatusBadge tone="bad">Cancelled</StatusBadge>
                          ) : null}
                          {s.gapShifted ? (
                            <StatusBadge tone="neutral">Clock change</StatusBadge>
                          ) : null}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              {d.hidden > 0 ? (
                <p className="mt-2 text-sm text-muted">
                  {d.hidden} more {d.hidden === 1 ? "class" : "classes"} this day: choose a teacher
                  or a course above to see them, or download the CSV.
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
