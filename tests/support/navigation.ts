import type { Page, Response } from "@playwright/test";

/** Navigates and waits until React has hydrated, so clicks reach their handlers. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
