import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { MenuUser } from "~/lib/shell";

// The panel (Radix Dialog) loads on the first tap; most visitors never open it.
const MobileMenuPanel = lazy(() => import("./mobile-menu-panel"));

export function MobileMenu({ user }: { user: MenuUser | null }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-950 hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden className="h-6 w-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            user={user}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
