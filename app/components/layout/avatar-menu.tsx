import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { Menu, menuItemClass } from "~/components/ui/menu";
import { useLogout } from "~/hooks/use-logout";
import { ADMIN_MENU, avatarInitial, displayName, LEARNER_MENU, type MenuUser } from "~/lib/shell";

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

/** The signed-in menu: learner entries or Admin Panel, then Logout. Closes on outside click. */
export function AvatarMenu({ user }: { user: MenuUser }) {
  const logout = useLogout();
  const items = user.role === "admin" ? ADMIN_MENU : LEARNER_MENU;
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
        <>
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              onClick={close}
              className={menuItemClass}
            >
              {item.label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-brand-100" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={menuItemClass}
            onClick={() => {
              close();
              void logout();
            }}
          >
            Logout
          </button>
        </>
      )}
    </Menu>
  );
}
