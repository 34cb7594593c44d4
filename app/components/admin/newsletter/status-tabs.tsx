import { Link, useLocation } from "react-router";
import { formatCount } from "~/lib/admin/format";
import { listHref } from "~/lib/admin/list-query";
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIBER_STATUS_LABELS,
  type SubscriberStatus,
} from "~/lib/admin/subscribers";
import { cn } from "~/lib/cn";

interface StatusTabsProps {
  current: SubscriberStatus | "";
  counts: Record<SubscriberStatus | "all", number>;
  /** The counts stop at this many and mean "more" there (a very common search). */
  cappedAt?: number;
}

const TABS = [
  { value: "", label: "All" },
  ...SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: SUBSCRIBER_STATUS_LABELS[s] })),
] as const;

/**
 * The status filter as links with their counts under the current search: plain links, so
 * they work without JavaScript, keep the search and sort, and start again at page one.
 */
export function StatusTabs({ current, counts, cappedAt }: StatusTabsProps) {
  const { search } = useLocation();
  return (
    <nav aria-label="Subscribers by status">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const active = tab.value === current;
          const n = counts[tab.value === "" ? "all" : tab.value];
          return (
            <li key={tab.value || "all"}>
              <Link
                to={listHref(search, { status: tab.value })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  active
                    ? "bg-brand-700 text-white"
                    : "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
                )}
              >
                {tab.label}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    active ? "bg-white/20" : "bg-brand-50 text-brand-900",
                  )}
                >
                  {cappedAt !== undefined && n >= cappedAt
                    ? `${formatCount(cappedAt - 1)}+`
                    : formatCount(n)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
