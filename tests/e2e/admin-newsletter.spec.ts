import { expect, test, type Browser, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAsWorkerAdmin } from "../support/users";

// Newsletter subscribers as an admin looks after them (docs/admin.md §4): find someone by status
// and address, resend their confirmation, unsubscribe them on request, download the filter as
// CSV. Tests share one database and run in parallel: each works on addresses with its own tag
// and searches for it.

test.describe.configure({ timeout: 90_000 });

const CONFLICT_RESEND = /less than 5 minutes ago\. Try again in 5 minutes\./;
const tag = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

interface Stored {
  id: string;
  email: string;
}

/** A subscriber as the public form and confirm link leave it, `minutesAgo` minutes ago. */
function storeSubscriber(email: string, status: string, minutesAgo = 0): Stored {
  const id = randomUUID();
  const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  execute(
    `insert into newsletterSubscriber
       (id, email, emailKey, status, confirmToken, unsubscribeToken, createdAt, confirmedAt, unsubscribedAt)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    email,
    email.toLowerCase(),
    status,
    randomUUID(),
    randomUUID(),
    at(minutesAgo),
    status === "pending" ? null : at(minutesAgo - 1),
    status === "unsubscribed" ? at(minutesAgo - 2) : null,
  );
  return { id, email };
}

/** Many subscribers of one status in one statement (a search that matches more than 1,000). */
function storeSubscribers(emails: string[], status: string) {
  const at = new Date(Date.now() - 60 * 60_000).toISOString();
  execute(
    `insert into newsletterSubscriber
       (id, email, emailKey, status, confirmToken, unsubscribeToken, createdAt, confirmedAt, unsubscribedAt)
     values ${emails.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`,
    ...emails.flatMap((email) => [
      randomUUID(),
      email,
      email.toLowerCase(),
      status,
      randomUUID(),
      randomUUID(),
      at,
      status === "pending" ? null : at,
      status === "unsubscribed" ? at : null,
    ]),
  );
}

const rowOf = (id: string) =>
  query<{ status: string; unsubscribedAt: string | null; version: number }>(
    "select status, unsubscribedAt, version from newsletterSubscriber where id = ?",
    id,
  )[0];
const confirmMails = (to: string) =>
  query<{ id: string; html: string }>(
    `select id, html from emailOutbox where kind = 'newsletter-confirm' and "to" = ? order by createdAt`,
    to,
  );
const auditsOf = (id: string) =>
  query<{ action: string }>(
    "select action from auditLog where entity = 'subscriber' and entityId = ? order by createdAt",
    id,
  ).map((r) => r.action);

/** The message a change left: in the toaster with JavaScript, in the page without. */
function flash(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

function table(page: Page) {
  return page.getByRole("region", { name: "Newsletter subscribers" });
}

/** The subscriber page's actions. */
function onRequest(page: Page) {
  return page.getByRole("region", { name: "On request" });
}

function tabs(page: Page) {
  return page.getByRole("navigation", { name: "Subscribers by status" });
}

async function adminWithoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsWorkerAdmin(page);
  return { context, page };
}

test("a visitor subscribes on the landing page; an admin finds them pending and resends the confirmation", async ({
  page,
}) => {
  const t = tag("lan");
  const email = `${t}@example.com`;
  await open(page, "/");
  const section = page.getByRole("region", { name: "Stay Updated" });
  // Below the fold: its code loads as it comes near, as a visitor scrolls to it (decision 0046).
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("form[data-live]")).toHaveCount(1);
  await section.getByPlaceholder("Enter your email").fill(email);
  await section.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You have been subscribed to our newsletter.").first()).toBeVisible();
  await expect.poll(() => confirmMails(email).length).toBe(1);

  await signInAsWorkerAdmin(page);
  await open(page, "/admin/newsletter");
  await tabs(page)
    .getByRole("link", { name: /^Pending/ })
    .click();
  await expect(page).toHaveURL(/status=pending/);
  await page.getByRole("searchbox", { name: "Search" }).fill(t);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${t}`));
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByText("1 pending subscriber", { exact: true })).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: /^Pending/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(tabs(page).getByRole("link", { name: /^Active/ })).toHaveText(/Active\s*0/);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page).getByRole("row").nth(1)).toContainText("Pending");

  await table(page).getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(email);
  const [stored] = query<{ id: string; confirmToken: string }>(
    "select id, confirmToken from newsletterSubscriber where emailKey = ?",
    email,
  );
  await expect(page).toHaveURL(`/admin/newsletter/${stored.id}`);
  await expect(page.getByText("Not yet")).toBeVisible();
  await expectNoAxeViolations(page, "a pending subscriber's page");

  await page.getByRole("button", { name: "Resend confirmation" }).click();
  await expect(flash(page, "Confirmation e-mail resent.")).toBeVisible();
  const mails = confirmMails(email);
  expect(mails).toHaveLength(2);
  // The same link: the first mail still confirms.
  for (const m of mails)
    expect(m.html).toContain(`/newsletter/confirm?token=${stored.confirmToken}`);
  const history = page.getByRole("region", { name: "Changes by admins" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("Confirmation e-mail resent");
  await expect(history.getByRole("link", { name: "View the e-mail" })).toHaveAttribute(
    "href",
    `/admin/outbox/${mails[1].id}`,
  );
  expect(auditsOf(stored.id)).toEqual(["subscriber.resend"]);

  // At once again: refused beside the button, nothing queued.
  await page.getByRole("button", { name: "Resend confirmation" }).click();
  await expect(onRequest(page).getByRole("alert")).toHaveText(CONFLICT_RESEND);
  expect(confirmMails(email)).toHaveLength(2);
  expect(auditsOf(stored.id)).toEqual(["subscriber.resend"]);
});

test("an admin unsubscribes someone on request; a second admin's stale page is refused", async ({
  page,
  context,
}) => {
  const sub = storeSubscriber(`${tag("req")}@example.com`, "active", 60);
  await signInAsWorkerAdmin(page);
  await open(page, `/admin/newsletter/${sub.id}`);
  const other = await context.newPage();
  await open(other, `/admin/newsletter/${sub.id}`);
  await expect(other.getByText("Active", { exact: true })).toBeVisible();
  // No resend for someone who already confirmed.
  await expect(other.getByRole("button", { name: "Resend confirmation" })).toHaveCount(0);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(flash(page, "Unsubscribed.")).toBeVisible();
  await expect(page.getByText("Unsubscribed", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  const after = rowOf(sub.id);
  expect(after.status).toBe("unsubscribed");
  expect(Date.now() - Date.parse(after.unsubscribedAt!)).toBeLessThan(60_000);
  expect(auditsOf(sub.id)).toEqual(["subscriber.unsubscribe"]);
  await expect(
    page.getByRole("region", { name: "Changes by admins" }).getByRole("listitem"),
  ).toContainText("Unsubscribed by an admin");

  await other.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(onRequest(other).getByRole("alert")).toHaveText(
    "This subscriber has already unsubscribed.",
  );
  expect(auditsOf(sub.id)).toEqual(["subscriber.unsubscribe"]);
  expect(rowOf(sub.id).version).toBe(after.version);
});

test("the list's row button resends, and refuses a subscriber who confirmed meanwhile", async ({
  page,
}) => {
  const t = tag("row");
  const waiting = storeSubscriber(`a.${t}@example.com`, "pending", 3);
  const confirming = storeSubscriber(`b.${t}@example.com`, "pending", 2);
  await signInAsWorkerAdmin(page);
  await open(page, `/admin/newsletter?q=${t}&sort=email&dir=asc`);
  await expect(table(page).getByRole("row")).toHaveCount(3);

  await page.getByRole("button", { name: `Resend confirmation to ${waiting.email}` }).click();
  await expect(flash(page, "Confirmation e-mail resent.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${t}&sort=email&dir=asc`));
  expect(confirmMails(waiting.email)).toHaveLength(1);

  // The subscriber clicks their link after the admin's list loaded.
  execute(
    "update newsletterSubscriber set status = 'active', confirmedAt = ?, version = version + 1 where id = ?",
    new Date().toISOString(),
    confirming.id,
  );
  const row = table(page).getByRole("row").filter({ hasText: confirming.email });
  await row.getByRole("button", { name: /^Resend confirmation/ }).click();
  await expect(row.getByRole("alert")).toHaveText(
    "This subscriber has already confirmed: there is no confirmation to resend. Refresh the page to see their status.",
  );
  expect(confirmMails(confirming.email)).toHaveLength(0);
  expect(auditsOf(confirming.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test("the status tabs, the search and a row's resend work as plain links and forms", async ({
    browser,
  }) => {
    const t = tag("nojs");
    const pending = storeSubscriber(`p.${t}@example.com`, "pending", 4);
    const active = storeSubscriber(`a.${t}@example.com`, "active", 3);
    const active2 = storeSubscriber(`b.${t}@example.com`, "active", 2);
    const gone = storeSubscriber(`u.${t}@example.com`, "unsubscribed", 1);
    const { context, page } = await adminWithoutJs(browser);
    await page.goto("/admin/newsletter");
    await page.getByRole("searchbox", { name: "Search" }).fill(t);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${t}`));
    await expect(page.getByText("4 subscribers", { exact: true })).toBeVisible();
    await expect(tabs(page).getByRole("link")).toHaveText([
      /All\s*4/,
      /Pending\s*1/,
      /Active\s*2/,
      /Unsubscribed\s*1/,
    ]);

    await tabs(page)
      .getByRole("link", { name: /^Active/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`q=${t}.*status=active|status=active.*q=${t}`));
    await expect(page.getByText("2 active subscribers", { exact: true })).toBeVisible();
    await expect(table(page).getByRole("row")).toHaveCount(3);
    await expect(table(page)).toContainText(active.email);
    await expect(table(page)).toContainText(active2.email);
    await expect(table(page)).not.toContainText(pending.email);

    // Sorting keeps the tab; a new search keeps the tab too.
    await table(page)
      .getByRole("link", { name: /^E-mail/ })
      .click();
    await expect(page).toHaveURL(/status=active/);
    await expect(table(page).getByRole("row").nth(1)).toContainText(active2.email);
    await page.getByRole("searchbox", { name: "Search" }).fill(`u.${t}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByText("No subscribers match these filters.")).toBeVisible();

    await tabs(page)
      .getByRole("link", { name: /^Unsubscribed/ })
      .click();
    await expect(table(page)).toContainText(gone.email);

    await page.goto(`/admin/newsletter?q=${t}&status=pending`);
    await page.getByRole("button", { name: `Resend confirmation to ${pending.email}` }).click();
    await expect(page.getByText(/^Confirmation e-mail resent\./)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${t}&status=pending`));
    expect(confirmMails(pending.email)).toHaveLength(1);
    await page.getByRole("button", { name: `Resend confirmation to ${pending.email}` }).click();
    await expect(table(page).getByRole("alert")).toHaveText(CONFLICT_RESEND);
    expect(confirmMails(pending.email)).toHaveLength(1);
    await context.close();
  });
});

test("the CSV download is the list's current filter, formula-like addresses written as text", async ({
  page,
}) => {
  const t = tag("csv");
  // The e-mail check lets an address starting with + or - in: through the public function.
  const formula = `+${t}@example.com`;
  const res = await page.request.post("/api/functions/subscribeToNewsletter", {
    data: { data: { email: formula } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  storeSubscriber(`-${t}@example.com`, "pending", 5);
  storeSubscriber(`plain.${t}@example.com`, "pending", 10);
  storeSubscriber(`active.${t}@example.com`, "active", 7);

  await signInAsWorkerAdmin(page);
  await open(page, `/admin/newsletter?q=${t}&status=pending`);
  await expect(table(page).getByRole("row")).toHaveCount(4);
  // What the list shows: address, status and the times' machine-readable values.
  const shown = await table(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((tr) => {
        // innerText: what is shown; each cell also holds its column's name for the card layout
        // below md (app/components/admin/data-table.tsx), hidden at this width.
        const cells = [...tr.children] as HTMLElement[];
        const time = (i: number) => cells[i].querySelector("time")?.getAttribute("datetime") ?? "";
        return [cells[0].innerText.trim(), cells[1].innerText.trim(), time(2), time(3), time(4)];
      }),
    );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^newsletter-subscribers-pending-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const records = parse(readFileSync((await download.path())!), { bom: true }) as string[][];
  expect(records[0]).toEqual([
    "Email",
    "Status",
    "Subscribed at (UTC)",
    "Confirmed at (UTC)",
    "Unsubscribed at (UTC)",
  ]);
  // The CSV is oldest first, the list newest first.
  const expected = [...shown]
    .reverse()
    .map(([email, status, ...times]) => [
      /^[+\-=@]/.test(email) ? `'${email}` : email,
      status.toLowerCase(),
      ...times,
    ]);
  expect(records.slice(1)).toEqual(expected);
  expect(records.slice(1).map((r) => r[0])).toEqual([
    `plain.${t}@example.com`,
    `'-${t}@example.com`,
    `'${formula}`,
  ]);
});

test("a search matching more than 1,000 subscribers says only what was counted (issue 24)", async ({
  page,
}) => {
  const t = tag("many");
  // Unsubscribed, so no other test's count of active subscribers moves.
  storeSubscribers(
    Array.from({ length: 1_001 }, (_, i) => `m${i}.${t}@example.com`),
    "unsubscribed",
  );
  storeSubscribers([`p0.${t}@example.com`, `p1.${t}@example.com`], "pending");
  await signInAsWorkerAdmin(page);
  await open(page, `/admin/newsletter?q=${t}`);
  await expect(page.getByText("More than 1,000 subscribers", { exact: true })).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: /^Unsubscribed/ })).toHaveText(
    /Unsubscribed\s*1,000\+/,
  );
  await expect(tabs(page).getByRole("link", { name: /^Pending/ })).toHaveText(/Pending\s*2/);
  await expect(page.getByText("1–25 of more than 1,000 subscribers · page 1")).toBeVisible();
  await expect(table(page).getByRole("row")).toHaveCount(26);
  // A status under the cap is counted exactly.
  await tabs(page)
    .getByRole("link", { name: /^Pending/ })
    .click();
  await expect(page.getByText("2 pending subscribers", { exact: true })).toBeVisible();
});

test("the list and a subscriber's page are axe-clean and fit 390 px", async ({ page }) => {
  const t = tag("a11y");
  const long = storeSubscriber(
    `${"very.long.address.".repeat(4)}${t}@example-school.co.in`,
    "pending",
  );
  storeSubscriber(`${t}@example.com`, "active", 2);
  await signInAsWorkerAdmin(page);
  const missing = await page.goto("/admin/newsletter/no-such-subscriber");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
  for (const path of [
    `/admin/newsletter?q=${t}`,
    `/admin/newsletter?q=${t}&sort=email&dir=asc`,
    `/admin/newsletter?q=${t}-nobody`,
    `/admin/newsletter/${long.id}`,
  ]) {
    // One load, resized to each width (tests/support/page-sweep.ts).
    await checkPage(page, path, { widths: [1366, 390] });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
