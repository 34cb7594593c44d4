import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { signInAsWorkerAdmin } from "../support/users";

// The blog section as an admin uses it (docs/admin.md §8): write a post in the rich-text editor,
// publish it, schedule one (it must appear on /blogs by itself when its time comes, with the
// page cache warm), and hostile HTML must render inert on the public page.

const COVER = "/images/blog/future-ready-parenting-raising-curious-resilient-kids";

function token(prefix: string) {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

const postRow = (slug: string) =>
  query<{ id: number; status: string; publishedAt: string; contentHtml: string }>(
    "select id, status, publishedAt, contentHtml from blogPost where slug = ?",
    slug,
  )[0];

/** An anonymous visitor's page, in a context of its own (served from the page cache). */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function fillMeta(page: Page, title: string, slug: string) {
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill(`An excerpt for ${title}.`);
  await page.getByLabel("Category").selectOption("PARENTING");
  await page.getByLabel("Cover image").fill(COVER);
}

function editor(page: Page) {
  return page.getByTestId("rich-text-editor");
}

test.describe.configure({ timeout: 120_000 });

test("a post written in the editor is published and read on /blogs and its page", async ({
  page,
  browser,
}) => {
  await signInAsWorkerAdmin(page);
  const slug = token("editor-post-");
  const title = `Editor post ${slug.slice("editor-post-".length)}`;

  // The cached /blogs of a visitor, before the post exists.
  const reader = await visitor(browser);
  await reader.page.goto("/blogs");
  await expect(reader.page.getByRole("link", { name: title })).toHaveCount(0);

  await open(page, "/admin/blog/new");
  await fillMeta(page, title, slug);
  const body = editor(page);
  await expect(body).toBeVisible();
  await body.click();
  const tool = (name: string) =>
    page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
  await tool("Heading 2").click();
  await page.keyboard.type("Why small groups work");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Three reasons:");
  await page.keyboard.press("Enter");
  await tool("Bulleted list").click();
  await page.keyboard.type("Attention");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Questions");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("See our courses");
  for (let i = 0; i < "our courses".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await tool("Link").click();
  await page.getByLabel("Link address").fill("/courses");
  await page.getByRole("button", { name: "Apply link" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await tool("Insert book-a-demo block").click();
  await expect(body.getByRole("heading", { name: "Try a live class, free" })).toBeVisible();
  await tool("Insert table").click();
  await page.keyboard.type("Subject");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Level");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Teacher");
  await page.keyboard.press("Tab");
  await page.keyboard.type("French");
  await expect(body.locator("table")).toBeVisible();
  await expectNoAxeViolations(page, "/admin/blog/new with the editor");

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByText("This post is published.")).toBeVisible();
  const row = postRow(slug);
  expect(row.status).toBe("published");
  expect(row.contentHtml).toContain("<h2>Why small groups work</h2>");
  expect(row.contentHtml).toMatch(/<ul><li><p>Attention<\/p><\/li>/);
  expect(row.contentHtml).toContain('<a href="/courses">our courses</a>');
  expect(row.contentHtml).toContain('<hr data-block="demo-cta" />');
  expect(row.contentHtml).toMatch(/<table>.*Subject.*French.*<\/table>/s);

  // The preview is the public page's own component.
  await open(page, `/admin/blog/${row.id}/preview`);
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The post places the book-a-demo block itself, so it is not repeated under the article.
  await expect(preview.getByRole("link", { name: "Book a free demo" })).toHaveCount(1);

  // On the visitor's cached /blogs within the cache's poll of the content version (2 s).
  await expect(async () => {
    await reader.page.goto("/blogs");
    await expect(reader.page.getByRole("link", { name: title }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await reader.page.getByRole("link", { name: title }).first().click();
  await expect(reader.page).toHaveURL(new RegExp(`/blog/${row.id}$`));
  const article = reader.page.locator(".prose-learnova");
  await expect(article.getByRole("heading", { name: "Why small groups work" })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: "Questions" })).toBeVisible();
  await expect(article.getByRole("link", { name: "our courses" })).toHaveAttribute(
    "href",
    "/courses",
  );
  await expect(
    article.getByRole("region", { name: "Table" }).getByRole("cell", { name: "French" }),
  ).toBeVisible();
  const cta = article.getByRole("complementary", { name: "Try a live class, free" });
  await expect(cta.getByRole("link", { name: "Book a free demo" })).toHaveAttribute(
    "href",
    "/get-started",
  );
  await expectNoAxeViolations(reader.page, `/blog/${row.id}`);
  // The feed and the sitemap follow.
  const rss = await reader.page.request.get("/blog/rss.xml");
  expect(rss.headers()["cache-control"]).toBe("public, no-cache");
  const feed = await rss.text();
  expect(feed).toContain(title);
  // Its item's date is a real RFC 822 date (the post stores an instant, seeded ones a day).
  const item = feed.split("<item>").find((i) => i.includes(`/blog/${row.id}<`))!;
  const pubDate = /<pubDate>([^<]+)<\/pubDate>/.exec(item)![1];
  expect(pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  expect(Math.abs(Date.parse(pubDate) - Date.now())).toBeLessThan(10 * 60_000);
  const sitemap = await reader.page.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`/blog/${row.id}`);
  await reader.context.close();
});

/** "yyyy-mm-ddThh:mm" of an instant in a zone, as a datetime-local input takes it. */
function wallTime(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value;
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

test.describe("scheduling", () => {
  test.use({ timezoneId: "Asia/Kolkata" });
  test("a scheduled post appears on /blogs by itself when its time comes, without a restart", async ({
    page,
    browser,
  }) => {
    await signInAsWorkerAdmin(page);
    const slug = token("scheduled-post-");
    const title = `Scheduled post ${slug.slice("scheduled-post-".length)}`;
    // The panel learns the browser's zone on its first page; the form names the zone it reads.
    await open(page, "/admin");
    await open(page, "/admin/blog/new");
    await fillMeta(page, title, slug);
    await editor(page).click();
    await page.keyboard.type("This post goes live by itself.");
    const field = page.getByLabel(/^Go live at/);
    const zone = /\((.+)\)/.exec(
      (await page.locator("label", { hasText: "Go live at" }).textContent()) ?? "",
    )?.[1];
    expect(zone).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    // The next whole minute at least five minutes away (the field takes minutes): far enough
    // that the checks before its time cannot outlast it on a busy machine.
    const due = new Date(Math.ceil((Date.now() + 300_000) / 60_000) * 60_000);
    await field.fill(wallTime(due, zone!));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText("This post is scheduled", { exact: false })).toBeVisible();
    const row = postRow(slug);
    expect(row.status).toBe("published");
    expect(row.publishedAt).toBe(due.toISOString());
    await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();

    // Before its time: not on the (now cached) /blogs, its page is not found.
    const reader = await visitor(browser);
    await reader.page.goto("/blogs");
    await expect(reader.page.getByRole("link", { name: title })).toHaveCount(0);
    await reader.page.goto("/blogs");
    await expect(reader.page.getByRole("link", { name: title })).toHaveCount(0);
    await reader.page.goto(`/blog/${row.id}`);
    await expect(reader.page).toHaveURL(/\/not-found$/);

    await open(page, "/admin/blog?status=scheduled");
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    // After it: on /blogs within the cache's poll, nobody having touched the server. Rather
    // than wait out the minutes, the post's time is brought to a few seconds from now: the
    // same row the form writes for a nearer time (publishedAt, checked above), which the page
    // cache and the lists compare with the clock on every poll and request.
    const soon = new Date(Date.now() + 3_000);
    execute("update blogPost set publishedAt = ? where id = ?", soon.toISOString(), row.id);
    await expect(async () => {
      await reader.page.goto("/blogs");
      await expect(reader.page.getByRole("link", { name: title }).first()).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    await reader.page.goto(`/blog/${row.id}`);
    await expect(reader.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await open(page, "/admin/blog?status=published");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await reader.context.close();
  });
});

const HOSTILE =
  `<h2>Hostile heading</h2><p>before</p><script>window.__pwned='script'</script>` +
  `<img src="x" onerror="window.__pwned='img'"><p><a href="javascript:window.__pwned='link'">bad link</a></p>` +
  `<iframe src="/about"></iframe><p onmouseover="window.__pwned='p'">after</p>`;

async function expectInert(page: Page, id: number) {
  await page.goto(`/blog/${id}`);
  const article = page.locator(".prose-learnova");
  await expect(article.getByRole("heading", { name: "Hostile heading" })).toBeVisible();
  await expect(article.locator("script, iframe, img, [onerror], [onmouseover]")).toHaveCount(0);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  await article.getByText("bad link").click();
  await article.getByText("after").hover();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBe(
    undefined,
  );
}

test("hostile HTML pasted into the editor renders inert on the public page", async ({
  page,
  browser,
}) => {
  await signInAsWorkerAdmin(page);
  const slug = token("pasted-post-");
  await open(page, "/admin/blog/new");
  await fillMeta(page, `Pasted post ${slug.slice("pasted-post-".length)}`, slug);
  await editor(page).click();
  await page.evaluate((html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "hostile");
    const target = document.querySelector('[data-testid="rich-text-editor"]')!;
    target.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, HOSTILE);
  await expect(editor(page).getByRole("heading", { name: "Hostile heading" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("This post is published.")).toBeVisible();
  const row = postRow(slug);
  expect(row.contentHtml).not.toMatch(/script|onerror|javascript:|iframe|onmouseover/i);
  const reader = await visitor(browser);
  await expectInert(reader.page, row.id);
  await reader.context.close();
});

test("without JavaScript the body is a textarea of HTML, and hostile HTML is sanitised on save", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsWorkerAdmin(page);
  const slug = token("raw-post-");
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill(`Raw ${slug}`);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Excerpt").fill("Raw HTML.");
  await page.getByLabel("Cover image").fill(COVER);
  await page.getByLabel("Body").fill(HOSTILE);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Post saved.").first()).toBeVisible();
  const row = postRow(slug);
  expect(row.status).toBe("draft");
  expect(row.contentHtml).toBe(
    "<h2>Hostile heading</h2><p>before</p><p><a>bad link</a></p><p>after</p>",
  );
  // A draft is nowhere public.
  const reader = await visitor(browser);
  await reader.page.goto(`/blog/${row.id}`);
  await expect(reader.page).toHaveURL(/\/not-found$/);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Post published.").first()).toBeVisible();
  await expectInert(reader.page, row.id);
  await reader.context.close();
  await context.close();
});

test("a refused save keeps what was typed and changes nothing", async ({ page }) => {
  await signInAsWorkerAdmin(page);
  await open(page, "/admin/blog/new");
  await page.getByLabel("Title").fill("No cover");
  await page.getByLabel("Excerpt").fill("x");
  await page.getByLabel("Cover image").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(/Choose a cover image/)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("No cover");
  expect(postRow("no-cover")).toBeUndefined();
});

for (const width of [1366, 390]) {
  test(`the blog pages pass axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsWorkerAdmin(page);
    await open(page, "/admin/blog");
    await expectNoAxeViolations(page, "/admin/blog");
    await open(page, "/admin/blog?status=published&q=parent");
    await expectNoAxeViolations(page, "/admin/blog filtered");
    await open(page, "/admin/blog/new");
    await expect(editor(page)).toBeVisible();
    await expectNoAxeViolations(page, "/admin/blog/new");
    await open(page, "/admin/blog/1");
    await expect(editor(page)).toBeVisible();
    await expectNoAxeViolations(page, "/admin/blog/1");
    await open(page, "/admin/blog/1/preview");
    await expectNoAxeViolations(page, "/admin/blog/1/preview");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("images upload through the panel: a cover and a picture inside the post", async ({
  page,
  browser,
}) => {
  await signInAsWorkerAdmin(page);
  const slug = token("image-post-");
  const picture = async (background: string) => ({
    name: "picture.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .png()
      .toBuffer(),
  });
  await open(page, "/admin/blog/new");
  await fillMeta(page, `Image post ${slug.slice("image-post-".length)}`, slug);
  await page.getByLabel(/^Upload a cover/).setInputFiles(await picture("#336699"));
  await expect(page.getByLabel("Cover image")).toHaveValue(/^\/media\/u\/[\w-]+$/);
  await editor(page).click();
  await page.keyboard.type("A picture:");
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .getByRole("button", { name: "Image", exact: true })
    .click();
  await page.getByLabel("Description (alt text)").fill("A blue square");
  await page.getByLabel(/^Or upload/).setInputFiles(await picture("#993366"));
  const inline = editor(page).getByRole("img", { name: "A blue square" });
  await expect(inline).toHaveAttribute("src", /^\/media\/u\/[\w-]+-800\.webp$/);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("This post is published.")).toBeVisible();
  const row = postRow(slug);
  expect(row.contentHtml).toMatch(/<img src="\/media\/u\/[\w-]+-800\.webp" alt="A blue square"/);

  const reader = await visitor(browser);
  await reader.page.goto(`/blog/${row.id}`);
  const shown = reader.page.locator(".prose-learnova").getByRole("img", { name: "A blue square" });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const cover = reader.page.locator("article picture img").first();
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/u\//);
  // The share image is the cover's JPEG, with the size stored for it (3:2, not 1200 × 630).
  const og = (property: string) => reader.page.locator(`meta[property="${property}"]`);
  await expect(og("og:image")).toHaveAttribute("content", /\/media\/u\/[0-9a-f]{32}-1200\.jpg$/);
  await expect(og("og:image:width")).toHaveAttribute("content", "1200");
  await expect(og("og:image:height")).toHaveAttribute("content", "800");
  await reader.context.close();
});

/** A post saved through the editor as a draft (or published now); its id. */
async function savedPost(page: Page, slug: string, title: string, publish = false) {
  await open(page, "/admin/blog/new");
  await fillMeta(page, title, slug);
  await editor(page).click();
  await page.keyboard.type("The saved body.");
  await page.getByRole("button", { name: publish ? "Publish now" : "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByText(publish ? "Post published." : "Post saved.").first()).toBeVisible();
  return postRow(slug).id;
}

const postVersion = (id: number) =>
  query<{ version: number }>("select version from blogPost where id = ?", id)[0]?.version;
const deletions = (id: number) =>
  query<{ detail: string }>(
    "select detail from auditLog where action = 'post.delete' and entityId = ?",
    String(id),
  );

test("a draft is deleted after its confirmation; a live post and a stale form are refused", async ({
  page,
  browser,
}) => {
  await signInAsWorkerAdmin(page);
  const slug = token("deleted-post-");
  const title = `Deleted post ${slug.slice("deleted-post-".length)}`;
  const id = await savedPost(page, slug, title);

  // A stale form: the post changes after the page was loaded.
  const changed = await page.request.post(`/admin/blog/${id}`, {
    form: {
      intent: "save",
      version: String(postVersion(id)),
      title: `${title} (changed)`,
      slug,
      excerpt: "Changed meanwhile.",
      category: "PARENTING",
      image: COVER,
      contentHtml: "<p>Changed meanwhile.</p>",
    },
    maxRedirects: 0,
  });
  expect(changed.status()).toBe(302);
  await page.getByText("Delete this post…").click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText(/changed by someone else/)).toBeVisible();
  expect(postRow(slug)).toBeDefined();
  expect(deletions(id)).toHaveLength(0);

  // Reloaded, the deletion goes through and lands on the list with its message.
  await open(page, `/admin/blog/${id}`);
  await page.getByText("Delete this post…").click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByText("Post deleted.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  expect(postRow(slug)).toBeUndefined();
  const [audit] = deletions(id);
  expect(JSON.parse(audit.detail)).toMatchObject({
    before: { id, slug, title: `${title} (changed)`, status: "draft" },
    after: null,
  });
  const reader = await visitor(browser);
  const gone = await reader.page.goto(`/blog/${id}`);
  await expect(reader.page).toHaveURL(/\/not-found$/);
  expect(gone?.status()).toBe(404);
  await reader.context.close();

  // A live post offers no delete button, and a forged delete is refused, changing nothing.
  const liveSlug = token("live-post-");
  const live = await savedPost(page, liveSlug, `Live post ${liveSlug.slice(10)}`, true);
  // A new post never takes the deleted one's address.
  expect(live).toBeGreaterThan(id);
  await page.getByText("Delete this post…").click();
  await expect(page.getByText("This post is live on the site. Unpublish it first")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete for good" })).toHaveCount(0);
  const forged = await page.request.post(`/admin/blog/${live}`, {
    form: { intent: "delete", version: String(postVersion(live)) },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(409);
  expect(postRow(liveSlug).status).toBe("published");
  expect(deletions(live)).toHaveLength(0);
});

test("Preview changes shows the editor's unsaved title and body in a new tab, saving nothing", async ({
  page,
}) => {
  const admin = await signInAsWorkerAdmin(page);
  const slug = token("previewed-post-");
  const title = `Previewed post ${slug.slice("previewed-post-".length)}`;
  const id = await savedPost(page, slug, title);
  const version = postVersion(id);
  // This admin's entries only: the other editors' specs write theirs meanwhile.
  const audits = () =>
    query<{ n: number }>("select count(*) as n from auditLog where actorEmail = ?", admin!.email)[0]
      .n;
  const auditCount = audits();

  await page.getByLabel("Title").fill(`${title} (unsaved)`);
  await editor(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("An unsaved sentence.");
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Preview changes" }).click(),
  ]);
  await expect(tab).toHaveURL(/\/admin\/blog\/preview$/);
  const preview = tab.getByTestId("post-preview");
  await expect(
    preview.getByRole("heading", { level: 1, name: `${title} (unsaved)` }),
  ).toBeVisible();
  await expect(preview.getByText("An unsaved sentence.")).toBeVisible();
  await expect(preview.getByText("The saved body.")).toBeVisible();
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await tab.close();

  // The editor keeps what was typed; nothing was stored.
  await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}$`));
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (unsaved)`);
  const row = query<{ title: string; contentHtml: string; version: number }>(
    "select title, contentHtml, version from blogPost where id = ?",
    id,
  )[0];
  expect(row.title).toBe(title);
  expect(row.contentHtml).not.toContain("unsaved");
  expect(row.version).toBe(version);
  expect(audits()).toBe(auditCount);
});

test("a previewed body renders inert; bad input and cross-site posts are refused", async ({
  browser,
}) => {
  // Without JavaScript the button's formaction and formtarget do the same by themselves.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsWorkerAdmin(page);
  // Only this test's posts: the other editor specs write posts on the same server meanwhile.
  const posts = () =>
    query<{ n: number }>(
      `select count(*) as n from blogPost
        where slug in ('hostile-preview', 'forged-preview')
           or title in ('Hostile preview', 'Forged preview')`,
    )[0].n;
  const before = posts();
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill("Hostile preview");
  await page.getByLabel("Slug").fill("hostile-preview");
  await page.getByLabel("Excerpt").fill("Hostile HTML.");
  await page.getByLabel("Cover image").fill(COVER);
  await page.getByLabel("Body").fill(HOSTILE);
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Preview changes" }).click(),
  ]);
  const article = tab.getByTestId("post-preview").locator(".prose-learnova");
  await expect(article.getByRole("heading", { name: "Hostile heading" })).toBeVisible();
  await expect(article.locator("script, iframe, img, [onerror], [onmouseover]")).toHaveCount(0);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(postRow("hostile-preview")).toBeUndefined();
  expect(posts()).toBe(before);

  const form = {
    title: "Forged preview",
    slug: "forged-preview",
    excerpt: "x",
    category: "EDUCATION",
    image: COVER,
    contentHtml: '<p>ok</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
  };
  const answer = await page.request.post("/admin/blog/preview", { form });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  const html = await answer.text();
  expect(html).toContain("Forged preview");
  expect(html).not.toMatch(/onerror|<script>alert/);

  const bad = await page.request.post("/admin/blog/preview", {
    form: { ...form, title: "", image: "javascript:alert(1)" },
  });
  expect(bad.status()).toBe(422);
  expect(await bad.text()).toContain("Title is required.");

  const crossSite = await page.request.post("/admin/blog/preview", {
    form,
    headers: { Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  expect(posts()).toBe(before);
  await context.close();
});

test("a post's slug, and its old slug after a change, answer 301 to /blog/{id} (issue 23)", async ({
  page,
}) => {
  const oldSlug = token("first-slug-");
  const newSlug = token("moved-slug-");
  const title = `Slug post ${oldSlug}`;
  const at = new Date(Date.now() - 60_000).toISOString();
  const [{ next }] = query<{ next: number }>("select max(id) + 100 as next from blogPost");
  execute(
    `insert into blogPost (id, slug, title, excerpt, contentHtml, image, category, publishedAt,
       status, createdAt, updatedAt)
     values (?, ?, ?, 'An excerpt.', '<p>Body.</p>', ?, 'PARENTING', ?, 'published', ?, ?)`,
    next,
    oldSlug,
    title,
    COVER,
    at,
    at,
    at,
  );
  const answer = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 });
    return [res.status(), res.headers()["location"]];
  };
  expect(await answer(`/blog/${oldSlug}`)).toEqual([301, `/blog/${next}`]);

  await signInAsWorkerAdmin(page);
  await open(page, `/admin/blog/${next}`);
  await page.getByLabel("Slug").fill(newSlug);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect.poll(() => postRow(newSlug)?.id).toBe(next);

  expect(await answer(`/blog/${newSlug}`)).toEqual([301, `/blog/${next}`]);
  expect(await answer(`/blog/${oldSlug}`)).toEqual([301, `/blog/${next}`]);
  await page.goto(`/blog/${oldSlug}`);
  await expect(page).toHaveURL(`/blog/${next}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect((await answer(`/blog/${token("never-a-slug-")}`))[1]).toBe("/not-found");
});
