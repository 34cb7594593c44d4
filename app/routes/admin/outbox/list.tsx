import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterSelect } from "~/components/admin/filter-bar";
import { MailStatusBadge } from "~/components/admin/mail-status";
import { PageHeader } from "~/components/admin/page-header";
import { KeysetPagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { adminZone } from "~/.server/kit/zone";
import { countOutbox, listOutbox, outboxKinds } from "~/.server/outbox/queries";
import { requireAdmin } from "~/.server/platform/session";
import { encodeCursor, PAGE_SIZE, readListQuery } from "~/lib/admin/list-query";
import { countWords, MAIL_STATUS_LABEL, MAIL_STATUSES, outboxQuery } from "~/lib/admin/log-queries";
import { shownTime } from "~/lib/admin/time";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "E-mail outbox | Admin | Learnova" }];

// docs/admin.md §10: every mail with its status, attempts and last error, newest first; search by
// recipient. The outbox only grows, so it pages by keyset and counts no further than 1,000.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(outboxQuery, args.request.url);
  const zone = adminZone(args.request);
  const filter = { status: query.status, kind: query.kind, recipient: query.q };
  const [rows, count, kinds] = await Promise.all([
    listOutbox(db, filter, query.after, PAGE_SIZE + 1),
    countOutbox(db, filter),
    outboxKinds(db),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  return {
    filters: { q: query.q, status: query.status, kind: query.kind },
    // A kind named by the URL stays choosable even when no mail of it is left.
    kinds: query.kind && !kinds.includes(query.kind) ? [...kinds, query.kind] : kinds,
    count,
    next: rows.length > PAGE_SIZE ? encodeCursor(page[page.length - 1]) : null,
    mails: page.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      created: shownTime(m.createdAt, zone),
      sent: shownTime(m.sentAt, zone),
      due: m.status === "queued" ? shownTime(m.nextAttemptAt, zone) : null,
    })),
  };
}

type Mail = Route.ComponentProps["loaderData"]["mails"][number];

const columns: Column<Mail>[] = [
  {
    id: "to",
    header: "Recipient",
    rowHeader: true,
    // Long addresses wrap anywhere, but the column keeps the width of a usual one.
    className: "min-w-[13rem] max-w-[18rem] [overflow-wrap:anywhere]",
    cell: (m) => (
      <Link
        to={`/admin/outbox/${m.id}`}
        className="text-brand-800 underline-offset-2 hover:underline"
      >
        {m.to}
      </Link>
    ),
  },
  { id: "subject", header: "Subject", className: "min-w-[11rem]", cell: (m) => m.subject },
  { id: "kind", header: "Kind", className: "whitespace-nowrap", cell: (m) => m.kind },
  { id: "status", header: "Status", cell: (m) => <MailStatusBadge status={m.status} /> },
  { id: "attempts", header: "Attempts", className: "text-right", cell: (m) => m.attempts },
  {
    id: "when",
    header: "Created / sent",
    cell: (m) => (
      <div className="grid gap-0.5">
        <Time value={m.created} />
        {m.sent ? (
          <span className="text-xs text-muted">
            Sent <Time value={m.sent} />
          </span>
        ) : m.due ? (
          <span className="text-xs text-muted">
            Next try <Time value={m.due} />
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "error",
    header: "Last error",
    className: "min-w-[11rem] max-w-[18rem] text-xs [overflow-wrap:anywhere]",
    cell: (m) =>
      m.lastError ? (
        <span title={m.lastError}>
          {m.lastError.length > 90 ? `${m.lastError.slice(0, 89)}…` : m.lastError}
        </span>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
];

export default function OutboxList({ loaderData }: Route.ComponentProps) {
  const { filters, kinds, count, next, mails } = loaderData;
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("after"); // the export is the whole filter, not the page
  const exportHref = `/admin/outbox/export.csv${params.size > 0 ? `?${params}` : ""}`;
  return (
    <>
      <PageHeader
        title="E-mail outbox"
        description={<p>{countWords(count, "mail", "mails")}, newest first.</p>}
        actions={
          <a href={exportHref} className={buttonVariants({ size: "sm", variant: "outline" })}>
            Export CSV
          </a>
        }
      />
      <FilterBar searchLabel="Recipient address contains…" q={filters.q}>
        <FilterSelect
          name="status"
          label="Status"
          value={filters.status}
          options={MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABEL[s] }))}
        />
        <FilterSelect
          name="kind"
          label="Kind"
          value={filters.kind}
          options={kinds.map((k) => ({ value: k, label: k }))}
        />
      </FilterBar>
      <div className="mt-4">
        <DataTable
          caption="E-mails, newest first"
          columns={columns}
          rows={mails}
          rowKey={(m) => m.id}
          empty="No mail has been queued yet."
          filters={{
            active: params.size > 0,
            noMatch: "No mail matches these filters.",
            clearTo: "/admin/outbox",
            clearLabel: "Show every mail",
          }}
        />
      </div>
      <KeysetPagination next={next} shown={mails.length} />
    </>
  );
}
