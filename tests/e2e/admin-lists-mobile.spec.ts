import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { signInAsWorkerAdmin, type TestUser } from "../support/users";

// The admin lists on a phone (issue 23 item 17; docs/admin.md "Who and how"): below 768 px the
// shared DataTable shows rows as cards and the shared FilterBar folds behind one "Filters"
// control that counts the active filters; at 1366 px both are a table and an open form. Every
// list the panel has is checked here, each with a row of its own (tests run in parallel on
// one database), as the worker's admin (signed up once per worker: nothing here reads or
// changes the admin's own account).

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

const tag = () => `cards${randomBytes(4).toString("hex")}`;

interface List {
  name: string;
  /**
   * Makes the test's own row where the list needs one, and returns the list's address:
   * filtered to that row where the list has filters.
   */
  open: (page: Page, t: string, admin: TestUser) => Promise<string>;
  /** The column whose value a card must show in view: the status, or what stands for it. */
  status: string;
  /**
   * The page's own form comes before the list (the invite form), so the first card starts on
   * the first screen but ends below it: its status is checked once the card is scrolled to.
   */
  formFirst?: boolean;
  /** The filters the address applies, for a list with a filter bar. */
  active?: number;
  /**
   * The address is a page of the route table, shown as the page sweep shows it (no filter, no
   * row of the test's own): the sweep's axe run at 390 px is this page's
   * (tests/support/page-sweep.ts), so it is not run twice.
   */
  axeInSweep?: true;
}

async function call(page: Page, fn: string, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/functions/${fn}`, { data: { data } });
  expect(res.status(), await res.text()).toBe(200);
}

async function bookDemo(page: Page, t: string) {
  const start = new Date(Date.now() + (3 + Math.floor(Math.random() * 20)) * 86_400_000);
  start.setUTCHours(9 + Math.floor(Math.random() * 6), 0, 0, 0);
  await call(page, "bookDemoSession", {
    accountType: "student",
    contactName: "Card Reader",
    grade: "Grade 9",
    email: `${t}@example.com`,
    phone: "+91 98765 43210",
    subject: "IGCSE Physics",
    requestedStart: start.toISOString(),
    timeZone: "Asia/Kolkata",
  });
}

const sendMessage = (page: Page, t: string) =>
  call(page, "sendContactMessage", {
    name: "Card Reader",
    email: `${t}@example.com`,
    message: `Checking the cards on a phone, ${t}.`,
  });

const LISTS: List[] = [
  {
    name: "demo bookings",
    open: async (page, t) => {
      await bookDemo(page, t);
      return `/admin/bookings?q=${t}&status=requested`;
    },
    status: "Status",
    active: 2,
  },
  {
    name: "contact messages",
    open: async (page, t) => {
      await sendMessage(page, t);
      return `/admin/messages?q=${t}&status=new`;
    },
    status: "Status",
    active: 2,
  },
  {
    name: "newsletter subscribers",
    open: async (page, t) => {
      await call(page, "subscribeToNewsletter", { email: `${t}@example.com` });
      // The status tab is outside the filter form, so only the search counts.
      return `/admin/newsletter?status=pending&q=${t}`;
    },
    status: "Status",
    active: 1,
  },
  {
    name: "newsletter issues",
    open: async (_page, t) => {
      const now = new Date().toISOString();
      execute(
        `insert into newsletterIssue (id, subject, html, status, createdAt, updatedAt)
         values (?, ?, '<p>Draft.</p>', 'draft', ?, ?)`,
        randomUUID(),
        `A draft newsletter with a subject long enough to wrap on a phone ${t}`,
        now,
        now,
      );
      return "/admin/newsletter/issues";
    },
    status: "Status",
  },
  {
    name: "users",
    open: async (_page, _t, admin) =>
      `/admin/users?q=${encodeURIComponent(admin.email)}&role=admin`,
    status: "Role",
    active: 2,
  },
  {
    name: "courses",
    open: async () => "/admin/courses?category=Languages&published=published",
    status: "Status",
    active: 2,
  },
  {
    name: "blog posts",
    open: async () => "/admin/blog?status=published",
    status: "State",
    active: 1,
  },
  ...(["testimonials", "faq", "help", "cards", "boards"] as const).map((kind) => ({
    name: `site content: ${kind}`,
    open: async () => `/admin/content/${kind}`,
    status: "Status",
    axeInSweep: true as const,
  })),
  {
    name: "class groups",
    open: async (_page, t) => {
      const at = new Date().toISOString();
      const [course] = query<{ id: string }>("select id from course order by position limit 1");
      execute(
        `insert into cohort (id, courseId, name, anchorZone, capacity, startDate, createdAt, updatedAt)
         values (?, ?, ?, 'America/New_York', 8, '2031-01-06', ?, ?)`,
        randomUUID(),
        course.id,
        `A class group with a name long enough to wrap on a phone ${t}`,
        at,
        at,
      );
      return `/admin/classes?q=${t}&status=draft`;
    },
    status: "Status",
    active: 2,
  },
  {
    name: "e-mail outbox",
    open: async (page, t) => {
      await call(page, "subscribeToNewsletter", { email: `${t}@example.com` });
      return `/admin/outbox?q=${t}&kind=newsletter-confirm`;
    },
    status: "Status",
    active: 2,
  },
  {
    name: "audit log",
    open: async (_page, t, admin) => {
      const [actor] = query<{ id: string }>("select id from user where email = ?", admin.email);
      execute(
        `insert into auditLog (id, actorId, actorEmail, action, entity, entityId, detail, createdAt)
         values (?, ?, ?, 'message.status', 'message', ?, ?, ?)`,
        randomUUID(),
        actor.id,
        admin.email,
        t,
        JSON.stringify({ before: { status: "new" }, after: { status: "read" } }),
        new Date().toISOString(),
      );
      return `/admin/audit?q=${t}&entity=message`;
    },
    status: "Action",
    active: 2,
  },
  {
    name: "pending invitations",
    open: async (page, t) => {
      await open(page, "/admin/users/invite");
      await page.getByLabel("Email", { exact: true }).fill(`${t}@example.com`);
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("rowheader", { name: `${t}@example.com` })).toBeVisible();
      return "/admin/users/invite";
    },
    status: "Actions",
    formFirst: true,
  },
];

/** The cell of the first row under the column headed `header`. */
async function firstRowCell(table: Locator, header: string): Promise<Locator> {
  const headers = await table
    .locator("thead th")
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? "").replace(/[↕↑↓]|, sort/g, "")));
  const at = headers.findIndex((h) => h.trim() === header);
  expect(at, `a "${header}" column among ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return table.locator("tbody > tr").first().locator(":scope > th, :scope > td").nth(at);
}

const display = (l: Locator) => l.evaluate((e) => getComputedStyle(e).display);

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

const filters = (page: Page) => page.locator("summary", { hasText: "Filters" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });

for (const list of LISTS) {
  test(`${list.name}: cards with the status in view at 390 px, a table at 1366 px`, async ({
    page,
  }) => {
    const admin = await signInAsWorkerAdmin(page);
    const path = await list.open(page, tag(), admin);
    await page.setViewportSize(PHONE);
    await open(page, path);

    const table = page.locator("table").first();
    const row = table.locator("tbody > tr").first();
    await expect(row).toBeVisible();
    expect(await display(row), "a row is a card").toBe("grid");
    // The first row starts on the first screen, under a folded filter form.
    const top = (await row.boundingBox())!.y;
    expect(top, "the first row's top").toBeLessThan(PHONE.height);
    // Its status is wholly on screen, and so is every link and button of the card.
    if (list.formFirst) await row.evaluate((e) => e.scrollIntoView({ block: "start" }));
    await expect(await firstRowCell(table, list.status)).toBeInViewport({ ratio: 1 });
    const outside = await row
      .locator("a, button, input:not([type=hidden])")
      .evaluateAll(
        (els) =>
          els
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.left < 0 || r.right > window.innerWidth).length,
      );
    expect(outside, "controls of the card outside the screen's width").toBe(0);
    await expectNoSidewaysScroll(page, `${path} at 390 px`);

    if (list.active !== undefined) {
      // Folded, with the count of the filters the address applies; one tap opens the form.
      await expect(filters(page)).toBeVisible();
      await expect(filters(page)).toContainText(`${list.active} active`);
      await expect(searchBox(page)).toBeHidden();
      await filters(page).click();
      await expect(searchBox(page)).toBeVisible();
    } else {
      await expect(filters(page)).toHaveCount(0);
    }
    if (!list.axeInSweep) await expectNoAxeViolations(page, `${path} at 390 px`);

    await page.setViewportSize(LAPTOP);
    await open(page, path);
    expect(await display(table), "at 1366 px").toBe("table");
    expect(await display(row), "at 1366 px").toBe("table-row");
    if (list.active !== undefined) {
      // The form is open from md up, with no control to fold it.
      await expect(searchBox(page)).toBeVisible();
      await expect(filters(page)).toBeHidden();
    }
  });
}

async function phoneWithoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const admin = await signInAsWorkerAdmin(page);
  return { context, page, admin };
}

for (const list of LISTS.filter((l) => l.active !== undefined)) {
  test(`${list.name}: the Filters control works without JavaScript at 390 px`, async ({
    browser,
  }) => {
    const { context, page, admin } = await phoneWithoutJs(browser);
    const path = await list.open(page, tag(), admin);
    await page.goto(path);
    await expect(filters(page)).toContainText(`${list.active} active`);
    await expect(searchBox(page)).toBeHidden();
    // Opened natively, the form clears the filters...
    await filters(page).click();
    await expect(searchBox(page)).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(filters(page)).toBeVisible();
    await expect(filters(page)).not.toContainText("active");
    // ... and applies a new one, which the folded control then counts.
    await filters(page).click();
    await searchBox(page).fill("no-such-row-anywhere");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=no-such-row-anywhere/);
    await expect(filters(page)).toContainText("1 active");
    await expect(searchBox(page)).toBeHidden();
    await context.close();
  });
}

test("the inbox's bulk boxes work on the cards, with and without JavaScript", async ({
  page,
  browser,
}) => {
  const t = tag();
  await signInAsWorkerAdmin(page);
  await sendMessage(page, `${t}a`);
  await sendMessage(page, `${t}b`);
  const statusOf = (suffix: string) =>
    query<{ status: string }>(
      "select status from contactMessage where email = ?",
      `${t}${suffix}@example.com`,
    )[0]?.status;
  await page.setViewportSize(PHONE);
  await open(page, `/admin/messages?q=${t}`);
  const all = page.getByRole("checkbox", { name: "Select every row on this page" });
  const rows = page.getByRole("checkbox", { name: /^Select Card Reader/ });
  await expect(rows).toHaveCount(2);
  await expect(all).toBeInViewport();
  await all.check();
  await expect(rows.nth(0)).toBeChecked();
  await expect(rows.nth(1)).toBeChecked();
  // Unticking one card unticks "every row", so the post names only the other.
  await rows.nth(1).uncheck();
  await expect(all).not.toBeChecked();
  await page.getByRole("button", { name: "Mark read" }).click();
  await expect(page.getByText("1 message marked read.").first()).toBeVisible();
  expect([statusOf("a"), statusOf("b")].sort()).toEqual(["new", "read"]);

  const noJs = await phoneWithoutJs(browser);
  await noJs.page.goto(`/admin/messages?q=${t}&status=new`);
  const left = noJs.page.getByRole("checkbox", { name: /^Select Card Reader/ });
  await expect(left).toHaveCount(1);
  await left.check();
  await noJs.page.getByRole("button", { name: "Archive" }).click();
  await expect(noJs.page.getByText("1 message archived.")).toBeVisible();
  // The one still new is archived; the one read before is untouched.
  expect([statusOf("a"), statusOf("b")].sort()).toEqual(["archived", "read"]);
  await noJs.context.close();
});
