import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectEveryArticle } from "../support/lists";
import { open } from "../support/navigation";

test.describe("course catalogue", () => {
  test("lists all 31 published courses, server-rendered", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByTestId("result-count")).toHaveText("31 courses");
    await expect(page.locator("main ul li article")).toHaveCount(31);
  });

  test("filters by category, level and audience, kept in the URL", async ({ page }) => {
    await open(page, "/courses");
    await page.getByLabel("Category").selectOption("Languages");
    await expect(page).toHaveURL(/category=Languages/);
    await expectEveryArticle(page, "Languages");
    const count = await page.locator("main article h2").count();

    await page.getByLabel("Level").selectOption("Beginner");
    await expect(page).toHaveURL(
      /category=Languages.*level=Beginner|level=Beginner.*category=Languages/,
    );
    await expectEveryArticle(page, "Beginner");
    const narrowed = await page.locator("main article").count();
    expect(narrowed).toBeLessThanOrEqual(count);

    // The same URL, opened fresh, shows the same list with the same controls set.
    const url = page.url();
    await page.goto(url);
    await expect(page.getByLabel("Category")).toHaveValue("Languages");
    await expect(page.getByLabel("Level")).toHaveValue("Beginner");
    await expect(page.locator("main article")).toHaveCount(narrowed);
  });

  test("searches by text and shows an empty state with a way back", async ({ page }) => {
    await open(page, "/courses");
    await page.getByLabel("Search").fill("spanish");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=spanish/);
    await expect(page.locator("main article h2").first()).toContainText(/Spanish/i);

    await page.goto("/courses?q=zzzz-nothing-matches");
    await expect(
      page.getByRole("heading", { name: "No courses match these filters" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Show all courses" }).click();
    await expect(page.getByTestId("result-count")).toHaveText("31 courses");
  });

  test("one match reads 'matches'; a search is at most 100 characters, a longer address is cut", async ({
    page,
  }) => {
    await page.goto("/courses?q=spanish&category=Languages&level=Beginner");
    await expect(page.getByTestId("result-count")).toHaveText("1 course matches your filters");
    const search = page.getByLabel("Search");
    await expect(search).toHaveAttribute("maxlength", "100");
    // An address with a longer search (typed by hand) runs its first 100 characters.
    await page.goto(`/courses?q=spanish${"x".repeat(150)}`);
    await expect(search).toHaveValue(`spanish${"x".repeat(93)}`);
    await expect(page.getByTestId("result-count")).toHaveText("0 courses match your filters");
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/courses");
    await page.getByLabel("Audience").selectOption("children");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/audience=children/);
    await expect(page.getByTestId("result-count")).toHaveText(
      /\d+ (course matches|courses match) your filters/,
    );
    await context.close();
  });

  test("a course card opens its page with every detail and a prefilled demo link", async ({
    page,
  }) => {
    await page.goto("/courses?q=primary computing");
    await page.getByRole("link", { name: "Primary Computing" }).click();
    await expect(page).toHaveURL(/\/courses\/primary-computing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Primary Computing" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you'll learn" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=what-you-learn] li")).toHaveCount(4);
    const facts = page.getByRole("complementary", { name: "Course facts" });
    for (const label of ["Level", "For", "Duration", "Sessions", "Format"]) {
      await expect(facts.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Book a free demo" }).first()).toHaveAttribute(
      "href",
      "/get-started?course=primary-computing",
    );
    await expectNoAxeViolations(page, "/courses/primary-computing");
  });
});

test.describe("blog", () => {
  test("lists posts newest first, filters by category and paginates", async ({ page }) => {
    await page.goto("/blogs");
    // 13 seeded posts (other specs may add one of their own).
    await expect(page.getByTestId("post-count")).toHaveText(/^1[34] articles · page 1 of 2$/);
    const dates = await page
      .locator("main article time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(4);

    await page
      .getByRole("navigation", { name: "Blog categories" })
      .getByRole("link", { name: "Parenting" })
      .click();
    await expect(page).toHaveURL(/category=PARENTING/);
    await expectEveryArticle(page, "Parenting");
  });

  test("an article shows its date, category, image, body, recent posts and the call to action", async ({
    page,
  }) => {
    await page.goto("/blogs");
    const first = page.locator("main article").first();
    const title = (await first.locator("h2").innerText()).trim();
    await first.getByRole("link", { name: /Read More/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article time").first()).toBeVisible();
    await expect(page.locator(".prose-learnova h2").first()).toBeVisible();
    const recent = page
      .getByRole("complementary")
      .filter({ has: page.getByRole("heading", { name: "Recent posts" }) });
    await expect(recent.getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Try a live class, free" })).toBeVisible();
    await expect(page.locator(".prose-learnova a[href='/get-started']").last()).toBeVisible();
  });

  test("the post with a table renders it", async ({ page }) => {
    await page.goto("/blog/9");
    await expect(page.locator(".prose-learnova table")).toBeVisible();
    await expect(page.locator(".prose-learnova table th").first()).toBeVisible();
    await expectNoAxeViolations(page, "/blog/9");
  });
});

test.describe("content pages", () => {
  test("about tells the story from 2024, with study abroad, internships and research", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByText(/began in 2024 as a small online language school/)).toBeVisible();
    for (const h of ["Study abroad programmes", "Internships", "Research collaborations"]) {
      await expect(page.getByRole("heading", { name: h })).toBeVisible();
    }
  });

  test("help centre groups answers by topic and searches them", async ({ page }) => {
    await open(page, "/help");
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    await page.getByLabel("Search the Help Center").fill("microphone");
    await expect(page.getByTestId("help-count")).toContainText("for “microphone”");
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    await page.getByLabel("Search the Help Center").fill("qqqqzzzz");
    await expect(page.getByText("No answers match “qqqqzzzz”.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Visit FAQ Page" })).toHaveAttribute(
      "href",
      "/contact#faq",
    );
  });

  test("help search works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/help?q=refund");
    await expect(page.getByTestId("help-count")).toContainText("for “refund”");
    await context.close();
  });

  for (const [path, heading] of [
    ["/terms-of-service", "Terms of Service"],
    ["/privacy-policy", "Privacy Policy"],
    ["/data-deletion-policy", "Data Deletion Policy"],
  ] as const) {
    test(`${path} shows the whole policy`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading.split(" ")[0]);
      expect(await page.locator(".prose-learnova h2").count()).toBeGreaterThan(5);
    });
  }
});

test.describe("search engines", () => {
  test("every public page has its own title, description and canonical URL", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of [
      "/",
      "/about",
      "/courses",
      "/courses/primary-computing",
      "/blogs",
      "/blog/1",
      "/help",
      "/privacy-policy",
    ]) {
      await page.goto(path);
      const title = await page.title();
      expect(seen.has(title), `${path} title is unique`).toBe(false);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /\/images\/og\/.+\.jpg$/,
      );
    }
    await page.goto("/courses/primary-computing");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/courses\/primary-computing$/,
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(ld["@type"]).toBe("Course");
  });

  test("sitemap.xml, robots.txt and the RSS feed", async ({ page, request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const rss = await request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    await page.goto("/about");
    const parsed = await page.evaluate(
      ([s, r]) => {
        const p = new DOMParser();
        const sm = p.parseFromString(s, "application/xml");
        const feed = p.parseFromString(r, "application/xml");
        return {
          errors:
            sm.getElementsByTagName("parsererror").length +
            feed.getElementsByTagName("parsererror").length,
          locs: [...sm.getElementsByTagName("loc")].map((l) => new URL(l.textContent!).pathname),
          items: feed.getElementsByTagName("item").length,
        };
      },
      [await sitemap.text(), await rss.text()],
    );
    expect(parsed.errors).toBe(0);
    expect(parsed.locs).toContain("/courses/primary-computing");
    expect(parsed.locs).toContain("/blog/13");
    expect(parsed.locs.filter((l) => l.startsWith("/courses/"))).toHaveLength(31);
    for (let id = 1; id <= 13; id++) expect(parsed.locs).toContain(`/blog/${id}`);
    expect(parsed.items).toBeGreaterThanOrEqual(13);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
