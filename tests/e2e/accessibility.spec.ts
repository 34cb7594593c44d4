import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { open } from "../support/navigation";
import { newUser, signInAs } from "../support/users";

// The landing page has its own axe tests (tests/e2e/landing.spec.ts), with sections scrolled in.
const PUBLIC_ROUTES = [
  "/about",
  "/courses",
  "/courses/primary-computing",
  "/blogs",
  "/blog/9",
  "/terms-of-service",
  "/privacy-policy",
  "/data-deletion-policy",
  "/contact",
  "/help",
  "/signup",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/get-started",
  "/get-started/student",
  "/get-started/parent",
  "/get-started/professional",
  "/demo-confirmation",
  "/newsletter/confirm",
  "/unsubscribe",
  "/not-found",
];
const LEARNER_ROUTES = [
  "/account-settings",
  "/subscribed-courses",
  "/upcoming-courses",
  "/completed-courses",
];
const ADMIN_ROUTES = ["/admin", "/admin/bookings", "/admin/users"];

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 360, height: 740 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PUBLIC_ROUTES) {
      test(`${path}, signed out`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        await expectNoAxeViolations(page, path);
      });
    }

    test("learner and admin pages", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, "admin", newUser("admin", "Axe Admin"));
      for (const path of [...LEARNER_ROUTES, ...ADMIN_ROUTES]) {
        await page.goto(path);
        await expectNoAxeViolations(page, path);
      }
    });

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
