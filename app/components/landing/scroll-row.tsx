import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { onceNearScreen } from "~/lib/near-screen";

/**
 * docs/product.md §7.4: an arrow scrolls by one card width (256 px unless measured) plus the 16 px
 * gap.
 */
export const DEFAULT_CARD_WIDTH = 256;
export const CARD_GAP = 16;

export function scrollStep(cardWidth: number | undefined): number {
  return (cardWidth || DEFAULT_CARD_WIDTH) + CARD_GAP;
}

interface ScrollRowProps {
  label: string;
  children: ReactNode;
  className?: string;
}

/** A horizontally scrollable row of cards with left/right arrows. */
export function ScrollRow({ label, children, className }: ScrollRowProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 1);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Measure only once the row comes near the screen: reading its scroll size while it is off
    // screen forces the browser to lay out a section it is skipping (.below-fold), during page load.
    const stopWatching = onceNearScreen(el, "200px", update);
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      stopWatching();
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const first = el.querySelector("li");
    el.scrollBy({
      left: direction * scrollStep(first?.getBoundingClientRect().width),
      behavior: "smooth",
    });
  };

  const arrow =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-900 shadow-sm hover:bg-brand-50 disabled:opacity-40";

  return (
    <div className={cn("relative min-w-0", className)}>
      <div className="mb-3 flex justify-end gap-2">
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(-1)}
          disabled={atStart}
          aria-label={`Scroll ${label} left`}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </button>
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(1)}
          disabled={atEnd}
          aria-label={`Scroll ${label} right`}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <ul
        ref={ref}
        aria-label={label}
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin] motion-reduce:scroll-auto"
      >
        {children}
      </ul>
    </div>
  );
}
