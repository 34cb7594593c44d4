import { ChevronDown } from "lucide-react";
import { lazy, Suspense } from "react";
import { Menu, menuItemClass } from "~/components/ui/menu";
import { avatarInitial, displayName, type MenuUser } from "~/lib/shell";

export function Avatar({ user, size = "md" }: { user: MenuUser; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={
        "inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-saffron-400 to-saffron-500 font-bold text-brand-950 " +
        (size === "lg" ? "h-11 w-11 text-lg" : "h-9 w-9 text-base")
      }
      data-testid="avatar-initial"
    >
      {avatarInitial(user)}
    </span>
  );
}

// The entries (links, logout) are fetched only by signed-in visitors; see AvatarMenu.
const AvatarMenuItems = lazy(() => import("./avatar-menu-items"));

/**
 * The signed-in menu. Its trigger is part of the header and hydrates with it (on a page served as
 * islands when the visitor first reaches the header, the first click or key held until then:
 * app/islands/entry.client.tsx), so a click right after the page loads always opens the menu;
 * the entries follow as soon as their code is in (a disabled "Loading..." entry stands in for
 * them until then).
 */
export function AvatarMenu({ user }: { user: MenuUser }) {
  const name = displayName(user);
  return (
    <Menu
      triggerLabel={`Account menu for ${name}`}
      triggerClassName="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-brand-50"
      panelClassName="min-w-56"
      trigger={
        <>
          <Avatar user={user} />
          <span
            className="max-w-40 truncate text-sm font-semibold text-brand-950"
            data-testid="display-name"
          >
            {name}
          </span>
          <ChevronDown aria-hidden className="h-4 w-4 text-brand-900" />
        </>
      }
    >
      {(close) => (
        <Suspense
          fallback={
            <span role="menuitem" aria-disabled="true" className={menuItemClass}>
              Loading...
            </span>
          }
        >
          <AvatarMenuItems user={user} close={close} />
        </Suspense>
      )}
    </Menu>
  );
}
