import { Check, Globe } from "lucide-react";
import { Menu, menuItemClass } from "~/components/ui/menu";

/**
 * The original specification's 'En' button (docs/product.md §7.3, §7.13). English is the only
 * language today; the menu says so plainly.
 */
export function LanguageButton() {
  return (
    <Menu
      triggerLabel="Language: English"
      triggerClassName="inline-flex h-9 items-center gap-1 rounded-full border border-brand-200 px-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 sm:px-3"
      panelClassName="min-w-44"
      trigger={
        <>
          {/* The globe goes on the narrowest screens; "En" itself always shows. */}
          <Globe aria-hidden className="hidden h-4 w-4 min-[400px]:block" />
          En
        </>
      }
    >
      {(close) => (
        <>
          <p className="px-3 py-1 text-xs font-semibold text-muted">Site language</p>
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked="true"
            tabIndex={-1}
            onClick={close}
            className={`${menuItemClass} flex items-center justify-between gap-3`}
          >
            English
            <Check aria-hidden className="h-4 w-4 text-brand-700" />
          </button>
        </>
      )}
    </Menu>
  );
}
