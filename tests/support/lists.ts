import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's list shows articles and every one of them says `text`: the address
 * changes as a search starts, so the list is read once it has been redrawn.
 */
export async function expectEveryArticle(page: Page, text: string) {
  await expect
    .poll(async () => {
      const texts = await page.locator("main article").allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(text));
    })
    .toBe(true);
}
