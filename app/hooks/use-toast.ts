import { useSyncExternalStore } from "react";

// The original specification's toast store (docs/product.md §7.3): one toast at a time; a dismissed
// toast is kept (closed) for the removal delay so its exit animation can finish, then dropped.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
}

type Listener = () => void;

let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastData[]) {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; it replaces the current one (limit 1). */
export function toast(input: Omit<ToastData, "id" | "open">): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Calls `listener` on every change of the toasts; returns the unsubscribe. */
export function subscribeToToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const emptyToasts: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribeToToasts, getSnapshot, () => emptyToasts);
}
