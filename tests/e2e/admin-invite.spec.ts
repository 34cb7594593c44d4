import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../support/axe";
import { query } from "../support/db";
import { open } from "../support/navigation";
import { checkShownPage } from "../support/page-sweep";
import { newUser, signInAs, signUp } from "../support/users";

// Inviting a new admin by e-mail (docs/admin.md §5) as an admin does it: send the invitation, the
// invitee opens the mailed link in their own browser, creates the account and lands in the
// panel; the link then stops working. Tests run in parallel on one database, so each uses
// its own addresses.

test.describe.configure({ timeout: 90_000 });
// The admin's times are worded in their own zone, which the panel learns from the browser.
test.use({ timezoneId: "Asia/Kolkata" });

const INVALID = "This invitation link is no longer valid";

function address(prefix: string) {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The link of the newest invitation mailed to `email`, read from the outbox as sent. */
function mailedLink(email: string): string {
  const [mail] = query<{ text: string; html: string }>(
    `select text, html from emailOutbox where "to" = ? and kind = 'admin-invite'
     order by createdAt desc limit 1`,
    email,
  );
  expect(mail, `an invitation mailed to ${email}`).toBeDefined();
  const match = /https?:\/\/[^/\s]+(\/invite\?token=[A-Za-z0-9_-]{43})\b/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1];
}

const usersWith = (email: string) =>
  query<{ role: string }>("select role from user where email = ?", email);

async function sendInvitation(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  // In the page without JavaScript, in the toaster with it.
  await expect(page.getByText(/^Invitation sent\./).first()).toBeVisible();
}

function pendingRow(page: Page, email: string) {
  return page
    .getByRole("region", { name: "Pending invitations" })
    .getByRole("row")
    .filter({ hasText: email });
}

/** Opens the link in a browser of the invitee's own (nobody signed in). */
async function inviteeBrowser(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("an admin invites an address; the invitee creates an admin account from the mailed link, once", async ({
  page,
  browser,
}) => {
  const admin = (await signInAs(page, "admin"))!;
  const email = address("new-admin");
  await open(page, "/admin/users/invite");
  await expect(page.getByRole("heading", { level: 1, name: "Invite an admin" })).toBeVisible();
  await sendInvitation(page, email);
  const row = pendingRow(page, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(admin.name);
  await expect(row.locator("time").last()).toHaveText(/GMT\+5:30/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");

  const link = mailedLink(email);
  const token = link.split("token=")[1];
  const audits = query<{ detail: string; actorId: string }>(
    "select detail, actorId from auditLog where action = 'invite.create' and detail like ?",
    `%${email}%`,
  );
  expect(audits).toHaveLength(1);
  expect(JSON.stringify(audits)).not.toContain(token);
  expect(query("select id from adminInvite where tokenHash = ?", token)).toHaveLength(0);

  const invitee = await inviteeBrowser(browser);
  const first = await open(invitee.page, link);
  expect(first?.status()).toBe(200);
  await expect(
    invitee.page.getByRole("heading", { name: "Create your admin account" }),
  ).toBeVisible();
  const shown = invitee.page.getByLabel("Email", { exact: true });
  await expect(shown).toHaveValue(email);
  await expect(shown).toHaveAttribute("readonly", "");
  // The sign-up rules and words, checked before anything is sent.
  await invitee.page.getByRole("button", { name: "Create admin account" }).click();
  await expect(invitee.page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(invitee.page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await invitee.page.getByLabel("Name", { exact: true }).fill("Anjali Mehta");
  await invitee.page.getByLabel("Password", { exact: true }).fill("a-long-admin-password");
  await invitee.page.getByRole("button", { name: "Create admin account" }).click();
  await expect(invitee.page).toHaveURL(/\/admin$/);
  await expect(invitee.page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(invitee.page.getByText("Anjali Mehta").first()).toBeVisible();
  expect(usersWith(email)).toEqual([{ role: "admin" }]);

  // The link worked once: again, even for the new admin, it is no longer valid.
  const again = await invitee.page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(invitee.page.getByRole("heading", { name: INVALID })).toBeVisible();
  await invitee.context.close();

  await open(page, "/admin/users/invite");
  await expect(pendingRow(page, email)).toHaveCount(0);
});

test("a re-invitation replaces the earlier link, works without JavaScript, and a revoked link is invalid", async ({
  page,
  browser,
}) => {
  await signInAs(page, "admin");
  const email = address("twice");
  await open(page, "/admin/users/invite");
  await sendInvitation(page, email);
  const firstLink = mailedLink(email);
  await sendInvitation(page, email);
  await expect(
    page.getByText(/The earlier invitation's link no longer works/).first(),
  ).toBeVisible();
  const secondLink = mailedLink(email);
  expect(secondLink).not.toBe(firstLink);
  await expect(pendingRow(page, email)).toHaveCount(1);

  const invitee = await inviteeBrowser(browser, false);
  await invitee.page.goto(firstLink);
  await expect(invitee.page.getByRole("heading", { name: INVALID })).toBeVisible();
  await expect(invitee.page.getByText("Ask the admin who invited you")).toBeVisible();
  // Without JavaScript: the server's refusal shows beside the field, with what was typed.
  await invitee.page.goto(secondLink);
  await invitee.page.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
  await invitee.page.getByLabel("Password", { exact: true }).fill("short");
  await invitee.page.getByRole("button", { name: "Create admin account" }).click();
  const password = invitee.page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
  await expect(invitee.page.getByLabel("Name", { exact: true })).toHaveValue("Ravi Kumar");
  await password.fill("another-long-password");
  await invitee.page.getByRole("button", { name: "Create admin account" }).click();
  await expect(invitee.page).toHaveURL(/\/admin$/);
  await expect(invitee.page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  expect(usersWith(email)).toEqual([{ role: "admin" }]);
  await invitee.context.close();

  // Revoking: the pending row goes, its link no longer opens, and the audit log says so.
  const withdrawn = address("withdrawn");
  await open(page, "/admin/users/invite");
  await sendInvitation(page, withdrawn);
  const withdrawnLink = mailedLink(withdrawn);
  await pendingRow(page, withdrawn)
    .getByRole("button", { name: `Revoke the invitation for ${withdrawn}` })
    .click();
  await expect(page.getByText(/^Invitation revoked\./).first()).toBeVisible();
  await expect(pendingRow(page, withdrawn)).toHaveCount(0);
  expect(
    query(
      "select id from auditLog where action = 'invite.revoke' and detail like ?",
      `%${withdrawn}%`,
    ),
  ).toHaveLength(1);
  const stranger = await inviteeBrowser(browser);
  const gone = await stranger.page.goto(withdrawnLink);
  expect(gone?.status()).toBe(410);
  await expect(stranger.page.getByRole("heading", { name: INVALID })).toBeVisible();
  await stranger.context.close();
  expect(usersWith(withdrawn)).toEqual([]);
});

test("the invite form refuses a bad address beside the field, with and without JavaScript, and addresses that have an account", async ({
  page,
  browser,
}) => {
  const admin = (await signInAs(page, "admin"))!;
  await open(page, "/admin/users/invite");
  const field = page.getByLabel("Email", { exact: true });
  await field.fill("not-an-address");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(field).toHaveAccessibleDescription("Invalid email address.");
  await expect(field).toBeFocused();

  await field.fill(admin.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(field).toHaveAccessibleDescription("This person is already an admin.");

  const learner = newUser("learner");
  const elsewhere = await browser.newContext();
  await signUp(elsewhere.request, learner);
  await elsewhere.close();
  await page.getByLabel("Email", { exact: true }).fill(learner.email.toUpperCase());
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "This person already has an account: change their role on their page.",
  );
  const [learnerRow] = query<{ id: string }>("select id from user where email = ?", learner.email);
  await expect(page.getByRole("link", { name: `Open ${learner.name}'s page` })).toHaveAttribute(
    "href",
    `/admin/users/${learnerRow.id}`,
  );
  expect(query("select id from adminInvite where email = ?", learner.email)).toEqual([]);

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await signInAs(plain, "admin");
  await plain.goto("/admin/users/invite");
  await plain.getByLabel("Email", { exact: true }).fill("still not an address");
  await plain.getByRole("button", { name: "Send invitation" }).click();
  const refused = plain.getByLabel("Email", { exact: true });
  await expect(refused).toHaveAccessibleDescription("Invalid email address.");
  await expect(refused).toHaveValue("still not an address");
  // And a good one is sent, without JavaScript too.
  const email = address("plain");
  await refused.fill(email);
  await plain.getByRole("button", { name: "Send invitation" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Invitation sent." })).toBeVisible();
  await expect(pendingRow(plain, email)).toHaveCount(1);
  await noJs.close();
});

test("a sent invitation empties the form; a revalidation for another reason keeps what is typed", async ({
  page,
}) => {
  await signInAs(page, "admin");
  await open(page, "/admin/users/invite");
  const field = page.getByLabel("Email", { exact: true });
  const first = address("emptied");
  await sendInvitation(page, first);
  await expect(field).toHaveValue("");

  // Revoking the newest invitation reloads the page's data while the admin is typing the next
  // address: the form must not be remounted, or what was typed is lost.
  const typing = address("typing");
  await field.fill(typing);
  await page.getByLabel("Role").selectOption({ label: "Teacher" });
  await pendingRow(page, first)
    .getByRole("button", { name: `Revoke the invitation for ${first}` })
    .click();
  await expect(page.getByText(/^Invitation revoked\./).first()).toBeVisible();
  await expect(pendingRow(page, first)).toHaveCount(0);
  await expect(field).toHaveValue(typing);
  await expect(page.getByLabel("Role")).toHaveValue("teacher");
});

test("a learner cannot reach the invite page, and a forged post changes nothing", async ({
  page,
}) => {
  // A pending invitation the learner will try to revoke.
  const victim = address("pending");
  await signInAs(page, "admin");
  await open(page, "/admin/users/invite");
  await sendInvitation(page, victim);
  const [pending] = query<{ id: string }>("select id from adminInvite where email = ?", victim);

  await page.context().clearCookies();
  await signInAs(page, "learner");
  await page.goto("/admin/users/invite");
  await expect(page).toHaveURL(/\/not-found$/);

  // Other tests run at the same time: look only at what these posts could have touched.
  const intruder = address("intruder");
  const forged: Record<string, string>[] = [
    { intent: "invite", email: intruder },
    { intent: "revoke", id: pending.id },
  ];
  for (const form of forged) {
    for (const target of ["/admin/users/invite", "/admin/users/invite.data"]) {
      const res = await page.request.post(target, { form, maxRedirects: 0 });
      expect(res.status(), `${target} ${form.intent}`).toBe(403);
    }
  }
  expect(query("select id from adminInvite where email = ?", intruder)).toEqual([]);
  expect(query(`select id from emailOutbox where "to" = ?`, intruder)).toEqual([]);
  expect(
    query("select id from adminInvite where id = ? and usedAt is null", pending.id),
  ).toHaveLength(1);
  expect(
    query(
      "select id from auditLog where action like 'invite.%' and (entityId = ? or detail like ?)",
      pending.id,
      `%${intruder}%`,
    ),
  ).toHaveLength(1); // only the admin's own invitation
});

test("both pages are axe-clean and fit 390 px", async ({ page, browser }) => {
  await signInAs(page, "admin");
  const email = `a.very.long.address.for.a.new.administrator-${randomBytes(4).toString("hex")}@subdomain.example.com`;
  await open(page, "/admin/users/invite");
  await sendInvitation(page, email);
  const link = mailedLink(email);
  const visitor = await browser.newContext();
  const invitee = await visitor.newPage();
  const pages: [Page, string, string][] = [
    [page, "/admin/users/invite", "the admin's page"],
    [invitee, link, "the invitation"],
    [invitee, "/invite?token=not-a-real-token", "an invalid invitation"],
  ];
  // One load per page, resized to each width (tests/support/page-sweep.ts); the admin's page
  // with its pending invitation, which the page sweep's load of it may not have.
  for (const [p, path, label] of pages) {
    await p.setViewportSize({ width: 1366, height: 900 });
    await open(p, path);
    await checkShownPage(p, label, { widths: [1366, 390] });
  }
  // The form's refusal state is axe-clean too.
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  await expectNoAxeViolations(page, "the admin's page with a refusal");
  await visitor.close();
});
