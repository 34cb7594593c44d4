import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A sessionStorage for Node: what the browser gives the page. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** The toast store is module state: each page (document) gets a fresh one. */
async function page() {
  vi.resetModules();
  return import("./use-toast");
}

const KEY = "learnova:carried-toast";
const shown = (store: Awaited<ReturnType<typeof page>>) =>
  store.currentToasts().map(({ id: _id, ...toast }) => toast);

describe("a toast carried over a navigation that loads a new document", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("shows again on the next page, once, with its words and variant", async () => {
    const before = await page();
    before.toast({ title: "Sign-in Error", description: "No account", variant: "destructive" });
    before.carryToastToNextPage("/");

    const next = await page();
    expect(shown(next)).toEqual([]);
    next.showCarriedToast("/");
    expect(shown(next)).toEqual([
      { title: "Sign-in Error", description: "No account", variant: "destructive", open: true },
    ]);
    expect(sessionStorage.getItem(KEY)).toBeNull();

    const third = await page();
    third.showCarriedToast("/");
    expect(shown(third)).toEqual([]);
  });

  it("shows only on the page it was carried to, and only just after", async () => {
    const before = await page();
    before.toast({ title: "Welcome!" });
    before.carryToastToNextPage("/");
    const elsewhere = await page();
    elsewhere.showCarriedToast("/blogs");
    expect(shown(elsewhere)).toEqual([]);
    // Taken out even so: it never shows later, on the page it was meant for.
    const meant = await page();
    meant.showCarriedToast("/");
    expect(shown(meant)).toEqual([]);

    before.carryToastToNextPage("/");
    const late = await page();
    late.showCarriedToast("/", Date.now() + late.CARRIED_TOAST_MAX_AGE_MS + 1_000);
    expect(shown(late)).toEqual([]);
  });

  it("carries nothing when no toast is open", async () => {
    const before = await page();
    before.dismissToast(before.toast({ title: "Closed already" }));
    before.carryToastToNextPage("/");
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("ignores what it cannot read", async () => {
    for (const stored of [
      "{not json",
      JSON.stringify({ title: 42, pathname: "/", at: Date.now() }),
      JSON.stringify({ title: "No time", pathname: "/" }),
      "null",
      '"text"',
    ]) {
      sessionStorage.setItem(KEY, stored);
      const next = await page();
      next.showCarriedToast("/");
      expect(shown(next), stored).toEqual([]);
    }
  });

  it("a storage that refuses loses the toast and nothing else", async () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    });
    const before = await page();
    before.toast({ title: "Welcome!" });
    expect(() => before.carryToastToNextPage("/")).not.toThrow();
    const next = await page();
    expect(() => next.showCarriedToast("/")).not.toThrow();
    expect(shown(next)).toEqual([]);
  });
});
