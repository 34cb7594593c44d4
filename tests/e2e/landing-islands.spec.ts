import { expect, test, type Page } from "@playwright/test";
import { holdScript } from "../support/islands";
import { open, phonePage } from "../support/navigation";

// When each island of the landing page hydrates (app/islands/entry.client.tsx,
// docs/decisions/0059-islands-wake-when-needed.md): with the page only what runs on its own; the
// rest when it comes into view, when the visitor uses it, or with the first toast. Whatever has
// not hydrated yet still answers the visitor's first tap, click or key.

/** The islands hydrated so far, by name. */
const hydratedIslands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island][data-hydrated]")].map(
      (el) => el.dataset.island,
    ),
  );

/** Each island's wake, as the entry wrote it on the page. */
const wakes = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>("[data-island]")].map((el) => [
        el.dataset.island,
        el.dataset.wake,
      ]),
    ),
  );

// A phone, the phone Lighthouse emulates (whose first screen shows 19 px of the course rows'
// top padding), and a laptop.
const SCREENS = [
  { width: 390, height: 844, phone: true },
  { width: 412, height: 823, phone: true },
  { width: 1366, height: 768, phone: false },
];

for (const { width, height, phone } of SCREENS) {
  test(`at ${width}×${height} a page at rest hydrates only the hero, and the sections come as the visitor scrolls`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: phone ? 1.75 : 1,
    });
    const page = await context.newPage();
    await open(page, "/");
    expect(await wakes(page)).toEqual({
      header: "use",
      hero: "load",
      courses: "visible",
      boards: "visible",
      about: "visible",
      testimonials: "visible",
      blog: "visible",
      faq: "visible",
      newsletter: "visible",
      toaster: "toast",
      "sign-in-error": "never",
    });
    // The typed words run on their own; nothing else does until the visitor moves (a second's
    // wait: a late observer would have hydrated the course rows by then).
    await page.waitForTimeout(1000);
    expect(await hydratedIslands(page)).toEqual(["hero"]);

    // Scrolling to the courses wakes them (and what lies within a screen and a half), not the
    // header or the toaster.
    await page.locator("#all-inclusive").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="courses"]')).toHaveAttribute("data-hydrated", "true");
    const now = await hydratedIslands(page);
    expect(now).not.toContain("header");
    expect(now).not.toContain("toaster");
    // Hydrated, a row follows its own scrolling (the server's HTML has "right" enabled).
    await page
      .getByRole("list", { name: "K-12 Subjects courses" })
      .evaluate((row) => (row.scrollLeft = row.scrollWidth));
    await expect(
      page.getByRole("button", { name: "Scroll K-12 Subjects courses right" }),
    ).toBeDisabled();
    await context.close();
  });
}

test("the hero's motion follows the visitor's setting while the page is open", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await open(page, "/");
  const word = page.getByTestId("typing-word");
  const video = page.getByTestId("hero-video");
  await expect(video).toBeAttached();
  // Reduced motion switched on: the clip goes, the first word comes back and stays.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(video).toHaveCount(0);
  await expect(word).toHaveText("Limits");
  await page.waitForTimeout(2_500);
  await expect(word).toHaveText("Limits");
  // And off again: the clip is back and the word moves on from its hold.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect(video).toBeAttached();
  await expect(word).not.toHaveText("Limits", { timeout: 5_000 });
});

test("the words are typed only while the hero is on screen, and go on from where they stopped", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await open(page, "/");
  const word = page.getByTestId("typing-word");
  await expect(word).not.toHaveText("Limits", { timeout: 5_000 }); // typing has begun
  await page.getByRole("heading", { name: "Frequently Asked Questions" }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300); // the observer's report of the scroll comes with a frame
  // Every text the word shows for three seconds (longer than a word's hold and the keystrokes
  // around it), then, back at the top, the first text after the one it stopped at.
  const texts = (ms: number) =>
    word.evaluate(
      (el, ms) =>
        new Promise<string[]>((resolve) => {
          const seen = new Set<string>();
          const timer = setInterval(() => seen.add(el.firstChild?.textContent ?? ""), 10);
          setTimeout(() => {
            clearInterval(timer);
            resolve([...seen]);
          }, ms);
        }),
      ms,
    );
  const offScreen = await texts(3_000);
  expect(offScreen).toHaveLength(1);
  const paused = offScreen[0]!;
  const next = await word.evaluate(
    (el, paused) =>
      new Promise<string>((resolve) => {
        window.scrollTo(0, 0);
        const timer = setInterval(() => {
          const text = el.firstChild?.textContent ?? "";
          if (text === paused) return;
          clearInterval(timer);
          resolve(text);
        }, 5);
      }),
    paused,
  );
  // One keystroke on: a letter more or less of the same word, or the next word's first letter.
  const oneKeystroke =
    next === paused.slice(0, -1) ||
    (next.length === paused.length + 1 && next.startsWith(paused)) ||
    (paused === "" && next.length === 1);
  expect(oneKeystroke, `"${paused}" then "${next}"`).toBe(true);
});

// The typed word's line is size- and layout-contained (app/components/landing/hero.tsx), so a
// keystroke lays out that line alone: the line must be exactly one line of the headline tall, the
// longest word must fit it on one line at the narrowest phone, and nothing after it may move.
for (const width of [280, 1366]) {
  test(`at ${width} px the typed words fit their own line and the page below never moves`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await open(page, "/");
    const seen = await page.getByTestId("typing-word").evaluate(
      (word) =>
        new Promise<{ words: string[]; tops: number[]; overflows: string[] }>((resolve) => {
          const line = word.parentElement!;
          const below = line.closest("section")!.querySelector("p")!;
          const lineHeight = parseFloat(getComputedStyle(line.closest("h1")!).lineHeight);
          const words = new Set<string>();
          const tops = new Set<number>();
          const overflows = new Set<string>();
          const sample = () => {
            const text = word.firstChild?.textContent ?? "";
            words.add(text);
            tops.add(Math.round(below.getBoundingClientRect().top));
            const box = line.getBoundingClientRect();
            const ink = word.getBoundingClientRect();
            if (box.height !== lineHeight) overflows.add(`line ${box.height} px tall`);
            // Across only: an inline box's glyph area is taller than a tight line by design.
            if (ink.right > box.right + 0.5) overflows.add(`"${text}" wider than its line`);
            // One line: the word and its caret never wrap below the line's fixed height.
            const rows = new Set([...word.getClientRects()].map((r) => Math.round(r.top)));
            if (rows.size > 1) overflows.add(`"${text}" on ${rows.size} lines`);
            if (ink.right > document.documentElement.clientWidth)
              overflows.add(`"${text}" past the screen's edge`);
          };
          const timer = setInterval(sample, 20);
          // One whole cycle: "Limits" held, erased, "Restrictions" typed and held, erased.
          setTimeout(() => {
            clearInterval(timer);
            resolve({ words: [...words], tops: [...tops], overflows: [...overflows] });
          }, 7_000);
        }),
    );
    expect(seen.words).toEqual(expect.arrayContaining(["Limits", "Restrictions", "Res", ""]));
    expect(seen.overflows).toEqual([]);
    expect(seen.tops).toHaveLength(1);
    await context.close();
  });
}

// Before the islands entry itself has run (its loader waits for the first paint), a tap or a
// button's key is held by the inline loader and given again once the island is hydrated.
test("a tap and an Enter made before any island code has arrived are answered once it has", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser);
  const entry = await holdScript(page, "islands");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  await entry.requested; // asked for (by the tap, or by the first paint) and held back
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  entry.release();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Our Courses" })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  const keys = await holdScript(page, "islands");
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Language: English" }).focus();
  await page.keyboard.press("Enter");
  await keys.requested;
  keys.release();
  await expect(page.getByRole("menuitemcheckbox", { name: "English" })).toBeFocused();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // A text field's label is the browser's: it focuses its field without waiting for any code.
  const form = await holdScript(page, "islands");
  await page.goto("/get-started/parent", { waitUntil: "domcontentloaded" });
  await page.locator("label", { hasText: "Your name" }).tap();
  await expect(page.getByLabel("Your name")).toBeFocused();
  form.release();
  await context.close();
});

for (const failure of ["cannot be fetched", "fails as it runs"] as const) {
  test(`a click held before the entry arrived goes to the browser if the entry ${failure}`, async ({
    page,
  }) => {
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route("**/assets/islands/islands-*.js", async (route) => {
      await failed;
      if (failure === "cannot be fetched") await route.abort();
      else
        await route.fulfill({
          contentType: "text/javascript",
          body: 'throw new Error("the entry failed");',
        });
    });
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith("/contact"),
    );
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForTimeout(300);
    fail();
    // The form posts itself, as it would without JavaScript; the server names what is missing.
    await posted;
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  });
}

test("the header answers its first tap before it has hydrated: the phone menu opens", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser);
  await open(page, "/");
  expect(await hydratedIslands(page)).not.toContain("header");
  await page.getByRole("button", { name: "Open menu" }).tap();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "Our Courses" })).toBeVisible();
  await expect(page.locator('[data-island="header"]')).toHaveAttribute("data-hydrated", "true");
  await context.close();
});

/**
 * Opens `/` on a laptop screen with the header's code held back until `release` is called (the
 * island waits for it meanwhile), and finds the language menu's button.
 */
async function openWithTheHeadersCodeHeld(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/islands/site-header-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, "/");
  return { release, language: page.getByRole("button", { name: "Language: English" }) };
}

test("the header answers the keyboard before it has hydrated: Enter opens the language menu on its first entry", async ({
  page,
}) => {
  const { release, language } = await openWithTheHeadersCodeHeld(page);
  await language.focus();
  await page.keyboard.press("Enter");
  await expect(language).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(language).toHaveAttribute("aria-expanded", "true");
  // As on a hydrated page (tests/e2e/shell.spec.ts): the key moves focus into the menu.
  await expect(page.getByRole("menuitemcheckbox", { name: "English" })).toBeFocused();
});

test("two taps while the header's code loads open its menu once, not open and shut", async ({
  page,
}) => {
  const { release, language } = await openWithTheHeadersCodeHeld(page);
  await language.click();
  await language.click();
  release();
  await expect(page.locator('[data-island="header"]')).toHaveAttribute("data-hydrated", "true");
  await expect(language).toHaveAttribute("aria-expanded", "true");
});

test("the header's links are followed at once, without waiting for its code", async ({ page }) => {
  // The header's code never arrives: a link must not wait for it.
  await openWithTheHeadersCodeHeld(page);
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the toaster wakes with the first toast: the newsletter's success", async ({ page }) => {
  await open(page, "/");
  const section = page.locator('section[aria-labelledby="newsletter"]');
  await section.scrollIntoViewIfNeeded();
  // The form's own code has loaded (until then it would post without JavaScript).
  await expect(section.locator("form[data-live]")).toHaveCount(1);
  expect(await hydratedIslands(page)).not.toContain("toaster");
  await section.getByPlaceholder("Enter your email").fill(`wake-${Date.now()}@example.com`);
  await section.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("li[data-variant]").filter({ hasText: "Success!" })).toBeVisible();
  await expect(page.locator('[data-island="toaster"]')).toHaveAttribute("data-hydrated", "true");
});

test("after a failed redirect sign-in the error dialog's island wakes with the page", async ({
  page,
}) => {
  await open(page, "/?signin=google&error=access_denied");
  expect((await wakes(page))["sign-in-error"]).toBe("load");
  await expect(page.getByRole("dialog", { name: "Sign-in Error" })).toContainText(
    "Google sign-in was cancelled.",
  );
});
