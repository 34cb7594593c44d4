import { Link } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { PostStateBadge } from "~/components/admin/blog/state-badge";
import { buttonVariants } from "~/components/ui/button";
import { listAdminPosts } from "~/.server/blog/queries-admin";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { BLOG_STATE_FILTERS, blogListQuery } from "~/lib/admin/blog-list";
import { readListQuery, sortKept } from "~/lib/admin/list-query";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import { categoryLabel } from "~/lib/format";
import type { BlogState } from "~/lib/schemas/admin-blog";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Blog | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(blogListQuery, args.request.url);
  const zone = adminZone(args.request);
  const { rows, total } = await listAdminPosts(args.context.services.db, query);
  return {
    query,
    total,
    rows: rows.map(({ publishedAt, updatedAt, ...row }) => ({
      ...row,
      published: row.state === "draft" ? null : shownTime(publishedAt, zone),
      updated: shownTime(updatedAt, zone),
    })),
  };
}

interface Row {
  id: number;
  title: string;
  slug: string;
  category: string;
  state: BlogState;
  published: ShownTime | null;
  updated: ShownTime | null;
}

const columns: Column<Row>[] = [
  {
    id: "title",
    header: "Title",
    sortable: true,
    rowHeader: true,
    className: "min-w-[14rem]",
    cell: (p) => (
      <div className="grid gap-0.5">
        <Link
          to={`/admin/blog/${p.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {p.title}
        </Link>
        <span className="font-normal break-all text-muted">{p.slug}</span>
      </div>
    ),
  },
  { id: "category", header: "Category", cell: (p) => categoryLabel(p.category) },
  { id: "state", header: "State", cell: (p) => <PostStateBadge state={p.state} /> },
  {
    id: "published",
    header: "Goes live / went live",
    sortable: true,
    cell: (p) => (p.published ? <Time value={p.published} /> : "—"),
  },
  { id: "updated", header: "Last change", sortable: true, cell: (p) => <Time value={p.updated} /> },
];

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { query, total, rows } = loaderData;
  const filtered = query.q !== "" || query.status !== "";
  return (
    <>
      <PageHeader
        title="Blog"
        count={{ n: total, noun: total === 1 ? "post" : "posts" }}
        actions={
          <Link to="/admin/blog/new" className={buttonVariants({ size: "sm" })}>
            New post
          </Link>
        }
      />
      <div className="grid gap-4">
        <FilterBar
          searchLabel="Title, excerpt or slug"
          q={query.q}
          keep={sortKept(query, { sort: "published", dir: "desc" })}
        >
          <FilterSelect
            name="status"
            label="State"
            value={query.status}
            options={BLOG_STATE_FILTERS}
            all="All posts"
          />
        </FilterBar>
        <DataTable
          caption="Blog posts"
          columns={columns}
          rows={rows}
          rowKey={(p) => String(p.id)}
          sort={{ by: query.sort, dir: query.dir }}
          empty="No posts yet."
          filters={{
            active: filtered,
            noMatch: "No posts match these filters.",
            clearTo: "/admin/blog",
            clearLabel: "Show every post",
          }}
        />
        <Pagination page={query.page} total={total} noun="posts" />
      </div>
    </>
  );
}
