import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { listHref, SELECT_ALL_FIELD, type SortDir } from "~/lib/admin/list-query";
import { cn } from "~/lib/cn";

export interface Column<Row> {
  /** Stable key; also the sort key when `sortable`. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Makes the cell the row's header (a screen reader announces it with each cell). */
  rowHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Contact messages". */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: { by: string; dir: SortDir };
  /** What an empty list says (a filtered list also offers to clear its filters). */
  empty: ReactNode;
  /**
   * Row checkboxes for bulk actions: each is `name="ids"` in the form with this id, so the
   * bulk buttons work without JavaScript.
   */
  selectForm?: string;
  rowLabel?: (row: Row) => string;
}

function rowBoxes(all: HTMLInputElement): HTMLInputElement[] {
  return [...(all.closest("table")?.querySelectorAll<HTMLInputElement>("input[name=ids]") ?? [])];
}

/**
 * The one table of the admin lists. Sorting is a link per sortable header (server-side, in
 * the URL), so it works without JavaScript and the back button undoes it. Wider than the
 * screen, the table scrolls inside its own focusable region, never the page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  empty,
  selectForm,
  rowLabel,
}: DataTableProps<Row>) {
  const { search, pathname } = useLocation();
  if (rows.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-brand-200 bg-white p-8 text-center text-muted">
        {empty}
      </div>
    );
  }
  // `relative`: the screen-reader-only words in the cells (position: absolute) belong to the
  // scrolling box; without it they sit at their place in the wide table and widen the page.
  return (
    <div
      className="relative overflow-x-auto rounded-card bg-white shadow-card focus-visible:outline-2 focus-visible:outline-brand-700"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-brand-100 bg-brand-50/70 text-xs uppercase tracking-wide text-brand-900">
          <tr>
            {selectForm ? (
              <th scope="col" className="w-10 px-3 py-3">
                {/* Without JavaScript it posts the page's ids itself (SELECT_ALL_FIELD); with
                    it, it also ticks the rows, and follows them when one is changed. */}
                <input
                  type="checkbox"
                  name={SELECT_ALL_FIELD}
                  value={rows.map(rowKey).join(" ")}
                  form={selectForm}
                  aria-label="Select every row on this page"
                  className="h-4 w-4 accent-brand-700"
                  onChange={(event) => {
                    const all = event.currentTarget;
                    for (const box of rowBoxes(all)) box.checked = all.checked;
                  }}
                />
              </th>
            ) : null}
            {columns.map((c) => {
              const active = sort?.by === c.id;
              const ariaSort = active
                ? sort.dir === "asc"
                  ? "ascending"
                  : "descending"
                : undefined;
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={ariaSort}
                  className={cn("px-3 py-3", c.className)}
                >
                  {c.sortable ? (
                    <Link
                      to={`${pathname}${listHref(search, {
                        sort: c.id,
                        dir: active && sort.dir === "desc" ? "asc" : "desc",
                      })}`}
                      className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                    >
                      {c.header}
                      <span aria-hidden="true">
                        {active ? (sort.dir === "asc" ? "↑" : "↓") : "↕"}
                      </span>
                      {active ? null : <span className="sr-only">, sort</span>}
                    </Link>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-b border-brand-50 last:border-0 hover:bg-brand-50/40"
            >
              {selectForm ? (
                <td className="px-3 py-3 align-top">
                  <input
                    type="checkbox"
                    name="ids"
                    value={rowKey(row)}
                    form={selectForm}
                    aria-label={`Select ${rowLabel ? rowLabel(row) : rowKey(row)}`}
                    className="h-4 w-4 accent-brand-700"
                    onChange={(event) => {
                      const all = event.currentTarget
                        .closest("table")
                        ?.querySelector<HTMLInputElement>(`input[name=${SELECT_ALL_FIELD}]`);
                      if (!all) return;
                      const boxes = rowBoxes(all);
                      const ticked = boxes.filter((b) => b.checked).length;
                      // Unticking one row unticks "every row", so the post names only the rest.
                      all.checked = ticked === boxes.length;
                      all.indeterminate = ticked > 0 && ticked < boxes.length;
                    }}
                  />
                </td>
              ) : null}
              {columns.map((c) =>
                c.rowHeader ? (
                  <th
                    key={c.id}
                    scope="row"
                    className={cn("px-3 py-3 align-top font-semibold", c.className)}
                  >
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.id} className={cn("px-3 py-3 align-top", c.className)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
