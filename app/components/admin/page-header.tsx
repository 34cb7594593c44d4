import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCount } from "~/lib/admin/format";
import { cn } from "~/lib/cn";

interface PageHeaderProps {
  title: string;
  /**
   * The list's count under its current filter ("1,234 messages"); `more`: counted no further
   * than n - 1 ("More than 1,000 subscribers").
   */
  count?: { n: number; noun: string; more?: boolean };
  description?: ReactNode;
  /** Buttons or links on the right: "Export CSV", "Invite an admin". */
  actions?: ReactNode;
  /** A way up from a record's page to its list. */
  back?: { to: string; label: string };
}

/** The heading of every admin page: one h1, its count and its actions. */
export function PageHeader({ title, count, description, actions, back }: PageHeaderProps) {
  return (
    <header className="mb-5 grid gap-2">
      {back ? (
        <Link
          to={back.to}
          className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          ← {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {/* wrap-anywhere, not break-words: only it lets a long unbroken title (an e-mail
              address) shrink the header's grid track instead of widening the page. */}
          <h1 className="text-2xl wrap-anywhere sm:text-3xl">{title}</h1>
          {count ? (
            <p className="mt-1 text-sm text-muted">
              {count.more ? `More than ${formatCount(count.n - 1)}` : formatCount(count.n)}{" "}
              {count.noun}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {description ? <div className="text-muted">{description}</div> : null}
    </header>
  );
}

const TONES = {
  neutral: "bg-gray-100 text-gray-800",
  info: "bg-sky-100 text-sky-900",
  good: "bg-emerald-100 text-emerald-900",
  warn: "bg-amber-100 text-amber-900",
  bad: "bg-red-100 text-red-800",
} as const;

/** A status word in a coloured pill; the word itself carries the meaning, not the colour. */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
