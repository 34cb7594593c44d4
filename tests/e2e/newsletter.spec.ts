import { query } from "../support/db";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { open } from "../support/navigation";

// Whole flows on a loaded machine: give each test room.
test.describe.configure({ timeout: 90_000 });

/** A unique address per test: the tests share one database and run in parallel. */
const address = (prefix = "news") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

interface Subscriber {
  email: string;
  status: string;
  confirmToken: string;
  unsubscribeToken: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}
const subscriber = (email: string) =>
  query<Subscriber>(
    "select email, status, confirmToken, unsubscribeToken, confirmedAt, unsubscribedAt from newsletterSubscriber where emailKey = ?",
    email.toLowerCase(),
  );

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: string | null;
}
const mails = (kind: string, to: string) =>
  query<Mail>(
    'select "to", subject, text, html, headers from emailOutbox where kind = ? and "to" = ? order by createdAt',
    kind,
    to,
  );

/** The visible toast: Radix renders each toast as an item of the "Notifications" region's list. */
function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

function newsletterSection(page: Page) {
  return page.getByRole("region", { name: "Stay Updated" });
}

/**
 * The form's code loads as a visitor nears it (docs/decisions/0046-landing-islands.md); until
 * then it would post without JavaScript.
 */
async function formReady(page: Page) {
  await newsletterSection(page).scrollIntoViewIfNeeded();
  await expect(newsletterSection(page).locator("form[data-live]")).toHaveCount(1);
}

async function subscribeFromLanding(page: Page, email: string) {
  await formReady(page);
  const section = newsletterSection(page);
  await section.getByPlaceholder("Enter your email").fill(email);
  await section.getByRole("button", { name: "Subscribe" }).click();
}

/** Subscribes through the function the form calls (for tests about later steps). */
async function subscribeDirectly(request: APIRequestContext, email: string) {
  const res = await request.post("/api/functions/subscribeToNewsletter", {
    data: { data: { email } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

function expectListUnsubscribeHeaders(mail: Mail, unsubscribeToken: string) {
  const headers = JSON.parse(mail.headers ?? "{}") as Record<string, string>;
  expect(headers["List-Unsubscribe"]).toContain(`/unsubscribe/one-click?t=${unsubscribeToken}`);
  expect(headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+>, <mailto:[^>]+>$/);
  expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
}

test("subscribe, confirm by the e-mailed link, and subscribe again without a new mail", async ({
  page,
}) => {
  const email = address();
  await open(page, "/");
  await subscribeFromLanding(page, email);
  await expect(toast(page)).toContainText("Success!");
  await expect(toast(page)).toContainText("You have been subscribed to our newsletter.");
  await expect(newsletterSection(page).getByPlaceholder("Enter your email")).toHaveValue("");

  // Double opt-in: a pending row and a confirmation mail with one-click unsubscribe headers.
  const [pending] = subscriber(email);
  expect(pending).toMatchObject({ email, status: "pending", confirmedAt: null });
  const confirmMails = mails("newsletter-confirm", email);
  expect(confirmMails).toHaveLength(1);
  expectListUnsubscribeHeaders(confirmMails[0], pending.unsubscribeToken);
  const link = confirmMails[0].text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  expect(link, confirmMails[0].text).toBeDefined();
  expect(link).toContain(`token=${pending.confirmToken}`);
  expect(confirmMails[0].html).toContain(`/newsletter/confirm?token=${pending.confirmToken}`);
  expect(mails("newsletter-welcome", email)).toHaveLength(0);

  const confirmPath = new URL(link!).pathname + new URL(link!).search;
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");
  const [active] = subscriber(email);
  expect(active.status).toBe("active");
  expect(active.confirmedAt).not.toBeNull();

  const welcome = mails("newsletter-welcome", email);
  expect(welcome).toHaveLength(1);
  expectListUnsubscribeHeaders(welcome[0], active.unsubscribeToken);
  expect(welcome[0].text).toContain(`/unsubscribe?token=${active.unsubscribeToken}`);

  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're already subscribed");
  expect(mails("newsletter-welcome", email)).toHaveLength(1);

  // The same answer for an address that is already active, and no new mail.
  await open(page, "/");
  await subscribeFromLanding(page, email.toUpperCase());
  await expect(toast(page)).toContainText("You have been subscribed to our newsletter.");
  expect(mails("newsletter-confirm", email)).toHaveLength(1);
  expect(subscriber(email)).toHaveLength(1);
  expect(subscriber(email)[0].status).toBe("active");
});

test("'Subscribing...' while running; a second click sends nothing more", async ({ page }) => {
  const email = address("busy");
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/functions/subscribeToNewsletter")) calls++;
  });
  await page.route("**/api/functions/subscribeToNewsletter", async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await open(page, "/");
  await subscribeFromLanding(page, email);
  const busy = newsletterSection(page).getByRole("button", { name: "Subscribing..." });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  await expect(toast(page)).toContainText("You have been subscribed to our newsletter.");
  expect(calls).toBe(1);
  await expect(newsletterSection(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
  expect(mails("newsletter-confirm", email)).toHaveLength(1);
});

test("two submits in the same tick send one request, even on the first submit", async ({
  page,
}) => {
  const email = address("double");
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/functions/subscribeToNewsletter")) calls++;
  });
  await open(page, "/");
  await formReady(page);
  await newsletterSection(page).getByPlaceholder("Enter your email").fill(email);
  await newsletterSection(page)
    .locator("form")
    .evaluate((f: HTMLFormElement) => {
      f.requestSubmit();
      f.requestSubmit();
    });
  await expect(toast(page)).toContainText("You have been subscribed to our newsletter.");
  await expect(newsletterSection(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
  expect(calls).toBe(1);
  expect(mails("newsletter-confirm", email)).toHaveLength(1);
});

test("an invalid address shows 'Invalid email address.' and stores nothing", async ({ page }) => {
  const email = address("bad").replace("@", "-at-");
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/functions/subscribeToNewsletter")) calls++;
  });
  await open(page, "/");
  await subscribeFromLanding(page, email);
  const input = newsletterSection(page).getByPlaceholder("Enter your email");
  await expect(input).toHaveAccessibleDescription("Invalid email address.");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(calls).toBe(0);
  expect(subscriber(email)).toHaveLength(0);
});

test("a failed call shows the destructive 'Error' toast and keeps the address", async ({
  page,
}) => {
  const email = address("fail");
  await page.route("**/api/functions/subscribeToNewsletter", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { status: "INTERNAL", message: "down" } }),
    }),
  );
  await open(page, "/");
  await subscribeFromLanding(page, email);
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText(
    "There was a problem subscribing to our newsletter. Please try again.",
  );
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(newsletterSection(page).getByPlaceholder("Enter your email")).toHaveValue(email);
});

test("the unsubscribe page masks the address and unsubscribes with its button", async ({
  page,
}) => {
  const email = address("leaver");
  await subscribeDirectly(page.request, email);
  const [row] = subscriber(email);

  await open(page, `/unsubscribe?token=${row.unsubscribeToken}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  const [local, domain] = email.split("@");
  const masked = `${local.slice(0, 2)}${"•".repeat(local.length - 2)}@${domain}`;
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect.poll(() => subscriber(email)[0].status).toBe("unsubscribed");
  expect(subscriber(email)[0].unsubscribedAt).not.toBeNull();

  // The link keeps working, and says so.
  await page.goto(`/unsubscribe?token=${row.unsubscribeToken}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");

  // The old confirmation link can't bring the address back.
  await page.goto(`/newsletter/confirm?token=${row.confirmToken}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
  expect(subscriber(email)[0].status).toBe("unsubscribed");
});

test("RFC 8058 one-click: a POST of List-Unsubscribe=One-Click unsubscribes", async ({
  request,
}) => {
  const email = address("oneclick");
  await subscribeDirectly(request, email);
  const [row] = subscriber(email);
  // Confirm first, as a real subscriber would have.
  const confirm = await request.get(`/newsletter/confirm?token=${row.confirmToken}`);
  expect(confirm.status()).toBe(200);
  expect(subscriber(email)[0].status).toBe("active");

  const res = await request.post(`/unsubscribe?token=${row.unsubscribeToken}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(res.status()).toBe(200);
  expect(subscriber(email)[0].status).toBe("unsubscribed");

  // Subscribing again asks for a fresh confirmation.
  await subscribeDirectly(request, email);
  const [again] = subscriber(email);
  expect(again.status).toBe("pending");
  expect(again.confirmToken).not.toBe(row.confirmToken);
  expect(mails("newsletter-confirm", email)).toHaveLength(2);
});

test("bad links: an unknown unsubscribe or confirmation token changes nothing", async ({
  page,
  request,
}) => {
  const email = address("keep");
  await subscribeDirectly(request, email);

  await open(page, "/unsubscribe?token=not-a-real-token");
  await expect(
    page.getByText("This unsubscribe link is incomplete or no longer valid."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  const res = await request.post("/unsubscribe?token=not-a-real-token", {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(await res.text()).toContain("This link doesn&#x27;t work");

  await page.goto("/newsletter/confirm?token=bogus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
  await page.goto("/newsletter/confirm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");

  expect(subscriber(email)[0].status).toBe("pending");
});
