import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useLogout } from "~/hooks/use-logout";
import { ADMIN_MENU, avatarInitial, displayName, LEARNER_MENU, type MenuUser } from "~/lib/shell";

const itemClass =
  "block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-brand-50"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar user={user} />
        <span
          className="max-w-40 truncate text-sm font-semibold text-brand-950"
          data-testid="display-name"
        >
          {name}
        </span>
        <ChevronDown aria-hidden className="h-4 w-4 text-brand-900" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-2xl border border-brand-100 bg-white p-2 shadow-card-hover"
      >
        {items.map((item) => (
          <DropdownMenu.Item key={item.to} asChild className={itemClass}>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
