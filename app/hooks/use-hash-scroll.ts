import { useEffect } from "react";
import { useLocation } from "react-router";
import { reducedMotion } from "~/lib/reduced-motion";

/**
 * The original specification's delay (docs/product.md §7.5) before scrolling to the element the
 * address's hash names.
 */
export const HASH_SCROLL_DELAY_MS = 100;

/** Scrolls smoothly to #hash about 100 ms after the page (or the hash) changes. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => {
      const reduce = reducedMotion().matches;
      document
        .getElementById(id)
        ?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
