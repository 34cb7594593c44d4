import { Link, useLocation } from "react-router";
import { ClassExports } from "~/components/admin/classes/class-exports";
import {
  COHORT_STATUS_OPTIONS,
  CohortStatusBadge,
} from "~/components/admin/classes/cohort-status-badge";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { classOptions, cohortListExtras, listCohorts } from "~/.server/classes/queries-admin";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { cohortListQuery } from "~/lib/admin/class-lists";
import { readListQuery, sortKept } from "~/lib/admin/list-query";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import { dayIn } from "~/lib/admin/weeks";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Classes | Admin Panel" }];

// docs/classes.md "Admin pages": every class group, filtered by status, course and teacher,
// searched by name; each row with its teachers, seats and next class on the admin's clock.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(cohortListQuery, args.request.url);
  const zone = adminZone(args.request);
  const [{ rows, total }, options] = await Promise.all([listCohorts(db, query), classOptions(db)]);
  const extras = await cohortListExtras(
    db,
    rows.map((r) => r.id),
    new Date(),
  );
  return {
    query,
    total,
    zone,
    month: dayIn(new Date(), zone).slice(0, 7),
    courses: options.courses.map((c) => ({ value: c.id, label: c.title })),
    teachers: options.teachers.map((t) => ({ value: t.id, label: t.name })),
    rows: rows.map((r) => ({
      ...r,
      teachers: extras.teachers.get(r.id) ?? [],
      next: shownTime(extras.next.get(r.id), zone),
    })),
  };
}

interface Row {
  id: string;
  name: string;
  status: "draft" | "open" | "running" | "completed" | "cancelled";
  anchorZone: string;
  capacity: number;
  seatsTaken: number;
  startDate: string;
  courseTitle: string;
  teachers: string[];
  next: ShownTime | null;
}

const columns: Column<Row>[] = [
  {
    id: "name",
    header: "Class group",
    sortable: true,
    rowHeader: true,
    className: "min-w-[12rem]",
    cell: (c) => (
      <div className="grid gap-0.5">
        <Link
          to={`/admin/classes/${c.id}`}
          className="font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
        >
          {c.name}
        </Link>
        <span className="font-normal text-muted">{c.anchorZone}</span>
      </div>
    ),
  },
  {
    id: "course",
    header: "Course",
    className: "min-w-[9rem]",
    cell: (c) => <span className="wrap-anywhere">{c.courseTitle}</span>,
  },
  { id: "status", header: "Status", cell: (c) => <CohortStatusBadge status={c.status} /> },
  {
    id: "teachers",
    header: "Teachers",
    className: "min-w-[9rem]",
    cell: (c) =>
      c.teachers.length ? (
        <span className="wrap-anywhere">{c.teachers.join(", ")}</span>
      ) : (
        <span className="text-muted">None yet</span>
      ),
  },
  {
    id: "seats",
    header: "Members",
    sortable: true,
    cell: (c) => (
      <span className="whitespace-nowrap">
        {c.seatsTaken} / {c.capacity}
      </span>
    ),
  },
  {
    id: "start",
    header: "Starts",
    sortable: true,
    cell: (c) => <span className="whitespace-nowrap">{c.startDate}</span>,
  },
  { id: "next", header: "Next class", cell: (c) => <Time value={c.next} /> },
];

export default function ClassesList({ loaderData }: Route.ComponentProps) {
  const { query, total, rows, courses, teachers, zone } = loaderData;
  const { search } = useLocation();
  const filtered =
    query.q !== "" || query.status !== "" || query.course !== "" || query.teacher !== "";
  const noun = total === 1 ? "class group" : "class groups";
  return (
    <>
      <PageHeader
        title="Classes"
        count={{ n: total, noun: filtered ? `${noun} match` : noun }}
        description={`Next classes are shown in your zone, ${zone}; a start date is the group's own calendar day.`}
        actions={
          <>
            <Link to="/admin/classes/new" className={buttonVariants({ size: "sm" })}>
              New class group
            </Link>
            <Link
              to="/admin/classes/at-risk"
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              At risk
            </Link>
            <Link
              to="/admin/classes/unmarked"
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              Not marked
            </Link>
            <a
              href={`/admin/classes/export.csv${search}`}
              download
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              Download CSV
            </a>
          </>
        }
      />
      <div className="grid gap-4">
        <FilterBar
          searchLabel="Group name"
          q={query.q}
          keep={sortKept(query, { sort: "start", dir: "desc" })}
        >
          <FilterSelect
            name="status"
            label="Status"
            value={query.status}
            options={COHORT_STATUS_OPTIONS}
          />
          <FilterSelect name="course" label="Course" value={query.course} options={courses} />
          <FilterSelect
            name="teacher"
            label="Teacher"
            value={query.teacher}
            options={teachers}
            all="Anyone"
          />
        </FilterBar>
        <DataTable
          caption="Class groups"
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          sort={{ by: query.sort, dir: query.dir }}
          empty="No class groups yet. Create one for a course to schedule its classes."
          filters={{
            active: filtered,
            noMatch: "No class groups match these filters.",
            clearTo: "/admin/classes",
            clearLabel: "Show every class group",
          }}
        />
        <Pagination page={query.page} total={total} noun="class groups" />
        <ClassExports
          filters={{
            status: query.status,
            course: query.course,
            teacher: query.teacher,
            q: query.q,
          }}
          month={loaderData.month}
          zone={zone}
        />
      </div>
    </>
  );
}
