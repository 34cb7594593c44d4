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

/** The toasts now, newest first (the hook's snapshot; tests read it too). */
export const currentToasts = (): ToastData[] => toasts;
const emptyToasts: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribeToToasts, currentToasts, () => emptyToasts);
}

const CARRIED_TOAST_KEY = "learnova:carried-toast";
/** A carried toast older than this is not shown: its navigation did not end where it was meant to. */
export const CARRIED_TOAST_MAX_AGE_MS = 10_000;

/**
 * Keeps the open toast for the next document, the page at `pathname`. On a page served as islands
 * a navigation loads a new document (app/islands/router-shim.tsx), where the router would have
 * kept the toast on screen (a Google One Tap sign-in's "Welcome!" then the home page); that page
 * shows it again with `showCarriedToast`.
 */
export function carryToastToNextPage(pathname: string) {
  const open = toasts.find((t) => t.open);
  if (!open) return;
  const { title, description, variant } = open;
  const carried = { title, description, variant, pathname, at: Date.now() };
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(carried));
  } catch {
    // Storage refused (a private window's quota): the toast is lost with the page, nothing else.
  }
}

/** The carried toast, taken out of storage (null when there is none or it cannot be read). */
function takeCarriedToast(): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Shows, once, the toast the previous page carried over to this one (the islands entry and the
 * root call it): only on the page it was carried to, and only just after, so a navigation that
 * ended elsewhere never shows it later on an unrelated page.
 */
export function showCarriedToast(pathname = window.location.pathname, now = Date.now()) {
  const carried = takeCarriedToast();
  if (typeof carried?.title !== "string") return;
  if (carried.pathname !== pathname) return;
  const age = typeof carried.at === "number" ? now - carried.at : Infinity;
  if (!(age >= 0 && age <= CARRIED_TOAST_MAX_AGE_MS)) return;
  toast({
    title: carried.title,
    description: typeof carried.description === "string" ? carried.description : undefined,
    variant: carried.variant === "destructive" ? "destructive" : "default",
  });
}
