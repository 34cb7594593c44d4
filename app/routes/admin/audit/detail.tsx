import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { adminZone } from "~/.server/admin/zone";
import { getAuditEntry, recordLinks } from "~/.server/repos/admin-audit";
import { requireAdmin } from "~/.server/session";
import { recordHref, recordKindLabel } from "~/lib/admin-sections";
import { describeDetail } from "~/lib/admin/audit-detail";
import { shownTime } from "~/lib/admin/time";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.entry.action ?? "Entry"} | Audit log | Admin | Learnova` },
];

// One audit entry (docs/admin.md §11): who, what, which record (linked), when, and the before and
// after of each changed field. The detail is JSON of several shapes over the years; it is
// read into text by describeDetail and printed as text, never as markup.
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const entry = await getAuditEntry(db, args.params.id);
  if (!entry) throw new Response("This audit entry does not exist.", { status: 404 });
  const links = await recordLinks(db, [entry]);
  const history = new URLSearchParams({ entity: entry.entity, q: entry.entityId ?? "" });
  return {
    entry: {
      id: entry.id,
      when: shownTime(entry.createdAt, adminZone(args.request)),
      who: entry.actorEmail ?? entry.actorId ?? "System",
      whoHref: recordHref("user", entry.actorId),
      action: entry.action,
      section: recordKindLabel(entry.entity),
      recordId: entry.entityId,
      recordHref: links.get(entry.id) ?? null,
      historyHref: entry.entityId ? `/admin/audit?${history}` : null,
    },
    detail: describeDetail(entry.detail),
  };
}

/** A label above its value: the card is narrow beside the changes, and times must fit. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-brand-950">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A stored value: short ones inline, long or structured ones as preformatted text. */
function Value({ text }: { text: string }) {
  return (
    <pre className="font-sans text-sm break-words whitespace-pre-wrap [overflow-wrap:anywhere]">
      {text}
    </pre>
  );
}

const cell = "px-3 py-2 align-top";

function Changes({ detail }: { detail: Route.ComponentProps["loaderData"]["detail"] }) {
  switch (detail.kind) {
    case "none":
      return <p className="text-muted">This entry records no details.</p>;
    case "text":
      return <Value text={detail.value} />;
    case "change":
      return (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">Changed fields, before and after</caption>
          <thead className="border-b border-brand-100 text-xs tracking-wide text-brand-900 uppercase">
            <tr>
              <th scope="col" className={`${cell} w-1/4`}>
                Field
              </th>
              <th scope="col" className={cell}>
                Before
              </th>
              <th scope="col" className={cell}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.fields.map((f) => (
              <tr key={f.field} className="border-b border-brand-50 last:border-0">
                <th scope="row" className={`${cell} font-semibold break-words`}>
                  {f.field}
                </th>
                <td className={cell}>
                  <Value text={f.before} />
                </td>
                <td className={cell}>
                  <Value text={f.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "facts":
      return (
        <dl className="grid gap-3">
          {detail.fields.map((f) => (
            <Fact key={f.field} label={f.field}>
              <Value text={f.value} />
            </Fact>
          ))}
        </dl>
      );
  }
}

export default function AuditEntry({ loaderData }: Route.ComponentProps) {
  const { entry, detail } = loaderData;
  const link = "font-semibold text-brand-800 underline-offset-2 hover:underline";
  return (
    <>
      <PageHeader title={entry.action} back={{ to: "/admin/audit", label: "Audit log" }} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section
          aria-labelledby="entry-facts"
          className="min-w-0 rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="entry-facts" className="mb-3 text-lg">
            Entry
          </h2>
          <dl className="grid gap-3">
            <Fact label="When">
              <Time value={entry.when} />
            </Fact>
            <Fact label="Who">
              {entry.whoHref ? (
                <Link to={entry.whoHref} className={`${link} break-all`}>
                  {entry.who}
                </Link>
              ) : (
                <span className="break-all">{entry.who}</span>
              )}
            </Fact>
            <Fact label="Action">{entry.action}</Fact>
            <Fact label="Section">{entry.section}</Fact>
            <Fact label="Record">
              {entry.recordId && entry.recordHref ? (
                <Link to={entry.recordHref} className={`${link} break-all`}>
                  {entry.recordId}
                </Link>
              ) : (
                <span className="break-all">{entry.recordId ?? "—"}</span>
              )}
            </Fact>
          </dl>
          {entry.historyHref ? (
            <Link to={entry.historyHref} className={`${link} mt-4 inline-block text-sm`}>
              Every entry for this record
            </Link>
          ) : null}
        </section>
        <section
          aria-labelledby="entry-changes"
          className="min-w-0 rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="entry-changes" className="mb-3 text-lg">
            {detail.kind === "change" ? "Changes" : "Details"}
          </h2>
          <Changes detail={detail} />
        </section>
      </div>
    </>
  );
}
