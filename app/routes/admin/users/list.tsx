import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { RoleBadge } from "~/components/admin/users/profile-section";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { adminZone } from "~/.server/kit/zone";
import { listUsers } from "~/.server/users/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery, sortKept } from "~/lib/admin/list-query";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import { ACCOUNT_TYPE_FILTERS, ROLE_FILTERS, userListQuery } from "~/lib/admin/user-list";
import { ACCOUNT_TYPE_LABEL, type UserAccountType, type UserRole } from "~/lib/schemas/admin-users";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(userListQuery, args.request.url);
  const zone = adminZone(args.request);
  const { rows, total, more } = await listUsers(args.context.services.db, query);
  return {
    query,
    total,
    more,
    rows: rows.map(({ createdAt, ...row }) => ({ ...row, joined: shownTime(createdAt, zone) })),
  };
}

interface Row {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  accountType: UserAccountType;
  joined: ShownTime | null;
}

const columns: Column<Row>[] = [
  {
    id: "name",
    header: "Name",
    sortable: true,
    rowHeader: true,
    className: "min-w-[10rem]",
    cell: (u) => (
      <Link
        to={`/admin/users/${u.id}`}
        className="font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
      >
        {u.name}
      </Link>
    ),
  },
  {
    id: "email",
    header: "E-mail",
    sortable: true,
    className: "min-w-[12rem]",
    cell: (u) => <span className="break-all">{u.email}</span>,
  },
  {
    id: "role",
    header: "Role",
    cell: (u) => <RoleBadge role={u.role} />,
  },
  {
    id: "accountType",
    header: "Account type",
    // An admin is no learner: none of student, parent or professional.
    cell: (u) => (u.role === "admin" ? "—" : ACCOUNT_TYPE_LABEL[u.accountType]),
  },
  { id: "joined", header: "Joined", sortable: true, cell: (u) => <Time value={u.joined} /> },
];

export default function UsersList({ loaderData }: Route.ComponentProps) {
  const { query, total, more, rows } = loaderData;
  const { search } = useLocation();
  const filtered = query.q !== "" || query.role !== "" || query.accountType !== "";
  const noun = total === 1 ? "user" : "users";
  return (
    <>
      <PageHeader
        title="Users"
        count={{ n: total, more, noun: filtered ? `${noun} match` : noun }}
        actions={
          <>
            <Link to="/admin/users/invite" className={buttonVariants({ size: "sm" })}>
              Invite an admin or teacher
            </Link>
            <a
              href={`/admin/users/export.csv${search}`}
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
          searchLabel="Name or e-mail"
          q={query.q}
          keep={sortKept(query, { sort: "joined", dir: "desc" })}
        >
          <FilterSelect name="role" label="Role" value={query.role} options={ROLE_FILTERS} />
          <FilterSelect
            name="accountType"
            label="Account type"
            value={query.accountType}
            options={ACCOUNT_TYPE_FILTERS}
          />
        </FilterBar>
        <DataTable
          caption="Users"
          columns={columns}
          rows={rows}
          rowKey={(u) => u.id}
          sort={{ by: query.sort, dir: query.dir }}
          empty="No one has signed up yet."
          filters={{
            active: filtered,
            noMatch: "No users match these filters.",
            clearTo: "/admin/users",
            clearLabel: "Show every user",
          }}
        />
        <Pagination page={query.page} total={total} more={more} shown={rows.length} noun="users" />
      </div>
    </>
  );
}
