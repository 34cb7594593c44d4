import { expect, test, type Browser, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { newUser, signInAs, signUp, type TestUser } from "../support/users";

// Users and enrolments as an admin works with them (docs/admin.md §5, §6): find a learner, change
// them, enrol them and move the enrolment while the learner watches in their own browser, sign
// them out, delete them. Tests share one database and run in parallel: each makes its own
// people, named with a token of its own, and searches for that token.

test.describe.configure({ timeout: 90_000 });

const CONFLICT = "This was changed by someone else. Reload to see the latest version.";

const token = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/** The message a change left: in the page without JavaScript, in the toaster with it. */
const flash = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const userRow = (email: string) =>
  query<{ id: string; role: string; accountType: string; version: number }>(
    "select id, role, accountType, version from user where email = ?",
    email,
  )[0];

/** A learner signed in in a browser of their own (a second context). */
async function learnerBrowser(browser: Browser, name: string, accountType = "student") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user: TestUser = {
    ...newUser("learner"),
    name,
  };
  user.email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  await signUp(page.request, user, accountType);
  return { context, page, user, id: userRow(user.email).id };
}

async function findUser(page: Page, text: string) {
  await open(page, "/admin/users");
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

const enrolment = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /Enrolments/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });

async function courseTitles(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A course card's title is an h2, or an h3 under "Courses starting soon" when the page also
  // lists classes (app/routes/learner/course-list.tsx).
  return [
    ...(await page.getByRole("heading", { level: 2 }).allTextContents()),
    ...(await page.getByRole("heading", { level: 3 }).allTextContents()),
  ];
}

test("an admin finds a learner, changes them, enrols them, and the learner sees each move", async ({
  page,
  browser,
}) => {
  const tag = token("Ishaan");
  const learner = await learnerBrowser(browser, `${tag} Mehta`);
  const title = query<{ title: string }>(
    "select title from course where slug = 'primary-computing'",
  )[0].title;

  await signInAs(page, "admin");
  await findUser(page, tag);
  const table = page.getByRole("region", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("1 user match", { exact: true })).toBeVisible();
  await table.getByRole("link", { name: learner.user.name }).click();
  await expect(page).toHaveURL(`/admin/users/${learner.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(learner.user.name);
  await expect(page.getByTestId("account-type")).toHaveText("Student");

  await page.getByLabel("Change account type").selectOption("parent");
  await page.getByRole("button", { name: "Save account type" }).click();
  await expect(flash(page, "Account type saved.")).toBeVisible();
  await expect(page.getByTestId("account-type")).toHaveText("Parent");
  expect(userRow(learner.user.email).accountType).toBe("parent");

  await page.getByLabel("Enrol in a course").selectOption({ label: title });
  await page.getByRole("button", { name: "Enrol", exact: true }).click();
  await expect(flash(page, "Enrolled as upcoming.")).toBeVisible();
  await expect(enrolment(page, title)).toContainText("Upcoming");
  expect(await courseTitles(learner.page, "/upcoming-courses")).toContain(title);

  await enrolment(page, title).getByRole("button", { name: "Mark subscribed" }).click();
  await expect(flash(page, "Enrolment moved from upcoming to subscribed.")).toBeVisible();
  expect(await courseTitles(learner.page, "/subscribed-courses")).toContain(title);
  expect(await courseTitles(learner.page, "/upcoming-courses")).not.toContain(title);

  // Straight from upcoming to completed is not offered; from subscribed it is.
  await enrolment(page, title).getByRole("button", { name: "Mark completed" }).click();
  await expect(flash(page, "Enrolment moved from subscribed to completed.")).toBeVisible();
  await expect(enrolment(page, title)).toContainText("Completed");
  await expect(
    enrolment(page, title).getByRole("button", { name: "Cancel enrolment" }),
  ).toHaveCount(0);
  expect(await courseTitles(learner.page, "/completed-courses")).toContain(title);
  expect(await courseTitles(learner.page, "/subscribed-courses")).not.toContain(title);

  const audit = query<{ action: string }>(
    `select action from auditLog where entityId in (?, (select id from enrollment where userId = ?))
      order by createdAt`,
    learner.id,
    learner.id,
  ).map((r) => r.action);
  expect(audit).toEqual([
    "user.account-type",
    "enrollment.create",
    "enrollment.status",
    "enrollment.status",
  ]);
  await learner.context.close();
});

test("an admin promotes a learner to admin and back", async ({ page, browser }) => {
  const learner = await learnerBrowser(browser, `${token("Kavya")} Nair`);
  await signInAs(page, "admin");
  await open(page, `/admin/users/${learner.id}`);
  await expect(page.getByTestId("role")).toHaveText("User");
  expect((await learner.page.goto("/admin"))?.url()).toMatch(/\/not-found$/);

  await page.getByRole("button", { name: "Make admin" }).click();
  await expect(flash(page, `${learner.user.name} is now an admin.`)).toBeVisible();
  await expect(page.getByTestId("role")).toHaveText("Admin");
  await open(learner.page, "/admin");
  await expect(learner.page).toHaveURL(/\/admin$/);

  // Two steps (issue 23): the opener alone changes nothing.
  const confirm = page.getByRole("button", { name: "Yes, remove their admin role" });
  await expect(confirm).toBeHidden();
  await page.getByText("Remove admin role…", { exact: true }).click();
  await expect(page.getByTestId("role")).toHaveText("Admin");
  await confirm.click();
  await expect(flash(page, `${learner.user.name} is no longer an admin.`)).toBeVisible();
  await expect(page.getByTestId("role")).toHaveText("User");
  expect(userRow(learner.user.email).role).toBe("user");
  expect((await learner.page.goto("/admin"))?.url()).toMatch(/\/not-found$/);
  await learner.context.close();
});

test("an admin signs a learner's session out, and the learner's next request is signed out", async ({
  page,
  browser,
}) => {
  const learner = await learnerBrowser(browser, `${token("Rohan")} Das`);
  await open(learner.page, "/upcoming-courses");
  await expect(learner.page.getByRole("heading", { name: "Upcoming courses" })).toBeVisible();

  await signInAs(page, "admin");
  await open(page, `/admin/users/${learner.id}`);
  const sessions = page.getByRole("region", { name: /Active sessions/ });
  await expect(page.getByRole("heading", { name: "Active sessions (1)" })).toBeVisible();
  await expect(sessions).toContainText("Last active");
  await sessions.getByRole("button", { name: "Sign out session 1" }).click();
  await expect(flash(page, "Session signed out.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active sessions (0)" })).toBeVisible();

  await learner.page.reload();
  await expect(learner.page).toHaveURL(/\/login\?redirectTo=%2Fupcoming-courses$/);
  await learner.context.close();
});

test("an admin deletes a learner: refused until confirmed, then anonymised like their own deletion", async ({
  page,
  browser,
}) => {
  const learner = await learnerBrowser(browser, `${token("Zoya")} Khan`);
  const messageId = randomUUID();
  const now = new Date().toISOString();
  execute(
    `insert into contactMessage (id, name, email, message, feedback, status, userId, createdAt, updatedAt)
     values (?, ?, ?, 'Please call me back', null, 'new', ?, ?, ?)`,
    messageId,
    learner.user.name,
    learner.user.email,
    learner.id,
    now,
    now,
  );
  await signInAs(page, "admin");
  await open(page, `/admin/users/${learner.id}`);
  await expect(page.getByRole("heading", { name: "Contact messages (1)" })).toBeVisible();

  const confirm = page.getByLabel("Type DELETE or their e-mail address to confirm");
  await confirm.fill("someone.else@example.com");
  await page.getByRole("button", { name: "Delete this account" }).click();
  await expect(
    page.getByText("Type DELETE or the account's e-mail address to confirm."),
  ).toBeVisible();
  expect(userRow(learner.user.email)).toBeDefined();

  await confirm.fill(learner.user.email.toUpperCase());
  await page.getByRole("button", { name: "Delete this account" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(flash(page, "Account deleted.")).toBeVisible();
  expect(userRow(learner.user.email)).toBeUndefined();
  expect(
    query("select name, email, message, userId from contactMessage where id = ?", messageId),
  ).toEqual([{ name: "", email: "", message: "", userId: null }]);

  await learner.page.goto("/upcoming-courses");
  await expect(learner.page).toHaveURL(/\/login/);
  const gone = await page.goto(`/admin/users/${learner.id}`);
  expect(gone?.status()).toBe(404);
  await learner.context.close();
});

test("the account type form works without JavaScript, and a stale one is refused", async ({
  browser,
}) => {
  const learner = newUser("nojs");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page.request, learner, "student");
  await page.context().clearCookies();
  await signInAs(page, "admin");
  const { id } = userRow(learner.email);

  await page.goto(`/admin/users/${id}`);
  await page.getByLabel("Change account type").selectOption("professional");
  await page.getByRole("button", { name: "Save account type" }).click();
  await expect(page).toHaveURL(`/admin/users/${id}`);
  await expect(flash(page, "Account type saved.")).toBeVisible();
  await expect(page.getByTestId("account-type")).toHaveText("Professional");

  // Someone else saves meanwhile: this form's version is now stale.
  await page.getByLabel("Change account type").selectOption("parent");
  execute("update user set version = version + 1 where id = ?", id);
  await page.getByRole("button", { name: "Save account type" }).click();
  await expect(page.getByRole("form", { name: "Account type" }).getByRole("alert")).toHaveText(
    CONFLICT,
  );
  // The form shows what was chosen; nothing was saved.
  await expect(page.getByLabel("Change account type")).toHaveValue("parent");
  expect(userRow(learner.email).accountType).toBe("professional");
  await context.close();
});

test("the list filters by role and account type, sorts, exports the filter, and both pages pass axe at 390 px", async ({
  page,
  browser,
}) => {
  const tag = token("Meera");
  const people = [
    { name: `${tag} Parent`, type: "parent" },
    { name: `${tag} Student`, type: "student" },
    { name: `${tag} Pro`, type: "professional" },
  ];
  for (const p of people) {
    const u = { ...newUser("list"), name: p.name };
    u.email = `${p.name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
    await signUp(page.request, u, p.type);
    // Signed in as the one just made: the next sign-up starts signed out.
    await page.context().clearCookies();
  }
  await signInAs(page, "admin");
  await findUser(page, tag);
  await expect(page.getByText("3 users match", { exact: true })).toBeVisible();

  await page.getByLabel("Account type").selectOption("parent");
  await page.getByLabel("Role").selectOption("user");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/accountType=parent/);
  const table = page.getByRole("region", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(`${tag} Parent`);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  const records = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
  expect(records.map((r) => r.Name)).toEqual([`${tag} Parent`]);
  expect(Object.keys(records[0])).toEqual([
    "Joined (UTC)",
    "Name",
    "E-mail",
    "E-mail verified",
    "Phone",
    "Role",
    "Account type",
    "ID",
  ]);
  expect(csv).not.toMatch(/password|token|scrypt/i);

  // Sorting by name, then reversing it, keeps the search.
  await findUser(page, tag);
  await table.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(table.getByRole("row").nth(1)).toContainText(`${tag} Student`);
  await table.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(table.getByRole("row").nth(1)).toContainText(`${tag} Parent`);
  await expect(page.getByRole("link", { name: "Invite an admin" })).toHaveAttribute(
    "href",
    "/admin/users/invite",
  );

  await findUser(page, `${tag}-nobody`);
  await expect(page.getByText("No users match these filters.")).toBeVisible();

  // A learner page with every section filled: enrolment, session, message.
  const learner = await learnerBrowser(browser, `${token("Lakshmi")} Narayanan-Venkataraman`);
  await open(learner.page, "/courses/primary-computing");
  await learner.page.getByRole("button", { name: "Enroll" }).click();
  await expect(learner.page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  // One load per page, resized to each width; the list's axe runs are the page sweep's (it
  // loads /admin/users at 390 and 1366 px: tests/support/page-sweep.ts), its width with this
  // test's long row is checked here.
  await checkPage(page, "/admin/users", { axe: false, widths: [1366, 390] });
  await checkPage(page, `/admin/users/${learner.id}`, { widths: [1366, 390] });
  await learner.context.close();
});

test("a user's page shows the phone from their booking, and an admin has no learner type (issue 23)", async ({
  page,
  browser,
}) => {
  const learner = await learnerBrowser(browser, `${token("Phone")} Rao`);
  await learner.context.close();
  const at = new Date().toISOString();
  // Signing up asks for no phone; the demo booking they made signed in has one.
  execute(
    `insert into demoBooking (id, contactName, email, emailKey, phone, accountType, learnerName,
       grade, board, goal, subject, courseSlug, requestedStart, timeZone, notes, status,
       scheduledStart, meetingLink, userId, createdAt, updatedAt, manageToken)
     values (?, ?, ?, ?, ?, 'student', null, 'Grade 8', 'CBSE', null, 'Maths', null, ?,
       'Asia/Kolkata', null, 'requested', null, null, ?, ?, ?, ?)`,
    randomUUID(),
    learner.user.name,
    learner.user.email,
    learner.user.email,
    "+91 90000 12345",
    new Date(Date.now() + 3 * 86_400_000).toISOString(),
    learner.id,
    at,
    at,
    randomBytes(24).toString("hex"),
  );
  const admin = (await signInAs(page, "admin"))!;
  await open(page, `/admin/users/${learner.id}`);
  await expect(page.getByTestId("phone")).toHaveText("+91 90000 12345 (from their demo booking)");
  await expect(page.getByTestId("account-type")).toHaveText("Student");

  await open(page, `/admin/users/${userRow(admin.email).id}`);
  await expect(page.getByTestId("role")).toHaveText("Admin");
  await expect(page.getByTestId("account-type")).toHaveText("None (an admin)");
  await expect(page.getByLabel("Change account type")).toHaveCount(0);
  await findUser(page, admin.email.split("@")[0]);
  const row = page.getByRole("region", { name: "Users" }).getByRole("row").nth(1);
  await expect(row.getByRole("cell").filter({ hasText: "Student" })).toHaveCount(0);
});
