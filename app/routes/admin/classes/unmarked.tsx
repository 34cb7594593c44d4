import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { classOptions } from "~/.server/classes/queries-admin";
import { unmarkedClasses } from "~/.server/classes/queries-follow-up";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { unmarkedQuery } from "~/lib/admin/class-lists";
import { PAGE_SIZE, readListQuery } from "~/lib/admin/list-query";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import type { Route } from "./+types/unmarked";

export const meta: Route.MetaFunction = () => [
  { title: "Classes not marked | Classes | Admin Panel" },
];

// docs/classes.md "Follow-up and what the school sees": every class of the last 12 weeks that
// ended more than 24 hours ago with nobody marked, newest first, by teacher and course in the
// URL; each links to its marking page. The dashboard shows the newest ten.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(unmarkedQuery, args.request.url);
  const zone = adminZone(args.request);
  const [{ rows, total }, options] = await Promise.all([
    unmarkedClasses(db, {
      teacherId: query.teacher,
      courseId: query.course,
      q: query.q,
      limit: PAGE_SIZE,
      offset: (query.page - 1) * PAGE_SIZE,
    }),
    classOptions(db),
  ]);
  return {
    query,
    total,
    zone,
    courses: options.courses.map((c) => ({ value: c.id, label: c.title })),
    teachers: options.teachers.map((t) => ({ value: t.id, label: t.name })),
    rows: rows.map((r) => ({ ...r, starts: shownTime(r.startsAt, zone) })),
  };
}

interface Row {
  id: string;
  cohortId: string;
  cohortName: string;
  courseTitle: string;
  teacherName: string | null;
  starts: ShownTime | null;
}

const columns: Column<Row>[] = [
  {
    id: "class",
    header: "Class",
    rowHeader: true,
    className: "min-w-[11rem]",
    cell: (r) => (
      <div className="grid gap-0.5">
        <Time value={r.starts} />
        <Link
          to={`/teach/sessions/${r.id}`}
          className="font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
        >
          Mark attendance<span className="sr-only"> of {r.cohortName}</span>
        </Link>
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
    id: "teacher",
    header: "Teacher",
    cell: (r) =>
      r.teacherName ? (
        <span className="wrap-anywhere">{r.teacherName}</span>
      ) : (
        <span className="text-muted">None</span>
      ),
  },
];

export default function UnmarkedList({ loaderData }: Route.ComponentProps) {
  const { query, total, rows, courses, teachers, zone } = loaderData;
  const { search } = useLocation();
  const filtered = query.q !== "" || query.course !== "" || query.teacher !== "";
  const noun = total === 1 ? "class not marked" : "classes not marked";
  return (
    <>
      <PageHeader
        title="Classes not marked"
        count={{ n: total, noun: filtered ? `${noun} match` : noun }}
        description={`Classes of the last 12 weeks that ended more than 24 hours ago with no attendance marked, newest first. Times in your zone, ${zone}.`}
        actions={
          <a
            href={`/admin/classes/unmarked.csv${search}`}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Download CSV
          </a>
        }
      />
      <div className="grid gap-4">
        <FilterBar searchLabel="Group name" q={query.q}>
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
          caption="Classes not marked"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          empty="Every class of the last 12 weeks is marked."
          filters={{
            active: filtered,
            noMatch: "No unmarked classes match these filters.",
            clearTo: "/admin/classes/unmarked",
            clearLabel: "Show every unmarked class",
          }}
        />
        <Pagination page={query.page} total={total} noun="classes" />
      </div>
    </>
  );
}
