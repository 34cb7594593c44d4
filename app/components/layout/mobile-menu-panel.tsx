import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useLogout } from "~/hooks/use-logout";
import { cn } from "~/lib/cn";
import { displayName, isActive, MAIN_MENU, type MenuUser } from "~/lib/shell";
import { Avatar } from "./avatar-menu";

interface PanelProps {
  user: MenuUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the panel closes (the trigger lives outside this chunk). */
  returnFocus: () => void;
}

/** The small-screen menu: main links, then name, Admin Panel or Account Settings, Logout. */
export default function MobileMenuPanel({ user, open, onOpenChange, returnFocus }: PanelProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 lg:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100%)] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-card-hover lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close menu"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={close}
                    aria-current={isActive(item, pathname) ? "page" : undefined}
                    className={cn(
                      "block rounded-xl px-4 py-3 font-semibold",
                      isActive(item, pathname)
                        ? "bg-brand-50 text-brand-800"
                        : "text-ink hover:bg-brand-50",
                    )}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Link
                  to="/contact"
                  onClick={close}
                  className="block rounded-xl px-4 py-3 font-semibold text-ink hover:bg-brand-50"
                >
                  Contact Us
                </Link>
              </li>
            </ul>
          </nav>
          <div className="mt-auto grid gap-3 border-t border-brand-100 pt-6">
            {user ? (
              <>
                <div className="flex items-center gap-3">
                  <Avatar user={user} size="lg" />
                  <span className="font-semibold text-brand-950" data-testid="mobile-display-name">
                    {displayName(user)}
                  </span>
                </div>
                <Button asChild variant="outline">
                  {user.role === "admin" ? (
                    <Link to="/admin" onClick={close}>
                      Admin Panel
                    </Link>
                  ) : (
                    <Link to="/account-settings" onClick={close}>
                      Account Settings
                    </Link>
                  )}
                </Button>
                <Button
                  variant="primary"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="primary">
                  <Link to="/signup" onClick={close}>
                    Signup
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/login" onClick={close}>
                    Login
                  </Link>
                </Button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
