import { Link, useLocation } from "react-router";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { buttonVariants } from "~/components/ui/button";
import { classOptions, timetableWeek } from "~/.server/classes/queries-admin";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { timetableQuery } from "~/lib/admin/class-lists";
import { formatCount } from "~/lib/admin/format";
import { readListQuery } from "~/lib/admin/list-query";
import { dayHref, moreText, weekHref } from "~/lib/admin/timetable";
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
 * "Admin pages"). A day lists its first classes and links to its own view (?day=yyyy-mm-dd,
 * the filters kept), which lists all of them a page at a time (decision 0044). The words are
 * made here, on the server, so the page hydrates the same text.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const filter = readListQuery(timetableQuery, args.request.url);
  const zone = adminZone(args.request);
  const [{ week, days, day, total, conflicts, firstConflict, firstConflictDay }, options] =
    await Promise.all([timetableWeek(db, filter, zone), classOptions(db)]);
  // A busy week has a few thousand classes at a few hundred distinct times: each time is
  // formatted once (docs/classes.md "Volume").
  const times = new Map<string, string>();
  const time = (iso: string) => {
    let t = times.get(iso);
    if (t === undefined) times.set(iso, (t = clock(iso, zone)));
    return t;
  };
  const card = (s: (typeof days)[number]["sessions"][number]) => ({
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
  });
  const dayWords = (d: string) => DAY_WORDS.format(new Date(`${d}T12:00:00Z`));
  return {
    zone,
    filter,
    today: dayIn(new Date(), zone),
    week: {
      monday: week.monday,
      previous: week.previous,
      next: week.next,
      words: `${dayWords(week.monday)} – ${dayWords(addDays(week.monday, 6))} ${addDays(week.monday, 6).slice(0, 4)}`,
    },
    total,
    conflicts,
    firstConflict: firstConflict ? formatDateTime(firstConflict, zone) : null,
    firstConflictDay,
    days: days.map((d) => ({
      day: d.day,
      words: dayWords(d.day),
      total: d.total,
      conflicts: d.conflicts,
      hidden: d.hidden,
      hiddenConflicts: d.hiddenConflicts,
      sessions: d.sessions.map(card),
    })),
    day: day
      ? {
          day: day.day,
          words: `${dayWords(day.day)} ${day.day.slice(0, 4)}`,
          previous: addDays(day.day, -1),
          next: addDays(day.day, 1),
          total: day.total,
          conflicts: day.conflicts,
          page: day.page,
          pageSize: day.pageSize,
          sessions: day.sessions.map(card),
        }
      : null,
    courses: options.courses.map((c) => ({ value: c.id, label: c.title })),
    teachers: options.teachers.map((t) => ({ value: t.id, label: t.name })),
  };
}

type Loaded = Route.ComponentProps["loaderData"];
type Card = Loaded["days"][number]["sessions"][number];

/** One class: its time, group (a link to its page), course, teacher and marks. */
function SessionCard({ s }: { s: Card }) {
  return (
    <li
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
      {/* A plain link: a busy week renders hundreds, and each <Link> cost about 10 µs of the
          server's render (docs/classes.md "Volume"). */}
      <a
        href={`/admin/classes/${s.cohortId}`}
        className="block font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
      >
        {s.cohortName}
      </a>
      <span className="block wrap-anywhere">{s.courseTitle}</span>
      <span className="block wrap-anywhere text-muted">{s.teacherName ?? "No teacher"}</span>
      {s.conflict || s.status === "cancelled" || s.gapShifted ? (
        <span className="mt-1 flex flex-wrap gap-1">
          {s.conflict ? <StatusBadge tone="warn">Conflict</StatusBadge> : null}
          {s.status === "cancelled" ? <StatusBadge tone="bad">Cancelled</StatusBadge> : null}
          {s.gapShifted ? <StatusBadge tone="neutral">Clock change</StatusBadge> : null}
        </span>
      ) : null}
    </li>
  );
}

/** A day's classes, or "No classes". */
function SessionList({ sessions, className }: { sessions: Card[]; className: string }) {
  if (sessions.length === 0) return <p className="mt-2 text-sm text-muted">No classes</p>;
  return (
    <ul className={className}>
      {sessions.map((s) => (
        <SessionCard key={s.id} s={s} />
      ))}
    </ul>
  );
}

export default function Timetable({ loaderData }: Route.ComponentProps) {
  const {
    zone,
    filter,
    week,
    days,
    day,
    total,
    conflicts,
    firstConflict,
    firstConflictDay,
    courses,
    teachers,
    today,
  } = loaderData;
  const { search } = useLocation();
  const keep: Record<string, string> = day
    ? { day: day.day }
    : filter.week
      ? { week: filter.week }
      : {};
  const exportParams = new URLSearchParams(search);
  for (const k of ["week", "day", "page"]) exportParams.delete(k);
  const exportSearch = exportParams.size ? `?${exportParams}` : "";
  const navLink = buttonVariants({ size: "sm", variant: "outline" });
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
          <Link to={weekHref(search, week.previous)} className={navLink}>
            ← Previous week
          </Link>
          <h2 className="order-first w-full text-center text-base font-semibold sm:order-none sm:w-auto sm:text-lg">
            {day ? <Link to={weekHref(search, week.monday)}>{week.words}</Link> : week.words}
          </h2>
          <Link to={weekHref(search, week.next)} className={navLink}>
            Next week →
          </Link>
        </nav>
        {conflicts > 0 ? (
          <p
            role="status"
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
          >
            {conflicts} classes overlap another class of the same teacher (the first at{" "}
            {firstConflict}). They are marked “Conflict”
            {firstConflictDay && firstConflictDay !== day?.day ? (
              <>
                {" "}
                on each day’s page:{" "}
                <Link to={dayHref(search, firstConflictDay)} className="font-semibold underline">
                  see the first
                </Link>
              </>
            ) : null}
            .
          </p>
        ) : null}
        {day ? <DayView day={day} days={days} today={today} search={search} /> : null}
        {/* One list of days: stacked day by day below md, seven columns of a week from md up. */}
        {day ? null : (
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
                  <Link
                    to={dayHref(search, d.day)}
                    className="text-brand-900 underline-offset-2 hover:underline"
                  >
                    <time dateTime={d.day}>{d.words}</time>
                  </Link>
                  {d.day === today ? (
                    <span className="font-normal text-muted"> · today</span>
                  ) : null}
                </h3>
                <SessionList sessions={d.sessions} className="mt-2 grid gap-2" />
                {d.hidden > 0 ? (
                  <p className="mt-2 text-sm">
                    <Link
                      to={dayHref(search, d.day)}
                      data-testid="day-more"
                      className="font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {moreText(d.hidden, d.hiddenConflicts)} — see the day
                      <span className="sr-only"> ({d.words})</span>
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/**
 * One day's own view: every class of the day in time order, a page at a time, with the week's
 * days (and their counts) to move between and a way back to the week.
 */
function DayView({
  day,
  days,
  today,
  search,
}: {
  day: NonNullable<Loaded["day"]>;
  days: Loaded["days"];
  today: string;
  search: string;
}) {
  const navLink = buttonVariants({ size: "sm", variant: "outline" });
  return (
    <section
      aria-labelledby="day-view"
      className="grid gap-3 rounded-card bg-white p-3 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={dayHref(search, day.previous)} className={navLink}>
          ← Previous day
        </Link>
        <h2
          id="day-view"
          className="order-first w-full text-center text-lg font-semibold sm:order-none sm:w-auto"
        >
          <time dateTime={day.day}>{day.words}</time>
          {day.day === today ? <span className="font-normal text-muted"> · today</span> : null}
        </h2>
        <Link to={dayHref(search, day.next)} className={navLink}>
          Next day →
        </Link>
      </div>
      <p className="text-sm text-muted">
        {formatCount(day.total)} {day.total === 1 ? "class" : "classes"} this day
        {day.conflicts > 0
          ? `, ${formatCount(day.conflicts)} of them ${day.conflicts === 1 ? "a conflict" : "conflicts"}`
          : ""}
        .{" "}
        <Link to={weekHref(search, day.day)} className="font-semibold text-brand-800 underline">
          Back to the week
        </Link>
      </p>
      <nav aria-label="Days of this week">
        <ul className="flex flex-wrap gap-2">
          {days.map((d) => (
            <li key={d.day}>
              <Link
                to={dayHref(search, d.day)}
                aria-current={d.day === day.day ? "page" : undefined}
                className={buttonVariants({
                  size: "sm",
                  variant: d.day === day.day ? "primary" : "light",
                })}
              >
                {d.words} ({formatCount(d.total)})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SessionList sessions={day.sessions} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" />
      <Pagination page={day.page} total={day.total} noun="classes" pageSize={day.pageSize} />
    </section>
  );
}
