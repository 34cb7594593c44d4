import type { Page } from "@playwright/test";

// What the end-to-end tests read of a page served as islands (app/islands/entry.client.tsx).

/** Whether the router hydrated the page (its context is written only for router pages). */
export const routerOnPage = (page: Page) =>
  page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window);

/**
 * Holds an island's chunk back until `release` is called; `requested` settles once the browser
 * asked for it (so a test knows its input reached an island whose code had not arrived).
 */
export async function holdScript(page: Page, chunk: string) {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**/assets/islands/${chunk}-*.js`, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The island's hydration mark (app/islands/entry.client.tsx): absent until its code has run. */
export const islandHydrated = (page: Page, name: string) =>
  page.locator(`[data-island="${name}"]`).getAttribute("data-hydrated");

/** Marks the document, so a test can tell a redraw in place from a new page load. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __same?: boolean }).__same = true));

/** Whether the document marked by `markDocument` is still the one on screen. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);
