// The visitor's "less motion" setting, asked the same way everywhere and without React: by the
// hook (app/hooks/use-reduced-motion.ts), the hash scroll (app/hooks/use-hash-scroll.ts) and the
// landing page's hero script (app/components/landing/hero-motion.ts), which loads no React.

/** The setting as a media query list: `.matches` now, and a "change" event when it changes. */
export function reducedMotion(): MediaQueryList {
  return window.matchMedia("(prefers-reduced-motion: reduce)");
}
