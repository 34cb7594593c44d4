import type { Page } from "@playwright/test";

/** Navigates and waits until React has hydrated, so clicks reach their handlers. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
