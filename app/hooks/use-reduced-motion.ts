import { useSyncExternalStore } from "react";
import { reducedMotion } from "~/lib/reduced-motion";

function subscribe(callback: () => void) {
  const mq = reducedMotion();
  mq.addEventListener("change", callback);
  return () => mq.removeEventListener("change", callback);
}

/** True when the visitor asked for less motion. The server assumes motion is fine. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotion().matches,
    () => false,
  );
}
