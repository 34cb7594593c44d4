/**
 * Calls `then` once, the first time `element` comes within `margin` of the screen; returns the
 * cleanup for an effect. For work that only matters on screen (and that would otherwise force
 * the browser to lay out a section it is skipping during page load).
 */
export function onceNearScreen(element: Element, margin: string, then: () => void): () => void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      then();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
