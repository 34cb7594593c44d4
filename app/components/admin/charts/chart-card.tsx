import type { ReactNode } from "react";
import { formatCount } from "~/lib/admin/format";

// One dashboard chart: a visible title, the picture (an SVG whose aria-label says what it
// shows), a legend in words, and the same numbers as a table under "Show as table", which is
// what a screen reader user (or anyone wanting exact figures) reads.

export interface Series {
  key: string;
  label: string;
  /** A fill with at least 3:1 contrast on white, so every bar and line stands out. */
  color: string;
}

export interface ChartTable {
  /** The first column's heading ("Week of"). */
  rowHeader: string;
  columns: string[];
  rows: { label: string; values: (number | string)[] }[];
}

interface ChartCardProps {
  id: string;
  title: string;
  /** One line under the title: the headline number. */
  headline: ReactNode;
  legend?: Series[];
  table: ChartTable;
  children: ReactNode;
}

export function ChartCard({ id, title, headline, legend, table, children }: ChartCardProps) {
  const titleId = `${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-card bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id={titleId} className="text-lg">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{headline}</p>
      {legend && legend.length > 1 ? <Legend series={legend} /> : null}
      <div className="mt-3">{children}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-2 hover:underline">
          Show as table<span className="sr-only">: {title}</span>
        </summary>
        <div
          role="region"
          aria-label={`${title}, as a table`}
          tabIndex={0}
          className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-1.5 pr-3 font-semibold whitespace-nowrap">
                  {table.rowHeader}
                </th>
                {table.columns.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className="px-2 py-1.5 text-right font-semibold whitespace-nowrap"
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.label} className="border-b border-gray-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                    {r.label}
                  </th>
                  {r.values.map((v, i) => (
                    <td key={i} className="px-2 py-1.5 text-right whitespace-nowrap">
                      {typeof v === "number" ? formatCount(v) : v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** The series' colours named in words (the table carries the numbers). */
export function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ backgroundColor: s.color }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
