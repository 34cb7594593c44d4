import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { e2eDbFile } from "../support/e2e-env";
import { expectNoAxeViolations } from "../support/axe";

function setupToken(): string {
  const db = new SQLite(e2eDbFile(), { readonly: true });
  const row = db.prepare("select value from appSetting where key = 'setupToken'").get() as
    { value: string } | undefined;
  db.close();
  if (!row) throw new Error("the server printed no setup token");
  return row.value;
}

test("first run: the one-time /setup link creates the first admin, then closes", async ({
  page,
}) => {
  const token = setupToken();

  const wrong = await page.goto("/setup?token=not-the-token");
  expect(wrong?.status()).toBe(404);
  expect((await page.goto("/setup"))?.status()).toBe(404);

  await page.goto(`/setup?token=${token}`);
  await expect(page.getByRole("heading", { name: "Create the first admin" })).toBeVisible();
  await expectNoAxeViolations(page, "/setup");

  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();

  await page.getByLabel("Name").fill("Priya Admin");
  await page.getByLabel("Email").fill("first-admin@example.com");
  await page.getByLabel("Password").fill("a-long-admin-password");
  await page.getByRole("button", { name: "Create admin account" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();

  const again = await page.goto(`/setup?token=${token}`);
  expect(again?.status()).toBe(404);
});
