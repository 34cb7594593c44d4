import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { signInAs } from "../support/users";

// Site content as an admin uses it (docs/admin.md §9): add, edit, reorder, hide and delete
// testimonials, FAQ items, the Help Center's questions, service and advantage cards and board
// logos, and the landing, contact and help pages follow at once (their cached copies are dropped). Each test works on items it
// adds itself, carrying its own token. This spec runs after the rest of the suite (its own
// project in playwright.config.ts): the landing and contact specs count the seeded items.

test.describe.configure({ timeout: 120_000 });

const CONFLICT = "This was changed by someone else. Reload to see the latest version.";

function token(prefix: string) {
  return `${prefix}${randomBytes(3).toString("hex")}`;
}

/** The message a change left: in the page without JavaScript, in the toaster with it. */
function flash(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** A visitor's page: anonymous, so it is served from the page cache when one is kept. */
async function visitor(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * Reloads a visitor's page until it shows what a check expects. Each process drops its cached
 * pages within two seconds of a change (server/page-cache.ts): "at once" for a visitor.
 */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}

/** The texts of a table's rows in order (the header row first). */
async function rowTexts(table: Locator): Promise<string[]> {
  return table.getByRole("row").allInnerTexts();
}

async function indexOf(table: Locator, text: string): Promise<number> {
  return (await rowTexts(table)).findIndex((t) => t.includes(text));
}

async function moveUp(page: Page, table: Locator, tag: string) {
  // The list may still be rendering after a navigation: read the order once the row is there.
  await expect(table.getByRole("row").filter({ hasText: tag })).toBeVisible();
  const before = await indexOf(table, tag);
  await table.getByRole("button", { name: new RegExp(`move “[^”]*${tag}[^”]*” up`) }).click();
  await expect(flash(page, "Moved up.")).toBeVisible();
  await expect.poll(() => indexOf(table, tag)).toBe(before - 1);
}

async function toggle(page: Page, table: Locator, tag: string, to: "Hide" | "Show") {
  await table.getByRole("button", { name: new RegExp(`^${to} “[^”]*${tag}`) }).click();
  await expect(
    flash(page, to === "Hide" ? "Hidden from the site." : "Shown on the site again."),
  ).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: tag })).toContainText(
    to === "Hide" ? "Hidden" : "Shown",
  );
}

async function deleteFromEdit(page: Page, link: Locator, what: string) {
  await link.click();
  await page.locator("summary", { hasText: `Delete this ${what}` }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(flash(page, `The ${what} was deleted.`)).toBeVisible();
}

const audits = (entity: string, like: string) =>
  query<{ action: string }>(
    `select action from auditLog where entity = ? and detail like ? order by createdAt`,
    entity,
    `%${like}%`,
  ).map((r) => r.action);

test("testimonials: add, edit, reorder, hide and delete; the landing page follows at once", async ({
  page,
  browser,
}) => {
  const tag = token("Ishaan");
  const quote = `${tag} says the live classes made algebra finally click for him.`;
  await signInAs(page, "admin");
  const landing = await visitor(browser, "/");

  await open(page, "/admin/content");
  await page.getByRole("link", { name: "Testimonials" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testimonials");
  await page.getByRole("link", { name: "Add testimonial" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/testimonials\/new$/);

  // Refused fields say why, and nothing is stored.
  await page.getByLabel("Quote").fill("Great!");
  await page.getByLabel("Name").fill(`${tag} Mehta`);
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByText("Quote must be at least 10 characters.")).toBeVisible();
  await expect(page.getByText("Role must be at least 2 characters.")).toBeVisible();
  await expect(page.getByLabel("Quote")).toBeFocused();

  await page.getByLabel("Quote").fill(quote);
  await page.getByLabel("Role").fill("Class 9 student");
  await page.getByLabel("Category").selectOption("Students");
  await page.getByLabel("Date").fill("2025-05-20");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await expect(flash(page, "The testimonial was added.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/testimonials$/);
  const table = page.getByRole("region", { name: "Testimonials" });
  const rows = await rowTexts(table);
  expect(rows.at(-1)).toContain(`${tag} Mehta`);

  await reloadUntil(landing.page, () =>
    expect(landing.page.getByText(`“${quote}”`)).toBeAttached({ timeout: 500 }),
  );

  // Edit: the landing page shows the new words at once.
  await table.getByRole("link", { name: `${tag} Mehta` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit testimonial");
  const edited = `${tag} says the teachers are patient and the classes are fun.`;
  await page.getByLabel("Quote").fill(edited);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  await reloadUntil(landing.page, () =>
    expect(landing.page.getByText(`“${edited}”`)).toBeAttached({ timeout: 500 }),
  );
  await expect(landing.page.getByText(`“${quote}”`)).toHaveCount(0);

  // Reorder: one place up, and the landing page's order follows.
  await moveUp(page, table, tag);
  await reloadUntil(landing.page, async () => {
    const quotes = await landing.page.locator("blockquote").allTextContents();
    expect(quotes.findIndex((q) => q.includes(tag))).toBe(quotes.length - 2);
  });

  // Hide, then show again.
  await toggle(page, table, tag, "Hide");
  await reloadUntil(landing.page, () =>
    expect(landing.page.getByText(`“${edited}”`)).toHaveCount(0, { timeout: 500 }),
  );
  await toggle(page, table, tag, "Show");
  await reloadUntil(landing.page, () =>
    expect(landing.page.getByText(`“${edited}”`)).toBeAttached({ timeout: 500 }),
  );

  await deleteFromEdit(page, table.getByRole("link", { name: `${tag} Mehta` }), "testimonial");
  await expect(table.getByText(tag)).toHaveCount(0);
  await reloadUntil(landing.page, () =>
    expect(landing.page.getByText(`“${edited}”`)).toHaveCount(0, { timeout: 500 }),
  );
  expect(audits("testimonial", tag)).toEqual([
    "testimonial.create",
    "testimonial.update",
    "testimonial.delete",
  ]);
  await landing.context.close();
});

test("FAQ: an item per group, which starts open, reordered and hidden; the contact page follows", async ({
  page,
  browser,
}) => {
  const tag = token("Fees");
  const question = `${tag}: can we pay the fees in monthly instalments?`;
  const answer = "Yes. Every course can be paid month by month, with no extra charge.";
  await signInAs(page, "admin");
  const contact = await visitor(browser, "/contact");

  await open(page, "/admin/content/faq");
  for (const group of [
    "Landing page",
    "For parents",
    "For students",
    "For educators",
    "For clients",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(group) })).toBeVisible();
  }
  await page.getByRole("link", { name: "Add question" }).click();
  await page.getByLabel("Group").selectOption("parents");
  await page.getByLabel("Question").fill(question);
  await page.getByLabel("Answer").fill(answer);
  await page.getByLabel("Starts open").check();
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(flash(page, "The question was added.")).toBeVisible();
  const parents = page.getByRole("region", { name: "For parents" });
  expect((await rowTexts(parents)).at(-1)).toContain(question);

  const group = contact.page
    .locator("#faq")
    .getByRole("heading", { level: 3, name: "For Parents", exact: true })
    .locator("xpath=..");
  await reloadUntil(contact.page, () =>
    expect(group.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "true", {
      timeout: 500,
    }),
  );
  await expect(group.getByText(answer)).toBeVisible();

  // Edit: starts closed now, with a new answer.
  await parents.getByRole("link", { name: question }).click();
  await page.getByLabel("Starts open").uncheck();
  await page.getByLabel("Answer").fill("Yes: monthly, with no extra charge.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  await reloadUntil(contact.page, () =>
    expect(group.getByRole("button", { name: question })).toHaveAttribute(
      "aria-expanded",
      "false",
      { timeout: 500 },
    ),
  );

  await moveUp(page, parents, tag);
  await reloadUntil(contact.page, async () => {
    const questions = await group.getByRole("button").allTextContents();
    expect(questions.findIndex((q) => q.includes(tag))).toBe(questions.length - 2);
  });

  await toggle(page, parents, tag, "Hide");
  await reloadUntil(contact.page, () =>
    expect(contact.page.getByText(question)).toHaveCount(0, { timeout: 500 }),
  );

  await deleteFromEdit(page, parents.getByRole("link", { name: question }), "question");
  await expect(page.getByText(question)).toHaveCount(0);
  await contact.context.close();
});

test("Help Center: a question under a topic, edited, reordered, moved, hidden; /help follows", async ({
  page,
  browser,
}) => {
  const tag = token("Tablet");
  const question = `${tag}: can I join a class from a tablet?`;
  const answer = "Yes. Any recent tablet with a camera and a microphone works well.";
  await signInAs(page, "admin");
  const help = await visitor(browser, "/help");
  const topic = (page: Page, title: string) =>
    page.getByRole("region", { name: title, exact: true });

  await open(page, "/admin/content/help");
  for (const title of [
    "Getting started",
    "Demo classes and booking",
    "Classes and schedules",
    "Accounts and profile",
    "Payments and refunds",
    "Technical help",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(title) })).toBeVisible();
  }
  await page.getByRole("link", { name: "Add question" }).click();
  await expect(page.getByLabel("Starts open")).toHaveCount(0);
  await page.getByLabel("Topic").selectOption("technical-help");
  await page.getByLabel("Question").fill(question);
  await page.getByLabel("Answer").fill(answer);
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(flash(page, "The question was added.")).toBeVisible();
  const technical = topic(page, "Technical help");
  expect((await rowTexts(technical)).at(-1)).toContain(question);

  // The visitor's Help Center shows it last under its topic, and its search finds it.
  const visitorTopic = (title: string) => topic(help.page, title);
  await reloadUntil(help.page, async () => {
    const questions = await visitorTopic("Technical help").getByRole("button").allTextContents();
    expect(questions.at(-1)).toContain(tag);
  });
  await help.page.getByLabel("Search the Help Center").fill(tag);
  await expect(help.page.getByTestId("help-count")).toContainText(`1 answer for “${tag}”`);

  // Edit the answer and move it up; the page follows.
  await technical.getByRole("link", { name: question }).click();
  await page.getByLabel("Answer").fill("Yes: any recent tablet with a camera and a microphone.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  await open(page, "/admin/content/help");
  await moveUp(page, technical, tag);
  await help.page.goto("/help");
  await reloadUntil(help.page, async () => {
    const questions = await visitorTopic("Technical help").getByRole("button").allTextContents();
    expect(questions.findIndex((q) => q.includes(tag))).toBe(questions.length - 2);
    await visitorTopic("Technical help").getByRole("button", { name: question }).click();
    await expect(help.page.getByText("Yes: any recent tablet with a camera")).toBeVisible({
      timeout: 500,
    });
  });

  // Another topic: it moves to that topic's end, on the panel and on the page.
  await technical.getByRole("link", { name: question }).click();
  await page.getByLabel("Topic").selectOption("accounts-and-profile");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  await open(page, "/admin/content/help");
  const accounts = topic(page, "Accounts and profile");
  expect((await rowTexts(accounts)).at(-1)).toContain(question);
  await reloadUntil(help.page, async () => {
    const questions = await visitorTopic("Accounts and profile")
      .getByRole("button")
      .allTextContents();
    expect(questions.at(-1)).toContain(tag);
  });

  await toggle(page, accounts, tag, "Hide");
  await reloadUntil(help.page, () =>
    expect(help.page.getByText(question)).toHaveCount(0, { timeout: 500 }),
  );
  await deleteFromEdit(page, accounts.getByRole("link", { name: question }), "question");
  expect(audits("help", tag)).toEqual(["help.create", "help.delete"]);
  await help.context.close();
});

test("Help Center: a long unbroken question fits a phone, and a search's JSON-LD lists what it found", async ({
  page,
  browser,
}) => {
  const tag = token("Long");
  const question = `${tag}${"W".repeat(140)}?`;
  await signInAs(page, "admin");
  await open(page, "/admin/content/help/new");
  await page.getByLabel("Topic").selectOption("technical-help");
  await page.getByLabel("Question").fill(question);
  await page.getByLabel("Answer").fill("A".repeat(1200));
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(flash(page, "The question was added.")).toBeVisible();
  await page.getByRole("link", { name: question }).click();
  await expect(page.getByRole("link", { name: "the Help Center" })).toHaveAttribute(
    "href",
    "/help",
  );

  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const visitor = await context.newPage();
  // Hydrated first: a click before then does not open the answer.
  await open(visitor, "/help");
  const asked = visitor.getByRole("button", { name: question });
  await asked.click();
  await expect(asked).toHaveAttribute("aria-expanded", "true");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // Searching without JavaScript: the structured data names only the answers shown.
  await visitor.goto(`/help?q=${tag}`);
  const ld = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').last().textContent())!,
  ) as { "@type": string; mainEntity: { name: string }[] };
  expect(ld["@type"]).toBe("FAQPage");
  expect(ld.mainEntity.map((q) => q.name)).toEqual([question]);
  await context.close();

  await open(page, "/admin/content/help");
  await deleteFromEdit(page, page.getByRole("link", { name: question }), "question");
});

test("cards: an advantage card with an icon from the set, reordered and hidden", async ({
  page,
  browser,
}) => {
  const tag = token("Mentor");
  const title = `${tag} Weekly`;
  await signInAs(page, "admin");
  const landing = await visitor(browser, "/");

  await open(page, "/admin/content/cards");
  await page.getByRole("link", { name: "Add card" }).click();
  await page.getByLabel("Kind").selectOption("advantage");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("short");
  await page.getByRole("radio", { name: "Clock" }).check();
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByText("Description must be at least 10 characters.")).toBeVisible();
  await page
    .getByLabel("Description")
    .fill("A mentor checks in every week to plan the next steps with each learner.");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(flash(page, "The card was added.")).toBeVisible();
  const advantages = page.getByRole("region", { name: "Advantage cards" });
  expect((await rowTexts(advantages)).at(-1)).toContain(title);
  expect(
    query<{ icon: string }>("select icon from featureCard where title = ?", title)[0]?.icon,
  ).toBe("Clock");

  const section = landing.page.locator("section[aria-labelledby=advantage]");
  await reloadUntil(landing.page, () =>
    expect(section.getByRole("heading", { level: 3, name: title })).toBeVisible({
      timeout: 500,
    }),
  );

  await moveUp(page, advantages, tag);
  await reloadUntil(landing.page, async () => {
    const titles = await section.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.indexOf(title)).toBe(titles.length - 2);
  });

  await toggle(page, advantages, tag, "Hide");
  await reloadUntil(landing.page, () =>
    expect(section.getByText(title)).toHaveCount(0, { timeout: 500 }),
  );

  await deleteFromEdit(page, advantages.getByRole("link", { name: title }), "card");
  await landing.context.close();
});

test("board logos: one of the logo files, renamed, reordered and hidden", async ({
  page,
  browser,
}) => {
  const tag = token("BRD");
  await signInAs(page, "admin");
  const landing = await visitor(browser, "/");

  await open(page, "/admin/content/boards");
  await page.getByRole("link", { name: "Add board logo" }).click();
  await page.getByLabel("Short name").fill(tag);
  await page.getByLabel("Full name").fill(`${tag} Board of Secondary Education`);
  await page.getByRole("radio", { name: "IB wordmark" }).check();
  await page.getByRole("button", { name: "Add board logo" }).click();
  await expect(flash(page, "The board logo was added.")).toBeVisible();
  const table = page.getByRole("region", { name: "Board logos" });
  expect((await rowTexts(table)).at(-1)).toContain(tag);

  const logo = landing.page.getByRole("img", {
    name: `${tag} Board of Secondary Education (${tag})`,
  });
  await reloadUntil(landing.page, () => expect(logo).toBeAttached({ timeout: 500 }));
  await expect(logo).toHaveAttribute("src", "/images/boards/b4.webp");

  await table.getByRole("link", { name: tag }).click();
  await page.getByLabel("Full name").fill(`${tag} Council of Examinations`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  await reloadUntil(landing.page, () =>
    expect(
      landing.page.getByRole("img", { name: `${tag} Council of Examinations (${tag})` }),
    ).toBeAttached({ timeout: 500 }),
  );

  // Upload a logo of its own: a file that is not an image is refused with the reason; a PNG
  // is re-encoded and served from the database.
  await table.getByRole("link", { name: tag }).click();
  const upload = page.getByLabel("Or upload a logo");
  await upload.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a picture"),
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Only JPEG, PNG or WebP images can be uploaded, and this file is none of them."),
  ).toBeVisible();
  const png = await sharp({
    create: { width: 360, height: 120, channels: 3, background: "#0f766e" },
  })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  const uploaded = landing.page.getByRole("img", {
    name: `${tag} Council of Examinations (${tag})`,
  });
  await reloadUntil(landing.page, () =>
    expect(uploaded).toHaveAttribute("src", /^\/media\/u\/[0-9a-f]{32}-384\.webp$/, {
      timeout: 500,
    }),
  );
  const file = await landing.page.request.get((await uploaded.getAttribute("src"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/webp");
  // The edit form offers the uploaded logo as the current choice.
  await table.getByRole("link", { name: tag }).click();
  await expect(page.getByRole("radio", { name: "The uploaded logo" })).toBeChecked();
  await page.getByRole("link", { name: "Board logos" }).first().click();
  await expect(page).toHaveURL(/\/admin\/content\/boards$/);

  await moveUp(page, table, tag);
  await toggle(page, table, tag, "Hide");
  await reloadUntil(landing.page, () =>
    expect(landing.page.getByRole("img", { name: new RegExp(tag) })).toHaveCount(0, {
      timeout: 500,
    }),
  );

  await deleteFromEdit(page, table.getByRole("link", { name: tag }), "board logo");
  await landing.context.close();
});

test("a second admin's stale save is refused and changes nothing", async ({ page, browser }) => {
  const tag = token("Stale");
  await signInAs(page, "admin");
  await open(page, "/admin/content/faq/new");
  await page.getByLabel("Question").fill(`${tag}: do you teach on holidays?`);
  await page.getByLabel("Answer").fill("Only when the class agrees on a make-up session.");
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(flash(page, "The question was added.")).toBeVisible();
  await page.getByRole("link", { name: new RegExp(tag) }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/[0-9a-f-]{36}$/);
  const url = page.url();

  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAs(second, "admin");
  await open(second, url);

  await page.getByLabel("Answer").fill("Yes, on most public holidays.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();

  await second.getByLabel("Answer").fill("No, never on holidays.");
  await second.getByRole("button", { name: "Save changes" }).click();
  await expect(second.getByText(CONFLICT)).toBeVisible();
  expect(
    query<{ answer: string }>("select answer from faqItem where question like ?", `${tag}%`)[0]
      ?.answer,
  ).toBe("Yes, on most public holidays.");
  await other.close();
  execute("delete from faqItem where question like ?", `${tag}%`);
});

test("without JavaScript at 390 px: a refused and an accepted FAQ form, and the list's buttons", async ({
  browser,
}) => {
  const tag = token("NoJs");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await signInAs(page, "admin");
  await page.goto("/admin/content/faq/new");
  await page.getByLabel("Group").selectOption("students");
  await page.getByLabel("Question").fill(`${tag}?`);
  await page.getByLabel("Answer").fill("Hi");
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByText("Answer must be at least 5 characters.")).toBeVisible();
  // The fields come back as typed.
  await expect(page.getByLabel("Question")).toHaveValue(`${tag}?`);
  await expect(page.getByLabel("Group")).toHaveValue("students");
  expect(query("select id from faqItem where question like ?", `${tag}%`)).toHaveLength(0);

  await page.getByLabel("Answer").fill("Yes: every class is recorded for thirty days.");
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq$/);
  const students = page.getByRole("region", { name: "For students" });
  expect((await rowTexts(students)).at(-1)).toContain(tag);
  await students.getByRole("button", { name: new RegExp(`move “${tag}[^”]*” up`) }).click();
  await expect(page.getByText("Moved up.")).toBeVisible();
  const texts = await rowTexts(students);
  expect(texts.findIndex((t) => t.includes(tag))).toBe(texts.length - 2);
  await students.getByRole("button", { name: new RegExp(`^Hide “${tag}`) }).click();
  await expect(students.getByRole("row").filter({ hasText: tag })).toContainText("Hidden");
  // The table scrolls inside its own region; the page itself fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await context.close();
  execute("delete from faqItem where question like ?", `${tag}%`);
});

test("every site-content page is axe-clean at 1366 and 390 px and fits the screen", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, "admin");
  const ids = Object.fromEntries(
    (
      [
        ["testimonials", "testimonial"],
        ["faq", "faqItem"],
        ["help", "helpItem"],
        ["cards", "featureCard"],
        ["boards", "boardLogo"],
      ] as const
    ).map(([kind, table]) => [
      kind,
      query<{ id: string }>(`select id from ${table} order by position limit 1`)[0].id,
    ]),
  );
  const paths = [
    "/admin/content",
    ...Object.keys(ids).flatMap((kind) => [
      `/admin/content/${kind}`,
      `/admin/content/${kind}/new`,
      `/admin/content/${kind}/${ids[kind]}`,
    ]),
  ];
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${width}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width}`).toBe(width);
    }
  }
  // A refused form is axe-clean too.
  await open(page, "/admin/content/cards/new");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByText("Title must be at least 2 characters.")).toBeVisible();
  await expectNoAxeViolations(page, "a refused card form at 390");
});

test("an item that does not exist is not found, inside the panel", async ({ page }) => {
  await signInAs(page, "admin");
  const response = await page.goto("/admin/content/testimonials/no-such-item");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Admin sections" }).first()).toBeAttached();
});
