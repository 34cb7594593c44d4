import { expect, test } from "@playwright/test";
import { holdScript, islandHydrated, routerOnPage } from "../support/islands";
import { open } from "../support/navigation";

// Get started served as islands (docs/decisions/0061-catalogue-and-booking-as-islands.md): the audience
// choice is server HTML; the demo-class form an island that wakes when used, whose zone the
// browser's own from the first screen (app/components/booking/booking-zone.ts, run at load).

test.use({ timezoneId: "Asia/Kolkata" });

/** Today's date on a zone's calendar (the date field's lowest). */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

// Two zones on either side of the date line: at any hour, one of them is on another date than
// UTC, so the date field's bounds prove the page's script set them (the server renders UTC's).
for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
  test.describe(zone, () => {
    test.use({ timezoneId: zone });

    test(`at rest: no router, no React, and the form already shows ${zone}`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
      await open(page, "/get-started/parent");
      expect(await routerOnPage(page)).toBe(false);
      await expect(page.locator('[data-island="booking-form"]')).toHaveAttribute(
        "data-wake",
        "use",
      );
      await expect(page.getByLabel("Your time zone")).toHaveValue(zone);
      await expect(page.getByLabel("Preferred date")).toHaveAttribute("min", todayIn(zone));
      expect(await islandHydrated(page, "booking-form")).toBeNull();
      expect(scripts.filter((u) => /booking-form|react-dom|\/client-/.test(u))).toEqual([]);
      // Once the form wakes, it keeps both.
      await page.getByLabel("Your name").click();
      await expect(page.locator('[data-island="booking-form"]')).toHaveAttribute(
        "data-hydrated",
        "true",
      );
      await expect(page.getByLabel("Your time zone")).toHaveValue(zone);
      await expect(page.getByLabel("Preferred date")).toHaveAttribute("min", todayIn(zone));
    });
  });
}

test("get started: plain links that keep the course asked for", async ({ page }) => {
  await open(page, "/get-started?course=primary-computing");
  expect(await routerOnPage(page)).toBe(false);
  await page
    .getByRole("link", { name: /Parent/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/get-started\/parent\?course=primary-computing$/);
  await expect(page.getByLabel("Subject of interest")).toHaveValue("Primary Computing");
});

for (const chosen of ["UTC", "Europe/Berlin"]) {
  test(`a zone chosen before the form's code arrives (${chosen}) is kept once it has`, async ({
    page,
  }) => {
    const { release, requested } = await holdScript(page, "booking-form");
    await open(page, "/get-started/student");
    await expect(page.getByLabel("Your time zone")).toHaveValue("Asia/Kolkata");
    // Focus in the form wakes it; its code is held while the visitor picks a zone.
    await page.getByLabel("Name", { exact: true }).click();
    await requested;
    await page.getByLabel("Your time zone").selectOption(chosen);
    expect(await islandHydrated(page, "booking-form")).toBeNull();
    release();
    await expect(page.locator('[data-island="booking-form"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await page.getByLabel("Name", { exact: true }).fill("Asha");
    await expect(page.getByLabel("Your time zone")).toHaveValue(chosen);
    await expect(page.getByLabel("Preferred date")).toHaveAttribute("min", todayIn(chosen));
  });
}

test("'Book my free demo class' pressed before the form's code arrives checks the form", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  const { release, requested } = await holdScript(page, "booking-form");
  await open(page, "/get-started/student");
  const book = page.getByRole("button", { name: "Book my free demo class" });
  await book.click();
  await requested;
  expect(await islandHydrated(page, "booking-form")).toBeNull();
  release();
  // The held press is given again to the hydrated form, whose own check answers it.
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/get-started\/student$/);
  expect(posts).toEqual([]);
});
