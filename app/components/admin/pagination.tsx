import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { listHref, pageFacts } from "~/lib/admin/list-query";
import { formatCount } from "~/lib/admin/format";

const link = buttonVariants({ size: "sm", variant: "light" });
const off = "pointer-events-none opacity-50";

/**
 * Offset paging under a list: "26–50 of 1,234" and Previous / Next links. `more`: the total
 * was counted no further than total - 1 ("of more than 1,000").
 */
export function Pagination({
  page,
  total,
  noun,
  more = false,
  moreThan,
  pageSize,
}: {
  page: number;
  total: number;
  noun: string;
  more?: boolean;
  /** With `more`: the bound the page states, when it is not total - 1 (decision 0026). */
  moreThan?: number;
  /** Rows a page, when the list's is not PAGE_SIZE (the timetable's day view). */
  pageSize?: number;
}) {
  const { search } = useLocation();
  const f = pageFacts(page, total, pageSize);
  if (total === 0) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {more ? (
          <>
            {formatCount(f.first)}–{formatCount(f.last)} of more than{" "}
            {formatCount(moreThan ?? f.total - 1)} {noun} · page {f.page}
          </>
        ) : (
          <>
            {formatCount(f.first)}–{formatCount(f.last)} of {formatCount(f.total)} {noun} · page{" "}
            {f.page} of {formatCount(f.pages)}
          </>
        )}
      </p>
      <div className="flex gap-2">
        {f.hasPrevious ? (
          <Link
            to={listHref(search, { page: f.page - 1 === 1 ? null : f.page - 1 })}
            rel="prev"
            className={link}
          >
            ← Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={`${link} ${off}`}>
            ← Previous
          </span>
        )}
        {f.hasNext ? (
          <Link to={listHref(search, { page: f.page + 1 })} rel="next" className={link}>
            Next →
          </Link>
        ) : (
          <span aria-disabled="true" className={`${link} ${off}`}>
            Next →
          </span>
        )}
      </div>
    </nav>
  );
}

/**
 * Keyset paging for the long logs: "Newest" goes back to the start, "Older" continues after
 * the last row shown. The back button returns to the newer pages.
 */
export function KeysetPagination({ next, shown }: { next: string | null; shown: number }) {
  const { search } = useLocation();
  const atStart = !new URLSearchParams(search).get("after");
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{formatCount(shown)} shown, newest first</p>
      <div className="flex gap-2">
        {atStart ? (
          <span aria-disabled="true" className={`${link} ${off}`}>
            ← Newest
          </span>
        ) : (
          <Link to={listHref(search, { after: null })} className={link}>
            ← Newest
          </Link>
        )}
        {next ? (
          <Link to={listHref(search, { after: next })} rel="next" className={link}>
            Older →
          </Link>
        ) : (
          <span aria-disabled="true" className={`${link} ${off}`}>
            Older →
          </span>
        )}
      </div>
    </nav>
  );
}
