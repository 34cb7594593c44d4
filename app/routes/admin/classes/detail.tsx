import { data, Link } from "react-router";
import { CohortAttendance } from "~/components/admin/classes/cohort-attendance";
import { CohortForm } from "~/components/admin/classes/cohort-form";
import { MemberActions, PlaceForm, StatusActions } from "~/components/admin/classes/cohort-actions";
import { CohortStatusBadge } from "~/components/admin/classes/cohort-status-badge";
import { SeriesCreateForm, SeriesEditForm } from "~/components/admin/classes/series-forms";
import { SessionCancelForm, SessionEditForm } from "~/components/admin/classes/session-forms";
import { DataTable, type Column } from "~/components/admin/data-table";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { SectionCard } from "~/components/admin/users/section-card";
import { buttonVariants } from "~/components/ui/button";
import { handleCohortIntent } from "~/.server/classes/actions-admin";
import {
  cohortAttendance,
  cohortAttendanceAction,
} from "~/.server/classes/actions-attendance-admin";
import {
  classOptions,
  cohortDetail,
  placeableEnrollments,
  placementsOf,
  siblingCohorts,
} from "~/.server/classes/queries-admin";
import { COHORT_TRANSITIONS } from "~/.server/classes/types";
import { readForm } from "~/.server/kit/form-action";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { formatDateTime, localInputValue, shownTime, type ShownTime } from "~/lib/admin/time";
import { classesWindow, CLASSES_SHOWN } from "~/lib/admin/classes-window";
import { addDays, dayIn } from "~/lib/admin/weeks";
import { WEEKDAY_NAMES, WEEKDAY_ORDER } from "~/lib/schemas/class-admin";
import { listTimeZones } from "~/lib/time-slots";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.cohort.name ?? "Class group"} | Admin Panel` },
];

const MEMBER_WORDS = {
  active: "Active",
  paused: "Paused",
  withdrawn: "Withdrawn",
  transferred: "Moved to another group",
} as const;

/** Closed placements listed by default; `?placements=all` lists every one. */
const CLOSED_SHOWN = 10;

function shownPlacements(
  members: readonly { id: string; status: string; leftAt: string | null }[],
  all: boolean,
) {
  const closed = members
    .filter((m) => m.status !== "active" && m.status !== "paused")
    .sort((a, b) => (b.leftAt ?? "").localeCompare(a.leftAt ?? ""));
  const hidden = new Set(all ? [] : closed.slice(CLOSED_SHOWN).map((m) => m.id));
  return {
    ids: new Set(members.filter((m) => !hidden.has(m.id)).map((m) => m.id)),
    all,
    closed: closed.length,
    closedShown: closed.length - hidden.size,
  };
}

function groupLink(p: { cohortId: string; name: string } | undefined) {
  return p ? { id: p.cohortId, name: p.name } : null;
}

function minutesBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 60_000);
}

function ruleWords(s: {
  weekdays: string;
  localStart: string;
  durationMinutes: number;
  fromDate: string;
  count: number | null;
  untilDate: string | null;
}): string {
  const days = s.weekdays
    .split(",")
    .map(Number)
    .sort((a, b) => WEEKDAY_ORDER.indexOf(a as 0) - WEEKDAY_ORDER.indexOf(b as 0))
    .map((d) => WEEKDAY_NAMES[d] ?? "?")
    .join(", ");
  const end = s.count !== null ? `${s.count} classes` : `until ${s.untilDate}`;
  return `${days} at ${s.localStart} for ${s.durationMinutes} minutes, from ${s.fromDate}, ${end}`;
}

/**
 * One class group (docs/classes.md "Admin pages"): its details and lifecycle, members with
 * their history, series and classes (on the admin's clock and the group's), and a form for each
 * change. Every form carries the version it was loaded with; `?session=<id>` opens one class's
 * change and cancel forms.
 */
export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  const { db } = args.context.services;
  const detail = await cohortDetail(db, args.params.id);
  if (!detail) throw data("This class group does not exist.", { status: 404 });
  const { cohort, teachers, members, series, sessions } = detail;
  const zone = adminZone(args.request);
  const now = new Date().toISOString();
  const live = ["draft", "open", "running"].includes(cohort.status);
  const [options, enrollments, groups, placements, attendance] = await Promise.all([
    classOptions(db),
    live ? placeableEnrollments(db, cohort.courseId) : Promise.resolve([]),
    live ? siblingCohorts(db, cohort.courseId, cohort.id) : Promise.resolve([]),
    placementsOf(
      db,
      members.map((m) => m.enrollmentId),
    ),
    // Attendance per member and per class, and `?attendance=` one class's roster form.
    cohortAttendance(db, cohort, admin, zone, new URL(args.request.url).searchParams),
  ]);
  // A move closes one placement and opens the next at the same instant.
  const movedTo = (enrollmentId: string, at: string | null) =>
    placements.find(
      (p) => p.enrollmentId === enrollmentId && p.placedAt === at && p.cohortId !== cohort.id,
    );
  const movedFrom = (enrollmentId: string, at: string) =>
    placements.find(
      (p) => p.enrollmentId === enrollmentId && p.leftAt === at && p.cohortId !== cohort.id,
    );
  const params = new URL(args.request.url).searchParams;
  const selectedId = params.get("session") ?? "";
  // `?member=<id>` opens one member's move form: a select of every other group in each row made
  // a large group's page megabytes of options (docs/performance.md §7).
  const movingId = params.get("member") ?? "";
  // `?edit=details`, `?edit=series-new` or `?edit=<series id>` opens that form; the closed ones
  // are a link each. Their selects of every teacher (and of a series' coming classes) were a
  // fifth of the page's markup (docs/performance.md §10.1).
  const editing = params.get("edit") ?? "";
  // Every open placement, and of the closed ones (the history) the latest CLOSED_SHOWN unless
  // `?placements=all`: in the members table and in attendance per member.
  const history = shownPlacements(members, params.get("placements") === "all");
  const shown = (iso: string) => ({
    admin: shownTime(iso, zone),
    anchor: formatDateTime(iso, cohort.anchorZone),
  });
  const upcoming = sessions.filter((s) => s.startsAt > now);
  const past = sessions.filter((s) => s.startsAt <= now);
  const selected = upcoming.find((s) => s.id === selectedId && s.status === "scheduled");
  const shownClasses = classesWindow(params.get("classes"), sessions.length, past.length);
  const lead = teachers.find((t) => t.role === "lead");
  const today = dayIn(new Date(), cohort.anchorZone);
  return data(
    {
      zone,
      movingId,
      editing,
      attendance: {
        ...attendance,
        members: attendance.members.filter((m) => history.ids.has(m.id)),
      },
      zones: live && series.length === 0 ? listTimeZones() : [cohort.anchorZone],
      cohort: {
        ...cohort,
        created: shownTime(cohort.createdAt, zone),
      },
      allowed: COHORT_TRANSITIONS[cohort.status],
      live,
      teachers,
      teacherOptions: options.teachers.map((t) => ({
        value: t.id,
        label: `${t.name} (${t.email})`,
      })),
      cohortDefaults: {
        courseId: cohort.courseId,
        name: cohort.name,
        anchorZone: cohort.anchorZone,
        capacity: cohort.capacity,
        startDate: cohort.startDate,
        leadTeacherId: lead?.id ?? "",
        assistantTeacherIds: teachers.filter((t) => t.role === "assistant").map((t) => t.id),
        defaultMeetingUrl: cohort.defaultMeetingUrl ?? "",
      },
      enrollments: enrollments.map((e) => ({
        value: e.id,
        label: `${e.name} (${e.email}), enrolled ${e.createdAt.slice(0, 10)}`,
      })),
      groups: groups.map((g) => ({
        value: g.id,
        label: `${g.name} (${g.seatsTaken}/${g.capacity}, ${g.status})`,
      })),
      history: { all: history.all, closed: history.closed, shown: history.closedShown },
      members: members
        .filter((m) => history.ids.has(m.id))
        .map((m) => ({
          id: m.id,
          userId: m.userId,
          name: m.name,
          email: m.email,
          status: m.status,
          version: m.version,
          open: m.status === "active" || m.status === "paused",
          placed: shownTime(m.placedAt, zone),
          left: shownTime(m.leftAt, zone),
          to: m.status === "transferred" ? groupLink(movedTo(m.enrollmentId, m.leftAt)) : null,
          from: groupLink(movedFrom(m.enrollmentId, m.placedAt)),
        })),
      series: series.map((s) => ({
        id: s.id,
        version: s.version,
        words: ruleWords(s),
        split: s.splitFrom !== null,
        teacherName: options.teachers.find((t) => t.id === s.teacherId)?.name ?? null,
        defaults: {
          weekdays: s.weekdays.split(",").map(Number),
          localStart: s.localStart,
          durationMinutes: s.durationMinutes,
          ends: s.count !== null ? ("count" as const) : ("until" as const),
          count: s.count !== null ? String(s.count) : "",
          untilDate: s.untilDate ?? "",
          teacherId: s.teacherId ?? "",
          meetingUrl: s.meetingUrl ?? "",
        },
        following: (editing === s.id ? upcoming : [])
          .filter((x) => x.seriesId === s.id && x.status === "scheduled")
          .slice(0, 200)
          .map((x) => ({
            value: x.id,
            label: `${x.occurrenceKey} (${formatDateTime(x.startsAt, zone)})`,
          })),
      })),
      newSeries: {
        fromDate: cohort.startDate > today ? cohort.startDate : addDays(today, 1),
        defaults: {
          weekdays: [],
          localStart: "17:00",
          durationMinutes: 60,
          ends: "count" as const,
          count: "10",
          untilDate: "",
          teacherId: "",
          meetingUrl: "",
        },
      },
      sessions: {
        upcomingTotal: upcoming.length,
        pastTotal: past.length,
        total: sessions.length,
        ...shownClasses,
        rows: sessions.slice(shownClasses.start, shownClasses.end).map((s) => ({
          id: s.id,
          status: s.status,
          edited: Boolean(s.edited),
          gapShifted: Boolean(s.gapShifted),
          sequence: s.sequence,
          teacherName: s.teacherName,
          cancelReason: s.cancelReason,
          minutes: minutesBetween(s.startsAt, s.endsAt),
          future: s.startsAt > now,
          ...shown(s.startsAt),
        })),
      },
      selected: selected
        ? {
            id: selected.id,
            version: selected.version,
            localStart: localInputValue(selected.startsAt, cohort.anchorZone),
            durationMinutes: minutesBetween(selected.startsAt, selected.endsAt),
            teacherId: selected.teacherId ?? "",
            // A class without its own link meets on the group's default: offered as such.
            meetingUrl: selected.meetingUrl ?? cohort.defaultMeetingUrl ?? "",
            when: shown(selected.startsAt),
          }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const fields = await readForm(args.request);
  // The roster form names its class (app/components/admin/classes/cohort-attendance.tsx).
  if (fields.attendance !== undefined) {
    return cohortAttendanceAction(
      args.context.services.db,
      args.context.services.config,
      admin,
      args.params.id,
      fields,
    );
  }
  return handleCohortIntent(admin, args, fields, adminZone(args.request));
}

interface SessionRow {
  id: string;
  status: "scheduled" | "held" | "cancelled";
  edited: boolean;
  gapShifted: boolean;
  sequence: number;
  teacherName: string | null;
  cancelReason: string | null;
  minutes: number;
  future: boolean;
  admin: ShownTime | null;
  anchor: string;
}

interface MemberRow {
  id: string;
  userId: string;
  name: string;
  email: string;
  status: keyof typeof MEMBER_WORDS;
  version: number;
  open: boolean;
  placed: ShownTime | null;
  left: ShownTime | null;
  /** The group a move took the member to, or brought them from. */
  to: { id: string; name: string } | null;
  from: { id: string; name: string } | null;
}

export default function CohortPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const { cohort, zone } = d;
  const pageResult = actionData && "intent" in actionData ? actionData : null;
  // The classes table's page stays in its own links (`?classes=`, app/lib/admin/classes-window.ts).
  const keep = d.sessions.param ? `classes=${d.sessions.param}&` : "";
  const sessionColumns: Column<SessionRow>[] = [
    {
      id: "when",
      header: `When (${zone})`,
      rowHeader: true,
      className: "min-w-[11rem]",
      cell: (s) => (
        <div className="grid gap-0.5">
          <Time value={s.admin} />
          <span className="text-xs font-normal text-muted">
            {s.anchor} on the group's clock · {s.minutes} min
          </span>
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (s) => (
        <div className="flex flex-wrap gap-1">
          <StatusBadge
            tone={s.status === "cancelled" ? "bad" : s.status === "held" ? "good" : "info"}
          >
            {s.status === "cancelled" ? "Cancelled" : s.status === "held" ? "Held" : "Scheduled"}
          </StatusBadge>
          {s.edited && s.status !== "cancelled" ? (
            <StatusBadge tone="neutral">Edited one by one</StatusBadge>
          ) : null}
          {s.gapShifted ? <StatusBadge tone="warn">Moved by a clock change</StatusBadge> : null}
          {s.cancelReason ? (
            <span className="w-full text-xs text-muted wrap-anywhere">{s.cancelReason}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: "teacher",
      header: "Teacher",
      cell: (s) => s.teacherName ?? <span className="text-muted">—</span>,
    },
    {
      id: "change",
      header: "Change",
      cell: (s) =>
        s.future && s.status === "scheduled" && d.live ? (
          <Link
            to={`?${keep}session=${s.id}#session`}
            className="font-semibold text-brand-800 underline"
          >
            Change or cancel
          </Link>
        ) : (
          <span className="text-muted">{s.future ? "—" : "Past"}</span>
        ),
    },
  ];
  // The member rows link with plain <a>: a <Link> cost about 10 µs each to render (as on the
  // timetable, docs/classes.md "Volume").
  const memberColumns: Column<MemberRow>[] = [
    {
      id: "name",
      header: "Learner",
      rowHeader: true,
      className: "min-w-[10rem]",
      cell: (m) => (
        <div className="grid gap-0.5">
          <a
            href={`/admin/users/${m.userId}`}
            className="font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
          >
            {m.name}
          </a>
          <span className="font-normal break-all text-muted">{m.email}</span>
        </div>
      ),
    },
    {
      id: "status",
      header: "Placement",
      cell: (m) => (
        <div className="grid gap-0.5">
          <span>
            {MEMBER_WORDS[m.status]}
            {m.to ? (
              <>
                {": "}
                <a href={`/admin/classes/${m.to.id}`} className="text-brand-800 underline">
                  {m.to.name}
                </a>
              </>
            ) : null}
          </span>
          {m.from ? (
            <span className="text-xs text-muted">
              Moved here from{" "}
              <a href={`/admin/classes/${m.from.id}`} className="text-brand-800 underline">
                {m.from.name}
              </a>
            </span>
          ) : null}
          <span className="text-xs text-muted">
            from <Time value={m.placed} />
            {m.left ? (
              <>
                {" "}
                to <Time value={m.left} />
              </>
            ) : null}
          </span>
        </div>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      className: "min-w-[14rem]",
      cell: (m) =>
        m.open && d.live ? (
          <MemberActions
            memberId={m.id}
            version={m.version}
            name={m.name}
            groups={d.groups}
            moving={d.movingId === m.id}
            pageResult={pageResult}
          />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
  const openMembers = d.members.filter((m) => m.open).length;
  return (
    <>
      <PageHeader
        title={cohort.name}
        back={{ to: "/admin/classes", label: "Classes" }}
        description={
          <div className="grid gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <CohortStatusBadge status={cohort.status} />
              <span className="wrap-anywhere">{cohort.courseTitle}</span>
            </span>
            <span>
              {cohort.seatsTaken} of {cohort.capacity} seats taken. Teachers:{" "}
              {d.teachers.length
                ? d.teachers
                    .map((t) => (t.role === "lead" ? `${t.name} (lead)` : t.name))
                    .join(", ")
                : "none yet"}
              .
            </span>
            <span>
              Classes are on the clock of {cohort.anchorZone}; times below are also shown in your
              zone, {zone}.
            </span>
            <nav aria-label="On this page" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {[
                ["sessions", "Classes"],
                ["series", "Series"],
                ["members", "Members"],
                ["attendance", "Attendance"],
                ...(d.live ? [["details", "Details"]] : []),
              ].map(([id, label]) => (
                <a key={id} href={`#${id}`} className="font-semibold text-brand-800 underline">
                  {label}
                </a>
              ))}
            </nav>
          </div>
        }
        actions={
          <a
            href={`/admin/classes/${cohort.id}/sessions.csv`}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Classes CSV
          </a>
        }
      />
      <div className="grid gap-6">
        {cohort.cancelReason ? (
          <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            Cancelled: {cohort.cancelReason}
          </p>
        ) : null}
        <SectionCard id="lifecycle" title="Status" lead="draft → open → running → completed">
          <StatusActions allowed={d.allowed} version={cohort.version} pageResult={pageResult} />
        </SectionCard>
        <SectionCard id="sessions" title="Classes">
          <div className="grid gap-4">
            <p className="text-sm text-muted">
              {d.sessions.upcomingTotal} upcoming, {d.sessions.pastTotal} past.
              {d.sessions.total > CLASSES_SHOWN
                ? ` Listed in time order, ${CLASSES_SHOWN} at a time${d.sessions.near ? ": the latest that have started and the next ones" : ""}; the CSV has every class.`
                : ""}
            </p>
            {d.selected ? (
              <section
                id="session"
                aria-labelledby="session-heading"
                className="grid gap-4 rounded-xl border border-brand-200 p-4"
              >
                <h3 id="session-heading" className="text-lg">
                  The class of {d.selected.when.anchor} ({cohort.anchorZone})
                </h3>
                <p className="text-sm text-muted">
                  In your zone: {d.selected.when.admin?.text}.{" "}
                  <Link
                    to="."
                    preventScrollReset
                    className="font-semibold text-brand-800 underline"
                  >
                    Close
                  </Link>
                </p>
                <SessionEditForm
                  key={`${d.selected.id}-${d.selected.version}`}
                  session={d.selected}
                  anchorZone={cohort.anchorZone}
                  teachers={d.teacherOptions}
                  pageResult={pageResult}
                />
                <SessionCancelForm
                  key={`cancel-${d.selected.id}-${d.selected.version}`}
                  session={d.selected}
                  pageResult={pageResult}
                />
              </section>
            ) : null}
            <DataTable
              caption="Classes of this group"
              columns={sessionColumns}
              rows={d.sessions.rows}
              rowKey={(s) => s.id}
              empty="No classes yet: create a series below."
            />
            <ClassesPager cohortId={cohort.id} sessions={d.sessions} />
          </div>
        </SectionCard>
        <SectionCard
          id="series"
          title="Series"
          lead={`Weekly patterns on the clock of ${cohort.anchorZone}. Past classes never move.`}
        >
          <div className="grid gap-4">
            {d.series.map((s) => (
              <div
                key={s.id}
                id={`series-${s.id}`}
                className="grid gap-2 rounded-xl border border-gray-200 p-4"
              >
                <p className="font-semibold wrap-anywhere">{s.words}</p>
                <p className="text-sm text-muted">
                  {s.teacherName ? `Taught by ${s.teacherName}` : "Taught by the lead teacher"}
                  {s.split ? " · split from an earlier series" : ""}
                </p>
                {d.live ? (
                  d.editing === s.id ||
                  (pageResult?.intent === `series-edit-${s.id}` && !pageResult.ok) ? (
                    <div className="grid gap-3">
                      <p className="flex flex-wrap gap-x-4 font-semibold text-brand-950">
                        Edit this series <CloseLink />
                      </p>
                      <SeriesEditForm
                        key={`${s.id}-${s.version}`}
                        seriesId={s.id}
                        version={s.version}
                        defaults={s.defaults}
                        following={s.following}
                        teachers={d.teacherOptions}
                        anchorZone={cohort.anchorZone}
                        pageResult={pageResult}
                      />
                    </div>
                  ) : (
                    <EditLink edit={s.id} to={`series-${s.id}`}>
                      Edit this series
                    </EditLink>
                  )
                ) : null}
              </div>
            ))}
            {d.live ? (
              d.series.length === 0 ||
              d.editing === "series-new" ||
              (pageResult?.intent === "series-create" && !pageResult.ok) ? (
                <div id="new-series" className="grid gap-3">
                  <p className="flex flex-wrap gap-x-4 font-semibold text-brand-950">
                    New series {d.series.length > 0 ? <CloseLink /> : null}
                  </p>
                  <SeriesCreateForm
                    defaults={d.newSeries.defaults}
                    fromDate={d.newSeries.fromDate}
                    teachers={d.teacherOptions}
                    anchorZone={cohort.anchorZone}
                    pageResult={pageResult}
                  />
                </div>
              ) : (
                <EditLink edit="series-new" to="new-series">
                  New series
                </EditLink>
              )
            ) : null}
          </div>
        </SectionCard>
        <SectionCard
          id="members"
          title="Members"
          lead={`${openMembers} in the group now; closed placements stay as its history.`}
        >
          <div className="grid gap-4">
            {d.live ? <PlaceForm enrollments={d.enrollments} pageResult={pageResult} /> : null}
            <DataTable
              caption="Members of this group"
              columns={memberColumns}
              rows={d.members}
              rowKey={(m) => m.id}
              empty="No one has been placed in this group yet."
            />
            <HistoryLink cohortId={cohort.id} history={d.history} at="members" />
          </div>
        </SectionCard>
        <CohortAttendance
          history={<HistoryLink cohortId={cohort.id} history={d.history} at="attendance" />}
          cohortId={cohort.id}
          anchorZone={cohort.anchorZone}
          zone={zone}
          {...d.attendance}
          error={
            pageResult?.intent === "attendance" && !pageResult.ok ? pageResult.formError : undefined
          }
        />
        {d.live ? (
          <SectionCard id="details" title="Details">
            {d.editing === "details" || (pageResult?.intent === "update" && !pageResult.ok) ? (
              <div className="grid gap-3">
                <p>
                  <CloseLink />
                </p>
                <CohortForm
                  key={`details-${cohort.version}`}
                  mode="update"
                  version={cohort.version}
                  defaults={d.cohortDefaults}
                  teachers={d.teacherOptions}
                  zones={d.zones}
                  zoneLocked={d.series.length > 0}
                  pageResult={pageResult}
                />
              </div>
            ) : (
              <div className="grid gap-3">
                <p className="text-sm">
                  {cohort.capacity} seats from {cohort.startDate}, on the clock of{" "}
                  {cohort.anchorZone}. Default meeting link:{" "}
                  <span className="wrap-anywhere">{cohort.defaultMeetingUrl ?? "none"}</span>.
                </p>
                <EditLink edit="details" to="details">
                  Change the details
                </EditLink>
              </div>
            )}
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}

/** "Classes 41–60 of 100" and links to the earlier and later ones, plain links (no JavaScript). */
function ClassesPager({
  cohortId,
  sessions,
}: {
  cohortId: string;
  sessions: {
    total: number;
    start: number;
    end: number;
    earlier: number | null;
    later: number | null;
    near: boolean;
  };
}) {
  if (sessions.total <= CLASSES_SHOWN) return null;
  const href = (n: number | null) =>
    `/admin/classes/${cohortId}${n === null ? "" : `?classes=${n}`}#sessions`;
  const link = "font-semibold text-brand-800 underline";
  return (
    <nav
      aria-label="Pages of classes"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      <span className="text-muted">
        Classes {sessions.start + 1}–{sessions.end} of {sessions.total}
      </span>
      {sessions.earlier !== null ? (
        <Link to={href(sessions.earlier)} rel="prev" className={link}>
          ← Earlier classes
        </Link>
      ) : null}
      {sessions.later !== null ? (
        <Link to={href(sessions.later)} rel="next" className={link}>
          Later classes →
        </Link>
      ) : null}
      {sessions.near ? null : (
        <Link to={href(null)} className={link}>
          Back to the next classes
        </Link>
      )}
    </nav>
  );
}

/** Opens one of the page's forms (`?edit=`), a plain link that works without JavaScript. */
function EditLink({ edit, to, children }: { edit: string; to: string; children: string }) {
  return (
    <p>
      <Link
        to={`?edit=${encodeURIComponent(edit)}#${to}`}
        className="font-semibold text-brand-800 underline"
      >
        {children}
      </Link>
    </p>
  );
}

function CloseLink() {
  return (
    <Link to="." preventScrollReset className="font-semibold text-brand-800 underline">
      Close
    </Link>
  );
}

/**
 * Under the members and attendance-per-member tables: how many closed placements are listed,
 * and a link to all of them (`?placements=all`) or back to the latest.
 */
function HistoryLink({
  cohortId,
  history,
  at,
}: {
  cohortId: string;
  history: { all: boolean; closed: number; shown: number };
  at: string;
}) {
  if (history.closed <= CLOSED_SHOWN) return null;
  return (
    <p className="flex flex-wrap gap-x-4 text-sm">
      <span className="text-muted">
        {history.all
          ? `Every closed placement is listed (${history.closed}).`
          : `The latest ${history.shown} of ${history.closed} closed placements are listed.`}
      </span>
      <Link
        to={`/admin/classes/${cohortId}${history.all ? "" : "?placements=all"}#${at}`}
        className="font-semibold text-brand-800 underline"
      >
        {history.all ? `Only the latest ${CLOSED_SHOWN}` : `Every closed placement`}
      </Link>
    </p>
  );
}
