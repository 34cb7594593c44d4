import { Link, useLocation } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterBar, FilterDate, FilterSelect } from "~/components/admin/filter-bar";
import { PageHeader } from "~/components/admin/page-header";
import { KeysetPagination } from "~/components/admin/pagination";
import { Time } from "~/components/admin/time";
import { buttonVariants } from "~/components/ui/button";
import { adminZone } from "~/.server/kit/zone";
import {
  auditActions,
  auditPeople,
  auditSections,
  countAudit,
  listAudit,
  recordLinks,
  recordName,
  recordNames,
} from "~/.server/audit/queries";
import { requireAdmin } from "~/.server/platform/session";
import { recordHref, recordKindLabel } from "~/lib/admin-sections";
import { describeDetail, summarizeDetail } from "~/lib/admin/audit-detail";
import { encodeCursor, PAGE_SIZE, readListQuery } from "~/lib/admin/list-query";
import { auditFilterOf, auditQuery, countWords } from "~/lib/admin/log-queries";
import { shownTime } from "~/lib/admin/time";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin | Learnova" }];

// docs/admin.md §11: who did what to which record and when, newest first, filtered by person,
// section, action and date. 500,000 entries and growing: keyset pages, a capped count, and
// the filters' choices read by loose index scans (app/.server/kit/keyset.ts).
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const query = readListQuery(auditQuery, args.request.url);
  const zone = adminZone(args.request);
  const filter = auditFilterOf(query, zone);
  const [rows, count, people, sections, actions] = await Promise.all([
    listAudit(db, filter, query.after, PAGE_SIZE + 1),
    countAudit(db, filter),
    auditPeople(db),
    auditSections(db),
    auditActions(db),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const [links, names] = await Promise.all([recordLinks(db, page), recordNames(db, page)]);
  // A choice named by the URL stays choosable even when nothing of it is left.
  const withCurrent = (values: string[], current: string) =>
    current && !values.includes(current) ? [...values, current] : values;
  return {
    filters: {
      q: query.q,
      actor: query.actor,
      entity: query.entity,
      action: query.action,
      from: query.from,
      to: query.to,
    },
    zone,
    people: people.map((p) => ({
      value: p.id,
      label: p.name && p.email ? `${p.name} (${p.email})` : (p.email ?? p.name ?? p.id),
    })),
    sections: withCurrent(sections, query.entity).map((s) => ({
      value: s,
      label: recordKindLabel(s),
    })),
    actions: withCurrent(actions, query.action),
    count,
    next: rows.length > PAGE_SIZE ? encodeCursor(page[page.length - 1]) : null,
    entries: page.map((e) => ({
      id: e.id,
      when: shownTime(e.createdAt, zone),
      who: e.actorEmail ?? e.actorId ?? "System",
      whoHref: recordHref("user", e.actorId),
      action: e.action,
      section: recordKindLabel(e.entity),
      recordId: e.entityId,
      recordName: recordName(names, e),
      recordHref: links.get(e.id) ?? null,
      summary: summarizeDetail(describeDetail(e.detail)),
    })),
  };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const link = "text-brand-800 underline-offset-2 hover:underline";

const columns: Column<Entry>[] = [
  {
    id: "when",
    header: "When",
    rowHeader: true,
    cell: (e) => (
      <Link to={`/admin/audit/${e.id}`} className={link}>
        <Time value={e.when} />
      </Link>
    ),
  },
  {
    id: "who",
    header: "Who",
    className: "min-w-[11rem] max-w-[16rem] [overflow-wrap:anywhere]",
    cell: (e) =>
      e.whoHref ? (
        <Link to={e.whoHref} className={link}>
          {e.who}
        </Link>
      ) : (
        e.who
      ),
  },
  { id: "action", header: "Action", className: "whitespace-nowrap", cell: (e) => e.action },
  {
    id: "record",
    header: "Record",
    className: "min-w-[11rem] max-w-[18rem] [overflow-wrap:anywhere]",
    cell: (e) => (
      <div className="grid gap-0.5">
        <span className="text-xs text-muted">{e.section}</span>
        {e.recordId && e.recordHref ? (
          <Link to={e.recordHref} className={link}>
            {e.recordName ?? e.recordId}
          </Link>
        ) : (
          <span>{e.recordName ?? e.recordId ?? "—"}</span>
        )}
        {/* The id stays, second: the search finds a record by it (docs/admin.md §11). */}
        {e.recordName ? <span className="text-xs text-muted">{e.recordId}</span> : null}
      </div>
    ),
  },
  {
    id: "changes",
    header: "Changes",
    className: "min-w-[14rem] max-w-[24rem] break-words text-xs",
    cell: (e) => e.summary || <span className="text-muted">—</span>,
  },
];

export default function AuditList({ loaderData }: Route.ComponentProps) {
  const { filters, zone, people, sections, actions, count, next, entries } = loaderData;
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("after"); // the export is the whole filter, not the page
  const exportHref = `/admin/audit/export.csv${params.size > 0 ? `?${params}` : ""}`;
  return (
    <>
      <PageHeader
        title="Audit log"
        description={
          <p>
            {countWords(count, "entry", "entries")}, newest first. Dates are days in {zone}.
          </p>
        }
        actions={
          <a href={exportHref} className={buttonVariants({ size: "sm", variant: "outline" })}>
            Export CSV
          </a>
        }
      />
      <FilterBar searchLabel="A record's ID, exactly" q={filters.q}>
        <FilterSelect
          name="actor"
          label="Person"
          value={filters.actor}
          options={people}
          all="Everyone"
        />
        <FilterSelect name="entity" label="Section" value={filters.entity} options={sections} />
        <FilterSelect
          name="action"
          label="Action"
          value={filters.action}
          options={actions.map((a) => ({ value: a, label: a }))}
        />
        <FilterDate name="from" label="From" value={filters.from} />
        <FilterDate name="to" label="To" value={filters.to} />
      </FilterBar>
      <div className="mt-4">
        <DataTable
          caption="Audit log entries, newest first"
          columns={columns}
          rows={entries}
          rowKey={(e) => e.id}
          empty="Nothing has been recorded yet."
          filters={{
            active: params.size > 0,
            noMatch: "No entry matches these filters.",
            clearTo: "/admin/audit",
            clearLabel: "Show every entry",
          }}
        />
      </div>
      <KeysetPagination next={next} shown={entries.length} />
    </>
  );
}
