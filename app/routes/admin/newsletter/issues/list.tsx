import { Link } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { IssueStatusBadge } from "~/components/admin/newsletter/issue-status-badge";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { adminZone } from "~/.server/kit/zone";
import { listIssues } from "~/.server/newsletter-issues/queries";
import { requireAdmin } from "~/.server/platform/session";
import { formatCount } from "~/lib/admin/format";
import { readListQuery } from "~/lib/admin/list-query";
import { issueListQuery, type IssueStatus } from "~/lib/admin/newsletter-issues";
import { shownTime, type ShownTime } from "~/lib/admin/time";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Newsletters | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const query = readListQuery(issueListQuery, args.request.url);
  const zone = adminZone(args.request);
  const { rows, total } = await listIssues(args.context.services.db, query);
  return {
    query,
    total,
    rows: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      status: r.status,
      recipients: r.recipientCount,
      sent: r.sent,
      kept: r.kept,
      failed: r.failed,
      created: shownTime(r.createdAt, zone),
      sentAt: shownTime(r.sendStartedAt, zone),
    })),
  };
}

interface Row {
  id: string;
  subject: string;
  status: IssueStatus;
  recipients: number;
  sent: number;
  /** Kept in the outbox without a mail server: never delivered (issue 23, item 14). */
  kept: number;
  failed: number;
  created: ShownTime | null;
  sentAt: ShownTime | null;
}

const number = (n: number, status: IssueStatus) =>
  status === "draft" ? <span aria-label="None yet">—</span> : formatCount(n);

const columns: Column<Row>[] = [
  {
    id: "subject",
    header: "Subject",
    rowHeader: true,
    className: "min-w-[14rem]",
    cell: (r) => (
      <Link
        to={`/admin/newsletter/issues/${r.id}`}
        className="font-semibold wrap-anywhere text-brand-800 underline-offset-2 hover:underline"
      >
        {r.subject}
      </Link>
    ),
  },
  { id: "status", header: "Status", cell: (r) => <IssueStatusBadge status={r.status} /> },
  { id: "recipients", header: "Recipients", cell: (r) => number(r.recipients, r.status) },
  { id: "sent", header: "Sent", cell: (r) => number(r.sent, r.status) },
  { id: "kept", header: "Kept, not delivered", cell: (r) => number(r.kept, r.status) },
  { id: "failed", header: "Failed", cell: (r) => number(r.failed, r.status) },
  { id: "created", header: "Written", cell: (r) => <Time value={r.created} /> },
  { id: "sentAt", header: "Sending started", cell: (r) => <Time value={r.sentAt} /> },
];

export default function IssuesList({ loaderData }: Route.ComponentProps) {
  const { query, total, rows } = loaderData;
  const noun = total === 1 ? "newsletter" : "newsletters";
  return (
    <>
      <PageHeader
        title="Newsletters"
        count={{ n: total, noun }}
        back={{ to: "/admin/newsletter", label: "Newsletter subscribers" }}
        actions={
          <Link
            to="/admin/newsletter/issues/new"
            className={buttonVariants({ size: "sm", variant: "primary" })}
          >
            Write a newsletter
          </Link>
        }
      />
      <div className="grid gap-4">
        <DataTable
          caption="Newsletters"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={{ by: query.sort, dir: query.dir }}
          empty={
            <>
              <p>No newsletter has been written yet.</p>
              <Link
                to="/admin/newsletter/issues/new"
                className="mt-2 inline-block font-semibold text-brand-800 underline"
              >
                Write the first one
              </Link>
            </>
          }
        />
        <Pagination page={query.page} total={total} noun={noun} />
      </div>
    </>
  );
}
