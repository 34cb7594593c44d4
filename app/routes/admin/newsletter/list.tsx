import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar } from "~/components/admin/filter-bar";
import { SubscriberAction } from "~/components/admin/newsletter/subscriber-action";
import { SubscriberStatusBadge } from "~/components/admin/newsletter/status-badge";
import { StatusTabs } from "~/components/admin/newsletter/status-tabs";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { subscriberAction } from "~/.server/newsletter/actions-admin";
import { COMMON_TEXT } from "~/.server/kit/search";
import { adminZone } from "~/.server/kit/zone";
import { listSubscribers } from "~/.server/newsletter/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery, sortKept } from "~/lib/admin/list-query";
import {
  SUBSCRIBER_STATUS_LABELS,
  subscriberCount,
  subscriberListQuery,
  type SubscriberStatus,
} from "~/lib/admin/subscribers";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter subscribers | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(subscriberListQuery, args.request.url);
  const zone = adminZone(args.request);
  const { rows, total, counts, capped } = await listSubscribers(args.context.services.db, query);
  return {
    query,
    total,
    counts,
    // A very common search is counted no further than COMMON_TEXT + 1 per status.
    cappedAt: capped ? COMMON_TEXT + 1 : undefined,
    rows: rows.map(({ createdAt, confirmedAt, unsubscribedAt, ...row }) => ({
      ...row,
      subscribed: shownTime(createdAt, zone),
      confirmed: shownTime(confirmedAt, zone),
      unsubscribed: shownTime(unsubscribedAt, zone),
    })),
  };
}

/** A row's "Resend" button: back to this same list (filters, page) with a toast. */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const url = new URL(args.request.url);
  return subscriberAction(args.request, args.context.services, user, {
    back: `${url.pathname}${url.search}`,
  });
}

interface Row {
  id: string;
  email: string;
  status: SubscriberStatus;
  version: number;
  subscribed: ShownTime | null;
  confirmed: ShownTime | null;
  unsubscribed: ShownTime | null;
}

function columns(pageResult: FormResult | null): Column<Row>[] {
  return [
    {
      id: "email",
      header: "E-mail",
      sortable: true,
      rowHeader: true,
      className: "min-w-[14rem]",
      cell: (s) => (
        <Link
          to={`/admin/newsletter/${s.id}`}
          className="font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
        >
          {s.email}
        </Link>
      ),
    },
    { id: "status", header: "Status", cell: (s) => <SubscriberStatusBadge status={s.status} /> },
    {
      id: "subscribed",
      header: "Subscribed",
      sortable: true,
      cell: (s) => <Time value={s.subscribed} />,
    },
    { id: "confirmed", header: "Confirmed", cell: (s) => <Time value={s.confirmed} /> },
    { id: "unsubscribed", header: "Unsubscribed", cell: (s) => <Time value={s.unsubscribed} /> },
    {
      id: "actions",
      header: "Actions",
      cell: (s) =>
        s.status === "pending" ? (
          <SubscriberAction
            intent="resend"
            id={s.id}
            version={s.version}
            label="Resend confirmation"
            accessibleLabel={`Resend confirmation to ${s.email}`}
            pageResult={pageResult}
          />
        ) : null,
    },
  ];
}

export default function SubscribersList({ loaderData, actionData }: Route.ComponentProps) {
  const { query, total, counts, cappedAt, rows } = loaderData;
  const count = subscriberCount(query.status, counts, cappedAt);
  const { search } = useLocation();
  const filtered = query.q !== "" || query.status !== "";
  const noun = count.n === 1 && !count.more ? "subscriber" : "subscribers";
  const pageResult = actionData && "ok" in actionData ? (actionData as FormResult) : null;
  return (
    <>
      <PageHeader
        title="Newsletter subscribers"
        count={{
          ...count,
          noun: query.status
            ? `${SUBSCRIBER_STATUS_LABELS[query.status].toLowerCase()} ${noun}`
            : noun,
        }}
        actions={
          <>
            <Link
              to="/admin/newsletter/issues"
              className={buttonVariants({ size: "sm", variant: "primary" })}
            >
              Newsletters
            </Link>
            <a
              href={`/admin/newsletter/export.csv${search}`}
              download
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              Download CSV
            </a>
          </>
        }
      />
      <div className="grid gap-4">
        <StatusTabs current={query.status} counts={counts} cappedAt={cappedAt} />
        <FilterBar
          searchLabel="E-mail address"
          q={query.q}
          // A new search keeps the status tab as well as the sort.
          keep={{ status: query.status, ...sortKept(query, { sort: "subscribed", dir: "desc" }) }}
        />
        <DataTable
          caption="Newsletter subscribers"
          columns={columns(pageResult)}
          rows={rows}
          rowKey={(s) => s.id}
          sort={{ by: query.sort, dir: query.dir }}
          empty="No one has subscribed to the newsletter yet."
          filters={{
            active: filtered,
            noMatch: "No subscribers match these filters.",
            clearTo: "/admin/newsletter",
            clearLabel: "Show every subscriber",
          }}
        />
        <Pagination
          page={query.page}
          total={total}
          noun={noun}
          more={count.more}
          moreThan={count.n - 1}
          shown={rows.length}
        />
      </div>
    </>
  );
}
