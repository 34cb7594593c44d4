import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";

export interface SectionLink {
  label: string;
  to: string;
}

const linkClass =
  "block rounded-xl px-4 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700";

/**
 * An area's section navigation: a column on wide screens, and below `lg` one row of tabs that
 * scrolls sideways inside itself (never the page), from 320 px up. Every entry is an ordinary
 * link, so Tab and Enter work and the browser scrolls a focused tab into view; the current
 * page carries aria-current="page".
 */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a narrow screen the current tab may sit beyond the right edge: bring it into the row.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={label} className="min-w-0">
      <ul
        ref={list}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {links.map((l) => (
          <li key={l.to} className="shrink-0">
            <NavLink
              to={l.to}
              end
              className={({ isActive }) =>
                cn(linkClass, isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-white")
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0">
          <NavLink to="/" className={cn(linkClass, "text-brand-800 hover:bg-white")}>
            ← Back to the website
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
