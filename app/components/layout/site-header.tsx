import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { avatarMenu, isActive, MAIN_MENU, type MenuUser } from "~/lib/shell";
import { LanguageButton } from "./language-button";
import { Logo } from "./logo";
import { AvatarMenu } from "./avatar-menu";
import { MobileMenu } from "./mobile-menu";

/** The navigation bar of every public page (docs/product.md §7.3). */
export function SiteHeader({ user, siteName }: { user: MenuUser | null; siteName: string }) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100/70 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
        <Logo name={siteName} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_MENU.map((item) => {
              const active = isActive(item, pathname);
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={false}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                      active ? "bg-brand-50 text-brand-800" : "text-ink hover:text-brand-800",
                    )}
                  >
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-2">
          {/* The 'En' button of docs/product.md §7.3, at every width (issue 13: a line of text
              is not a button). */}
          <LanguageButton />
          {user ? (
            <div className="hidden lg:block">
              <AvatarMenu user={user} />
            </div>
          ) : (
            <>
              <div className="hidden items-center gap-2 lg:flex">
                <Button asChild variant="outline" size="sm">
                  <Link to="/contact">Contact Us</Link>
                </Button>
                <Button asChild variant="primary" size="sm">
                  <Link to="/login">Login</Link>
                </Button>
              </div>
              <div className="flex items-center gap-2 lg:hidden" data-testid="mobile-auth-buttons">
                {/* Under 320 px (a folded phone's 280) the bar would not fit the screen: Signup
                    is then in the phone menu only. */}
                <Button asChild variant="primary" size="compact" className="max-[319px]:hidden">
                  <Link to="/signup">Signup</Link>
                </Button>
                <Button asChild variant="outline" size="compact">
                  <Link to="/login">Login</Link>
                </Button>
              </div>
            </>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
      {user ? <NoScriptAccountLinks user={user} /> : null}
    </header>
  );
}

/**
 * Without JavaScript neither the avatar menu nor the mobile menu opens: a signed-in visitor
 * gets their role's menu entries and a sign-out form as a plain row under the header instead
 * (docs/decisions/0045-signed-in-pages-from-the-cache.md).
 */
function NoScriptAccountLinks({ user }: { user: MenuUser }) {
  return (
    <noscript>
      <nav aria-label="Your account" className="border-t border-brand-100/70">
        <ul className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm font-semibold">
          {avatarMenu(user.role).map((item) => (
            <li key={item.to}>
              <a href={item.to} className="text-brand-800 underline">
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <form method="post" action="/logout">
              <button type="submit" className="text-brand-800 underline">
                Logout
              </button>
            </form>
          </li>
        </ul>
      </nav>
    </noscript>
  );
}
