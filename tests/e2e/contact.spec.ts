import { query } from "../support/db";
import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../support/axe";
import { open } from "../support/navigation";

// Whole flows on a loaded machine: give each test room.
test.describe.configure({ timeout: 90_000 });

const CONTACT_EMAIL = "hello@learnova.example";
const FN = "**/api/functions/sendContactMessage";

/** A unique sender per test: the tests share one database and run in parallel. */
function sender(prefix = "contact") {
  const id = randomBytes(5).toString("hex");
  return { name: `Casey ${id}`, email: `${prefix}-${id}@example.com` };
}

const messagesFrom = (email: string) =>
  query<{ name: string; email: string; message: string; feedback: string | null }>(
    "select name, email, message, feedback from contactMessage where email = ?",
    email,
  );

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** The visible toast: Radix renders each toast as an item of the "Notifications" region's list. */
function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

/** Counts the browser's calls to the contact function. */
function countCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/functions/sendContactMessage") && r.method() === "POST")
      calls.push(r.url());
  });
  return calls;
}

test("banner, heading, labels and placeholders follow the seed", async ({ page }) => {
  await open(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByRole("heading", { name: "Stay Curious, Stay Connected!" })).toBeVisible();
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toBeVisible();
  await expect(field(page, "Name")).toHaveAttribute("placeholder", "Enter your name");
  await expect(field(page, "Email")).toHaveAttribute("placeholder", /^[^@\s]+@[^@\s]+\.\w+$/);
  await expect(field(page, "How can we help?")).toHaveAttribute(
    "placeholder",
    "Write your message here...",
  );
  await expect(field(page, "Feedback (Optional)")).toHaveAttribute(
    "placeholder",
    "Tell us what you loved, what could be better.",
  );
  for (const label of ["Name", "Email", "How can we help?", "Feedback (Optional)"]) {
    await expect(field(page, label), label).toHaveValue("");
  }
  await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
});

test.describe("validation", () => {
  test("an empty form shows the three seed messages and sends nothing", async ({ page }) => {
    const calls = countCalls(page);
    await open(page, "/contact");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(field(page, "Name")).toHaveAccessibleDescription(
      "Name must be at least 2 characters.",
    );
    await expect(field(page, "Email")).toHaveAccessibleDescription("Invalid email address.");
    await expect(field(page, "How can we help?")).toHaveAccessibleDescription(
      "Message must be at least 10 characters.",
    );
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    // Feedback is optional: no rule, no message.
    await expect(field(page, "Feedback (Optional)")).not.toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  for (const c of [
    {
      what: "a one-letter name",
      values: { name: "A", message: "Hello there, a question." },
      label: "Name",
      text: "Name must be at least 2 characters.",
    },
    {
      what: "a malformed e-mail",
      values: { name: "Casey", email: "casey-at-example.com", message: "Hello there, a question." },
      label: "Email",
      text: "Invalid email address.",
    },
    {
      what: "a nine-character message",
      values: { name: "Casey", message: "Too short" },
      label: "How can we help?",
      text: "Message must be at least 10 characters.",
    },
    {
      what: "a message of spaces",
      values: { name: "Casey", message: "           " },
      label: "How can we help?",
      text: "Message must be at least 10 characters.",
    },
  ]) {
    test(`${c.what} shows '${c.text}' and stores nothing`, async ({ page }) => {
      const who = sender("invalid");
      const calls = countCalls(page);
      await open(page, "/contact");
      await field(page, "Name").fill(c.values.name);
      await field(page, "Email").fill(c.values.email ?? who.email);
      await field(page, "How can we help?").fill(c.values.message);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(c.text, { exact: true })).toBeVisible();
      await expect(field(page, c.label)).toHaveAccessibleDescription(c.text);
      await expect(page.getByText(/must be at least|Invalid email/)).toHaveCount(1);
      // Values stay for correction.
      await expect(field(page, "How can we help?")).toHaveValue(c.values.message);
      expect(calls).toHaveLength(0);
      expect(messagesFrom(who.email)).toHaveLength(0);
    });
  }

  test("the server applies the same rules to a direct call", async ({ request }) => {
    const who = sender("direct");
    const res = await request.post("/api/functions/sendContactMessage", {
      data: { data: { name: "C", email: who.email, message: "short" } },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.error.details.fieldErrors).toMatchObject({
      name: "Name must be at least 2 characters.",
      message: "Message must be at least 10 characters.",
    });
    expect(messagesFrom(who.email)).toHaveLength(0);
  });
});

test("success: 'Submitting...' while running, one request, toast, cleared form, stored row and two mails", async ({
  page,
}) => {
  const who = sender();
  const message = "Could you tell me more about the IGCSE maths classes?";
  const calls = countCalls(page);
  await page.route(FN, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await open(page, "/contact");
  await field(page, "Name").fill(who.name);
  await field(page, "Email").fill(who.email);
  await field(page, "How can we help?").fill(message);
  await field(page, "Feedback (Optional)").fill("Lovely site.");

  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Submit" }).click();
  const busy = form.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  // A further click (even forced) and a programmatic submit are both ignored while it runs.
  await busy.click({ force: true });
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit());

  await expect(toast(page)).toContainText("Success!");
  await expect(toast(page)).toContainText("Your message has been sent.");
  expect(calls).toHaveLength(1);
  await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
  for (const label of ["Name", "Email", "How can we help?", "Feedback (Optional)"]) {
    await expect(field(page, label), label).toHaveValue("");
  }

  expect(messagesFrom(who.email)).toEqual([
    { name: who.name, email: who.email, message, feedback: "Lovely site." },
  ]);
  const ack = query<{ to: string; subject: string; text: string }>(
    'select "to", subject, text from emailOutbox where kind = \'contact-ack\' and "to" = ?',
    who.email,
  );
  expect(ack).toHaveLength(1);
  expect(ack[0].text).toContain(message);
  const notify = query<{ to: string; text: string }>(
    "select \"to\", text from emailOutbox where kind = 'contact-notify' and text like ?",
    `%${who.email}%`,
  );
  expect(notify).toHaveLength(1);
  expect(notify[0].to).toBe(CONTACT_EMAIL);
  expect(notify[0].text).toContain(message);
  expect(calls).toHaveLength(1);
});

test("failure: a destructive 'Error' toast and the values are kept", async ({ page }) => {
  const who = sender("fail");
  await page.route(FN, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { status: "INTERNAL", message: "Database is down" } }),
    }),
  );
  await open(page, "/contact");
  await field(page, "Name").fill(who.name);
  await field(page, "Email").fill(who.email);
  await field(page, "How can we help?").fill("Please call me back about a course.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText(
    "There was a problem sending your message. Please try again.",
  );
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(field(page, "Name")).toHaveValue(who.name);
  await expect(field(page, "Email")).toHaveValue(who.email);
  await expect(field(page, "How can we help?")).toHaveValue("Please call me back about a course.");
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  expect(messagesFrom(who.email)).toHaveLength(0);
});

test.describe("FAQ", () => {
  const GROUPS = ["For Parents", "For Student", "For Educators", "For Client"];

  function group(page: Page, title: string) {
    return page
      .locator("#faq")
      .getByRole("heading", { level: 3, name: title, exact: true })
      .locator("xpath=..");
  }

  test("four groups of five; only 'What is Learnova?' starts open in each", async ({ page }) => {
    await open(page, "/contact");
    const faq = page.locator("section#faq");
    await expect(faq.getByRole("heading", { level: 2 })).toHaveText("Frequently Asked Questions");
    await expect(faq.getByRole("heading", { level: 3 })).toHaveText(GROUPS);
    // Each question is a heading one level below its group's title.
    await expect(faq.getByRole("heading", { level: 4 })).toHaveCount(20);
    for (const title of GROUPS) {
      const items = group(page, title).getByRole("button");
      await expect(items, title).toHaveCount(5);
      const open = group(page, title).locator('button[aria-expanded="true"]');
      await expect(open, title).toHaveCount(1);
      await expect(open, title).toHaveText("What is Learnova?");
      await expect(group(page, title).getByRole("region"), title).toHaveCount(1);
      await expect(group(page, title).getByRole("region"), title).toContainText("online school");
    }
  });

  test("items open and close independently", async ({ page }) => {
    await open(page, "/contact");
    const parents = group(page, "For Parents");
    const what = parents.getByRole("button", { name: "What is Learnova?" });
    const signUp = parents.getByRole("button", { name: "How do I sign my child up?" });
    const pay = parents.getByRole("button", { name: "How can I pay for my child's classes?" });

    await signUp.click();
    await expect(signUp).toHaveAttribute("aria-expanded", "true");
    await expect(what).toHaveAttribute("aria-expanded", "true");
    await pay.click();
    await expect(parents.locator('button[aria-expanded="true"]')).toHaveCount(3);
    await expect(parents.getByText(/major credit card/)).toBeVisible();

    await what.click();
    await expect(what).toHaveAttribute("aria-expanded", "false");
    await expect(signUp).toHaveAttribute("aria-expanded", "true");
    await signUp.click();
    await expect(signUp).toHaveAttribute("aria-expanded", "false");
    await expect(pay).toHaveAttribute("aria-expanded", "true");

    // The other groups are untouched.
    for (const title of GROUPS.slice(1)) {
      await expect(group(page, title).locator('button[aria-expanded="true"]'), title).toHaveText(
        "What is Learnova?",
      );
    }
  });

  test("/contact#faq scrolls the FAQ into view", async ({ page }) => {
    await open(page, "/contact#faq");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect
      .poll(() => page.evaluate(() => document.getElementById("faq")!.getBoundingClientRect().top))
      .toBeLessThan(150);
    const top = await page.evaluate(
      () => document.getElementById("faq")!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThan(-20);
    await expect(
      page.getByRole("heading", { name: "Frequently Asked Questions" }),
    ).toBeInViewport();
  });

  test("'Visit FAQ Page' on /help lands on the FAQ too", async ({ page }) => {
    await open(page, "/help");
    const link = page.getByRole("link", { name: "Visit FAQ Page" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(
      page.getByRole("heading", { name: "Frequently Asked Questions" }),
    ).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid form posts to the page, which confirms and stores the message", async ({
    page,
  }) => {
    const who = sender("nojs");
    await page.goto("/contact");
    await field(page, "Name").fill(who.name);
    await field(page, "Email").fill(who.email);
    await field(page, "How can we help?").fill("Sent from a browser without scripts.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your message has been sent." }),
    ).toBeVisible();
    expect(messagesFrom(who.email)).toEqual([
      {
        name: who.name,
        email: who.email,
        message: "Sent from a browser without scripts.",
        feedback: null,
      },
    ]);
    expect(
      query("select id from emailOutbox where kind = 'contact-ack' and \"to\" = ?", who.email),
    ).toHaveLength(1);
  });

  test("an invalid form gets the same messages from the server", async ({ page }) => {
    const who = sender("nojs-bad");
    await page.goto("/contact");
    await field(page, "Name").fill("A");
    await field(page, "Email").fill(who.email);
    await field(page, "How can we help?").fill("short");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(page.getByText("Your message has been sent.")).toHaveCount(0);
    expect(messagesFrom(who.email)).toHaveLength(0);
  });
});

test("axe finds no violations on /contact with a FAQ item open", async ({ page }) => {
  await open(page, "/contact");
  await page.locator("#faq").getByRole("button", { name: "How do I sign my child up?" }).click();
  await expect(
    page.locator("#faq").getByRole("button", { name: "How do I sign my child up?" }),
  ).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page, "/contact");
});
