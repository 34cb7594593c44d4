import { expect, test, type Locator, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expectNoAxeViolations } from "../support/axe";
import { E2E_BASE_URL, e2eDbFile } from "../support/e2e-env";
import { open } from "../support/navigation";

// The landing page (/), docs/product.md §7.4: eleven sections in order.

// Each section is labelled by its heading; found by that id (cheap), then checked by its name.
const SECTION_IDS: Record<string, string> = {
  "Learn Without Limits": "hero-title",
  "All-Inclusive Learning For Everyone!": "all-inclusive",
  "Unlock the Learnova Advantage": "advantage",
  Boards: "boards",
  "Our Dream is global learning Transformation": "about-us",
  "Our Best Services": "services",
  "What Our Happy Customer Says": "testimonials",
  "Blogs & Articles": "blogs-articles",
  "Frequently Asked Questions": "faq",
  "Stay Updated": "newsletter",
  "Our Clientele": "clientele",
};

/** The landing section (a region) named by its heading. */
async function region(page: Page, name: string): Promise<Locator> {
  const section = page.locator(`section[aria-labelledby="${SECTION_IDS[name]}"]`);
  // As a visitor reaches it: a section below the fold hydrates as it nears the screen
  // (docs/decisions/0046-landing-islands.md), and its island marks itself when it has.
  await section.scrollIntoViewIfNeeded();
  // Without JavaScript nothing hydrates (the page has no mark): there is nothing to wait for.
  if (await page.locator("html[data-hydrated]").count())
    await expect(
      page.locator(
        `[data-island]:not([data-hydrated]) section[aria-labelledby="${SECTION_IDS[name]}"]`,
      ),
    ).toHaveCount(0);
  await expect(section).toHaveRole("region");
  await expect(section).toHaveAccessibleName(name);
  return section;
}

/** The strip track's inline transform, as the animation writes it. */
const stripTransform = (page: Page) =>
  page
    .getByTestId("boards-strip")
    .locator("ul")
    .evaluate((el) => (el as HTMLElement).style.transform);

/**
 * Scrolls to the bottom in steps, so lazy images and observers see every section. Each step waits
 * for a frame or 250 ms, whichever comes first: on a loaded CI machine the renderer can hold a
 * frame back for as long as the test's limit, and the step only needs the observers' turn.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => {
        requestAnimationFrame(r);
        setTimeout(r, 250);
      });
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // A step that got no frame can leave an island scrolled past before its observer saw it: each
  // one still waiting is brought into view until it is hydrated, so what follows (axe) never
  // checks less of the page than a visitor scrolling through would see.
  // Only the islands that wake as they come into view (app/islands/entry.client.tsx): the
  // header waits for the visitor's use and the toaster for a toast, as with a visitor scrolling.
  const waiting = page.locator('[data-island][data-wake="visible"]:not([data-hydrated])');
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // By its name (one island of each on the page): `waiting.first()` moves on once it hydrates.
    const name = await waiting.first().getAttribute("data-island");
    const island = page.locator(`[data-island="${name}"]`);
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView());
    await expect(island).toHaveAttribute("data-hydrated", "true");
  }
}

/** "Read More: <title>" (spacing around the colon aside, as sr-only text may add one). */
const readMoreName = (title: string) =>
  new RegExp(`^Read More\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The opacity and scale a blog slide is drawn with (after its transition). */
async function slideLook(slide: Locator): Promise<{ opacity: number; scale: number }> {
  return slide.evaluate((el) => {
    const style = getComputedStyle(el);
    const m = new DOMMatrixReadOnly(style.transform);
    return {
      opacity: Math.round(Number(style.opacity) * 100) / 100,
      scale: Math.round(Math.hypot(m.a, m.b) * 100) / 100,
    };
  });
}

test.describe("hero", () => {
  test("headline with typing words, and the two calls to action", async ({ page }) => {
    // Every text the typing word shows, in order, recorded in the page from the first paint
    // (sampling from the test could miss a 2000 ms hold on a busy machine).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { typed: string[] }).typed = seen;
      const record = () => {
        const text = document.querySelector("[data-testid=typing-word]")?.textContent?.trim();
        if (text !== undefined && seen[seen.length - 1] !== text) seen.push(text);
      };
      document.addEventListener("DOMContentLoaded", () => {
        record();
        new MutationObserver(record).observe(document.body, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
    });
    const typed = () => page.evaluate(() => (window as unknown as { typed: string[] }).typed);
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      "Learn Without Limits",
    );
    await expect(page.getByTestId("typing-word")).toBeVisible();
    // Held 2000 ms, erased and typed at 50 ms a keystroke: "Restrictions" ~3 s after
    // hydration, then back to "Limits" ~3 s later.
    const whole = (seen: string[]) => seen.filter((t) => t === "Limits" || t === "Restrictions");
    await expect
      .poll(async () => whole(await typed()).slice(0, 3), { timeout: 10_000 })
      .toEqual(["Limits", "Restrictions", "Limits"]);
    const seen = await typed();
    expect(seen[0], "the server's word").toBe("Limits");
    // Typed letter by letter: "Limits" erased to nothing, then "R", "Re", … "Restrictions".
    const toSecond = seen.slice(0, seen.indexOf("Restrictions") + 1);
    expect(toSecond).toEqual([
      "Limits",
      "Limit",
      "Limi",
      "Lim",
      "Li",
      "L",
      "",
      ...Array.from("Restrictions", (_, i) => "Restrictions".slice(0, i + 1)),
    ]);

    const hero = await region(page, "Learn Without Limits");
    await expect(hero.getByRole("link", { name: "Get Started for Free" })).toHaveAttribute(
      "href",
      "/get-started",
    );
    await expect(hero.getByRole("link", { name: "Explore Courses" })).toHaveAttribute(
      "href",
      "/courses",
    );
  });

  // A lazy image gets its src from script (app/components/ui/image.tsx); without script only its
  // <noscript> copy may show, never the empty image beside it with a broken image's icon.
  test("without JavaScript every image that shows has loaded, on the pages with card images", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      for (const path of ["/", "/courses", "/blogs"]) {
        await page.goto(path, { waitUntil: "load" });
        const shown = await page.evaluate(() =>
          [...document.images]
            .filter((img) => getComputedStyle(img).display !== "none")
            .map((img) => ({ alt: img.alt, loaded: img.complete && img.naturalWidth > 0 })),
        );
        expect(shown.length, path).toBeGreaterThan(5);
        expect(
          shown.filter((img) => !img.loaded),
          path,
        ).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  test("without JavaScript the text, course cards and links are in the HTML", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: E2E_BASE_URL,
    });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
        "Learn Without Limits",
      );
      await expect(page.getByTestId("typing-word")).toHaveText("Limits");
      await expect(page.getByRole("link", { name: "Get Started for Free" })).toHaveAttribute(
        "href",
        "/get-started",
      );
      expect(await page.locator("main h2").allTextContents()).toEqual([
        "All-Inclusive Learning For Everyone!",
        "Unlock the Learnova Advantage",
        "Boards",
        "Our Dream is global learning Transformation",
        "Our Best Services",
        "What Our Happy Customer Says",
        "Blogs & Articles",
        "Frequently Asked Questions",
        "Stay Updated",
        "Our Clientele",
      ]);
      for (const label of ["K-12 Subjects courses", "Languages courses", "Mental Health courses"]) {
        const list = page.getByRole("list", { name: label });
        expect(await list.getByRole("listitem").count(), label).toBeGreaterThan(0);
        await expect(list.getByRole("link").first()).toHaveAttribute("href", /^\/courses\/[\w-]+$/);
        await expect(list.locator("h4").first()).not.toBeEmpty();
        // The lazy image's <noscript> copy shows without JavaScript.
        await expect(list.locator("img[src]").first()).toBeVisible();
      }
      await expect(
        (await region(page, "All-Inclusive Learning For Everyone!")).getByRole("link", {
          name: "Explore Courses",
        }),
      ).toHaveAttribute("href", "/courses");
      await expect(page.getByRole("link", { name: /^Read More\b.*about us$/ })).toHaveAttribute(
        "href",
        "/about",
      );
      await expect(page.getByRole("link", { name: "Explore Blogs" })).toHaveAttribute(
        "href",
        "/blogs",
      );
      await expect(page.getByText("7 / 13")).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the word, the video and the boards strip all stay still", async ({ page }) => {
    await open(page, "/");
    const word = page.getByTestId("typing-word");
    const track = page.getByTestId("boards-strip").locator("ul");
    // Longer than the 2000 ms hold plus the erase: a moving word would have changed by now.
    const deadline = Date.now() + 3_300;
    while (Date.now() < deadline) {
      await expect(word).toHaveText("Limits", { timeout: 100 });
      await page.waitForTimeout(250);
    }
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    expect(await stripTransform(page)).toBe("");
    expect(await track.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    // The strip runs only while on screen, and its logos load lazily as it nears the screen,
    // which lays the row out again: bring it there and let the row settle before measuring
    // (when a browser starts loading them is its own choice, so a position read earlier is a
    // race). A moving strip never settles, and fails here.
    await track.scrollIntoViewIfNeeded();
    let last = "";
    await expect
      .poll(
        async () => {
          const box = JSON.stringify(await track.boundingBox());
          const settled = box === last;
          last = box;
          return settled;
        },
        { intervals: [300] },
      )
      .toBe(true);
    const before = (await track.boundingBox())!.x;
    await page.waitForTimeout(1_000);
    expect((await track.boundingBox())!.x).toBe(before);
    expect(await stripTransform(page)).toBe("");
  });
});

test.describe("motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the video attaches after load; the strip moves and pauses under the pointer", async ({
    page,
  }) => {
    await open(page, "/");
    const video = page.getByTestId("hero-video");
    await expect(video).toBeAttached();
    await expect(video).toHaveAttribute("aria-hidden", "true");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);

    const strip = page.getByTestId("boards-strip");
    await strip.scrollIntoViewIfNeeded();
    const first = await stripTransform(page);
    await expect.poll(() => stripTransform(page)).not.toBe(first);
    await expect.poll(() => stripTransform(page)).toMatch(/^translate3d\(-?[\d.]+px, 0px, 0px\)$/);

    await strip.hover();
    // Give the pointerenter a frame to land, then the offset must hold still.
    await page.waitForTimeout(100);
    const held = await stripTransform(page);
    await page.waitForTimeout(800);
    expect(await stripTransform(page)).toBe(held);

    // Moving off the strip starts it again.
    await page.mouse.move(5, 5);
    await expect.poll(() => stripTransform(page)).not.toBe(held);
  });
});

test("course carousels: three labelled rows, arrows scroll one card plus the gap", async ({
  page,
}) => {
  await open(page, "/");
  const section = await region(page, "All-Inclusive Learning For Everyone!");
  await expect(
    section.getByText(
      "Learn at your own pace, from any device, with our flexible online platform.",
    ),
  ).toBeVisible();
  for (const label of ["K-12 Subjects courses", "Languages courses", "Mental Health courses"]) {
    const list = section.getByRole("list", { name: label, exact: true });
    await expect(list).toBeVisible();
    await expect(section.getByRole("button", { name: `Scroll ${label} left` })).toBeDisabled();
    const hrefs = await list
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length, label).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, label).toMatch(/^\/courses\/[a-z0-9-]+$/);
  }

  const k12 = section.getByRole("list", { name: "K-12 Subjects courses", exact: true });
  const scrollLeft = () => k12.evaluate((el) => el.scrollLeft);
  expect(
    await k12
      .locator("li")
      .first()
      .evaluate((li) => li.getBoundingClientRect().width),
  ).toBe(256);
  expect(await scrollLeft()).toBe(0);
  const right = section.getByRole("button", { name: "Scroll K-12 Subjects courses right" });
  const left = section.getByRole("button", { name: "Scroll K-12 Subjects courses left" });
  await expect(right).toBeEnabled();
  await right.click();
  await expect.poll(scrollLeft).toBe(272);
  await expect(left).toBeEnabled();
  await right.click();
  await expect.poll(scrollLeft).toBe(544);
  await left.click();
  await expect.poll(scrollLeft).toBe(272);

  await expect(section.getByRole("link", { name: "Explore Courses" })).toHaveAttribute(
    "href",
    "/courses",
  );
});

test("advantages and boards: headings, the four cards, and six logos repeated ten times", async ({
  page,
}) => {
  await open(page, "/");
  // The browser adds the nine decorative copies when the strip comes near the screen (reaching
  // the advantages above it brings it near).
  await expect(page.getByTestId("board-logo")).toHaveCount(6);
  const advantages = await region(page, "Unlock the Learnova Advantage");
  await expect(advantages.getByRole("heading", { level: 3 })).toHaveText([
    "Personalized Learning Journey",
    "Engaging & Interactive Content",
    "Expert Guidance & Insights",
    "Flexible Learning Anytime, Anywhere",
  ]);

  const boards = await region(page, "Boards");
  await expect(
    boards.getByText("Trusted by Leading Educational Boards & Institutions Worldwide"),
  ).toBeVisible();
  await boards.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("board-logo")).toHaveCount(60);
  // Only the first copy is exposed: six named logos; the other 54 are decorative.
  const named = boards.getByRole("img");
  await expect(named).toHaveCount(6);
  const alts = await named.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
  expect(alts.map((a) => a?.match(/\(([^)]+)\)$/)?.[1])).toEqual([
    "CBSE",
    "ICSE",
    "IGCSE",
    "IB",
    "State Boards",
    "A Level",
  ]);
  const emptyAlts = await page.getByTestId("board-logo").locator("img[alt='']").count();
  expect(emptyAlts).toBe(54);
});

test("about teaser: heading, Read More to /about, a 400×400 image", async ({ page }) => {
  await open(page, "/");
  const about = await region(page, "Our Dream is global learning Transformation");
  await expect(about).toBeVisible();
  const image = about.getByRole("img");
  await expect(image).toHaveAttribute("width", "400");
  await expect(image).toHaveAttribute("height", "400");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
  const readMore = about.getByRole("link", { name: /^Read More/ });
  await expect(readMore).toHaveAccessibleName(/^Read More\b.*about us$/);
  await readMore.click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a lazy image keeps its element as it comes into view and loads (app/components/ui/image.tsx)", async ({
  page,
}) => {
  await open(page, "/");
  // Held before the section is near the screen: the element a visitor's browser (or anything
  // holding it) has from the start is the one that loads, not a replacement.
  const early = await page
    .locator('section[aria-labelledby="about-us"] img:not(noscript img)')
    .elementHandle();
  await region(page, "Our Dream is global learning Transformation");
  const image = page.locator('section[aria-labelledby="about-us"]').getByRole("img");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
  expect(
    await early!.evaluate((i) => i.isConnected && (i as HTMLImageElement).naturalWidth > 0),
  ).toBe(true);
  // Its modern formats are offered once it is near: the <picture>'s sources.
  expect(await early!.evaluate((i) => i.parentElement?.querySelectorAll("source").length)).toBe(2);
});

test("services: heading, subtitle and three cards", async ({ page }) => {
  await open(page, "/");
  const services = await region(page, "Our Best Services");
  await expect(services.getByText("Premium Learning Services Designed for You!")).toBeVisible();
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Social Interaction",
    "Virtual Learning",
    "Online Curriculum",
  ]);
});

test.describe("testimonials on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("filters, arrows that stop at the ends, and a filter change that resets", async ({
    page,
  }) => {
    await open(page, "/");
    const section = await region(page, "What Our Happy Customer Says");
    const filters = section.getByRole("group", { name: "Show testimonials from" });
    await expect(filters.getByRole("button")).toHaveText([
      "All",
      "Students",
      "Professional",
      "Clients",
      "Parents",
    ]);
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    for (const f of ["Students", "Professional", "Clients", "Parents"]) {
      await expect(filters.getByRole("button", { name: f })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
    }

    const track = page.getByTestId("testimonial-track");
    const cards = track.getByRole("listitem");
    const prev = section.getByRole("button", { name: "Previous testimonial" });
    const next = section.getByRole("button", { name: "Next testimonial" });
    // Six are seeded; five while "an empty category says so" (run in parallel) hides Clients.
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect([5, 6]).toContain(total);
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(cards.first()).toHaveAttribute("aria-current", "true");

    for (let i = 1; i < total; i++) {
      await next.click();
      await expect(cards.nth(i)).toHaveAttribute("aria-current", "true");
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await filters.getByRole("button", { name: "Students" }).click();
    await expect(filters.getByRole("button", { name: "Students" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(cards).toHaveCount(2);
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(cards.first()).toHaveAttribute("aria-current", "true");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);

    // From the second Students card back to All: first card again, scrolled to the start.
    await next.click();
    await expect(cards.nth(1)).toHaveAttribute("aria-current", "true");
    await filters.getByRole("button", { name: "All" }).click();
    await expect(cards).toHaveCount(total);
    await expect(cards.first()).toHaveAttribute("aria-current", "true");
    await expect(cards.nth(1)).not.toHaveAttribute("aria-current", "true");
    await expect(prev).toBeDisabled();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("an empty category says so", async ({ page }) => {
    // Hides the only Clients testimonial; bumping the content version makes the server drop
    // its cached copy of the page (it checks every two seconds).
    const setClients = (published: 0 | 1): string[] => {
      const db = new SQLite(e2eDbFile());
      try {
        db.pragma("busy_timeout = 5000");
        db.prepare("update testimonial set published = ? where category = 'Clients'").run(
          published,
        );
        db.prepare(
          `insert into appSetting (key, value, updatedAt) values ('contentVersion', ?, ?)
           on conflict (key) do update set value = excluded.value, updatedAt = excluded.updatedAt`,
        ).run(`e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, new Date().toISOString());
        return db
          .prepare("select name from testimonial where category = 'Clients'")
          .all()
          .map((r) => (r as { name: string }).name);
      } finally {
        db.close();
      }
    };
    const served = async () => (await page.request.get("/")).text();
    try {
      const [name] = setClients(0);
      expect(name).toBeTruthy();
      await expect.poll(served, { timeout: 10_000 }).not.toContain(name);
      await open(page, "/");
      const section = await region(page, "What Our Happy Customer Says");
      await section.getByRole("button", { name: "Clients" }).click();
      await expect(section.getByRole("status")).toHaveText(
        "No testimonials found for this category.",
      );
      await expect(page.getByTestId("testimonial-track")).toHaveCount(0);
      await expect(section.getByRole("button", { name: "Next testimonial" })).toHaveCount(0);
      await section.getByRole("button", { name: "Parents" }).click();
      await expect(page.getByTestId("testimonial-track").getByRole("listitem")).toHaveCount(2);
      await expect(section.getByText("No testimonials found for this category.")).toHaveCount(0);
    } finally {
      const [name] = setClients(1);
      await expect.poll(served, { timeout: 10_000 }).toContain(name);
    }
  });
});

test.describe("testimonials on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the arrows are hidden on small screens; the track scrolls from the keyboard", async ({
    page,
  }) => {
    await open(page, "/");
    const section = await region(page, "What Our Happy Customer Says");
    await section.scrollIntoViewIfNeeded();
    const track = page.getByTestId("testimonial-track");
    await expect(track.getByRole("listitem").first()).toBeVisible();
    await expect(section.getByRole("button", { name: "Previous testimonial" })).toBeHidden();
    await expect(section.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    // Without arrows the cards are swiped; a keyboard user focuses the track and uses →.
    await track.focus();
    await expect(track).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test("blog carousel: starts in the middle, five visible, wraps both ways", async ({ page }) => {
  await open(page, "/");
  const section = await region(page, "Blogs & Articles");
  const slides = page.getByTestId("blog-slide");
  const counter = section.getByText(/^\d+ \/ 13$/);
  await expect(slides).toHaveCount(13);
  await expect(counter).toHaveText("7 / 13");
  await expect(slides.nth(6)).toHaveAttribute("data-offset", "0");
  await section.scrollIntoViewIfNeeded();

  const offsets = await slides.evaluateAll((els) => els.map((e) => Number(e.dataset.offset)));
  expect(offsets).toEqual([-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6]);
  const shown = await slides.evaluateAll((els) =>
    els.map((e) => getComputedStyle(e).visibility === "visible" && e.getClientRects().length > 0),
  );
  expect(shown).toEqual(offsets.map((o) => Math.abs(o) <= 2));
  await expect(section.locator("[data-testid=blog-slide]:visible")).toHaveCount(5);

  // Side cards are smaller and fainter, more so further out.
  const looks = await Promise.all([4, 5, 6, 7, 8].map((i) => slideLook(slides.nth(i))));
  expect(looks[2]).toEqual({ opacity: 1, scale: 1 });
  expect(looks[1]).toEqual(looks[3]);
  expect(looks[0]).toEqual(looks[4]);
  expect(looks[1].opacity).toBeLessThan(1);
  expect(looks[1].scale).toBeLessThan(1);
  expect(looks[0].opacity).toBeLessThan(looks[1].opacity);
  expect(looks[0].scale).toBeLessThan(looks[1].scale);

  // Only the centre card's link is reachable; it goes to that post.
  const centreTitle = await slides.nth(6).getByRole("heading").textContent();
  const readMore = section.getByRole("link", { name: /^Read More/ });
  await expect(readMore).toHaveCount(1);
  await expect(readMore).toHaveAccessibleName(readMoreName(centreTitle!));
  await expect(readMore).toHaveAttribute("href", /^\/blog\/\d+$/);

  const next = section.getByRole("button", { name: "Next article" });
  const prev = section.getByRole("button", { name: "Previous article" });
  for (let n = 8; n <= 13; n++) {
    await next.click();
    await expect(counter).toHaveText(`${n} / 13`);
  }
  await next.click();
  await expect(counter).toHaveText("1 / 13");
  await expect(slides.first()).toHaveAttribute("data-offset", "0");
  await expect(slides.last()).toHaveAttribute("data-offset", "-1");
  await expect(slides.nth(11)).toHaveAttribute("data-offset", "-2");
  await expect(slides.nth(11)).toBeVisible();

  await prev.click();
  await expect(counter).toHaveText("13 / 13");
  await expect(slides.last()).toHaveAttribute("data-offset", "0");
  await expect(slides.first()).toHaveAttribute("data-offset", "1");

  const lastTitle = await slides.last().getByRole("heading").textContent();
  await expect(readMore).toHaveAccessibleName(readMoreName(lastTitle!));
  await expect(section.getByRole("link", { name: "Explore Blogs" })).toHaveAttribute(
    "href",
    "/blogs",
  );
});

test("FAQ: the second question starts open; one open at a time; a click closes it", async ({
  page,
}) => {
  await open(page, "/");
  const faq = await region(page, "Frequently Asked Questions");
  const triggers = faq.getByRole("button");
  await expect(triggers).toHaveCount(5);
  const expanded = () =>
    triggers.evaluateAll((els) => els.map((e) => e.getAttribute("aria-expanded")));
  expect(await expanded()).toEqual(["false", "true", "false", "false", "false"]);
  await expect(faq.getByRole("region")).toHaveCount(1);

  await triggers.nth(3).click();
  await expect.poll(expanded).toEqual(["false", "false", "false", "true", "false"]);
  await expect(faq.getByRole("region")).toHaveCount(1);

  await triggers.nth(3).click();
  await expect.poll(expanded).toEqual(["false", "false", "false", "false", "false"]);
  await expect(faq.getByRole("region")).toHaveCount(0);
});

test.describe("newsletter", () => {
  test("a bad address is refused in the page, with no request", async ({ page }) => {
    await open(page, "/");
    const section = await region(page, "Stay Updated");
    // The form's own code loads after the page's (until then it would post without JavaScript).
    await expect(section.locator("form[data-live]")).toHaveCount(1);
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/functions/")) calls.push(r.url());
    });
    const input = section.getByPlaceholder("Enter your email");
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAccessibleName("Email address");
    await input.fill("not-an-email");
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(section.getByText("Invalid email address.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Invalid email address.");
    await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(calls).toEqual([]);
  });

  test("a good address: 'Subscribing...' while running, then the success toast", async ({
    page,
  }) => {
    // The request is held ~800 ms, and in any case until the busy state has been seen (on a
    // slow machine the two checks below can take longer than the delay).
    let seen!: () => void;
    const busySeen = new Promise<void>((r) => (seen = r));
    await page.route("**/api/functions/subscribeToNewsletter", async (route) => {
      await Promise.all([new Promise((r) => setTimeout(r, 800)), busySeen]);
      await route.continue();
    });
    await open(page, "/");
    const section = await region(page, "Stay Updated");
    // The form's own code loads after the page's (until then it would post without JavaScript).
    await expect(section.locator("form[data-live]")).toHaveCount(1);
    const input = section.getByPlaceholder("Enter your email");
    await input.fill(`news-${Date.now()}-${test.info().workerIndex}@example.com`);
    const response = page.waitForResponse("**/api/functions/subscribeToNewsletter");
    await section.getByRole("button", { name: "Subscribe" }).click();
    const busy = section.getByRole("button", { name: "Subscribing..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    seen();
    expect((await response).ok()).toBe(true);
    const toast = page.locator("li[data-variant]").filter({ hasText: "Success!" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("You have been subscribed to our newsletter.");
    await expect(input).toHaveValue("");
    await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("a server failure shows the destructive error toast", async ({ page }) => {
    await page.route("**/api/functions/subscribeToNewsletter", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { status: "INTERNAL", message: "boom" } }),
      }),
    );
    await open(page, "/");
    const section = await region(page, "Stay Updated");
    // The form's own code loads after the page's (until then it would post without JavaScript).
    await expect(section.locator("form[data-live]")).toHaveCount(1);
    const input = section.getByPlaceholder("Enter your email");
    await input.fill("someone@example.com");
    await section.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("li[data-variant]").filter({ hasText: "Error" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      "There was a problem subscribing to our newsletter. Please try again.",
    );
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(input).toHaveValue("someone@example.com");
    await expect(section.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});

test("clientele: heading, tagline and the world map", async ({ page }) => {
  await open(page, "/");
  const section = await region(page, "Our Clientele");
  await expect(
    section.getByText("Empowering Learners in Every Corner of the World!"),
  ).toBeVisible();
  const map = section.getByRole("img", { name: /world/i });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect
    .poll(() => map.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 360, height: 740 },
]) {
  test.describe(`axe on the landing page at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("no violations with every section rendered and an FAQ item open", async ({ page }) => {
      // axe over the whole landing page is slow on a busy machine.
      test.setTimeout(60_000);
      await open(page, "/");
      await scrollThrough(page);
      const faq = await region(page, "Frequently Asked Questions");
      const first = faq.getByRole("button").first();
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `/ at ${viewport.width}px`);
    });
  });
}
