import { createContext, useContext } from "react";

/**
 * Its own module, without the router: components inside islands read it (the islands build
 * gives them only app/islands/router-shim.tsx for react-router).
 *
 * True while the server renders a page served as islands, outside any island: what renders here
 * is never hydrated. A component with behaviour of its own in the browser (an image's lazy
 * loading and fallback, app/components/ui/image.tsx) marks its HTML for a plain script instead.
 * The browser never sees it true: an island's root is hydrated without it.
 */
const NeverHydratedContext = createContext(false);

export const NeverHydrated = NeverHydratedContext.Provider;

export function useNeverHydrated(): boolean {
  return useContext(NeverHydratedContext);
}
