import { Link } from "react-router";
import { formatCount } from "~/lib/admin/format";
import { cn } from "~/lib/cn";

export interface Tile {
  label: string;
  value: number;
  /** The list this number counts, already filtered. */
  to: string;
  /** A number above zero here is work waiting: it gets a coloured edge. */
  urgent?: boolean;
}

/** The dashboard's "needs attention" numbers, each a link to the list it counts. */
export function DashboardTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {tiles.map((t) => (
        <li key={t.label} className="min-w-0">
          <Link
            to={t.to}
            className={cn(
              "flex h-full flex-col gap-1 rounded-card border-l-4 bg-white p-4 shadow-card hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700",
              t.urgent && t.value > 0 ? "border-saffron-600" : "border-transparent",
            )}
          >
            <span className="text-3xl font-bold text-brand-900 tabular-nums">
              {formatCount(t.value)}
            </span>
            <span className="text-sm font-semibold text-ink">{t.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
