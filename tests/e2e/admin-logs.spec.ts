import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { randomBytes, randomUUID } from "node:crypto";
import { axeBuilder, expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { newUser, signInAs } from "../support/users";

// The admin panel's two logs (docs/admin.md §10 e-mail outbox, §11 audit log), as an admin uses
// them: filter, open, resend, follow links, page, export. Tests share one database and run in
// parallel, so each one filters down to rows of its own.

test.describe.configure({ timeout: 120_000 });
// A zone far from UTC: the audit log's date filter must read days in the admin's zone.
test.use({ timezoneId: "Asia/Kolkata" });

const ZONE = "Asia/Kolkata";
const tag = () => randomBytes(4).toString("hex");

function insertMail(fields: {
  to: string;
  subject: string;
  html?: string;
  status: string;
  lastError?: string | null;
  attachments?: string | null;
}): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  execute(
    `insert into emailOutbox (id, "to", subject, html, text, headers, attachments, kind, status,
       attempts, lastError, nextAttemptAt, claimedBy, claimedUntil, sentAt, createdAt)
     values (?, ?, ?, ?, ?, ?, ?, 'e2e-test', ?, 3, ?, ?, null, null, null, ?)`,
    id,
    fields.to,
    fields.subject,
    fields.html ?? `<p>${fields.subject}</p>`,
    `Text of ${fields.subject}`,
    JSON.stringify({ "Reply-To": "hello@learnova.example" }),
    fields.attachments ?? null,
    fields.status,
    fields.lastError ?? null,
    now,
    now,
  );
  return id;
}

/**
 * axe on a mail's page, outside the mail's own frame: axe runs inside every frame, and a
 * frame sandboxed with no scripts never answers it. The frame's title is checked by the test;
 * the mail's inside is the mail as sent, not the panel.
 */
async function expectNoAxeViolationsAroundMail(page: Page) {
  const results = await axeBuilder(page).exclude("iframe[srcdoc]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Fails when the page is wider than the 390 px screen. */
async function expectNoOverflowAt390(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, path);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The signed-in admin's user id. */
function idOf(email: string): string {
  return query<{ id: string }>("select id from user where email = ?", email)[0].id;
}

/** Waits until the layout has told the server the browser's zone (first admin page load). */
async function zoneKnown(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "learnova_tz")?.value)
    .toMatch(/^Asia%2F(Kolkata|Calcutta)$/); // Chromium names the zone by its older name
}

test("outbox: a contact form's mail found by recipient and seen as kept, not delivered; a failed one sent again", async ({
  page,
}) => {
  const who = { name: `Casey ${tag()}`, email: `outbox-${tag()}@example.com` };
  const message = `Hello from the outbox test ${tag()}, please reply.`;
  await open(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill(who.name);
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("How can we help?", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect
    .poll(
      () =>
        query<{ status: string }>('select status from emailOutbox where "to" = ?', who.email)[0]
          ?.status,
    )
    // The test server has no SMTP_URL: the mail is kept, not delivered (issue 23, item 14).
    .toBe("kept");

  await signInAs(page, "admin");
  await open(page, "/admin/outbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail outbox");
  // The start of the address, in other letters' case.
  await page.getByLabel("Search").fill(who.email.slice(0, 12).toUpperCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=OUTBOX-/);
  const table = page.getByRole("table", { name: "E-mails, newest first" });
  await expect(table.getByRole("row")).toHaveCount(2); // header + the one mail
  await expect(table.getByRole("row").nth(1)).toContainText("contact-ack");
  await expect(table.getByRole("row").nth(1)).toContainText("kept, not delivered");
  await expect(table.getByRole("row").nth(1)).not.toContainText(/\bsent\b/);
  await expectNoAxeViolations(page, "outbox list");

  await table.getByRole("link", { name: who.email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/We received your message/);
  const frame = page.locator("iframe[srcdoc]");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(page.frameLocator("iframe[srcdoc]").getByText(message)).toBeVisible();
  await expect(page.getByRole("region", { name: "Text version" })).toContainText(message);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("kept, not delivered");
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
  await expect(frame).toHaveAttribute("title", /^The mail “We received your message/);
  await expectNoAxeViolationsAroundMail(page);

  // A failed mail whose HTML carries a script: the frame shows it and runs nothing.
  const failedTo = `failed-${tag()}@example.com`;
  const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
  const failedId = insertMail({
    to: failedTo,
    subject: `Demo confirmed ${tag()}`,
    html: `<!doctype html><html><head><title>x</title></head><body><p>Visible body</p><script>parent.document.title = "pwned"; document.body.dataset.ran = "yes";</script><img src="x" onerror="parent.document.title='pwned'"></body></html>`,
    status: "failed",
    lastError: "550 5.1.1 <fa***@example.com>: no such user",
    attachments: JSON.stringify([
      { filename: "demo.ics", contentType: "text/calendar; charset=utf-8", content: ics },
    ]),
  });
  await open(page, `/admin/outbox?status=failed&q=${failedTo}`);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("550 5.1.1 <fa***@example.com>: no such user");
  await table.getByRole("link", { name: failedTo }).click();
  await expect(page.frameLocator("iframe[srcdoc]").getByText("Visible body")).toBeVisible();
  expect(await page.title()).not.toBe("pwned");
  await expect(page.frameLocator("iframe[srcdoc]").locator("body[data-ran]")).toHaveCount(0);
  const attachments = page.getByRole("region", { name: "Attachments" });
  await expect(attachments).toContainText("text/calendar; charset=utf-8");
  const download = page.waitForEvent("download");
  await attachments.getByRole("link", { name: "demo.ics" }).click();
  expect((await download).suggestedFilename()).toBe("demo.ics");

  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("Mail queued again").first()).toBeVisible();
  // Queued again; the worker, woken by the resend, may already have sent it.
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText(/queued|sending|kept/);
  await expect
    .poll(
      () =>
        query<{ status: string; attempts: number }>(
          "select status, attempts from emailOutbox where id = ?",
          failedId,
        )[0],
    )
    .toEqual({ status: "kept", attempts: 4 });
  const audit = query<{ action: string; detail: string }>(
    "select action, detail from auditLog where entity = 'email' and entityId = ?",
    failedId,
  );
  expect(audit).toHaveLength(1);
  expect(audit[0].action).toBe("email.resend");
  expect(JSON.parse(audit[0].detail)).toMatchObject({
    before: { status: "failed" },
    after: { status: "queued" },
  });
  await page.reload();
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("kept, not delivered");
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);

  // The export is the list's filter; parsed back, it holds that mail.
  await open(page, `/admin/outbox?q=${encodeURIComponent(failedTo)}`);
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toBe(`/admin/outbox/export.csv?q=${encodeURIComponent(failedTo)}`);
  const res = await page.request.get(href!);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const rows = parse(await res.text(), { columns: true, bom: true }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ Recipient: failedTo, Status: "kept", ID: failedId });

  await expectNoOverflowAt390(page, `/admin/outbox?q=${encodeURIComponent(failedTo)}`);
  await expectNoOverflowAt390(page, `/admin/outbox/${failedId}`);
});

test("audit log: an admin's action found by action, person and day; paged; linked to its record", async ({
  page,
}) => {
  const admin = newUser("audit-admin", `Audra ${tag()}`);
  await signInAs(page, "admin", admin);
  const adminId = idOf(admin.email);
  await open(page, "/admin/audit");
  await zoneKnown(page);

  // A real admin action: sending a failed mail again writes its audit entry.
  const mailId = insertMail({
    to: `audited-${tag()}@example.com`,
    subject: `Audited ${tag()}`,
    status: "failed",
  });
  await open(page, `/admin/outbox/${mailId}`);
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("Mail queued again").first()).toBeVisible();

  // 30 more entries of one action, in two ties of equal time; and one the day before (in
  // Kolkata) that the day filter must leave out.
  const action = `e2e.bulk-${tag()}`;
  const now = new Date();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(now);
  const startOfToday = new Date(`${today}T00:00:00+05:30`).getTime();
  const instants = [startOfToday + 60_000, startOfToday + 120_000].map((t) =>
    new Date(Math.min(t, now.getTime())).toISOString(),
  );
  const bulkIds: string[] = [];
  for (let i = 0; i < 30; i++) {
    const id = randomUUID();
    bulkIds.push(id);
    execute(
      `insert into auditLog (id, actorId, actorEmail, action, entity, entityId, detail, createdAt)
       values (?, ?, ?, ?, 'message', ?, ?, ?)`,
      id,
      adminId,
      admin.email,
      action,
      `msg-${i}`,
      JSON.stringify({ before: { status: "new" }, after: { status: `read-${i}` } }),
      instants[i % 2],
    );
  }
  const yesterdayId = randomUUID();
  execute(
    `insert into auditLog (id, actorId, actorEmail, action, entity, entityId, detail, createdAt)
     values (?, ?, ?, ?, 'message', 'msg-old', null, ?)`,
    yesterdayId,
    adminId,
    admin.email,
    action,
    new Date(startOfToday - 60_000).toISOString(),
  );

  // Filter by action, person and today, through the filter form.
  await open(page, "/admin/audit");
  await page.getByLabel("Action").selectOption(action);
  await page.getByLabel("Person").selectOption({ label: `${admin.name} (${admin.email})` });
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To").fill(today);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`action=${action.replace(".", "\\.")}`));
  await expect(page.getByText("30 entries, newest first")).toBeVisible();
  const table = page.getByRole("table", { name: "Audit log entries, newest first" });
  const entryIds = async () =>
    (await table
      .locator("tbody th a")
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute("href")!.split("/").pop()!),
      )) as string[];
  const first = await entryIds();
  expect(first).toHaveLength(25);
  await expect(table.getByRole("row").nth(1)).toContainText("status: new → read-");
  await expectNoAxeViolations(page, "audit list");

  await page.getByRole("link", { name: "Older →" }).click();
  await expect(page).toHaveURL(/after=/);
  // The address changes before the new page is drawn: wait for its rows.
  await expect.poll(entryIds).toHaveLength(5);
  const second = await entryIds();
  expect([...first, ...second].sort()).toEqual([...bulkIds].sort());
  expect(second).not.toContain(yesterdayId);
  await expect(page.getByText("Older →")).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("link", { name: "← Newest" }).click();
  await expect(page).not.toHaveURL(/after=/);
  // As above: the address changes before the newest page is drawn.
  await expect.poll(entryIds).toEqual(first);

  // Without the day filter, yesterday's entry is there too.
  await open(page, `/admin/audit?action=${action}`);
  await expect(page.getByText("31 entries, newest first")).toBeVisible();

  // The export of the filter, parsed back.
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = parse(await (await page.request.get(href!)).text(), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  expect(csv.map((r) => r.ID).sort()).toEqual([...bulkIds, yesterdayId].sort());
  expect(csv.every((r) => r.Action === action && r.Person === admin.email)).toBe(true);

  // The resend's entry: its detail page shows before/after and links to the mail.
  await open(page, `/admin/audit?action=email.resend&actor=${adminId}`);
  await expect(page.getByText("1 entry, newest first")).toBeVisible();
  await expect(table.getByRole("link", { name: mailId })).toHaveAttribute(
    "href",
    `/admin/outbox/${mailId}`,
  );
  await table.locator("tbody th a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("email.resend");
  const changes = page.getByRole("table", { name: "Changed fields, before and after" });
  await expect(changes.getByRole("row", { name: /status/ })).toContainText("failed");
  await expect(changes.getByRole("row", { name: /status/ })).toContainText("queued");
  await expectNoAxeViolations(page, "audit entry");
  const entryPath = new URL(page.url()).pathname;
  await page.getByRole("link", { name: mailId }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/outbox/${mailId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Audited/);

  await expectNoOverflowAt390(page, `/admin/audit?action=${action}`);
  await expectNoOverflowAt390(page, entryPath);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the outbox's and the audit log's filters work as plain forms", async ({ page }) => {
    const admin = newUser("nojs-admin");
    await signInAs(page, "admin", admin);
    const to = `nojs-${tag()}@example.com`;
    insertMail({ to, subject: "No script needed", status: "failed" });
    await page.goto("/admin/outbox");
    await page.getByLabel("Search").fill(to);
    await page.getByLabel("Status").selectOption("failed");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=failed/);
    const table = page.getByRole("table", { name: "E-mails, newest first" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText(to);

    const action = `e2e.nojs-${tag()}`;
    execute(
      `insert into auditLog (id, actorId, actorEmail, action, entity, entityId, detail, createdAt)
       values (?, null, null, ?, 'message', 'm-1', '{"note":"<b>not bold</b>"}', ?)`,
      randomUUID(),
      action,
      new Date().toISOString(),
    );
    await page.goto("/admin/audit");
    await page.getByLabel("Action").selectOption(action);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 entry, newest first")).toBeVisible();
    await expect(page.getByRole("table")).toContainText("note: <b>not bold</b>");
  });
});

test("audit log names each record by its person or course, with the id beside it (issue 23)", async ({
  page,
}) => {
  const admin = newUser("audit-names", `Nadia ${tag()}`);
  await signInAs(page, "admin", admin);
  const adminId = idOf(admin.email);
  const course = query<{ id: string; title: string }>(
    "select id, title from course where slug = 'primary-computing'",
  )[0];
  const action = `e2e.names-${tag()}`;
  for (const [entity, id] of [
    ["user", adminId],
    ["course", course.id],
  ]) {
    execute(
      `insert into auditLog (id, actorId, actorEmail, action, entity, entityId, detail, createdAt)
       values (?, ?, ?, ?, ?, ?, null, ?)`,
      randomUUID(),
      adminId,
      admin.email,
      action,
      entity,
      id,
      new Date().toISOString(),
    );
  }
  await open(page, `/admin/audit?action=${action}`);
  const table = page.getByRole("table", { name: "Audit log entries, newest first" });
  const person = table.getByRole("link", { name: admin.name, exact: true });
  await expect(person).toHaveAttribute("href", `/admin/users/${adminId}`);
  const courseLink = table.getByRole("link", { name: course.title, exact: true });
  await expect(courseLink).toHaveAttribute("href", `/admin/courses/${course.id}`);
  const rowWith = (name: string) =>
    table.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(rowWith(admin.name)).toContainText(adminId);
  await expect(rowWith(course.title)).toContainText(course.id);
});
