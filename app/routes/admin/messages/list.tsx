import { Link, useLocation } from "react-router";
import { BulkActions } from "~/components/admin/messages/bulk-actions";
import { MessageStatusBadge } from "~/components/admin/messages/status-badge";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { listMessages } from "~/.server/messages/queries-admin";
import { bulkSetStatus } from "~/.server/messages/writes-admin";
import { adminZone } from "~/.server/kit/zone";
import { redirectWithToast } from "~/.server/kit/toast";
import { parseForm, readForm } from "~/.server/kit/form-action";
import { requireAdmin } from "~/.server/platform/session";
import { readListQuery, selectedIds, sortKept } from "~/lib/admin/list-query";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import { messageListQuery, MESSAGE_STATUS_FILTERS } from "~/lib/admin/message-list";
import { bulkSchema, type BulkIntent, type MessageStatus } from "~/lib/schemas/admin-messages";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Contact messages | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(messageListQuery, args.request.url);
  const zone = adminZone(args.request);
  const { rows, total, more } = await listMessages(args.context.services.db, query);
  return {
    query,
    total,
    more,
    rows: rows.map(({ createdAt, ...row }) => ({ ...row, received: shownTime(createdAt, zone) })),
  };
}

const DONE: Record<BulkIntent, string> = {
  read: "marked read",
  archive: "archived",
  inbox: "moved back to the inbox",
};

const plural = (n: number) => `${n} ${n === 1 ? "message" : "messages"}`;

/**
 * The bulk buttons: the selected rows' checkboxes belong to this post (`ids`, repeated), and
 * "every row on this page" names the page's rows (selectedIds).
 */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request } = args;
  // readForm refuses anything but a form body; the repeated `ids` need the whole FormData.
  const fields = await readForm(request.clone());
  const form = await request.formData();
  const parsed = parseForm(bulkSchema, { intent: fields.intent, ids: selectedIds(form) }, "bulk");
  if (!parsed.ok) return parsed.answer;
  const { intent, ids } = parsed.data;
  const { changed, unchanged } = await bulkSetStatus(args.context.services.db, user, intent, ids);
  const url = new URL(request.url);
  throw redirectWithToast(`${url.pathname}${url.search}`, {
    title: changed === 0 ? "No messages changed." : `${plural(changed)} ${DONE[intent]}.`,
    description:
      unchanged > 0
        ? `${plural(unchanged)} already had that status or no longer exist.`
        : undefined,
  });
}

interface Row {
  id: string;
  name: string;
  email: string;
  excerpt: string;
  status: MessageStatus;
  received: ShownTime | null;
}

const columns: Column<Row>[] = [
  {
    id: "name",
    header: "Name",
    sortable: true,
    rowHeader: true,
    className: "min-w-[11rem]",
    cell: (m) => (
      <div className="grid gap-0.5">
        <Link
          to={`/admin/messages/${m.id}`}
          className={
            m.status === "new"
              ? "font-bold text-brand-800 underline-offset-2 hover:underline"
              : "font-semibold text-brand-800 underline-offset-2 hover:underline"
          }
        >
          {m.name || "Deleted account"}
        </Link>
        <span className="font-normal break-all text-muted">{m.email}</span>
      </div>
    ),
  },
  {
    id: "message",
    header: "Message",
    className: "min-w-[14rem]",
    cell: (m) => <p className="line-clamp-2 wrap-anywhere">{m.excerpt}</p>,
  },
  {
    id: "status",
    header: "Status",
    cell: (m) => <MessageStatusBadge status={m.status} />,
  },
  {
    id: "received",
    header: "Received",
    sortable: true,
    cell: (m) => <Time value={m.received} />,
  },
];

export default function MessagesList({ loaderData, actionData }: Route.ComponentProps) {
  const { query, total, more, rows } = loaderData;
  const { search } = useLocation();
  const filtered = query.q !== "" || query.status !== "";
  const bulkError =
    actionData && !actionData.ok
      ? (actionData.errors.ids ?? actionData.formError ?? actionData.errors.intent)
      : undefined;
  return (
    <>
      <PageHeader
        title="Contact messages"
        count={{ n: total, more, noun: total === 1 ? "message" : "messages" }}
        description={
          query.status === "" ? "The inbox: every message that is not archived." : undefined
        }
        actions={
          <a
            href={`/admin/messages/export.csv${search}`}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Download CSV
          </a>
        }
      />
      <div className="grid gap-4">
        <FilterBar
          searchLabel="Name, e-mail or message"
          q={query.q}
          keep={sortKept(query, { sort: "received", dir: "desc" })}
        >
          <FilterSelect
            name="status"
            label="Status"
            value={query.status}
            options={MESSAGE_STATUS_FILTERS}
            all="Inbox"
          />
        </FilterBar>
        {rows.length > 0 ? <BulkActions formId="bulk-messages" error={bulkError} /> : null}
        <DataTable
          caption="Contact messages"
          columns={columns}
          rows={rows}
          rowKey={(m) => m.id}
          rowLabel={(m) => `${m.name || "Deleted account"} (${m.received?.text ?? ""})`}
          sort={{ by: query.sort, dir: query.dir }}
          selectForm="bulk-messages"
          empty="The inbox is empty."
          filters={{
            active: filtered,
            noMatch: "No messages match these filters.",
            clearTo: "/admin/messages",
            clearLabel: "Show the inbox",
          }}
        />
        <Pagination
          page={query.page}
          total={total}
          more={more}
          shown={rows.length}
          noun="messages"
        />
      </div>
    </>
  );
}
