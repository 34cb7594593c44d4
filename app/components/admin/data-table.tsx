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

/** What a filtered list says when its filters find nothing, e.g. on the users list. */
export interface EmptyFilters {
  /** Whether a filter narrows the list now (usually: the address has parameters). */
  active: boolean;
  /** "No users match these filters." */
  noMatch: string;
  /** The whole list's address and the link's words: "/admin/users", "Show every user". */
  clearTo: string;
  clearLabel: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Contact messages". */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: { by: string; dir: SortDir };
  /** What the list says when it has no rows at all (a string is one paragraph). */
  empty: ReactNode;
  /**
   * A list with filters: when they find nothing it says so and links to the whole list,
   * instead of `empty` (docs/admin.md "Who and how": filters live in the URL).
   */
  filters?: EmptyFilters;
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
 * the URL), so it works without JavaScript and the back button undoes it.
 *
 * Below Tailwind's `md` (768 px) the same table is laid out as cards, one per row: the row's
 * header cell as the card's title, every other cell under it with its column's name, so a
 * phone shows a row's status and action without scrolling sideways (docs/admin.md "Who and
 * how": every page usable at 390 px). One table, restyled, not a second rendering: the bulk
 * checkboxes stay one per row, and the header row becomes the cards' toolbar (select every
 * row, the sort links). Changing `display` on table elements can lose their table semantics in
 * some browsers, so each element also states its role. From `md` up it is a table again, and a
 * table wider than the screen scrolls inside its own focusable region, never the page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  empty,
  filters,
  selectForm,
  rowLabel,
}: DataTableProps<Row>) {
  const { search, pathname } = useLocation();
  if (rows.length === 0) return <EmptyList empty={empty} filters={filters} />;
  // The cards' toolbar shows the select-every-row box and the sort links; without either,
  // the header row is only for screen readers.
  const toolbar = Boolean(selectForm) || columns.some((c) => c.sortable);
  // `relative`: the screen-reader-only words in the cells (position: absolute) belong to the
  // scrolling box; without it they sit at their place in the wide table and widen the page.
  return (
    <div
      className="relative focus-visible:outline-2 focus-visible:outline-brand-700 md:overflow-x-auto md:rounded-card md:bg-white md:shadow-card"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table
        role="table"
        className="block w-full text-left text-sm md:table md:min-w-[36rem] md:border-collapse"
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className={cn(
            "text-xs tracking-wide text-brand-900 uppercase md:table-header-group md:border-b md:border-brand-100 md:bg-brand-50/70",
            toolbar ? "block max-md:mb-3" : "max-md:sr-only",
          )}
        >
          <tr role="row" className="flex flex-wrap items-center gap-2 md:table-row">
            {selectForm ? (
              <th
                scope="col"
                role="columnheader"
                className="rounded-full bg-white px-3 py-1.5 shadow-card md:w-10 md:rounded-none md:bg-transparent md:py-3 md:shadow-none"
              >
                {/* Without JavaScript it posts the page's ids itself (SELECT_ALL_FIELD); with
                    it, it also ticks the rows, and follows them when one is changed. */}
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={SELECT_ALL_FIELD}
                    value={rows.map(rowKey).join(" ")}
                    form={selectForm}
                    aria-label="Select every row on this page"
                    className="h-5 w-5 accent-brand-700 md:h-4 md:w-4"
                    onChange={(event) => {
                      const all = event.currentTarget;
                      for (const box of rowBoxes(all)) box.checked = all.checked;
                    }}
                  />
                  {/* The cards have no column of boxes to explain this one. */}
                  <span aria-hidden="true" className="md:hidden">
                    Select every row
                  </span>
                </label>
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
                  role="columnheader"
                  aria-sort={ariaSort}
                  className={cn(
                    "md:px-3 md:py-3",
                    c.className,
                    // The cards name each value beside it; the toolbar keeps only the sort links.
                    c.sortable
                      ? "max-md:max-w-none max-md:min-w-0 max-md:rounded-full max-md:bg-white max-md:px-3 max-md:py-1.5 max-md:shadow-card"
                      : "max-md:sr-only",
                  )}
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
        <tbody role="rowgroup" className="grid gap-3 md:table-row-group">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={cn(
                "data-row",
                selectForm ? "grid-cols-[auto_minmax(0,1fr)]" : "grid-cols-[minmax(0,1fr)]",
              )}
            >
              {selectForm ? (
                <td role="cell" className="row-start-1 md:px-3 md:py-3 md:align-top">
                  <input
                    type="checkbox"
                    name="ids"
                    value={rowKey(row)}
                    form={selectForm}
                    aria-label={`Select ${rowLabel ? rowLabel(row) : rowKey(row)}`}
                    className="h-5 w-5 accent-brand-700 md:h-4 md:w-4"
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
                  // The card's title: beside the row's checkbox, or across the card.
                  <th
                    key={c.id}
                    scope="row"
                    role="rowheader"
                    className={cn(
                      "data-row-header",
                      c.className,
                      selectForm ? "row-start-1 max-md:col-start-2" : null,
                    )}
                  >
                    {c.cell(row)}
                  </th>
                ) : (
                  <DataCell
                    key={c.id}
                    header={c.header}
                    content={c.cell(row)}
                    className={cn(c.className, selectForm ? "col-span-2" : null)}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The list's place when it has no rows: what it says, and the way back to the whole list. */
function EmptyList({ empty, filters }: { empty: ReactNode; filters?: EmptyFilters }) {
  return (
    <div className="rounded-card border border-dashed border-brand-200 bg-white p-8 text-center text-muted">
      {filters?.active ? (
        <>
          <p>{filters.noMatch}</p>
          <Link
            to={filters.clearTo}
            className="mt-2 inline-block font-semibold text-brand-800 underline"
          >
            {filters.clearLabel}
          </Link>
        </>
      ) : typeof empty === "string" ? (
        <p>{empty}</p>
      ) : (
        empty
      )}
    </div>
  );
}

/** One cell of a row: a table cell from md up, a labelled line of a card below it. */
function DataCell({
  header,
  content,
  className,
}: {
  header: ReactNode;
  content: ReactNode;
  className?: string;
}) {
  const empty = isEmptyCell(content);
  return (
    <td
      role="cell"
      className={cn(
        "data-cell",
        className,
        // A card has no line for a cell with nothing in it (a subscriber with no action); the
        // table keeps the cell, read as "None", so its columns line up.
        empty ? "max-md:hidden" : null,
      )}
    >
      {/* The column's name, for sighted readers of a card; a screen reader already announces
          the column header with the cell. */}
      <span aria-hidden="true" className="data-cell-name">
        {header}
      </span>
      <div className="data-cell-value">
        {empty ? <span className="sr-only">None</span> : content}
      </div>
    </td>
  );
}

/** Nothing a reader would see: null, false, undefined or an empty string. */
function isEmptyCell(content: ReactNode): boolean {
  return content === null || content === undefined || content === false || content === "";
}
