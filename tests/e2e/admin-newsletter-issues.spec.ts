import { expect, test, type Page } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage, checkShownPage } from "../support/page-sweep";
import { signInAs, signInAsWorkerAdmin } from "../support/users";

// Newsletter issues as an admin writes and sends them (docs/admin.md §4, Issues): write a draft,
// preview it, send a test to yourself, send it to every active subscriber, watch the counts.
// Tests share one database and run in parallel: each checks its own subscribers and issue.

test.describe.configure({ timeout: 90_000 });

const tag = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/** An active subscriber, as the confirm link leaves one; returns its address and token. */
function activeSubscriber(email: string) {
  const token = randomBytes(24).toString("base64url");
  const at = new Date(Date.now() - 60_000).toISOString();
  execute(
    `insert into newsletterSubscriber
       (id, email, emailKey, status, confirmToken, unsubscribeToken, createdAt, confirmedAt, unsubscribedAt)
     values (?, ?, ?, 'active', ?, ?, ?, ?, null)`,
    randomUUID(),
    email,
    email.toLowerCase(),
    randomUUID(),
    token,
    at,
    at,
  );
  return { email, token };
}

const activeCount = () =>
  query<{ n: number }>("select count(*) as n from newsletterSubscriber where status = 'active'")[0]
    .n;

function flash(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Writes the body in the rich-text editor, as an admin does: a heading, a paragraph, a list. */
async function writeInEditor(page: Page) {
  const editor = page.getByTestId("rich-text-editor");
  await expect(editor).toBeVisible();
  await editor.click();
  const tools = page.getByRole("toolbar", { name: "Formatting" });
  await tools.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("What is new");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Two new courses start in December.");
  await page.keyboard.press("Enter");
  await tools.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Python for teens");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Spoken English");
  // An empty item ends the list; the block goes after it.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await tools.getByRole("button", { name: "Insert book-a-demo block" }).click();
}

const BODY =
  '<h2>What is new</h2><p>Two new courses start in December. <a href="/courses">See them all</a>.</p><ul><li>Python for teens</li><li>Spoken English</li></ul>';

test("an admin writes, previews, tests and sends a newsletter; every subscriber gets one copy", async ({
  page,
}) => {
  const t = tag("iss");
  const mine = [0, 1, 2].map((i) => activeSubscriber(`${t}-${i}@example.com`));
  const admin = await signInAs(page, "admin");

  await open(page, "/admin/newsletter/issues");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
  // The list and the new-newsletter page are axe-checked by the page sweep (page-sweep.spec.ts).
  await page.getByRole("link", { name: "Write a newsletter" }).click();
  await expect(page).toHaveURL("/admin/newsletter/issues/new");

  // Refused: no subject.
  await writeInEditor(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Subject must be at least 3 characters.")).toBeVisible();

  await page.getByLabel("Subject").fill(`December news ${t}`);
  await page.getByLabel("Preview text (optional)").fill("Two new courses");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(flash(page, "Draft saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/[\w-]+$/);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`December news ${t}`);

  // The preview is the mail as sent.
  const preview = page.frameLocator("iframe[title^='Preview of the newsletter']");
  await expect(preview.getByRole("heading", { name: "What is new" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["Python for teens", "Spoken English"]);
  // The book-a-demo block, as a mail can show it.
  await expect(preview.getByRole("link", { name: "Book a free demo" })).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/get-started$/,
  );
  await expectNoAxeViolations(page, "a draft newsletter");

  // An edit.
  await page.getByLabel("Subject").fill(`December at Learnova ${t}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(page, "Changes saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`December at Learnova ${t}`);

  // A test copy to the admin alone.
  await page.getByRole("button", { name: "Send a test to yourself" }).click();
  await expect(flash(page, "Test sent.")).toBeVisible();
  const tests = query<{ subject: string; headers: string | null }>(
    `select subject, headers from emailOutbox where kind = 'newsletter-test' and "to" = ?`,
    admin!.email,
  );
  expect(tests).toEqual([{ subject: `[Test] December at Learnova ${t}`, headers: null }]);

  // Send to all, after a confirmation that names how many.
  await page.getByRole("link", { name: "Send to all subscribers…" }).click();
  const confirm = page.getByRole("region", { name: /^Send to [\d,]+ active subscribers\?$/ });
  await expect(confirm).toBeVisible();
  const shown = Number((await confirm.getByRole("heading").textContent())!.replace(/\D/g, ""));
  expect(shown).toBeGreaterThanOrEqual(3);
  expect(Math.abs(shown - activeCount())).toBeLessThanOrEqual(5);
  await expectNoAxeViolations(page, "the send confirmation");
  await confirm.getByRole("button", { name: /^Send to/ }).click();
  await expect(flash(page, "Sending started.")).toBeVisible();

  // The page follows the send by itself until every copy is out.
  // The test server has no SMTP_URL: every copy ends kept in the outbox, and the page says so.
  const progress = page.getByRole("region", { name: /^(Sending|Sent|Kept, not delivered)$/ });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole("heading")).toHaveText("Kept, not delivered", {
    timeout: 30_000,
  });
  const delivered = query<{ n: number }>(
    "select count(*) as n from newsletterDelivery where issueId = ?",
    id,
  )[0].n;
  await expect(page.getByTestId("issue-kept")).toHaveText(delivered.toLocaleString("en-IN"));
  await expect(page.getByTestId("issue-sent")).toHaveText("0");
  await expect(page.getByTestId("issue-failed")).toHaveText("0");
  await expectNoAxeViolations(page, "a sent newsletter");

  // Each of our subscribers: exactly one copy, with their own one-click link and headers.
  for (const s of mine) {
    const copies = query<{ html: string; headers: string; status: string }>(
      `select o.html, o.headers, o.status from newsletterDelivery d
         join emailOutbox o on o.id = d.mailId where d.issueId = ? and o."to" = ?`,
      id,
      s.email,
    );
    expect(copies).toHaveLength(1);
    const headers = JSON.parse(copies[0].headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toContain(`/unsubscribe/one-click?t=${s.token}>`);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(copies[0].html).toContain(`/unsubscribe?token=${s.token}`);
  }

  // A sent newsletter cannot be edited; the list shows its counts.
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await page.getByRole("link", { name: "← Newsletters" }).click();
  const row = page.getByRole("row").filter({ hasText: `December at Learnova ${t}` });
  await expect(row).toContainText("Sent");
  // Sent, kept (the test server has no SMTP_URL), failed; as shown (each cell also holds its
  // column's name for the card layout below md, hidden here).
  const asShown = { useInnerText: true };
  await expect(row.getByRole("cell").nth(2)).toHaveText("0", asShown);
  await expect(row.getByRole("cell").nth(3)).toHaveText(delivered.toLocaleString("en-IN"), asShown);
  await expect(row.getByRole("cell").nth(4)).toHaveText("0", asShown);
});

test("one-click unsubscribe from a newsletter's header works from a mail provider's server", async ({
  request,
}) => {
  const s = activeSubscriber(`${tag("oc")}@example.com`);
  const res = await request.post(`/unsubscribe/one-click?t=${s.token}`, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { origin: "https://mail.provider.example" },
  });
  expect(res.status()).toBe(200);
  const [row] = query<{ status: string }>(
    "select status from newsletterSubscriber where unsubscribeToken = ?",
    s.token,
  );
  expect(row.status).toBe("unsubscribed");
});

test("the newsletter pages work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsWorkerAdmin(page);
  const t = tag("nojs");
  activeSubscriber(`${t}@example.com`);
  await page.goto("/admin/newsletter/issues/new");
  await page.getByLabel("Subject").fill(`Plain ${t}`);
  await page.getByRole("textbox", { name: "Newsletter", exact: true }).fill(BODY);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.").first()).toBeVisible();
  const preview = page.frameLocator("iframe[title^='Preview of the newsletter']");
  await expect(preview.getByRole("link", { name: "See them all" })).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/courses$/,
  );
  await page.getByRole("link", { name: "Send to all subscribers…" }).click();
  await page.getByRole("button", { name: /^Send to/ }).click();
  await expect(page.getByText("Sending started.").first()).toBeVisible();
  // No polling without JavaScript: the refresh link brings the counts up to date.
  await expect(async () => {
    const link = page.getByRole("link", { name: "Refresh the counts" });
    if (await link.count()) await link.click();
    await expect(
      page
        .getByRole("region", { name: /^(Sending|Sent|Kept, not delivered)$/ })
        .getByRole("heading"),
    ).toHaveText("Kept, not delivered");
  }).toPass({ timeout: 30_000 });
  await context.close();
});

// One test at both widths: each page is loaded once and resized (tests/support/page-sweep.ts).
// Axe runs on the draft and the confirmation at 390 px only: the test above runs it on them at
// 1280 px, which lays them out as 1366 px does (AXE_WIDTHS in tests/support/page-sweep.ts),
// but on a send kept, not delivered, so the sent page is checked at both; the new-newsletter
// page and the list are the page sweep's, so here they are checked for width with this
// test's long rows only.
test("the newsletter pages fit at 1366 and 390 px and are axe-clean on a phone", async ({
  page,
}) => {
  const widths = [1366, 390];
  const axe = [390];
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsWorkerAdmin(page);
  await open(page, "/admin/newsletter/issues/new");
  await page.getByLabel("Subject").fill(`Axe ${tag("ax")}`);
  await writeInEditor(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  // The draft's own page (not the new one's address, which the pattern would match too).
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\/(?!new$)[\w-]+$/);
  const draft = new URL(page.url()).pathname;
  await expect(
    page.frameLocator("iframe[title^='Preview of the newsletter']").getByRole("heading", {
      name: "What is new",
    }),
  ).toBeVisible();
  await checkShownPage(page, "a draft", { widths, axe });
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, `${draft}?confirm=send`);
  await checkShownPage(page, "the send confirmation", { widths, axe });
  // A sent newsletter's page, with its counts (written as a finished send leaves it).
  const sentId = randomUUID();
  const now = new Date().toISOString();
  execute(
    `insert into newsletterIssue (id, subject, html, status, recipientCount, queuedCount,
       sendStartedAt, sentAt, createdAt, updatedAt, version)
     values (?, ?, '<p>Sent before.</p>', 'sent', 1234567, 1234567, ?, ?, ?, ?, 2)`,
    sentId,
    `A long sent newsletter subject that has to wrap on a phone ${tag("s")}`,
    now,
    now,
    now,
    now,
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, `/admin/newsletter/issues/${sentId}`);
  await expect(page.getByRole("region", { name: "Sent" })).toBeVisible();
  await checkShownPage(page, "a sent newsletter", { widths });
  await checkPage(page, "/admin/newsletter/issues", { axe: false, widths });
});
