import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { atRiskGroups, listAtRisk } from "~/.server/classes/queries-follow-up";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { atRiskQuery } from "~/lib/admin/class-lists";
import { readListQuery, sortKept } from "~/lib/admin/list-query";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import type { Route } from "./+types/at-risk";

export const meta: Route.MetaFunction = () => [{ title: "At risk | Classes | Admin Panel" }];

// docs/classes.md "Follow-up and what the school sees": the members whose last two or more
// marked classes of a group were absences (excused ones skipped), until a present or late mark
// ends the streak. Filtered by course and group and searched by name, in the URL.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(atRiskQuery, args.request.url);
  const zone = adminZone(args.request);
  const [{ rows, total }, groups] = await Promise.all([listAtRisk(db, query), atRiskGroups(db)]);
  const courses = new Map(groups.map((g) => [g.courseId, g.courseTitle]));
  return {
    query,
    total,
    zone,
    courses: [...courses].map(([value, label]) => ({ value, label })),
    groups: groups.map((g) => ({ value: g.id, label: g.name })),
    rows: rows.map((r) => ({
      id: r.id,
      learner: r.learnerName?.trim() || r.name || r.email,
      account: r.learnerName?.trim() ? `${r.name || r.email} (parent)` : r.email,
      cohortId: r.cohortId,
      cohortName: r.cohortName,
      courseTitle: r.courseTitle,
      absences: Number(r.absences),
      since: shownTime(r.startedAt, zone),
      last: shownTime(r.lastAbsentAt, zone),
      mailed: r.mailId !== null,
      paused: r.memberStatus !== "active",
    })),
  };
}

interface Row {
  id: string;
  learner: string;
  account: string;
  cohortId: string;
  cohortName: string;
  courseTitle: string;
  absences: number;
  since: ShownTime | null;
  last: ShownTime | null;
  mailed: boolean;
  paused: boolean;
}

const columns: Column<Row>[] = [
  {
    id: "learner",
    header: "Learner",
    rowHeader: true,
    className: "min-w-[11rem]",
    cell: (r) => (
      <div className="grid gap-0.5">
        <span className="font-semibold wrap-anywhere">{r.learner}</span>
        <span className="font-normal wrap-anywhere text-muted">{r.account}</span>
      </div>
    ),
  },
  {
    id: "group",
    header: "Class group",
    className: "min-w-[11rem]",
    cell: (r) => (
      <div className="grid gap-0.5">
        <Link
          to={`/admin/classes/${r.cohortId}`}
          className="font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
        >
          {r.cohortName}
        </Link>
        <span className="text-muted wrap-anywhere">{r.courseTitle}</span>
      </div>
    ),
  },
  {
    id: "absences",
    header: "Absences in a row",
    sortable: true,
    cell: (r) => <span className="tabular-nums">{r.absences}</span>,
  },
  { id: "since", header: "First missed", sortable: true, cell: (r) => <Time value={r.since} /> },
  { id: "last", header: "Last missed", sortable: true, cell: (r) => <Time value={r.last} /> },
  {
    id: "mail",
    header: "Follow-up mail",
    cell: (r) =>
      r.mailed ? (
        <span>Sent</span>
      ) : (
        <span className="text-muted">{r.paused ? "None (not active)" : "None"}</span>
      ),
  },
];

export default function AtRiskList({ loaderData }: Route.ComponentProps) {
  const { query, total, rows, courses, groups, zone } = loaderData;
  const { search } = useLocation();
  const filtered = query.q !== "" || query.course !== "" || query.cohort !== "";
  const noun = total === 1 ? "learner at risk" : "learners at risk";
  return (
    <>
      <PageHeader
        title="At risk"
        count={{ n: total, noun: filtered ? `${noun} match` : noun }}
        description={`Learners whose last two or more marked classes of a group were absences (excused ones are skipped), until they attend again. Times in your zone, ${zone}.`}
        actions={
          <a
            href={`/admin/classes/at-risk.csv${search}`}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Download CSV
          </a>
        }
      />
      <div className="grid gap-4">
        <FilterBar
          searchLabel="Learner or e-mail"
          q={query.q}
          keep={sortKept(query, { sort: "last", dir: "desc" })}
        >
          <FilterSelect name="course" label="Course" value={query.course} options={courses} />
          <FilterSelect name="cohort" label="Class group" value={query.cohort} options={groups} />
        </FilterBar>
        <DataTable
          caption="Learners at risk"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={{ by: query.sort, dir: query.dir }}
          empty="Nobody has missed two classes in a row."
          filters={{
            active: filtered,
            noMatch: "Nobody at risk matches these filters.",
            clearTo: "/admin/classes/at-risk",
            clearLabel: "Show everyone at risk",
          }}
        />
        <Pagination page={query.page} total={total} noun="learners at risk" />
      </div>
    </>
  );
}
