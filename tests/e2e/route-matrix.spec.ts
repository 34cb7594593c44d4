import { expect, test } from "@playwright/test";
import { signInAs, type Role } from "../support/users";

// Every route of the seed's table and PRODUCT.md §2, for each kind of visitor. "stay" means the
// page renders at its own address; a string is where the visitor must end up.
type Outcome = "stay" | string;
interface Row {
  path: string;
  anonymous: Outcome;
  learner: Outcome;
  admin: Outcome;
  status?: number;
}

const PUBLIC = [
  "/",
  "/home",
  "/about",
  "/courses",
  "/courses/primary-computing",
  "/blogs",
  "/blog/1",
  "/terms-of-service",
  "/privacy-policy",
  "/data-deletion-policy",
  "/contact",
  "/help",
  "/get-started",
  "/get-started/student",
  "/get-started/parent",
  "/get-started/professional",
  "/demo-confirmation",
  "/newsletter/confirm",
  "/unsubscribe",
  "/reset-password",
];
const LEARNER = [
  "/account-settings",
  "/subscribed-courses",
  "/upcoming-courses",
  "/completed-courses",
];

const rows: Row[] = [
  ...PUBLIC.map((path) => ({ path, anonymous: "stay", learner: "stay", admin: "stay" })),
  ...["/signup", "/login", "/forgot-password"].map((path) => ({
    path,
    anonymous: "stay",
    learner: "/",
    admin: "/",
  })),
  ...LEARNER.map((path) => ({
    path,
    anonymous: `/login?redirectTo=${encodeURIComponent(path)}`,
    learner: "stay",
    admin: "stay",
  })),
  { path: "/admin", anonymous: "/login?redirectTo=%2Fadmin", learner: "/not-found", admin: "stay" },
  {
    path: "/admin/users",
    anonymous: "/login?redirectTo=%2Fadmin%2Fusers",
    learner: "/not-found",
    admin: "stay",
  },
  { path: "/not-found", anonymous: "stay", learner: "stay", admin: "stay", status: 404 },
  { path: "/no-such-page", anonymous: "/not-found", learner: "/not-found", admin: "/not-found" },
  {
    path: "/courses/no-such-course",
    anonymous: "/not-found",
    learner: "/not-found",
    admin: "/not-found",
  },
  { path: "/blog/999", anonymous: "/not-found", learner: "/not-found", admin: "/not-found" },
  {
    path: "/get-started/robot",
    anonymous: "/not-found",
    learner: "/not-found",
    admin: "/not-found",
  },
  {
    path: "/admin/no-such-section",
    anonymous: "/login?redirectTo=%2Fadmin%2Fno-such-section",
    learner: "/not-found",
    admin: "/not-found",
  },
];

for (const role of ["anonymous", "learner", "admin"] as Role[]) {
  test.describe(`as ${role}`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAs(page, role);
    });

    test(`every route ends where it should`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const row of rows) {
        const expected = row[role];
        const response = await page.goto(row.path);
        const url = new URL(page.url());
        const landed = url.pathname + url.search;
        if (expected === "stay") {
          expect(landed, row.path).toBe(row.path);
          expect(response?.status(), row.path).toBe(row.status ?? 200);
        } else {
          expect(landed, row.path).toBe(expected);
        }
        await expect(page.locator("h1").first(), row.path).toBeVisible();
      }
    });
  });
}

test("a guarded page returns the visitor there after signing in", async ({ page }) => {
  const user = await signInAs(page, "learner");
  await page.context().clearCookies();
  await page.goto("/upcoming-courses");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fupcoming-courses$/);
  await page.getByLabel("Email").fill(user!.email);
  await page.getByLabel("Password").fill(user!.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/upcoming-courses$/);
  await expect(page.getByRole("heading", { name: "Upcoming courses" })).toBeVisible();
});

test("redirectTo only honours same-site paths", async ({ page }) => {
  const user = await signInAs(page, "learner");
  await page.context().clearCookies();
  await page.goto("/login?redirectTo=//evil.example/steal");
  await page.getByLabel("Email").fill(user!.email);
  await page.getByLabel("Password").fill(user!.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
