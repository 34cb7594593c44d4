import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { query } from "../support/db";
import { open } from "../support/navigation";
import { newUser, signUp, type TestUser } from "../support/users";

// The account pages on the default server (no Google). Guards returning to the requested page,
// unsafe redirectTo values and the learner/admin menus are covered in route-matrix.spec.ts and
// shell.spec.ts; Better Auth's rate limits in app/.server/auth/actions.test.ts.

const GENERIC_SIGN_IN_ERROR = "Incorrect email or password.";
const RESET_SENT = "If an account exists for that address, we've sent a link.";
const LINK_INVALID =
  "This password-reset link has expired or has already been used. Request a new one below.";

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

function avatarButton(page: Page, name: string) {
  return page.getByRole("button", { name: `Account menu for ${name}` });
}

function resetLinks(email: string): string[] {
  return query<{ text: string }>(
    `select text from emailOutbox where "to" = ? and kind = 'password-reset' order by createdAt`,
    email,
  ).map((row) => /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(row.text)?.[0] ?? "");
}

test.describe("sign-up", () => {
  test("creates the account with the chosen type, signs in and returns to the requested page", async ({
    page,
  }) => {
    const user = newUser("signup", "Nisha Verma");
    await open(page, "/login?redirectTo=%2Fupcoming-courses");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fupcoming-courses$/);
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Parent").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/upcoming-courses$/);
    const [row] = query<{ name: string; accountType: string; role: string }>(
      "select name, accountType, role from user where email = ?",
      user.email,
    );
    expect(row).toEqual({ name: "Nisha Verma", accountType: "parent", role: "user" });
  });

  test("checks the form in the browser with the server's messages, and sends nothing", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await open(page, "/signup");
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Invalid email address.")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page, "/signup with errors");
  });

  test("an address that already has an account gets a message that doesn't confirm it", async ({
    page,
  }) => {
    const user = newUser("taken");
    await signUp(page.request, user);
    await page.context().clearCookies();
    await open(page, "/signup");
    await page.getByLabel("Name").fill("Someone Else");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("another-password-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We couldn't create an account with those details. If you already have one, sign in or reset your password.",
    );
    expect(query("select id from user where email = ?", user.email)).toHaveLength(1);
  });
});

test.describe("sign-in and sign-out", () => {
  test("signs in, shows the name in the header, and signs out", async ({ page }) => {
    const user = newUser("signin", "Arjun Mehta");
    await signUp(page.request, user);
    await page.context().clearCookies();
    await open(page, "/login");
    await fillSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(avatarButton(page, "Arjun Mehta")).toBeVisible();
    await avatarButton(page, "Arjun Mehta").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  // shell.spec.ts checks the message for a wrong password and an unknown address.
  test("after a wrong password the address stays and the page passes axe", async ({ page }) => {
    const user = newUser("wrong");
    await signUp(page.request, user);
    await page.context().clearCookies();
    await open(page, "/login");
    await fillSignIn(page, user.email, "not-my-password");
    await expect(page.getByRole("alert")).toHaveText(GENERIC_SIGN_IN_ERROR);
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await expectNoAxeViolations(page, "/login with an error");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await open(page, "/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-123");
    await expect(password).toHaveAttribute("type", "password");
    const toggle = page.getByRole("button", { name: "Show password" });
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("signed-in visitors are sent on from the account-entry pages", async ({ page }) => {
    await signUp(page.request, newUser("already"));
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/localhost:\d+\/$/);
    }
    await page.goto("/login?redirectTo=%2Fcompleted-courses");
    await expect(page).toHaveURL(/\/completed-courses$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in, its error and the sign-up checks work as plain form posts", async ({ page }) => {
    const user = newUser("nojs");
    await signUp(page.request, user);
    await page.context().clearCookies();
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await page.goto("/login?redirectTo=%2Fsubscribed-courses");
    await fillSignIn(page, user.email, "wrong-password");
    await expect(page.getByRole("alert")).toHaveText(GENERIC_SIGN_IN_ERROR);
    await fillSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/subscribed-courses$/);
  });

  test("a reset link can be requested", async ({ page }) => {
    const user = newUser("nojsreset");
    await signUp(page.request, user);
    await page.context().clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(RESET_SENT)).toBeVisible();
    expect(resetLinks(user.email)).toHaveLength(1);
  });
});

test.describe("password reset", () => {
  async function requestReset(page: Page, email: string) {
    await open(page, "/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(RESET_SENT)).toBeVisible();
  }

  test("an unknown address gets the same answer and no mail", async ({ page }) => {
    const email = `nobody-${Date.now()}@example.com`;
    await requestReset(page, email);
    await expectNoAxeViolations(page, "/forgot-password sent");
    expect(resetLinks(email)).toEqual([]);
  });

  test("the mailed link sets a new password once and signs out the other sessions", async ({
    page,
    browser,
  }) => {
    const user: TestUser = newUser("reset", "Reena Paul");
    // Another device, signed in before the reset.
    const other = await browser.newContext();
    await signUp(other.request, user);
    expect((await other.request.get("/account-settings", { maxRedirects: 0 })).status()).toBe(200);

    await requestReset(page, user.email);
    const links = resetLinks(user.email);
    expect(links).toHaveLength(1);
    const link = new URL(links[0]);

    await open(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page, "/reset-password with a valid link");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-7");
    await page.getByLabel("Repeat new password").fill("brand-new-pass-8");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Passwords don't match.")).toBeVisible();
    await page.getByLabel("Repeat new password").fill("brand-new-pass-7");
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(page).toHaveURL(/\/login\?reset=done$/);
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been changed. Sign in with your new password.",
    );
    // The other device is signed out.
    const after = await other.request.get("/account-settings", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers().location).toMatch(/^\/login\?redirectTo=/);
    await other.close();

    await fillSignIn(page, user.email, user.password);
    await expect(page.getByRole("alert")).toHaveText(GENERIC_SIGN_IN_ERROR);
    await fillSignIn(page, user.email, "brand-new-pass-7");
    await expect(avatarButton(page, "Reena Paul")).toBeVisible();

    // The link worked once.
    await page.context().clearCookies();
    await open(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(LINK_INVALID);
  });

  test("a missing or unknown token explains itself and offers a new link", async ({ page }) => {
    for (const path of ["/reset-password", "/reset-password?token=not-a-real-token"]) {
      await open(page, path);
      await expect(
        page.getByRole("heading", { name: "This link can't be used" }),
        path,
      ).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(LINK_INVALID);
    }
    await expectNoAxeViolations(page, "/reset-password with a bad link");
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });
});

test("no 'Continue with Google' and no Google script when Google is not configured", async ({
  page,
}) => {
  const googleRequests: string[] = [];
  page.on("request", (r) => r.url().includes("google") && googleRequests.push(r.url()));
  for (const path of ["/login", "/signup", "/", "/about"]) {
    await open(page, path);
    await expect(page.getByRole("button", { name: "Continue with Google" }), path).toHaveCount(0);
  }
  await page.waitForTimeout(2_000);
  expect(googleRequests).toEqual([]);
});
