import { Form, Link } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { buttonVariants } from "~/components/ui/button";
import { listAdminCourses } from "~/.server/courses/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import {
  COURSE_CATEGORY_FILTERS,
  COURSE_PUBLISHED_FILTERS,
  courseListQuery,
} from "~/lib/admin/course-list";
import { readListQuery } from "~/lib/admin/list-query";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Courses | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(courseListQuery, args.request.url);
  const rows = await listAdminCourses(args.context.services.db, query);
  // "Move up/down" is offered only where the neighbour in the category is in the list too.
  const canMove = query.q === "" && query.published === "";
  const withEnds = rows.map((r, i) => ({
    ...r,
    first: i === 0 || rows[i - 1].category !== r.category,
    last: i === rows.length - 1 || rows[i + 1].category !== r.category,
  }));
  return { query, rows: withEnds, canMove };
}

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

function MoveButtons({ row, back }: { row: Row; back: string }) {
  return (
    <Form method="post" action={`/admin/courses/${row.id}`} className="flex gap-1">
      <input type="hidden" name="version" value={row.version} />
      <input type="hidden" name="redirectTo" value={back} />
      <button
        type="submit"
        name="intent"
        value="up"
        disabled={row.first}
        aria-label={`Move “${row.title}” up`}
        className={buttonVariants({ size: "sm", variant: "outline" })}
      >
        ↑
      </button>
      <button
        type="submit"
        name="intent"
        value="down"
        disabled={row.last}
        aria-label={`Move “${row.title}” down`}
        className={buttonVariants({ size: "sm", variant: "outline" })}
      >
        ↓
      </button>
    </Form>
  );
}

export default function CoursesList({ loaderData }: Route.ComponentProps) {
  const { query, rows, canMove } = loaderData;
  const back = `/admin/courses${
    query.category ? `?category=${encodeURIComponent(query.category)}` : ""
  }`;
  const columns: Column<Row>[] = [
    {
      id: "title",
      header: "Course",
      rowHeader: true,
      className: "min-w-[14rem]",
      cell: (c) => (
        <div className="grid gap-0.5">
          <Link
            to={`/admin/courses/${c.id}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {c.title}
          </Link>
          <span className="text-sm break-all text-muted">/courses/{c.slug}</span>
        </div>
      ),
    },
    { id: "category", header: "Category", cell: (c) => c.category },
    { id: "level", header: "Level", cell: (c) => c.level },
    {
      id: "published",
      header: "Status",
      cell: (c) =>
        c.published ? (
          <StatusBadge tone="good">Published</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Hidden</StatusBadge>
        ),
    },
    { id: "enrollments", header: "Enrolments", cell: (c) => c.enrollments },
    ...(canMove
      ? [{ id: "order", header: "Order", cell: (c: Row) => <MoveButtons row={c} back={back} /> }]
      : []),
  ];
  const filtered = query.q !== "" || query.category !== "" || query.published !== "";
  return (
    <>
      <PageHeader
        title="Courses"
        count={{ n: rows.length, noun: rows.length === 1 ? "course" : "courses" }}
        description="In catalogue order: by category, then position within the category."
        actions={
          <Link to="/admin/courses/new" className={buttonVariants({ size: "sm" })}>
            New course
          </Link>
        }
      />
      <div className="grid gap-4">
        <FilterBar searchLabel="Title, address or description" q={query.q}>
          <FilterSelect
            name="category"
            label="Category"
            value={query.category}
            options={COURSE_CATEGORY_FILTERS}
          />
          <FilterSelect
            name="published"
            label="Status"
            value={query.published}
            options={COURSE_PUBLISHED_FILTERS}
          />
        </FilterBar>
        <DataTable
          caption="Courses"
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          empty="There are no courses yet."
          filters={{
            active: filtered,
            noMatch: "No courses match these filters.",
            clearTo: "/admin/courses",
            clearLabel: "Show every course",
          }}
        />
      </div>
    </>
  );
}
