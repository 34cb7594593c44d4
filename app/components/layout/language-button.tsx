import { Check, Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";

/** The seed's 'En' button. English is the only language today; the menu says so plainly. */
export function LanguageButton() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 items-center gap-1 rounded-full border border-brand-200 px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
        aria-label="Language: English"
      >
        <Globe aria-hidden className="h-4 w-4" />
        En
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-40 rounded-2xl border border-brand-100 bg-white p-2 shadow-card-hover"
      >
        <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-muted">
          Site language
        </DropdownMenu.Label>
        <DropdownMenu.CheckboxItem
          checked
          className="flex cursor-default items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-brand-50"
        >
          English
          <DropdownMenu.ItemIndicator>
            <Check aria-hidden className="h-4 w-4 text-brand-700" />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.CheckboxItem>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
