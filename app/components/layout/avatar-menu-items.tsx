import { Link } from "react-router";
import { menuItemClass } from "~/components/ui/menu";
import { useLogout } from "~/hooks/use-logout";
import { avatarMenu, type MenuUser } from "~/lib/shell";

/**
 * The signed-in menu's entries: learner pages (and Teaching for a teacher) or Admin Panel, then
 * Logout. Loaded on demand.
 */
export default function AvatarMenuItems({ user, close }: { user: MenuUser; close: () => void }) {
  const logout = useLogout();
  const items = avatarMenu(user.role);
  return (
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
  );
}
