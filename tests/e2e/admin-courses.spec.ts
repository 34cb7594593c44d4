import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { signInAs, signInAsWorkerAdmin } from "../support/users";

// The courses section as an admin uses it (docs/admin.md §7): create a course with its cover,
// see it on the site, change its address (the old one answers 301), unpublish it, and the
// uploads a cover refuses (a renamed executable, 6 MB, a corrupt JPEG) with nothing stored.

test.describe.configure({ timeout: 120_000 });

const tag = () => randomBytes(3).toString("hex");

async function pngCover(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a7f62" } })
    .png()
    .toBuffer();
}

/** The images one admin uploaded: other tests upload theirs at the same time. */
const mediaCount = (email: string) =>
  query<{ n: number }>(
    "select count(*) as n from media join user on user.id = media.createdBy where user.email = ?",
    email,
  )[0].n;
const courseBySlug = (slug: string) =>
  query<{ id: string; image: string; published: number; slug: string }>(
    "select id, image, published, slug from course where slug = ?",
    slug,
  )[0];

async function fillCourse(page: Page, fields: { title: string; slug: string }) {
  await page.getByLabel("Title").fill(fields.title);
  await page.getByLabel("Address (slug)").fill(fields.slug);
  await page.getByLabel("Category").selectOption("Languages");
  await page.getByLabel("Level").selectOption("Beginner");
  await page.getByLabel("For", { exact: true }).selectOption("adults");
  await page.getByLabel("Duration (weeks)").fill("10");
  await page.getByLabel("Live classes a week").fill("2");
  await page
    .getByLabel("Description")
    .fill("Conversational Portuguese for travellers, in small live groups with a native tutor.");
  for (const [i, topic] of ["Greetings", "Ordering food", "Directions", "Small talk"].entries()) {
    await page.getByLabel(`Topic ${i + 1}`).fill(topic);
  }
}

test("an admin creates a course with a cover, renames it (old address 301), unpublishes it", async ({
  page,
  playwright,
}) => {
  const t = tag();
  const slug = `portuguese-for-travellers-${t}`;
  const title = `Portuguese for Travellers ${t}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsWorkerAdmin(page);

  await open(page, "/admin/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/courses");
  await page.getByRole("link", { name: "New course" }).click();
  await expect(page).toHaveURL("/admin/courses/new");
  // The address changes before the new page is on screen: axe waits for its heading.
  await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/courses/new");

  // Every field is checked: an empty form says what each one needs, and stores nothing.
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByText("Enter the title.")).toBeVisible();
  await expect(page.getByText("Choose a category.")).toBeVisible();
  await expect(page.getByText("Enter the description.")).toBeVisible();
  await expect(
    page.getByText("Upload a cover image (JPEG, PNG or WebP, at most 5 MB)."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "/admin/courses/new with errors");

  await fillCourse(page, { title, slug });
  await page.getByLabel("Publish at once").check();
  await page.getByLabel(/^Cover image/).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await pngCover(),
  });
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByText("Course created and published.").first()).toBeVisible();
  const created = courseBySlug(slug);
  expect(created.image).toMatch(/^\/media\/u\/[0-9a-f]{32}$/);
  await expect(page).toHaveURL(`/admin/courses/${created.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/courses/:id");

  // On the site at once: the catalogue and the course page, with the uploaded cover.
  await open(page, `/courses?q=${t}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await open(page, `/courses/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const avif = page.locator(`picture source[type="image/avif"]`).first();
  await expect(avif).toHaveAttribute("srcset", new RegExp(`${created.image}-384\\.avif 384w`));
  const cover = await page.request.get(`${created.image}-768.webp`);
  expect(cover.status()).toBe(200);
  expect(cover.headers()["content-type"]).toBe("image/webp");
  expect(cover.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/courses/${slug}<`);
  // Its share image is the cover's own JPEG, at the size stored for it (3:2, not the 1200 × 630
  // of the drawn cards).
  const og = (property: string) => page.locator(`meta[property="${property}"]`);
  await expect(og("og:image")).toHaveAttribute(
    "content",
    new RegExp(`${created.image}-1200\\.jpg$`),
  );
  await expect(og("og:image:width")).toHaveAttribute("content", "1200");
  await expect(og("og:image:height")).toHaveAttribute("content", "800");
  const share = await page.request.get(`${created.image}-1200.jpg`);
  expect(share.headers()["content-type"]).toBe("image/jpeg");

  // A new address: the old one answers 301 to it.
  const renamed = `${slug}-live`;
  await open(page, `/admin/courses/${created.id}`);
  await page.getByLabel("Address (slug)").fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Course saved.").first()).toBeVisible();
  const old = await page.request.get(`/courses/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/courses/${renamed}`);
  await open(page, `/courses/${slug}`);
  await expect(page).toHaveURL(`/courses/${renamed}`);
  const tagged = await page.request.get(`/courses/${slug}?utm_source=mail&ref=a%26b`, {
    maxRedirects: 0,
  });
  expect(tagged.headers()["location"]).toBe(`/courses/${renamed}?utm_source=mail&ref=a%26b`);

  // A visitor's cached copy of the page, to see the change drop it at once.
  const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await visitor.get(`/courses/${renamed}`, { maxRedirects: 0 })).status()).toBe(200);

  // Unpublished: gone from the catalogue, the page and the sitemap; the admin still has it.
  await open(page, `/admin/courses/${created.id}`);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Course hidden from the site.").first()).toBeVisible();
  // The visitor's next request, straight after the save and with no retry: the page is gone.
  expect((await visitor.get(`/courses/${renamed}`, { maxRedirects: 0 })).status()).toBe(302);
  await visitor.dispose();
  expect(courseBySlug(renamed).published).toBe(0);
  await open(page, `/courses?q=${t}`);
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  const hidden = await page.request.get(`/courses/${renamed}`, { maxRedirects: 0 });
  expect(hidden.status()).toBe(302);

  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(renamed);
});

test("a course with enrolments can be unpublished but not deleted; one without can", async ({
  page,
}) => {
  const admin = await signInAs(page, "admin");
  const t = tag();
  const now = new Date().toISOString();
  const id = `c-${t}`;
  for (const [cid, slug] of [
    [id, `enrolled-${t}`],
    [`${id}-free`, `free-${t}`],
  ]) {
    execute(
      `insert into course (id, slug, title, category, level, description, summary, image, audience,
        board, durationWeeks, sessionsPerWeek, published, position, createdAt, updatedAt, version)
       values (?, ?, ?, 'Mental Health', 'Beginner', 'A calm course for everyone.', '["a","b","c","d"]',
        '/images/courses/mindfulness-for-teens', 'all', null, 4, 1, 1, 999, ?, ?, 1)`,
      cid,
      slug,
      `Course ${slug}`,
      now,
      now,
    );
  }
  const [user] = query<{ id: string }>("select id from user where email = ?", admin!.email);
  execute(
    `insert into enrollment (id, userId, courseId, status, createdAt, updatedAt)
     values (?, ?, ?, 'upcoming', ?, ?)`,
    `e-${t}`,
    user.id,
    id,
    now,
    now,
  );

  await open(page, `/admin/courses/${id}`);
  await expect(page.getByText("cannot be deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete this course" })).toHaveCount(0);
  // A forged delete is refused too, and changes nothing.
  const [{ version }] = query<{ version: number }>("select version from course where id = ?", id);
  const forged = await page.request.post(`/admin/courses/${id}`, {
    form: { intent: "delete", version: String(version) },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(409);
  expect(query("select id from course where id = ?", id)).toHaveLength(1);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Course hidden from the site.").first()).toBeVisible();

  await open(page, `/admin/courses/${id}-free`);
  await page.getByRole("button", { name: "Delete this course" }).click();
  await expect(page.getByText("Course deleted.").first()).toBeVisible();
  expect(query("select id from course where id = ?", `${id}-free`)).toHaveLength(0);
});

test("cover uploads: a renamed executable, 6 MB and a corrupt JPEG are refused, storing nothing", async ({
  page,
}) => {
  const admin = (await signInAs(page, "admin"))!;
  const [course] = query<{ id: string; image: string }>(
    "select id, image from course where published = 1 order by id limit 1",
  );
  const before = mediaCount(admin.email);
  const good = await sharp({
    create: { width: 600, height: 400, channels: 3, background: "#884422" },
  })
    .jpeg()
    .toBuffer();
  const cases = [
    {
      file: {
        name: "holiday.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(20_000)]),
      },
      message: "Only JPEG, PNG or WebP images can be uploaded, and this file is none of them.",
    },
    {
      file: {
        name: "huge.png",
        mimeType: "image/png",
        buffer: Buffer.concat([await pngCover(), Buffer.alloc(6 * 1024 * 1024)]),
      },
      message: "The image is larger than 5 MB. Choose a smaller file (at most 5 MB).",
    },
    {
      file: { name: "broken.jpg", mimeType: "image/jpeg", buffer: good.subarray(0, 300) },
      message: "This image could not be read: the file is damaged or incomplete.",
    },
  ];
  for (const { file, message } of cases) {
    await open(page, `/admin/courses/${course.id}`);
    await page.getByLabel(/^Cover image/).setInputFiles(file);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText("Some fields need attention: nothing was saved.")).toBeVisible();
  }
  await expectNoAxeViolations(page, "/admin/courses/:id with an upload refused");
  expect(mediaCount(admin.email)).toBe(before);
  expect(
    query<{ image: string }>("select image from course where id = ?", course.id)[0].image,
  ).toBe(course.image);

  // The editor's endpoint answers the same in JSON, and a good image gives its address.
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post("/admin/media", {
    multipart: { file: cases[0].file },
    headers: { Accept: "application/json", Origin: origin },
  });
  expect(refused.status()).toBe(415);
  expect(await refused.json()).toEqual({ error: cases[0].message });
  const stored = await page.request.post("/admin/media", {
    multipart: { file: { name: "ok.jpg", mimeType: "image/jpeg", buffer: good }, shape: "inline" },
    headers: { Accept: "application/json", Origin: origin },
  });
  expect(stored.status()).toBe(200);
  const body = (await stored.json()) as { url: string; mediaId: string };
  expect(body.url).toBe(`/media/u/${body.mediaId}-800.webp`);
  const served = await page.request.get(body.url);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(mediaCount(admin.email)).toBe(before + 1);
});

test("an admin moves a course up and down within its category from the list", async ({ page }) => {
  await signInAsWorkerAdmin(page);
  const order = () =>
    query<{ id: string }>(
      "select id from course where category = 'Mental Health' order by position, id",
    ).map((r) => r.id);
  await open(page, "/admin/courses?category=Mental+Health");
  const table = page.getByRole("region", { name: "Courses" });
  await expect(table.getByRole("button", { name: /up$/ }).first()).toBeDisabled();
  const before = order();
  const [{ title }] = query<{ title: string }>("select title from course where id = ?", before[1]);
  await table.getByRole("button", { name: `Move “${title}” up` }).click();
  await expect(page.getByText("Moved up in its category.").first()).toBeVisible();
  await expect(page).toHaveURL("/admin/courses?category=Mental%20Health");
  expect(order().slice(0, 2)).toEqual([before[1], before[0]]);
  await table.getByRole("button", { name: `Move “${title}” down` }).click();
  await expect(page.getByText("Moved down in its category.").first()).toBeVisible();
  expect(order().slice(0, 2)).toEqual(before.slice(0, 2));
  // The public catalogue follows the same order.
  await open(page, "/courses?category=Mental+Health");
  const first = query<{ title: string }>("select title from course where id = ?", order()[0]);
  await expect(page.locator("article").first().getByRole("heading")).toHaveText(first[0].title);
});

test("without JavaScript, the editor saves a new title and cover, and refuses a bad one", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsWorkerAdmin(page);
  const t = tag();
  const now = new Date().toISOString();
  const id = `nojs-${t}`;
  execute(
    `insert into course (id, slug, title, category, level, description, summary, image, audience,
      board, durationWeeks, sessionsPerWeek, published, position, createdAt, updatedAt, version)
     values (?, ?, 'Study Skills', 'K-12 Subjects', 'Beginner', 'How to plan, revise and rest well.',
      '["Planning","Revision","Notes","Rest"]', '/images/courses/mindfulness-for-teens', 'teens', 'CBSE',
      6, 1, 1, 998, ?, ?, 1)`,
    id,
    `study-skills-${t}`,
    now,
    now,
  );
  await page.goto(`/admin/courses/${id}`);
  await page.getByLabel(/^Cover image/).setInputFiles({
    name: "notes.txt.png",
    mimeType: "image/png",
    buffer: Buffer.from("just some text, not an image"),
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Only JPEG, PNG or WebP images can be uploaded, and this file is none of them."),
  ).toBeVisible();

  await page.getByLabel("Title").fill(`Study Skills ${t}`);
  await page.getByLabel(/^Cover image/).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await pngCover(),
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Course saved.")).toBeVisible();
  const [row] = query<{ title: string; image: string }>(
    "select title, image from course where id = ?",
    id,
  );
  expect(row.title).toBe(`Study Skills ${t}`);
  expect(row.image).toMatch(/^\/media\/u\/[0-9a-f]{32}$/);
  await context.close();
});

test("the courses pages are accessible on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsWorkerAdmin(page);
  const [course] = query<{ id: string }>("select id from course order by id limit 1");
  for (const path of ["/admin/courses", "/admin/courses/new", `/admin/courses/${course.id}`]) {
    await open(page, path);
    await expectNoAxeViolations(page, `${path} at 390 px`);
  }
});
