import { SectionCard } from "~/components/admin/users/section-card";
import { Time } from "~/components/admin/time";
import type { DetailView } from "~/lib/admin/audit-detail";
import type { ShownTime } from "~/lib/admin/time";

export interface ShownHistoryEntry {
  id: string;
  /** "Confirmed", "Cancelled by the booker", … */
  what: string;
  /** The admin's name, or "The booker". */
  who: string;
  at: ShownTime | null;
  detail: DetailView;
}

/** The booking's life from the audit log, oldest first, each change with its fields. */
export function BookingHistory({ entries }: { entries: ShownHistoryEntry[] }) {
  return (
    <SectionCard id="history" title="History" lead="Every change, from the audit log.">
      {entries.length === 0 ? (
        <p className="text-muted">No changes since it was booked.</p>
      ) : (
        <ol className="grid gap-3">
          {entries.map((e) => (
            <li key={e.id} className="border-b border-brand-50 pb-3 last:border-0">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{e.what}</span>{" "}
                <span className="text-sm text-muted">
                  by <span className="wrap-anywhere">{e.who}</span>, <Time value={e.at} />
                </span>
              </p>
              <Detail view={e.detail} />
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

function Detail({ view }: { view: DetailView }) {
  if (view.kind === "none") return null;
  if (view.kind === "text") return <p className="mt-1 text-sm wrap-anywhere">{view.value}</p>;
  return (
    <ul className="mt-1 grid gap-0.5 text-sm">
      {view.kind === "change"
        ? view.fields.map((f) => (
            <li key={f.field} className="wrap-anywhere">
              <span className="text-muted">{f.field}:</span> {f.before} → {f.after}{" "}
            </li>
          ))
        : view.fields.map((f) => (
            <li key={f.field} className="wrap-anywhere">
              <span className="text-muted">{f.field}:</span> {f.value}
            </li>
          ))}
    </ul>
  );
}
