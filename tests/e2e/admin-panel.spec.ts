import { expect, test, type Page } from "@playwright/test";
import { open } from "../support/navigation";
import { signInAs, signInAsWorkerAdmin } from "../support/users";
import { adminLinks } from "../../app/lib/admin-sections";

// The admin panel's own shell (docs/admin.md "Who and how"): a sidebar on wide screens, a drawer
// at phone widths that opens with or without JavaScript, the admin's name and Logout, an
// error page that keeps the panel around it. Every section's page is checked by axe and at
// every width by the page sweep (page-sweep.spec.ts).

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe("the admin shell", () => {
  test("at 1366 px the sections are a sidebar with the admin's name and Logout", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const admin = await signInAs(page, "admin");
    await open(page, "/admin");
    const sidebar = page.getByRole("complementary", { name: "Admin" });
    await expect(sidebar).toBeVisible();
    const nav = sidebar.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link")).toHaveText([
      ...adminLinks.map((l) => l.label),
      "← Back to the website",
    ]);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sidebar).toContainText(`Signed in as ${admin!.name}`);
    await expect(page.locator("summary", { hasText: "Menu" })).toBeHidden();
    // No public header or footer in the panel.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  for (const width of [320, 390]) {
    test(`at ${width} px the sections open as a drawer, by pointer and by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAsWorkerAdmin(page);
      await open(page, "/admin");
      await expect(page.getByRole("complementary", { name: "Admin" })).toBeHidden();
      const links = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
      await expect(links.first()).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(links.first()).toBeVisible();
      expect(await pageWidth(page)).toBe(width);
      await page.getByRole("link", { name: "Audit log" }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      // Choosing a section closes the drawer and marks the section as current.
      await expect(links.first()).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(page.getByRole("link", { name: "Audit log" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // By keyboard: the drawer's summary is focusable and Enter toggles it.
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(links.first()).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).focus();
      await page.keyboard.press("Enter");
      await expect(links.first()).toBeVisible();
      expect(await pageWidth(page)).toBe(width);
    });
  }

  test("the drawer and Logout work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await signInAs(page, "admin");
    await page.goto("/admin");
    await page.locator("summary", { hasText: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.locator("summary", { hasText: "Menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
    await context.close();
  });

  test("an address under /admin that is not a section is the not-found page", async ({ page }) => {
    await signInAsWorkerAdmin(page);
    await open(page, "/admin/no-such-section");
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test("a missing record keeps the panel around the error, with a way back", async ({ page }) => {
    await signInAsWorkerAdmin(page);
    const response = await page.goto("/admin/messages/00000000-0000-0000-0000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("Not found");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).first()).toBeAttached();
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
