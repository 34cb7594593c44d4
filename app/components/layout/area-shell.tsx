import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { useLogout } from "~/hooks/use-logout";
import { useSite } from "~/hooks/use-site";
import { cn } from "~/lib/cn";
import { displayName, type MenuUser } from "~/lib/shell";
import { Avatar } from "./avatar-menu";
import { Logo } from "./logo";

interface AreaShellProps {
  user: MenuUser;
  /** Label for the side navigation, e.g. "Your account" or "Admin". */
  label: string;
  links: readonly { label: string; to: string }[];
  children: ReactNode;
}

/**
 * The frame of the learner area and the admin panel, which the seed keeps free of the public
 * header and footer: a slim top bar, a side menu, and the page.
 */
export function AreaShell({ user, label, links, children }: AreaShellProps) {
  const site = useSite();
  const logout = useLogout();
  return (
    <div className="flex flex-1 flex-col bg-brand-50/60">
      <div className="border-b border-brand-100 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo name={site.name} />
          <div className="flex items-center gap-3">
            <Avatar user={user} />
            <span className="hidden font-semibold text-brand-950 sm:inline">
              {displayName(user)}
            </span>
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              Logout
            </Button>
          </div>
        </div>
      </div>
      <div className="container-page grid flex-1 gap-8 py-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={label}>
          <ul className="flex gap-2 overflow-x-auto lg:flex-col">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "block rounded-xl px-4 py-2.5 text-sm font-semibold whitespace-nowrap",
                      isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-white",
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to="/"
                className="block rounded-xl px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-white"
              >
                ← Back to the website
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
