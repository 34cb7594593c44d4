import { expect, test, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../support/axe";
import { query } from "../support/db";
import { open } from "../support/navigation";
import { newUser, signInAs, signUp, type TestUser } from "../support/users";

// /account-settings (docs/product.md §4.5): profile, password, other devices, data export,
// deletion.

test.describe.configure({ timeout: 90_000 });

function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

async function signInWithForm(page: Page, email: string, password: string) {
  await open(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const userRow = (email: string) =>
  query<{ id: string; name: string; accountType: string; phone: string | null }>(
    "select id, name, accountType, phone from user where email = ?",
    email,
  )[0];

test("a visitor is sent to sign in and comes back to account settings", async ({ page }) => {
  const user = newUser("guard");
  await signUp(page.request, user);
  await page.context().clearCookies();
  await page.goto("/account-settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount-settings$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  // The export is guarded the same way.
  await page.context().clearCookies();
  const res = await page.request.get("/account-settings/export.json", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/login?redirectTo=%2Faccount-settings%2Fexport.json");
});

test("editing the profile validates each field and shows the new name in the header at once", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner", newUser("profile", "Meera Shah")))!;
  await open(page, "/account-settings");
  await expectNoAxeViolations(page, "/account-settings");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");

  const name = page.getByLabel("Name", { exact: true });
  await name.fill("M");
  await page.getByLabel("Phone (optional)").fill("12ab");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-describedby", "field-name-error");
  await expect(
    page.getByText("Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210."),
  ).toBeVisible();
  expect(userRow(user.email).name).toBe("Meera Shah");
  await expectNoAxeViolations(page, "/account-settings with errors");

  await name.fill("Zoya Iyer");
  await page.getByLabel("Account type").selectOption("professional");
  await page.getByLabel("Phone (optional)").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page)).toContainText("Profile saved");
  await expect(page.getByText("Name must be at least 2 characters.")).toHaveCount(0);
  // The learner area's top bar shows the new name and initial without a reload.
  await expect(page.getByRole("main").getByText("Zoya Iyer", { exact: true })).toBeVisible();
  await expect(page.getByTestId("avatar-initial").first()).toHaveText("Z");
  expect(userRow(user.email)).toMatchObject({
    name: "Zoya Iyer",
    accountType: "professional",
    phone: "+91 98765 43210",
  });

  // And so does the site header on the very next page.
  await page.getByRole("link", { name: "← Back to the website" }).click();
  const trigger = page.getByRole("button", { name: "Account menu for Zoya Iyer" });
  await expect(trigger.getByTestId("display-name")).toHaveText("Zoya Iyer");
  await expect(trigger.getByTestId("avatar-initial")).toHaveText("Z");

  // Clearing the phone removes it.
  await open(page, "/account-settings");
  await expect(page.getByLabel("Account type")).toHaveValue("professional");
  await page.getByLabel("Phone (optional)").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page)).toContainText("Profile saved");
  await expect.poll(() => userRow(user.email).phone).toBeNull();
});

test("changing the password needs the current one; then only the new one signs in", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner"))!;
  await open(page, "/account-settings");
  const form = page.getByRole("form", { name: "Change password" });

  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
  await form.getByLabel("Confirm new password").fill("brand-new-pass-9");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your current password is not correct.")).toBeVisible();

  await form.getByLabel("Current password").fill(user.password);
  await form.getByLabel("New password", { exact: true }).fill("short");
  await form.getByLabel("Confirm new password").fill("different");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Password must be at least 8 characters.")).toBeVisible();

  await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
  await form.getByLabel("Confirm new password").fill("brand-new-pass-8");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The two passwords don't match.")).toBeVisible();

  await form.getByLabel("Current password").fill(user.password);
  await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
  await form.getByLabel("Confirm new password").fill("brand-new-pass-9");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page)).toContainText("Password changed");
  await expect(form.getByLabel("Current password")).toHaveValue("");

  // This browser stays signed in with its fresh session.
  await open(page, "/account-settings");
  await expect(page).toHaveURL(/\/account-settings$/);

  await page.context().clearCookies();
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await signInWithForm(page, user.email, "brand-new-pass-9");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("'Sign out of other devices' ends the other browser's session and keeps this one", async ({
  page,
  browser,
}) => {
  const user = (await signInAs(page, "learner"))!;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithForm(otherPage, user.email, user.password);
  await expect(otherPage).toHaveURL(/localhost:\d+\/$/);

  await open(page, "/account-settings");
  await expect(page.getByTestId("other-sessions")).toHaveText(
    "You are signed in on 1 other device.",
  );
  await page.getByRole("button", { name: "Sign out of other devices" }).click();
  await expect(toast(page)).toContainText("Signed out elsewhere");
  await expect(page.getByTestId("other-sessions")).toHaveText(
    "You are not signed in on any other device.",
  );

  await otherPage.goto("/account-settings");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Faccount-settings$/);
  await open(page, "/account-settings");
  await expect(page).toHaveURL(/\/account-settings$/);
  await other.close();
});

/** A demo booking made while signed in, through the real callable function. */
async function bookWhileSignedIn(page: Page, user: TestUser) {
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const res = await page.request.post("/api/functions/bookDemoSession", {
    data: {
      data: {
        accountType: "parent",
        contactName: "Asha Rao",
        learnerName: "Kabir Rao",
        grade: "Grade 4",
        email: user.email,
        phone: "+91 98765 43210",
        subject: "Primary Computing",
        requestedStart: start.toISOString(),
        timeZone: "UTC",
        notes: "Evenings suit us",
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test("'Download my data' gives a JSON file with the account's data and no secrets", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner", newUser("export", "Ira Export")))!;
  await open(page, "/courses/primary-computing");
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  await bookWhileSignedIn(page, user);

  await open(page, "/account-settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^learnova-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), "utf8");
  const data = JSON.parse(text);
  expect(data.profile).toMatchObject({ name: "Ira Export", email: user.email, role: "user" });
  expect(data.enrollments).toEqual([
    expect.objectContaining({ courseSlug: "primary-computing", status: "upcoming" }),
  ]);
  expect(data.demoBookings).toEqual([
    expect.objectContaining({ learnerName: "Kabir Rao", notes: "Evenings suit us" }),
  ]);
  expect(data.contactMessages).toEqual([]);
  expect(data.newsletter).toBeNull();
  expect(text).not.toMatch(/"(password|token)"/);
  const session = query<{ token: string }>(
    "select s.token from session s join user u on u.id = s.userId where u.email = ?",
    user.email,
  );
  for (const { token } of session) expect(text).not.toContain(token);
  const hash = query<{ password: string }>(
    "select a.password from account a join user u on u.id = a.userId where u.email = ?",
    user.email,
  )[0].password;
  expect(text).not.toContain(hash);

  const res = await page.request.get("/account-settings/export.json");
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="/);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(res.headers()["cache-control"]).toContain("no-store");
});

test("deleting the account needs DELETE or the e-mail, then removes it and anonymises bookings", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner", newUser("delete", "Dev Delete")))!;
  const id = userRow(user.email).id;
  await open(page, "/courses/primary-computing");
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  await bookWhileSignedIn(page, user);
  const bookingId = query<{ id: string }>(
    "select id from demoBooking where emailKey = ?",
    user.email,
  )[0].id;

  await open(page, "/account-settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "/account-settings with the delete dialog open");

  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByLabel("Type DELETE or your e-mail address to confirm").fill("delete");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("Type DELETE or your e-mail address to confirm.")).toBeVisible();
  expect(userRow(user.email)).toBeDefined();

  await dialog.getByLabel("Type DELETE or your e-mail address to confirm").fill(user.email);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(toast(page)).toContainText("Account deleted");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  expect(userRow(user.email)).toBeUndefined();
  for (const table of ["session", "account", "enrollment"]) {
    expect(query(`select 1 from ${table} where userId = ?`, id), table).toEqual([]);
  }
  const booking = query<Record<string, unknown>>(
    "select * from demoBooking where id = ?",
    bookingId,
  )[0];
  expect(booking).toMatchObject({
    contactName: "",
    email: "",
    emailKey: `deleted:${bookingId}`,
    phone: "",
    learnerName: null,
    notes: null,
    userId: null,
    subject: "Primary Computing",
  });
  expect(query("select 1 from demoBooking where emailKey = ?", user.email)).toEqual([]);

  await open(page, "/account-settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount-settings$/);
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
});

const remindersOff = (email: string) =>
  query<{ off: number }>("select classRemindersOff as off from user where email = ?", email)[0]
    ?.off;

/** A reminder's switch-off link for the user, signed with the e2e server's secret (tests/support/e2e-server.mjs). */
function offLink(email: string) {
  const id = query<{ id: string }>("select id from user where email = ?", email)[0].id;
  const token = createHmac("sha256", "Qm7vR2xK9pL4wT8zN3cJ6hF1bY5dS0gA")
    .update(`class-reminders-off:${id}`)
    .digest("base64url")
    .slice(0, 32);
  return { id, token };
}

test("class reminders switch off and on again with the checkbox", async ({ page }) => {
  const user = (await signInAs(page, "learner", newUser("remind", "Rita Remind")))!;
  await open(page, "/account-settings");
  const box = page.getByLabel("E-mail me 24 hours and 1 hour before each class");
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Save reminder setting" }).click();
  await expect(toast(page).filter({ hasText: "Class reminders off" })).toBeVisible();
  expect(remindersOff(user.email)).toBe(1);
  await open(page, "/account-settings");
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Save reminder setting" }).click();
  await expect(toast(page).filter({ hasText: "Class reminders on" })).toBeVisible();
  expect(remindersOff(user.email)).toBe(0);
  // The reminder's switch-off page asks first, and is accessible.
  const { id, token } = offLink(user.email);
  await open(page, `/class-reminders/off?u=${id}&t=${token}`);
  await expect(page.getByRole("button", { name: "Switch class reminders off" })).toBeVisible();
  await expectNoAxeViolations(page, "/class-reminders/off");
  expect(remindersOff(user.email)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("class reminders switch off with the checkbox and with a reminder's link", async ({
    page,
  }) => {
    const user = (await signInAs(page, "learner", newUser("remindnojs", "Ravi Plain")))!;
    await page.goto("/account-settings");
    await page.getByLabel("E-mail me 24 hours and 1 hour before each class").uncheck();
    await page.getByRole("button", { name: "Save reminder setting" }).click();
    await expect(
      page.getByText("We won't e-mail you reminders before your classes."),
    ).toBeVisible();
    expect(remindersOff(user.email)).toBe(1);
    await page.getByLabel("E-mail me 24 hours and 1 hour before each class").check();
    await page.getByRole("button", { name: "Save reminder setting" }).click();
    await expect(
      page.getByText("We'll e-mail you 24 hours and 1 hour before each class."),
    ).toBeVisible();
    expect(remindersOff(user.email)).toBe(0);

    // The link in every reminder (app/.server/classes/writes-reminders.ts), signed out: it asks
    // first, then switches them off. A forged token is refused.
    const { id, token } = offLink(user.email);
    await page.context().clearCookies();
    const forged = await page.goto(`/class-reminders/off?u=${id}&t=${"x".repeat(32)}`);
    expect(forged?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
    await page.goto(`/class-reminders/off?u=${id}&t=${token}`);
    expect(remindersOff(user.email)).toBe(0);
    await page.getByRole("button", { name: "Switch class reminders off" }).click();
    await expect(page.getByRole("heading", { name: "Class reminders are off" })).toBeVisible();
    expect(remindersOff(user.email)).toBe(1);
  });

  test("the profile form and account deletion work as plain form posts", async ({ page }) => {
    const user = (await signInAs(page, "learner", newUser("nojs", "Nia Plain")))!;
    await page.goto("/account-settings");
    await page.getByLabel("Name", { exact: true }).fill("Nia Posted");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile has been updated.")).toBeVisible();
    expect(userRow(user.email).name).toBe("Nia Posted");

    await page.getByText("Delete my account", { exact: true }).last().click();
    await page.getByLabel("Type DELETE or your e-mail address to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/\?account=deleted$/);
    await expect(page.getByRole("status")).toHaveText(
      "Your account and its data have been deleted. You are signed out.",
    );
    expect(userRow(user.email)).toBeUndefined();
  });
});
