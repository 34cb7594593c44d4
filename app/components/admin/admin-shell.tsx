import { useEffect, useRef, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { useSite } from "~/hooks/use-site";
import { cn } from "~/lib/cn";

interface AdminShellProps {
  /** The admin's name as the panel shows it (worded by the layout's loader). */
  userName: string;
  links: readonly { label: string; to: string }[];
  children: ReactNode;
}

const linkClass =
  "block rounded-xl px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700";

function SectionLinks({ links }: { links: AdminShellProps["links"] }) {
  return (
    <ul className="grid gap-1">
      {links.map((l) => (
        <li key={l.to}>
          <NavLink
            to={l.to}
            // The dashboard is active only on /admin itself; a section also on its records.
            end={l.to === "/admin"}
            className={({ isActive }) =>
              cn(linkClass, isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50")
            }
          >
            {l.label}
          </NavLink>
        </li>
      ))}
      <li className="mt-2 border-t border-brand-100 pt-2">
        <NavLink to="/" className={cn(linkClass, "text-brand-800 hover:bg-brand-50")}>
          ← Back to the website
        </NavLink>
      </li>
    </ul>
  );
}

function SignedInAs({ userName }: { userName: string }) {
  return (
    <div className="grid gap-2 border-t border-brand-100 pt-4 text-sm">
      <p className="min-w-0 truncate">
        <span className="text-muted">Signed in as </span>
        <span className="font-semibold text-brand-950">{userName}</span>
      </p>
      {/* A plain post: signing out works without JavaScript too. */}
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="rounded-full border-2 border-brand-700 px-4 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Logout
        </button>
      </Form>
    </div>
  );
}

/**
 * The admin panel's own frame (docs/admin.md "Who and how"): no public header or footer; a sidebar
 * of sections with the admin's name and Logout on wide screens, and below `lg` a top bar whose
 * Menu opens the same list as a drawer. The drawer is a <details>, so it opens without
 * JavaScript; with it, choosing a section closes it again.
 */
export function AdminShell({ userName, links, children }: AdminShellProps) {
  const site = useSite();
  const drawer = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [pathname]);

  return (
    <div className="flex flex-1 flex-col bg-brand-50/60 lg:flex-row">
      <aside
        aria-label="Admin"
        className="hidden w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r border-brand-100 bg-white p-5 lg:sticky lg:top-0 lg:flex lg:h-dvh"
      >
        <Logo name={site.name} />
        <nav aria-label="Admin sections">
          <SectionLinks links={links} />
        </nav>
        <div className="mt-auto">
          <SignedInAs userName={userName} />
        </div>
      </aside>

      <details ref={drawer} className="group relative border-b border-brand-100 bg-white lg:hidden">
        <summary className="flex h-16 cursor-pointer list-none items-center justify-between gap-3 px-4 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 truncate font-display text-lg font-bold text-brand-900">
            {site.name} Admin
          </span>
          <span className="inline-flex h-10 items-center gap-2 rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-800">
            <span aria-hidden="true" className="group-open:hidden">
              ☰
            </span>
            <span aria-hidden="true" className="hidden group-open:inline">
              ✕
            </span>
            Menu
          </span>
        </summary>
        <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-brand-100 bg-white p-4 shadow-card">
          <nav aria-label="Admin sections">
            <SectionLinks links={links} />
          </nav>
          <div className="mt-4">
            <SignedInAs userName={userName} />
          </div>
        </div>
      </details>

      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">{children}</div>
    </div>
  );
}
