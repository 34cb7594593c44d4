import { expect, test, type Page } from "@playwright/test";
import { holdScript, islandHydrated, routerOnPage } from "../support/islands";
import { open } from "../support/navigation";

// The content pages served as islands (docs/decisions/0060-content-pages-as-islands.md): no router
// in the browser, the shared header and toasts as islands, and the images outside every island
// given their lazy loading and fallback by a plain script (app/islands/static-images.ts).

const CONTENT_PAGES = [
  "/about",
  "/terms-of-service",
  "/privacy-policy",
  "/data-deletion-policy",
  "/blogs",
  "/blog/9",
  "/contact",
  "/help",
  "/courses",
];

for (const path of CONTENT_PAGES) {
  test(`${path} is served as islands: no router, the header's menu still answers a click`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await open(page, path);
    expect(await routerOnPage(page)).toBe(false);
    await expect(page.locator('[data-island="header"]')).toHaveAttribute("data-wake", "use");
    const language = page.getByRole("banner").getByRole("button", { name: "Language: English" });
    await language.click();
    await expect(page.getByRole("menuitemcheckbox", { name: "English" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("/contact at rest: the form and the FAQ wait for the visitor, and React is not loaded", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await open(page, "/contact");
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-wake", "use");
  await expect(page.locator('[data-island="contact-faq"]')).toHaveAttribute("data-wake", "use");
  await page.waitForTimeout(500);
  expect(scripts.filter((u) => /contact-form|contact-faq|react-dom|client-/.test(u))).toEqual([]);
});

test("/contact: what is typed before the form's code arrives is kept, and the form then checks it", async ({
  page,
}) => {
  const { release, requested } = await holdScript(page, "contact-form");
  await open(page, "/contact");
  const name = page.getByRole("textbox", { name: "Name" });
  await name.fill("A");
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-address");
  await requested;
  expect(await islandHydrated(page, "contact-form")).toBeNull();
  release();
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  await expect(name).toHaveValue("A");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  // Checked in the browser: the page was not posted.
  await expect(page).toHaveURL(/\/contact$/);
});

test("/contact: a FAQ question clicked before its code arrives opens once it has", async ({
  page,
}) => {
  const { release, requested } = await holdScript(page, "contact-faq");
  await open(page, "/contact");
  const question = page.locator("#faq").getByRole("button", { name: "How do I sign my child up?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await requested;
  expect(await islandHydrated(page, "contact-faq")).toBeNull();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(question).toHaveAttribute("aria-expanded", "true");
});

test("/help: a search typed before its code arrives filters the answers once it has", async ({
  page,
}) => {
  const { release, requested } = await holdScript(page, "help-center");
  await open(page, "/help");
  const count = page.getByTestId("help-count");
  const all = await count.textContent();
  expect(all).toMatch(/^\d+ answers in \d+ topics$/);
  await page.getByLabel("Search the Help Center").fill("refund");
  await requested;
  expect(await islandHydrated(page, "help-center")).toBeNull();
  await expect(count).toHaveText(all!);
  release();
  await expect(count).toHaveText(/^\d+ answers? for “refund”$/);
  await expect(page).toHaveURL(/\/help$/);
});

test("a page the router hydrates still has the router", async ({ page }) => {
  await open(page, "/unsubscribe");
  expect(await routerOnPage(page)).toBe(true);
});

/** Each card image's state on /blogs: its address (null while lazy) and its sources. */
const cardImages = (page: Page) =>
  page.locator("main img[data-static-image]").evaluateAll((images) =>
    images.map((img) => ({
      src: img.getAttribute("src"),
      sources: img.parentElement?.querySelectorAll("source").length ?? 0,
      top: img.getBoundingClientRect().top,
    })),
  );

test.describe("images on a page served as islands", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a lazy image gets its address and modern sources only near the viewport", async ({
    page,
  }) => {
    await open(page, "/blogs");
    // The first card's image is eager: its address is in the HTML.
    const first = await cardImages(page);
    expect(first.length).toBeGreaterThan(3);
    expect(first[0]!.src).not.toBeNull();
    const far = first.filter((i) => i.top > 844 * 2);
    expect(far.length).toBeGreaterThan(0);
    for (const image of far) {
      expect(image.src).toBeNull();
      expect(image.sources).toBe(0);
    }
    // Scrolled to the last card: it loads, with its AVIF and WebP sources before the <img>.
    const last = page.locator("main img[data-static-image]").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("src", /\/images\/blog\/.+\.webp$/);
    await expect.poll(() => last.evaluate((img) => img.parentElement?.tagName)).toBe("PICTURE");
    expect(await last.evaluate((img) => img.parentElement!.querySelectorAll("source").length)).toBe(
      2,
    );
    await expect
      .poll(() => last.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test("an image whose address fails shows the neutral illustration, eager or lazy", async ({
    page,
  }) => {
    // Every blog image fails: the post's eager cover (failed before the script ran) and the
    // lazy images of the recent posts beside it (failing as they load).
    await page.route("**/images/blog/**", (route) => route.fulfill({ status: 404, body: "" }));
    await open(page, "/blog/9");
    const cover = page.locator("article img").first();
    await expect(cover).toHaveAttribute("src", "/images/fallback.svg");
    const lazy = page.locator("main img[data-static-image]").last();
    await lazy.scrollIntoViewIfNeeded();
    await expect(lazy).toHaveAttribute("src", "/images/fallback.svg");
    // The fallback replaced the sources too (a failed source would fail the image again).
    expect(await lazy.evaluate((img) => img.parentElement!.querySelectorAll("source").length)).toBe(
      0,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lazy image is shown from its <noscript> copy", async ({ page }) => {
    await page.goto("/blogs");
    // Without scripting the browser parses <noscript> as markup: the copy is a real image.
    const copy = page.locator("main noscript img").last();
    await copy.scrollIntoViewIfNeeded();
    await expect(copy).toBeVisible();
    await expect(copy).toHaveAttribute("src", /\/images\/blog\/.+\.webp$/);
  });
});
