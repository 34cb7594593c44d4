import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { open } from "../support/navigation";
import { newUser, signInAs } from "../support/users";

// Every page is checked by axe in the page sweep (page-sweep.spec.ts, at 390 and 1366 px); here
// the states a page load does not show: the menus open.
for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 360, height: 740 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("with the menus open", async ({ page }) => {
      await signInAs(page, "learner", newUser("learner", "Axe Learner"));
      // The menus are the same on every page; /about keeps axe quick (the landing page has its own).
      test.setTimeout(90_000);
      await open(page, "/about");
      if (viewport.name === "desktop") {
        await page.getByRole("button", { name: "Account menu for Axe Learner" }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectNoAxeViolations(page, "avatar menu open");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: "Language: English" }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectNoAxeViolations(page, "language menu open");
      } else {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page, "mobile menu open");
      }
    });
  });
}
