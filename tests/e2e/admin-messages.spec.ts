import { expect, test, type Browser, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAs } from "../support/users";

// The contact inbox as an admin uses it (docs/admin.md §3): find a message, open it, reply, archive
// in bulk, with and without JavaScript. Tests share one database and run in parallel, so each
// works on messages carrying its own token and searches for it.

test.describe.configure({ timeout: 90_000 });

const CONFLICT = "This was changed by someone else. Reload to see the latest version.";

function token(prefix: string) {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

interface Stored {
  id: string;
  name: string;
  email: string;
  message: string;
}

/** A message as the contact form stores it, received `minutesAgo` minutes ago. */
function storeMessage(
  fields: { name: string; message: string; status?: string; email?: string; feedback?: string },
  minutesAgo = 0,
): Stored {
  const id = randomUUID();
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const email = fields.email ?? `${fields.name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  execute(
    `insert into contactMessage (id, name, email, message, feedback, status, userId, createdAt, updatedAt)
     values (?, ?, ?, ?, ?, ?, null, ?, ?)`,
    id,
    fields.name,
    email,
    fields.message,
    fields.feedback ?? null,
    fields.status ?? "new",
    at,
    at,
  );
  return { id, name: fields.name, email, message: fields.message };
}

/** Many archived messages from one name in one statement (a search matching over 1,000). */
function storeArchived(name: string, count: number) {
  const at = new Date(Date.now() - 60 * 60_000).toISOString();
  execute(
    `insert into contactMessage (id, name, email, message, feedback, status, userId, createdAt, updatedAt)
     values ${Array.from({ length: count }, () => "(?, ?, ?, ?, null, 'archived', null, ?, ?)").join(", ")}`,
    ...Array.from({ length: count }, (_, i) => [
      randomUUID(),
      name,
      `m${i}@example.com`,
      "Hello",
      at,
      at,
    ]).flat(),
  );
}

const statusOf = (id: string) =>
  query<{ status: string }>("select status from contactMessage where id = ?", id)[0]?.status;
const auditsOf = (id: string) =>
  query<{ action: string }>(
    "select action from auditLog where entity = 'message' and entityId = ? order by createdAt",
    id,
  ).map((r) => r.action);
const repliesTo = (id: string) =>
  query<{ body: string }>("select body from contactReply where messageId = ?", id);

/** The message a change left: in the page without JavaScript, in the toaster with it. */
function flash(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function searchInbox(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

async function adminWithoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, "admin");
  return { context, page };
}

test("a message sent through /contact is found, opened, read and answered", async ({ page }) => {
  const tag = token("Reyansh");
  const who = { name: `${tag} Iyer`, email: `${tag.toLowerCase()}@example.com` };
  const text = "Do you run weekend classes for Class 8 science?";
  await open(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill(who.name);
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("How can we help?", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Your message has been sent.").first()).toBeVisible();
  const [stored] = query<{ id: string }>(
    "select id from contactMessage where email = ?",
    who.email,
  );

  const admin = await signInAs(page, "admin");
  await open(page, "/admin/messages");
  await searchInbox(page, tag);
  const table = page.getByRole("region", { name: "Contact messages" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("New");
  await expect(table.getByRole("row").nth(1)).toContainText(text);
  await expect(page.getByText("1 message", { exact: true })).toBeVisible();

  await table.getByRole("link", { name: who.name }).click();
  await expect(page).toHaveURL(`/admin/messages/${stored.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from ${who.name}`);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText("Read", { exact: true })).toBeVisible();
  expect(statusOf(stored.id)).toBe("read");
  // Opening it again changes nothing and audits nothing more.
  await page.reload();
  expect(auditsOf(stored.id)).toEqual(["message.read"]);

  // The greeting and signature the mail adds are shown around the box (issue 23).
  const frame = page.getByTestId("reply-frame");
  await expect(frame.locator("#reply-greeting")).toHaveText(`The mail begins: Hello ${who.name},`);
  await expect(frame.locator("#reply-signature")).toHaveText(
    `The mail ends: ${admin!.name}\nLearnova`,
  );
  const reply = "Yes: Saturdays at 10 and Sundays at 4.\n\nReply here to book a free demo.";
  await page.getByLabel("Your reply").fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(flash(page, "Reply sent.")).toBeVisible();
  const thread = page.getByRole("region", { name: /Replies/ });
  await expect(page.getByRole("heading", { name: "Replies (1)" })).toBeVisible();
  await expect(thread.getByRole("listitem")).toContainText("Saturdays at 10 and Sundays at 4.");
  await expect(thread.getByRole("listitem")).toContainText(admin!.name);
  await expect(page.getByText("Replied", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveValue("");

  expect(statusOf(stored.id)).toBe("replied");
  expect(repliesTo(stored.id)).toEqual([{ body: reply }]);
  const mails = query<{ id: string; subject: string; headers: string; text: string }>(
    "select id, subject, headers, text from emailOutbox where kind = 'contact-reply' and \"to\" = ?",
    who.email,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe("Re: your message to Learnova");
  expect(JSON.parse(mails[0].headers)).toEqual({ "Reply-To": "hello@learnova.example" });
  expect(mails[0].text).toContain(`> ${text}`);
  // Exactly what the form showed: one greeting, the reply, one signature.
  expect(mails[0].text).toContain(
    `Hello ${who.name},\n\nYes: Saturdays at 10 and Sundays at 4.\n\nReply here to book a free demo.\n\n${admin!.name}\nLearnova`,
  );
  await expect(thread.getByRole("link", { name: "View the e-mail" })).toHaveAttribute(
    "href",
    `/admin/outbox/${mails[0].id}`,
  );
  expect(auditsOf(stored.id)).toEqual(["message.read", "message.reply"]);
});

test("two messages are archived together from the list", async ({ page }) => {
  const tag = token("bulk");
  const a = storeMessage({ name: `Anika ${tag}`, message: `Fees for Class 6? ${tag}` }, 2);
  const b = storeMessage({ name: `Bharat ${tag}`, message: `Timetable please. ${tag}` }, 1);
  const c = storeMessage({ name: `Chetan ${tag}`, message: `Keep me. ${tag}` });
  await signInAs(page, "admin");
  await open(page, `/admin/messages?q=${tag}`);
  await page.getByRole("checkbox", { name: `Select ${a.name}`, exact: false }).check();
  await page.getByRole("checkbox", { name: `Select ${b.name}`, exact: false }).check();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(flash(page, "2 messages archived.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByRole("region", { name: "Contact messages" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(c.name);
  expect([statusOf(a.id), statusOf(b.id), statusOf(c.id)]).toEqual(["archived", "archived", "new"]);
  expect([auditsOf(a.id), auditsOf(b.id), auditsOf(c.id)]).toEqual([
    ["message.archive"],
    ["message.archive"],
    [],
  ]);

  await page.getByLabel("Status").selectOption("archived");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByRole("checkbox", { name: `Select ${a.name}`, exact: false }).check();
  await page.getByRole("button", { name: "Move to inbox" }).click();
  await expect(flash(page, "1 message moved back to the inbox.")).toBeVisible();
  expect(statusOf(a.id)).toBe("read");
});

test.describe("without JavaScript", () => {
  test("the status filter, the search and bulk archive work as plain forms", async ({
    browser,
  }) => {
    const tag = token("nojs");
    const a = storeMessage({ name: `Diya ${tag}`, message: `Question one ${tag}` }, 3);
    const b = storeMessage({ name: `Eshan ${tag}`, message: `Question two ${tag}` }, 2);
    const done = storeMessage(
      { name: `Farah ${tag}`, message: `Answered ${tag}`, status: "replied" },
      1,
    );
    const { context, page } = await adminWithoutJs(browser);
    await page.goto("/admin/messages");
    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await page.getByLabel("Status").selectOption("new");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}.*status=new|status=new.*q=${tag}`));
    const table = page.getByRole("region", { name: "Contact messages" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table).not.toContainText(done.name);

    // Nothing selected: the server says so beside the buttons.
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByRole("alert")).toHaveText("Select at least one message first.");

    await page.getByRole("checkbox", { name: `Select ${a.name}`, exact: false }).check();
    await page.getByRole("checkbox", { name: `Select ${b.name}`, exact: false }).check();
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByRole("status")).toHaveText("2 messages archived.");
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText("No messages match these filters.")).toBeVisible();
    expect([statusOf(a.id), statusOf(b.id), statusOf(done.id)]).toEqual([
      "archived",
      "archived",
      "replied",
    ]);
    await context.close();
  });

  test("an empty reply is refused beside the field, and a good one is sent", async ({
    browser,
  }) => {
    const m = storeMessage({
      name: `Gauri ${token("g")}`,
      message: "Is there a sibling discount?",
    });
    const { context, page } = await adminWithoutJs(browser);
    await page.goto(`/admin/messages/${m.id}`);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByLabel("Your reply")).toHaveAccessibleDescription(
      "Reply must be at least 1 character.",
    );
    await expect(page.getByLabel("Your reply")).toHaveAttribute("aria-invalid", "true");
    expect(repliesTo(m.id)).toEqual([]);

    await page.getByLabel("Your reply").fill("Yes, 10% for the second child.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status").first()).toHaveText(/Reply sent\./);
    await expect(page.getByRole("heading", { name: "Replies (1)" })).toBeVisible();
    expect(repliesTo(m.id)).toEqual([{ body: "Yes, 10% for the second child." }]);
    await context.close();
  });
});

test("an empty reply is refused beside the field with JavaScript", async ({ page }) => {
  const m = storeMessage({ name: `Hari ${token("h")}`, message: "Do you teach Sanskrit?" });
  await signInAs(page, "admin");
  await open(page, `/admin/messages/${m.id}`);
  await page.getByLabel("Your reply").fill("   ");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByLabel("Your reply")).toHaveAccessibleDescription(
    "Reply must be at least 1 character.",
  );
  await expect(page.getByLabel("Your reply")).toBeFocused();
  expect(repliesTo(m.id)).toEqual([]);
});

test("a reply from a page another admin has since changed is refused", async ({
  page,
  context,
}) => {
  const m = storeMessage({ name: `Ishaan ${token("i")}`, message: "Can I change my batch?" });
  await signInAs(page, "admin");
  await open(page, `/admin/messages/${m.id}`);
  // A second admin (the same browser is enough) archives it meanwhile.
  const other = await context.newPage();
  await open(other, `/admin/messages/${m.id}`);
  await other.getByRole("button", { name: "Archive" }).click();
  await expect(flash(other, "Message archived.")).toBeVisible();

  await page.getByLabel("Your reply").fill("Yes, write to us with the new time.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("form", { name: "Reply" }).getByRole("alert")).toHaveText(CONFLICT);
  await expect(page.getByLabel("Your reply")).toHaveValue("Yes, write to us with the new time.");
  expect(repliesTo(m.id)).toEqual([]);
  expect(statusOf(m.id)).toBe("archived");

  // The page's status button carries the same stale version.
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.locator("header").getByRole("alert")).toHaveText(CONFLICT);
  expect(auditsOf(m.id)).toEqual(["message.read", "message.archive"]);
});

test("the CSV download is the list's current filter", async ({ page }) => {
  const tag = token("csv");
  const rows = [
    storeMessage(
      { name: `=SUM(1) ${tag}`, message: `Line one\nline "two", ${tag}`, feedback: "Great" },
      3,
    ),
    storeMessage({ name: `Jaya ${tag}`, message: `Plain ${tag}`, status: "replied" }, 2),
    storeMessage({ name: `Kabir ${tag}`, message: `Old ${tag}`, status: "archived" }, 1),
  ];
  await signInAs(page, "admin");
  await open(page, `/admin/messages?q=${tag}&sort=name&dir=asc`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parse(readFileSync(await download.path()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  const expected = query<Record<string, string | null>>(
    `select createdAt, name, email, status, message, feedback, id from contactMessage
     where id in (?, ?) order by createdAt, id`,
    rows[0].id,
    rows[1].id,
  );
  expect(records).toEqual(
    expected.map((r) => ({
      "Received (UTC)": r.createdAt,
      // A cell a spreadsheet would run as a formula is written as text.
      Name: r.name!.startsWith("=") ? `'${r.name}` : r.name,
      "E-mail": r.email,
      Status: r.status,
      Message: r.message,
      Feedback: r.feedback ?? "",
      Account: "",
      ID: r.id,
    })),
  );
});

test("a search matching more than 1,000 messages says only what was counted (issue 24)", async ({
  page,
}) => {
  const t = token("many");
  // Archived, so no other test's inbox or unread count moves.
  storeArchived(`Asha ${t}`, 1_010);
  await signInAs(page, "admin");
  await open(page, `/admin/messages?status=all&q=${t}`);
  await expect(page.getByText("More than 1,000 messages", { exact: true })).toBeVisible();
  await expect(page.getByText("1–25 of more than 1,000 messages · page 1")).toBeVisible();
  // The last page the count allows shows what it holds, and goes no further.
  await open(page, `/admin/messages?status=all&q=${t}&page=41`);
  await expect(page.getByText("1,001–1,010 of more than 1,000 messages · page 41")).toBeVisible();
  await expect(page.getByRole("link", { name: "Next →" })).toHaveCount(0);
  // The inbox holds none of them: counted exactly.
  await open(page, `/admin/messages?q=${t}`);
  await expect(page.getByText("0 messages", { exact: true })).toBeVisible();
});

test("both pages are axe-clean and fit 390 px", async ({ page }) => {
  const m = storeMessage({
    name: `Lakshmi Narayanan-Venkataraman ${token("l")}`,
    message: `A long question without spaces: ${"x".repeat(200)}`,
    feedback: "The booking page was easy to use.",
  });
  await signInAs(page, "admin");
  const missing = await page.goto("/admin/messages/no-such-message");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
  await open(page, `/admin/messages/${m.id}`);
  await page.getByLabel("Your reply").fill("Thank you, we will call you tomorrow.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("heading", { name: "Replies (1)" })).toBeVisible();
  // One load per page, resized to each width; the list's axe runs are the page sweep's (it
  // loads /admin/messages at 390 and 1366 px: tests/support/page-sweep.ts), its width with this
  // test's long row is checked here.
  await checkPage(page, "/admin/messages", { axe: false, widths: [1366, 390] });
  await checkPage(page, `/admin/messages/${m.id}`, { widths: [1366, 390] });
});

test("every message on the page is selected at once for a bulk action (issue 23)", async ({
  page,
}) => {
  const tag = token("all");
  const made = [1, 2, 3].map((n) =>
    storeMessage({ name: `Sender${n} ${tag}`, message: `Question ${n} ${tag}` }, n),
  );
  await signInAs(page, "admin");
  await open(page, `/admin/messages?q=${tag}`);
  const all = page.getByRole("checkbox", { name: "Select every row on this page" });
  await all.check();
  for (const m of made) {
    await expect(
      page.getByRole("checkbox", { name: `Select ${m.name}`, exact: false }),
    ).toBeChecked();
  }
  // One row left out: "every row" follows, and only the others are sent.
  await page.getByRole("checkbox", { name: `Select ${made[0].name}`, exact: false }).uncheck();
  await expect(all).not.toBeChecked();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(flash(page, "2 messages archived.")).toBeVisible();
  expect(made.map((m) => statusOf(m.id))).toEqual(["new", "archived", "archived"]);

  await open(page, `/admin/messages?q=${tag}`);
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await page.getByRole("button", { name: "Mark read" }).click();
  await expect(flash(page, "1 message marked read.")).toBeVisible();
  expect(statusOf(made[0].id)).toBe("read");
});

test("without JavaScript, 'every row on this page' names the page's messages (issue 23)", async ({
  browser,
}) => {
  const tag = token("allnojs");
  const made = [1, 2].map((n) =>
    storeMessage({ name: `Plain${n} ${tag}`, message: `Question ${n} ${tag}` }, n),
  );
  const { context, page } = await adminWithoutJs(browser);
  await page.goto(`/admin/messages?q=${tag}`);
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 messages archived." })).toBeVisible();
  expect(made.map((m) => statusOf(m.id))).toEqual(["archived", "archived"]);
  await context.close();
});

test("without JavaScript, a reply of several lines is stored as typed", async ({ browser }) => {
  // A browser posting natively sends a textarea's line breaks as CRLF; the same reply sent
  // with JavaScript has LF. Both must store the same text (app/lib/forms.ts formValues).
  const tag = token("linesnojs");
  const made = storeMessage({ name: `Lines ${tag}`, message: `Question ${tag}` }, 1);
  const { context, page } = await adminWithoutJs(browser);
  await page.goto(`/admin/messages/${made.id}`);
  const reply = "First line.\n\nSecond paragraph,\nwith a line of its own.";
  await page.getByLabel("Your reply").fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply sent." })).toBeVisible();
  expect(repliesTo(made.id)).toEqual([{ body: reply }]);
  await context.close();
});
