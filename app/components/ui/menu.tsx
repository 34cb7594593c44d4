import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "~/lib/cn";

// A small accessible menu button (WAI-ARIA menu pattern): the trigger toggles a role="menu"
// panel; arrow keys, Home/End move between items; Escape or Tab closes; an outside click or
// choosing an item closes. Written here rather than taken from Radix because Radix's menu
// brings a positioning engine (~23 KB gzip) to every public page; see docs/decisions/0004.

interface MenuProps {
  /** Contents of the trigger button. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: "start" | "end";
  /** Render the items; call close() after an action. */
  children: (close: () => void) => ReactNode;
}

export function Menu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  align = "end",
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const items = () => [
    ...(root.current?.querySelectorAll<HTMLElement>(
      '[role="menuitem"],[role="menuitemcheckbox"]',
    ) ?? []),
  ];
  const close = useCallback((focusTrigger = false) => {
    setOpen(false);
    if (focusTrigger) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  // Entries can arrive a moment after the panel opens (loaded on demand): keep looking for a
  // usable one, frame by frame, for up to about a second.
  const openAndFocus = (which: "first" | "last") => {
    setOpen(true);
    const focusWhenReady = (framesLeft: number) =>
      requestAnimationFrame(() => {
        const list = items().filter((item) => item.getAttribute("aria-disabled") !== "true");
        if (list.length === 0) {
          if (framesLeft > 0) focusWhenReady(framesLeft - 1);
          return;
        }
        (which === "first" ? list[0] : list[list.length - 1])?.focus();
      });
    focusWhenReady(60);
  };

  const onTriggerKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      openAndFocus("first");
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      openAndFocus("last");
    } else if (e.key === "Escape" && open) {
      // Opened by a click or a tap, the focus stays on the trigger: Escape closes from there too.
      e.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === "ArrowDown") focus(index + 1);
    else if (e.key === "ArrowUp") focus(index - 1);
    else if (e.key === "Home") focus(0);
    else if (e.key === "End") focus(list.length - 1);
    else if (e.key === "Escape") close(true);
    else if (e.key === "Tab") close();
    else return;
    if (e.key !== "Tab") e.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={panelId}
          role="menu"
          aria-label={triggerLabel}
          onKeyDown={onPanelKeyDown}
          className={cn(
            "absolute top-full z-50 mt-2 rounded-2xl border border-brand-100 bg-white p-2 shadow-card-hover",
            align === "end" ? "right-0" : "left-0",
            panelClassName,
          )}
        >
          {children(() => close())}
        </div>
      ) : null}
    </div>
  );
}

export const menuItemClass =
  "block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm font-medium text-ink outline-none hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-900";
