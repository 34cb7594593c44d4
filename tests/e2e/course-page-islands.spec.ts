import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { E2E_BASE_URL } from "../support/e2e-env";
import { islandHydrated, markDocument, routerOnPage, sameDocument } from "../support/islands";
import { open } from "../support/navigation";
import { addOpenGroup, bumpContentVersion } from "../support/open-groups";
import { newUser, signInAs } from "../support/users";

// The course page served as islands to a visitor who is not signed in
// (docs/decisions/0061-catalogue-and-booking-as-islands.md): its class groups' clock is a plain
// script (app/components/courses/class-groups-clock.ts) that puts the browser's clock in the
// address and redraws the section; a signed-in visitor, who enrols through the router's
// fetchers, gets the router.

// A course no other spec reads the groups of.
const SLUG = "advanced-vedic-maths";
const PATH = `/courses/${SLUG}`;

test.use({ timezoneId: "America/New_York" });

let group: string;

test.beforeAll(async () => {
  group = `Islands ${randomBytes(3).toString("hex")}`;
  addOpenGroup(SLUG, group, 6);
  bumpContentVersion();
  // Each process drops its cached pages within its poll (about 2 s).
  await expect
    .poll(async () => (await (await fetch(`${E2E_BASE_URL}${PATH}`)).text()).includes(group), {
      timeout: 15_000,
    })
    .toBe(true);
});

test("a visitor not signed in: no router, and the groups move to the browser's clock in place", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  // The clock's page is held until the document is marked: what follows is proven in place.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === PATH && url.searchParams.has("tz"),
    async (route) => {
      if (route.request().resourceType() === "fetch") await held;
      await route.continue();
    },
  );
  await open(page, "/about");
  await open(page, PATH);
  expect(await routerOnPage(page)).toBe(false);
  expect(await islandHydrated(page, "class-groups")).toBe("true");
  expect(scripts.filter((u) => /react-dom|\/client-|framework/.test(u))).toEqual([]);
  await markDocument(page);
  const entries = await page.evaluate(() => history.length);
  release();

  await expect(page).toHaveURL(/\?tz=America%2FNew_York#class-groups$/);
  const section = page.getByRole("region", { name: "Class groups" });
  await expect(section.getByText(/on the clock of America\/New York/)).toBeVisible();
  const card = section.getByRole("listitem").filter({ hasText: group });
  await expect(card.getByText("First classes (America/New York time):")).toBeVisible();
  await expect(card.getByTestId("seats")).toHaveText("6 of 6 seats left");
  await expect(section.getByRole("link", { name: "Sign in to choose a group" })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(entries);
  expect(await sameDocument(page)).toBe(true);
  // The address was replaced: back leaves the course page.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("Show puts the chosen clock in the address as a new entry, and back returns to the last", async ({
  page,
}) => {
  await open(page, PATH);
  await expect(page).toHaveURL(/\?tz=America%2FNew_York/);
  await markDocument(page);
  const section = page.getByRole("region", { name: "Class groups" });
  await page.getByLabel("Show times on the clock of").selectOption("Asia/Kolkata");
  await section.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?tz=Asia%2FKolkata#class-groups$/);
  await expect(section.getByText(/on the clock of Asia\/Kolkata/)).toBeVisible();
  await expect(
    section
      .getByRole("listitem")
      .filter({ hasText: group })
      .getByText("First classes (Asia/Kolkata time):"),
  ).toBeVisible();
  // The control used keeps the focus in the redrawn section.
  await expect(section.getByRole("button", { name: "Show" })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\?tz=America%2FNew_York/);
  await expect(section.getByText(/on the clock of America\/New York/)).toBeVisible();
  await expect(page.getByLabel("Show times on the clock of")).toHaveValue("America/New_York");
  expect(await sameDocument(page)).toBe(true);
});

test("when the clock's page cannot be had, the groups stay on their own clocks; Show says so", async ({
  page,
}) => {
  let refused = 0;
  await page.route(
    (url) => url.pathname === PATH && url.searchParams.has("tz"),
    (route) => {
      if (route.request().resourceType() !== "fetch") return route.continue();
      refused += 1;
      return route.abort("failed");
    },
  );
  await open(page, PATH);
  await expect.poll(() => refused).toBe(1);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  const section = page.getByRole("region", { name: "Class groups" });
  await expect(
    section.getByText("Class times are shown on each group's own clock.", { exact: false }),
  ).toBeVisible();
  // Offline, the visitor's Show keeps the page and says why nothing changed.
  await markDocument(page);
  await page.getByLabel("Show times on the clock of").selectOption("Asia/Kolkata");
  await section.getByRole("button", { name: "Show" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Could not show the times on that clock: check your connection and try again.",
  );
  expect(refused).toBe(2);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  expect(await sameDocument(page)).toBe(true);
});

test("a clock picked before the page's guess arrives is kept", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => url.pathname === PATH && url.searchParams.has("tz"),
    async (route) => {
      if (route.request().resourceType() === "fetch") {
        asked();
        await held;
      }
      await route.continue();
    },
  );
  await page.goto(PATH);
  await requested;
  await page.getByLabel("Show times on the clock of").selectOption("Asia/Kolkata");
  release();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByLabel("Show times on the clock of")).toHaveValue("Asia/Kolkata");
});

test("a signed-in visitor gets the router, and chooses a group in it", async ({ page }) => {
  await signInAs(page, "learner", newUser("learner", "Vera Vedic"));
  await open(page, PATH);
  expect(await routerOnPage(page)).toBe(true);
  await expect(page).toHaveURL(/\?tz=America%2FNew_York/);
  await expect(page.getByRole("radio", { name: new RegExp(group) })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the clock is chosen with a plain form", async ({ page }) => {
    await page.goto(PATH);
    await expect(
      page.getByText("Class times are shown on each group's own clock.", { exact: false }),
    ).toBeVisible();
    await page.getByLabel("Show times on the clock of").selectOption("Asia/Kolkata");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\?tz=Asia%2FKolkata/);
    await expect(page.getByText(/on the clock of Asia\/Kolkata/)).toBeVisible();
  });
});
