import type { Browser, Page, Response } from "@playwright/test";

/**
 * Navigates and waits until React has hydrated, so clicks reach their handlers. On a page served
 * as islands (the landing and content pages) the mark says what wakes with the page has run; an
 * island that wakes later holds a click or a button's key until it has
 * (app/islands/entry.client.tsx).
 */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** A page in a new phone's context (touch, a phone's viewport); close the context after. */
export async function phonePage(browser: Browser, width = 390, height = 844) {
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: true,
    isMobile: true,
  });
  return { context, page: await context.newPage() };
}
