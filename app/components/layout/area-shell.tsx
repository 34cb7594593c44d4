import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useLogout } from "~/hooks/use-logout";
import { useSite } from "~/hooks/use-site";
import { displayName, type MenuUser } from "~/lib/shell";
import { Avatar } from "./avatar-menu";
import { Logo } from "./logo";
import { SectionNav, type SectionLink } from "./section-nav";

interface AreaShellProps {
  user: MenuUser;
  /** Label for the section navigation, e.g. "Your account" or "Admin". */
  label: string;
  links: readonly SectionLink[];
  children: ReactNode;
}

/**
 * The frame of the learner area and the admin panel, which the original specification keeps free of
 * the public header and footer (docs/product.md §7.2): a slim top bar, the section navigation (a
 * side menu on wide screens, a scrollable tab row on narrow ones), and the page. Rendered by each
 * area's layout route.
 */
export function AreaShell({ user, label, links, children }: AreaShellProps) {
  const site = useSite();
  const logout = useLogout();
  return (
    <div className="flex flex-1 flex-col bg-brand-50/60">
      <div className="border-b border-brand-100 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo name={site.name} />
          <div className="flex min-w-0 items-center gap-3">
            <Avatar user={user} />
            <span className="hidden truncate font-semibold text-brand-950 sm:inline">
              {displayName(user)}
            </span>
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              Logout
            </Button>
          </div>
        </div>
      </div>
      {/* minmax(0, …): a grid track must not grow to its content's width, or a long tab row
          or table widens the whole page instead of scrolling inside itself. */}
      <div className="container-page grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        <SectionNav label={label} links={links} />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
