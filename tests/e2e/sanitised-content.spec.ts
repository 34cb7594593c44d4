import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { e2eDbFile } from "../support/e2e-env";

// A row written straight into the database, past the write-time sanitiser, must still render
// inert: the page sanitises again on the way out.
test("a post carrying <script>, onerror= and javascript: links renders inert", async ({ page }) => {
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  db.prepare(
    `insert or replace into blogPost (id, slug, title, excerpt, contentHtml, image, category, publishedAt, status, createdAt, updatedAt)
     values (9001, 'hostile-post', 'A hostile post', 'Testing the sanitiser.', ?, '/images/blog/missing', 'EDUCATION', '2020-01-01', 'published', ?, ?)`,
  ).run(
    `<h2 onclick="window.__pwned='h2'">Safe heading</h2><script>window.__pwned='script'</script>` +
      `<img src="x" onerror="window.__pwned='img'"><p>Body text <a href="javascript:window.__pwned='link'">click me</a></p>` +
      `<iframe src="/about"></iframe><p style="position:fixed">styled</p>`,
    now,
    now,
  );
  db.close();

  await page.goto("/blog/9001");
  const body = page.locator(".prose-learnova");
  await expect(body.getByRole("heading", { name: "Safe heading" })).toBeVisible();
  await expect(body.locator("script, img, iframe, [onclick], [onerror], [style]")).toHaveCount(0);
  await expect(body.getByText("click me")).not.toHaveAttribute("href", /javascript/);
  await body.getByText("click me").click();
  await body.getByRole("heading", { name: "Safe heading" }).click();
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
  ).toBeUndefined();
  // A missing cover image falls back instead of showing a broken image.
  await expect(page.locator("article img").first()).toHaveAttribute("src", "/images/fallback.svg");
});
