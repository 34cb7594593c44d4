import { Link, useLocation } from "react-router";
import { BookingStatusBadge } from "~/components/admin/bookings/status-badge";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterDate, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { adminZone } from "~/.server/kit/zone";
import { bookingOptions, listBookings } from "~/.server/bookings/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import {
  AUDIENCE_FILTERS,
  BOOKING_STATUS_FILTERS,
  bookingFilterOf,
  bookingListQuery,
  UNASSIGNED,
  type BookingStatusValue,
} from "~/lib/admin/booking-list";
import { readListQuery, sortKept } from "~/lib/admin/list-query";
import { formatDateTime, shownTime, type ShownTime } from "~/lib/admin/time";
import { ACCOUNT_TYPE_LABEL, type UserAccountType } from "~/lib/schemas/admin-users";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Demo bookings | Admin Panel" }];

// docs/admin.md §2: every demo request, filtered by status, the demo's
// day (in the admin's zone), audience, course, who runs it, the booker's name, e-mail or
// phone, or the child's name; newest requests first unless the admin sorts otherwise.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(bookingListQuery, args.request.url);
  const zone = adminZone(args.request);
  const [{ rows, total, more }, options] = await Promise.all([
    listBookings(db, bookingFilterOf(query, zone), query),
    bookingOptions(db),
  ]);
  return {
    query,
    total,
    more,
    zone,
    admins: options.admins.map((a) => ({ value: a.id, label: a.name })),
    courses: options.courses.map((c) => ({ value: c.slug, label: c.title })),
    rows: rows.map(({ start, createdAt, timeZone, ...row }) => ({
      ...row,
      demo: shownTime(start, zone),
      // The booker's own clock, when it differs from the admin's.
      bookerTime: timeZone === zone ? null : `${formatDateTime(start, timeZone)} (${timeZone})`,
      booked: shownTime(createdAt, zone),
    })),
  };
}

interface Row {
  id: string;
  contactName: string;
  email: string;
  phone: string;
  accountType: UserAccountType;
  subject: string;
  status: BookingStatusValue;
  assigneeName: string | null;
  changeRequested: boolean;
  converted: boolean;
  demo: ShownTime | null;
  bookerTime: string | null;
  booked: ShownTime | null;
}

const columns: Column<Row>[] = [
  {
    id: "name",
    header: "Booker",
    sortable: true,
    rowHeader: true,
    className: "min-w-[11rem]",
    cell: (b) => (
      <div className="grid gap-0.5">
        <Link
          to={`/admin/bookings/${b.id}`}
          className="font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline"
        >
          {b.contactName || "Deleted account"}
        </Link>
        <span className="font-normal break-all text-muted">{b.email}</span>
        <span className="font-normal text-muted">{b.phone}</span>
      </div>
    ),
  },
  {
    id: "demo",
    header: "Demo",
    sortable: true,
    className: "min-w-[10rem]",
    cell: (b) => (
      <div className="grid gap-0.5">
        <Time value={b.demo} />
        {b.bookerTime ? <span className="text-xs text-muted">{b.bookerTime}</span> : null}
      </div>
    ),
  },
  {
    id: "subject",
    header: "Subject",
    className: "min-w-[9rem]",
    cell: (b) => (
      <div className="grid gap-0.5">
        <span className="wrap-anywhere">{b.subject}</span>
        <span className="text-muted">{ACCOUNT_TYPE_LABEL[b.accountType]}</span>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (b) => (
      <div className="grid justify-items-start gap-1">
        <BookingStatusBadge status={b.status} converted={b.converted} />
        {b.changeRequested ? <StatusBadge tone="warn">Change requested</StatusBadge> : null}
      </div>
    ),
  },
  {
    id: "assignee",
    header: "Runs it",
    cell: (b) => b.assigneeName ?? <span className="text-muted">—</span>,
  },
  { id: "booked", header: "Booked", sortable: true, cell: (b) => <Time value={b.booked} /> },
];

export default function BookingsList({ loaderData }: Route.ComponentProps) {
  const { query, total, more, rows, admins, courses, zone } = loaderData;
  const { search } = useLocation();
  const filtered =
    query.q !== "" ||
    query.status !== "" ||
    query.audience !== "" ||
    query.course !== "" ||
    query.assignee !== "" ||
    query.from !== "" ||
    query.to !== "";
  const noun = total === 1 ? "booking" : "bookings";
  return (
    <>
      <PageHeader
        title="Demo bookings"
        count={{ n: total, more, noun: filtered ? `${noun} match` : noun }}
        description={`Times are in your zone, ${zone}; the dates filter on the demo's own time.`}
        actions={
          <a
            href={`/admin/bookings/export.csv${search}`}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Download CSV
          </a>
        }
      />
      <div className="grid gap-4">
        <FilterBar
          searchLabel="Name, child's name, e-mail or phone"
          q={query.q}
          keep={sortKept(query, { sort: "booked", dir: "desc" })}
        >
          <FilterSelect
            name="status"
            label="Status"
            value={query.status}
            options={BOOKING_STATUS_FILTERS}
          />
          <FilterSelect
            name="audience"
            label="Audience"
            value={query.audience}
            options={AUDIENCE_FILTERS}
          />
          <FilterSelect name="course" label="Course" value={query.course} options={courses} />
          <FilterSelect
            name="assignee"
            label="Runs it"
            value={query.assignee}
            options={[{ value: UNASSIGNED, label: "Nobody yet" }, ...admins]}
            all="Anyone"
          />
          <FilterDate name="from" label="From" value={query.from} />
          <FilterDate name="to" label="To" value={query.to} />
        </FilterBar>
        <DataTable
          caption="Demo bookings"
          columns={columns}
          rows={rows}
          rowKey={(b) => b.id}
          sort={{ by: query.sort, dir: query.dir }}
          empty="No demo bookings yet."
          filters={{
            active: filtered,
            noMatch: "No bookings match these filters.",
            clearTo: "/admin/bookings",
            clearLabel: "Show every booking",
          }}
        />
        <Pagination
          page={query.page}
          total={total}
          more={more}
          shown={rows.length}
          noun="bookings"
        />
      </div>
    </>
  );
}
