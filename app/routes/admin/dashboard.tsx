import { BarChart } from "~/components/admin/charts/bar-chart";
import { ChartCard, type Series } from "~/components/admin/charts/chart-card";
import { FunnelChart, shareOf } from "~/components/admin/charts/funnel-chart";
import { LineChart } from "~/components/admin/charts/line-chart";
import { DashboardTiles, type Tile } from "~/components/admin/dashboard-tiles";
import { PageHeader } from "~/components/admin/page-header";
import { getDashboard } from "~/.server/dashboard/queries";
import { getClassesDashboard } from "~/.server/dashboard/queries-classes";
import { Link } from "react-router";
import { shownTime } from "~/lib/admin/time";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { CHANGE_REQUESTED } from "~/lib/admin/booking-list";
import { formatCount } from "~/lib/admin/format";
import type { Route } from "./+types/dashboard";

// The dashboard (docs/admin.md §1): what needs attention now, then the last 12 weeks. The charts
// are SVG drawn here on the server, not a chart library: four simple shapes need no layout engine,
// the page stays complete without JavaScript and hydrates to the same markup, and no chart
// code is shipped to the browser beyond these few components.

// Every admin loader guards itself: React Router runs child loaders alongside the layout's.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const zone = adminZone(args.request);
  const { db, dialect } = args.context.services;
  const [board, classes] = await Promise.all([
    getDashboard(db, dialect, { zone }),
    getClassesDashboard(db, { zone }),
  ]);
  return {
    zone,
    ...board,
    classes: {
      ...classes,
      unmarked: {
        total: classes.unmarked.total,
        rows: classes.unmarked.rows.map((r) => ({ ...r, starts: shownTime(r.startsAt, zone)! })),
      },
    },
  };
}

type Outcome = keyof Route.ComponentProps["loaderData"]["bookings"][number];

const OUTCOMES: (Series & { key: Outcome })[] = [
  { key: "requested", label: "Requested", color: "#b45309" },
  { key: "confirmed", label: "Confirmed", color: "#4f46e5" },
  { key: "completed", label: "Completed", color: "#047857" },
  { key: "no-show", label: "No-show", color: "#be185d" },
  { key: "cancelled", label: "Cancelled", color: "#6b7280" },
];
const BRAND = "#4338ca";
const BRAND_TINT = "#e0e7ff";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const first = d.weeks[0].longLabel;
  const span = `the 12 weeks from ${first}`;
  const labels = d.weeks.map((w) => w.label);
  const weekRows = d.weeks.map((w, i) =>
    i === d.weeks.length - 1 ? `${w.longLabel} (so far)` : w.longLabel,
  );
  const busiest = (values: number[]) => {
    const max = Math.max(...values);
    return max > 0
      ? `; the most in the week of ${d.weeks[values.indexOf(max)].longLabel} (${formatCount(max)})`
      : "";
  };

  const bookingTotals = d.bookings.map((w) => sum(Object.values(w)));
  const byOutcome = OUTCOMES.map((o) => ({
    ...o,
    n: sum(d.bookings.map((w) => w[o.key])),
  }));
  const bookingsSummary = `Demo bookings per week by outcome, ${span}: ${plural(sum(bookingTotals), "booking")} (${byOutcome
    .map((o) => `${formatCount(o.n)} ${o.label.toLowerCase()}`)
    .join(", ")})${busiest(bookingTotals)}.`;

  const signupsSummary = `Sign-ups per week, ${span}: ${plural(sum(d.signups), "sign-up")}${busiest(d.signups)}; this week so far ${formatCount(d.signups[d.signups.length - 1])}.`;

  const activeNow = d.subscribers[d.subscribers.length - 1];
  const change = activeNow - d.subscribers[0];
  const changeText = `${change >= 0 ? "+" : "−"}${formatCount(Math.abs(change))}`;
  const subscribersSummary = `Active newsletter subscribers at the end of each week, ${span}: ${formatCount(d.subscribers[0])} at the end of the first week, ${formatCount(activeNow)} now (${changeText}).`;

  const steps = [
    { label: "Requested", value: d.funnel.requested },
    { label: "Confirmed", value: d.funnel.confirmed },
    { label: "Attended", value: d.funnel.attended },
    { label: "Enrolled", value: d.funnel.enrolled },
  ];
  const funnelSummary = `Funnel of the ${plural(d.funnel.requested, "demo booking")} made in ${span}: ${steps
    .slice(1)
    .map(
      (s) =>
        `${formatCount(s.value)} ${s.label.toLowerCase()} (${shareOf(s.value, d.funnel.requested)})`,
    )
    .join(", ")}.`;

  const rates = d.classes.attendance.map((w) =>
    w.marked > 0 ? Math.round((w.attended / w.marked) * 100) : null,
  );
  const marked = sum(d.classes.attendance.map((w) => w.marked));
  const attended = sum(d.classes.attendance.map((w) => w.attended));
  const overall = marked > 0 ? `${Math.round((attended / marked) * 100)}%` : "no marks yet";
  const ratesSummary = `Attendance rate per week (present or late, of the marked), ${span}: ${overall} overall; ${rates
    .map((r, i) => `${d.weeks[i].longLabel} ${r === null ? "no marks" : `${r}%`}`)
    .join(", ")}.`;

  const bookingsList = (query: string) => `/admin/bookings?${query}`;
  const tiles: Tile[] = [
    {
      label: "Classes today",
      value: d.classes.classesToday,
      to: "/admin/timetable",
    },
    {
      label: "Classes not marked",
      value: d.classes.unmarked.total,
      to: "/admin/classes/unmarked",
      urgent: true,
    },
    {
      label: "Learners at risk",
      value: d.classes.atRisk,
      to: "/admin/classes/at-risk",
      urgent: true,
    },
    {
      label: "Demo requests awaiting action",
      value: d.tiles.requested,
      to: bookingsList("status=requested"),
      urgent: true,
    },
    {
      label: "Change requests awaiting an answer",
      value: d.tiles.changeRequests,
      to: bookingsList(`status=${CHANGE_REQUESTED}`),
      urgent: true,
    },
    {
      label: "Demos today",
      value: d.tiles.today,
      to: bookingsList(`status=confirmed&from=${d.today}&to=${d.today}`),
    },
    {
      label: "Demos in the next 7 days",
      value: d.tiles.thisWeek,
      to: bookingsList(`status=confirmed&from=${d.today}&to=${d.weekLastDay}`),
    },
    {
      label: "Unread messages",
      value: d.tiles.unreadMessages,
      to: "/admin/messages?status=new",
      urgent: true,
    },
    {
      label: "Failed e-mails",
      value: d.tiles.failedEmails,
      to: "/admin/outbox?status=failed",
      urgent: true,
    },
    {
      // No SMTP_URL: stored, never delivered; nobody should believe a parent was told.
      label: "E-mails kept, not delivered",
      value: d.tiles.keptEmails,
      to: "/admin/outbox?status=kept",
      urgent: true,
    },
  ];

  return (
    <>
      <PageHeader
        title="Admin Panel"
        description={`What needs attention now, and the last 12 weeks. Days and weeks (from Monday) are counted in ${d.zone}.`}
      />
      <section aria-labelledby="attention" className="mb-8">
        <h2 id="attention" className="mb-3 text-xl">
          Needs attention
        </h2>
        <DashboardTiles tiles={tiles} />
      </section>
      <UnmarkedClasses zone={d.zone} unmarked={d.classes.unmarked} />
      <div className="grid gap-5 lg:grid-cols-2">
        <ChartCard
          id="attendance-chart"
          title="Attendance rate per week"
          headline={
            marked > 0
              ? `${overall} of marked places were present or late, by the week of the class`
              : "No attendance marked in the last 12 weeks"
          }
          table={{
            rowHeader: "Week of",
            columns: ["Rate", "Present or late", "Marked"],
            rows: d.classes.attendance.map((w, i) => ({
              label: weekRows[i],
              values: [rates[i] === null ? "—" : `${rates[i]}%`, w.attended, w.marked],
            })),
          }}
        >
          <BarChart
            summary={ratesSummary}
            labels={labels}
            series={[{ key: "rate", label: "Attendance rate (%)", color: "#047857" }]}
            rows={rates.map((r) => ({ rate: r ?? 0 }))}
          />
        </ChartCard>
        <ChartCard
          id="bookings-chart"
          title="Demo bookings per week, by outcome"
          headline={`${plural(sum(bookingTotals), "booking")} in 12 weeks, by the week they were made and where they stand now`}
          legend={OUTCOMES}
          table={{
            rowHeader: "Week of",
            columns: [...OUTCOMES.map((o) => o.label), "Total"],
            rows: d.bookings.map((w, i) => ({
              label: weekRows[i],
              values: [...OUTCOMES.map((o) => w[o.key]), bookingTotals[i]],
            })),
          }}
        >
          <BarChart summary={bookingsSummary} labels={labels} series={OUTCOMES} rows={d.bookings} />
        </ChartCard>
        <ChartCard
          id="signups-chart"
          title="Sign-ups per week"
          headline={`${plural(sum(d.signups), "new account")} in 12 weeks`}
          table={{
            rowHeader: "Week of",
            columns: ["Sign-ups"],
            rows: d.signups.map((n, i) => ({ label: weekRows[i], values: [n] })),
          }}
        >
          <BarChart
            summary={signupsSummary}
            labels={labels}
            series={[{ key: "n", label: "Sign-ups", color: BRAND }]}
            rows={d.signups.map((n) => ({ n }))}
          />
        </ChartCard>
        <ChartCard
          id="subscribers-chart"
          title="Active newsletter subscribers"
          headline={`${formatCount(activeNow)} now, ${changeText} over 12 weeks`}
          table={{
            rowHeader: "End of the week of",
            columns: ["Active subscribers"],
            rows: d.subscribers.map((n, i) => ({ label: weekRows[i], values: [n] })),
          }}
        >
          <LineChart
            summary={subscribersSummary}
            labels={labels}
            values={d.subscribers}
            color={BRAND}
            fill={BRAND_TINT}
          />
        </ChartCard>
        <ChartCard
          id="funnel-chart"
          title="From demo request to enrolment"
          headline={`Demo bookings made in 12 weeks: ${shareOf(d.funnel.enrolled, d.funnel.requested)} led to an enrolment`}
          table={{
            rowHeader: "Step",
            columns: ["Bookings", "Share of requested"],
            rows: steps.map((s) => ({
              label: s.label,
              values: [s.value, shareOf(s.value, d.funnel.requested)],
            })),
          }}
        >
          <FunnelChart summary={funnelSummary} steps={steps} color={BRAND} track={BRAND_TINT} />
        </ChartCard>
      </div>
    </>
  );
}

type Unmarked = Route.ComponentProps["loaderData"]["classes"]["unmarked"];

/**
 * Classes nobody marked 24 hours after their end (docs/classes.md "Follow-up and what the
 * school sees"), newest first, each linking to its marking page.
 */
function UnmarkedClasses({ zone, unmarked }: { zone: string; unmarked: Unmarked }) {
  return (
    <section
      aria-labelledby="unmarked"
      className="mb-8 rounded-card bg-white p-4 shadow-card sm:p-5"
      data-testid="unmarked-classes"
    >
      <h2 id="unmarked" className="text-lg">
        Classes not marked
      </h2>
      <p className="mt-1 text-sm text-muted">
        Ended more than 24 hours ago (in the last 12 weeks) with no attendance marked. Times in{" "}
        {zone}.
      </p>
      {unmarked.rows.length === 0 ? (
        <p className="mt-3">Every class of the last 12 weeks is marked.</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-2">
            {unmarked.rows.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-brand-50 pb-2"
              >
                <time dateTime={r.starts.iso} className="font-semibold whitespace-nowrap">
                  {r.starts.text}
                </time>
                <Link
                  to={`/teach/sessions/${r.id}`}
                  className="font-semibold wrap-anywhere text-brand-800 underline-offset-2 hover:underline"
                >
                  Mark {r.cohortName}
                  <span className="sr-only"> on {r.starts.text}</span>
                </Link>
                <span className="text-sm wrap-anywhere text-muted">
                  {r.courseTitle} · {r.teacherName ?? "No teacher"}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            <Link
              to="/admin/classes/unmarked"
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {unmarked.total > unmarked.rows.length
                ? `All ${formatCount(unmarked.total)} classes not marked`
                : "The list, with filters and CSV"}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
