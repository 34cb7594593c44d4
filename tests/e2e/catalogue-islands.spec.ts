import { expect, test, type Page } from "@playwright/test";
import {
  holdScript,
  islandHydrated,
  markDocument,
  routerOnPage,
  sameDocument,
} from "../support/islands";
import { expectEveryArticle } from "../support/lists";
import { open } from "../support/navigation";
import { newUser, signInAs } from "../support/users";

// /courses served as islands (docs/decisions/0061-catalogue-and-booking-as-islands.md): its filters are a
// plain script that redraws the count and the list in place from the filtered page's HTML
// (app/components/courses/catalogue-filters.ts). What the router gave it is kept: the focus
// stays where it was, a chosen filter replaces the address, the Search button adds to the history.

const count = (page: Page) => page.getByTestId("result-count");

test("at rest: no router and no React, only the filters' own script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await open(page, "/courses");
  expect(await routerOnPage(page)).toBe(false);
  expect(await islandHydrated(page, "catalogue-filters")).toBe("true");
  expect(scripts.some((u) => /catalogue-filters/.test(u))).toBe(true);
  expect(scripts.filter((u) => /react-dom|\/client-/.test(u))).toEqual([]);
});

test("a category chosen from the keyboard redraws the list in place: the focus stays, the address is replaced", async ({
  page,
}) => {
  await open(page, "/about");
  await open(page, "/courses");
  await markDocument(page);
  const entries = await page.evaluate(() => history.length);
  const category = page.getByLabel("Category");
  await category.focus();
  // "All categories", then the first category of the list.
  await page.keyboard.press("ArrowDown");
  const chosen = await category.inputValue();
  expect(chosen).not.toBe("");
  await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(chosen);
  await expectEveryArticle(page, chosen);
  await expect(count(page)).toHaveText(/\d+ (course matches|courses match) your filters/);
  await expect(category).toBeFocused();
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  // Replaced, not added: back leaves the catalogue.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("'Searching...' while the filtered page is on its way, then its count", async ({ page }) => {
  await open(page, "/courses");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/courses?*", async (route) => {
    if (route.request().resourceType() === "fetch") await held;
    await route.continue();
  });
  await page.getByLabel("Level").selectOption("Beginner");
  await expect(count(page)).toHaveText("Searching...");
  release();
  await expect(count(page)).toHaveText(/^(1 course matches|\d+ courses match) your filters$/);
  await expectEveryArticle(page, "Beginner");
});

test("the Search button adds to the history; back and forward show each search with its fields", async ({
  page,
}) => {
  await open(page, "/courses");
  await markDocument(page);
  await page.getByLabel("Category").selectOption("Languages");
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expectEveryArticle(page, "Languages");
  const languages = await count(page).innerText();
  await page.getByLabel("Search").fill("spanish");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=spanish&category=Languages$/);
  await expect(page.locator("main article h2").first()).toContainText(/Spanish/i);
  await expect(page.getByRole("button", { name: "Search" })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expect(count(page)).toHaveText(languages);
  await expect(page.getByLabel("Search")).toHaveValue("");
  await expect(page.getByLabel("Category")).toHaveValue("Languages");

  await page.goForward();
  await expect(page).toHaveURL(/\?q=spanish&category=Languages$/);
  await expect(page.getByLabel("Search")).toHaveValue("spanish");
  await expect(page.locator("main article h2").first()).toContainText(/Spanish/i);
  expect(await sameDocument(page)).toBe(true);
});

test("'Clear filters' appears with a filter and leads back to every course", async ({ page }) => {
  await open(page, "/courses");
  const all = await count(page).innerText();
  await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
  await page.getByLabel("Category").selectOption("Languages");
  await expectEveryArticle(page, "Languages");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(count(page)).toHaveText(all);
  await expect(page.getByLabel("Category")).toHaveValue("");
});

test("a search that matches nothing shows the empty state, and a later one the list again", async ({
  page,
}) => {
  await open(page, "/courses");
  await page.getByLabel("Search").fill("zzzz-nothing-matches");
  await page.getByLabel("Search").press("Enter");
  await expect(page.getByRole("heading", { name: "No courses match these filters" })).toBeVisible();
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Category").selectOption("Languages");
  await expectEveryArticle(page, "Languages");
  await expect(page.getByRole("heading", { name: "No courses match these filters" })).toHaveCount(
    0,
  );
});

test("offline, the list stays and the count says the search could not be made", async ({
  page,
}) => {
  await open(page, "/courses");
  const all = await count(page).innerText();
  await page.route("**/courses?*", (route) =>
    route.request().resourceType() === "fetch" ? route.abort("failed") : route.continue(),
  );
  await page.getByLabel("Category").selectOption("Languages");
  await expect(count(page)).toHaveText(
    `${all} (could not search: check your connection and try again)`,
  );
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.locator("main article")).toHaveCount(Number.parseInt(all, 10));
});

test("when the server refuses the search in place, the filtered page is loaded and says why", async ({
  page,
}) => {
  await open(page, "/courses");
  await markDocument(page);
  let refused = false;
  await page.route("**/courses?*", (route) => {
    if (route.request().resourceType() !== "fetch") return route.continue();
    refused = true;
    return route.fulfill({ status: 503, body: "unavailable" });
  });
  await page.getByLabel("Category").selectOption("Languages");
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expectEveryArticle(page, "Languages");
  expect(refused).toBe(true);
  expect(await sameDocument(page)).toBe(false);
});

test("of two quick choices the last one is shown, and back during a search shows that entry's list", async ({
  page,
}) => {
  await open(page, "/courses");
  const all = await count(page).innerText();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/courses?*", async (route) => {
    if (route.request().resourceType() === "fetch" && route.request().url().includes("level="))
      await held;
    await route.continue();
  });
  // The first search (with a level) is held; the second overtakes it.
  await page.getByLabel("Level").selectOption("Beginner");
  await page.getByLabel("Level").selectOption("");
  await page.getByLabel("Category").selectOption("Languages");
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expectEveryArticle(page, "Languages");
  release();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expectEveryArticle(page, "Languages");

  // A search is on its way when the visitor presses back to a #fragment entry of the same list.
  await page.evaluate(() => (window.location.hash = "main"));
  await page.unroute("**/courses?*");
  let releaseSearch!: () => void;
  const search = new Promise<void>((resolve) => (releaseSearch = resolve));
  await page.route("**/courses?*", async (route) => {
    if (route.request().resourceType() === "fetch") await search;
    await route.continue();
  });
  await page.getByLabel("Search").fill("spanish");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(count(page)).toHaveText("Searching...");
  await page.goBack();
  releaseSearch();
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expectEveryArticle(page, "Languages");
  await expect(count(page)).not.toHaveText("Searching...");
  expect(all).not.toBe(await count(page).innerText());
});

test("a signed-in visitor filters the same way", async ({ page }) => {
  await signInAs(page, "learner", newUser("learner", "Cora Catalogue"));
  await open(page, "/courses");
  await markDocument(page);
  await page.getByLabel("Category").selectOption("Languages");
  await expect(page).toHaveURL(/\?category=Languages$/);
  await expectEveryArticle(page, "Languages");
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByRole("button", { name: "Account menu for Cora Catalogue" })).toBeVisible();
});

test("a choice made before the filters' script arrived is searched once it has", async ({
  page,
}) => {
  const { release, requested } = await holdScript(page, "catalogue-filters");
  await page.goto("/courses");
  await requested;
  await page.getByLabel("Level").selectOption("Expert");
  expect(await islandHydrated(page, "catalogue-filters")).toBeNull();
  release();
  await expect(page).toHaveURL(/\?level=Expert$/);
  await expectEveryArticle(page, "Expert");
});

test.describe("the redrawn list's images", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("load near the viewport and show the illustration when their address fails", async ({
    page,
  }) => {
    await open(page, "/courses");
    await page.route("**/images/courses/**", (route) => route.abort("failed"));
    await page.getByLabel("Category").selectOption("Languages");
    await expectEveryArticle(page, "Languages");
    const last = page.locator("main article img").last();
    await expect(last).not.toHaveAttribute("src", /./);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-failed", "true");
    await expect(last).toHaveAttribute("src", /./);
  });
});
