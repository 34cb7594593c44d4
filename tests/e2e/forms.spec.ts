import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { query } from "../support/db";
import { open } from "../support/navigation";
import { newUser, signUp } from "../support/users";

// Every form, the way docs/decisions/0016 says it behaves: each optional field left at its
// default is accepted, and each refused field shows its own message beside it, announced (the
// field's accessible description), with and without JavaScript.

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: "Asia/Kolkata" });

const ZONE = "Asia/Kolkata";
const id = () => randomBytes(5).toString("hex");
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** "2026-12-01": the calendar date `days` from now in India. */
function dateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** Opens a page: with JavaScript, waits for hydration so submits reach React. */
async function visit(page: Page, path: string, js: boolean) {
  if (js) await open(page, path);
  else await page.goto(path);
}

interface FormCase {
  name: string;
  path: string;
  signedIn?: boolean;
  /** With JavaScript, wait for this before filling (a form whose code loads after the page's). */
  ready?: string;
  /** Opens a disclosure first (the delete form lives under one without JavaScript). */
  reveal?: (page: Page) => Promise<void>;
  submit: string;
  /** Label → bad value; each must be refused with the message under `expect`. */
  fill: Record<string, string>;
  expect: Record<string, string | RegExp>;
}

const PHONE_RULE = "Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210.";

const FORMS: FormCase[] = [
  {
    name: "sign-in",
    path: "/login",
    submit: "Sign in",
    fill: { Email: "nope", Password: "" },
    expect: { Email: "Invalid email address.", Password: "Please enter your password." },
  },
  {
    name: "sign-up",
    path: "/signup",
    submit: "Create account",
    fill: { Name: "A", Email: "x@", Password: "short" },
    expect: {
      Name: "Name must be at least 2 characters.",
      Email: "Invalid email address.",
      Password: /Password must be at least 8 characters\./,
    },
  },
  {
    name: "forgot password",
    path: "/forgot-password",
    submit: "Send reset link",
    fill: { Email: "nope" },
    expect: { Email: "Invalid email address." },
  },
  {
    name: "contact",
    path: "/contact",
    submit: "Submit",
    fill: {
      Name: "A",
      Email: "bad",
      "How can we help?": "short",
      "Feedback (Optional)": "x".repeat(2001),
    },
    expect: {
      Name: "Name must be at least 2 characters.",
      Email: "Invalid email address.",
      "How can we help?": "Message must be at least 10 characters.",
      "Feedback (Optional)": "Feedback must be at most 2000 characters.",
    },
  },
  {
    name: "newsletter",
    path: "/",
    ready: "form[data-live]",
    submit: "Subscribe",
    fill: { "Email address": "bad" },
    expect: { "Email address": "Invalid email address." },
  },
  {
    name: "booking (parent)",
    path: "/get-started/parent",
    submit: "Book my free demo class",
    fill: { "Your name": "A", "Child's name": "B", Email: "bad", Phone: "12" },
    expect: {
      "Your name": "Your name must be at least 2 characters.",
      "Child's name": "Child's name must be at least 2 characters.",
      "Child's grade": "Choose a grade.",
      Email: "Invalid email address.",
      Phone: PHONE_RULE,
      "Subject of interest": "Choose a subject or course.",
      "Preferred date": "Choose a date and time.",
    },
  },
  {
    name: "booking (professional)",
    path: "/get-started/professional",
    submit: "Book my free demo class",
    fill: { Name: "A", "Your goal": "x", "Create a password (optional)": "short" },
    expect: {
      Name: "Name must be at least 2 characters.",
      "Your goal": "Tell us your goal.",
      "Create a password (optional)": /Password must be at least 8 characters\./,
    },
  },
  {
    name: "profile",
    path: "/account-settings",
    signedIn: true,
    submit: "Save profile",
    fill: { Name: "A", "Phone (optional)": "12" },
    expect: { Name: "Name must be at least 2 characters.", "Phone (optional)": PHONE_RULE },
  },
  {
    name: "change password",
    path: "/account-settings",
    signedIn: true,
    submit: "Change password",
    fill: { "Current password": "", "New password": "short" },
    expect: {
      "Current password": "Please enter your current password.",
      "New password": /Password must be at least 8 characters\./,
    },
  },
  {
    name: "delete account",
    path: "/account-settings",
    signedIn: true,
    reveal: async (page) => {
      // The dialog's trigger with JavaScript; a <details> disclosure without.
      await page
        .locator("button, summary")
        .filter({ hasText: /^Delete my account$/ })
        .click();
    },
    submit: "Delete my account for good",
    fill: { "Type DELETE or your e-mail address to confirm": "nope" },
    expect: {
      "Type DELETE or your e-mail address to confirm":
        /Type DELETE or your e-mail address to confirm\./,
    },
  },
];

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    for (const form of FORMS) {
      test(`${form.name}: each refused field shows its message beside it`, async ({ page }) => {
        if (form.signedIn) await signUp(page.request, newUser("forms"));
        await visit(page, form.path, js);
        // A form below the landing page's fold hydrates as a visitor nears it (decision 0046).
        if (js && form.ready) {
          await field(page, Object.keys(form.fill)[0]).scrollIntoViewIfNeeded();
          await expect(page.locator(form.ready)).toHaveCount(1);
        }
        if (form.reveal) await form.reveal(page);
        for (const [label, value] of Object.entries(form.fill)) {
          await field(page, label).fill(value);
        }
        await page.getByRole("button", { name: form.submit, exact: true }).click();
        for (const [label, message] of Object.entries(form.expect)) {
          const input = field(page, label);
          await expect(input, label).toHaveAttribute("aria-invalid", "true");
          // Announced: the message is the field's accessible description ...
          await expect(input, label).toHaveAccessibleDescription(message);
          // ... and visible next to it.
          const describedBy = (await input.getAttribute("aria-describedby"))!.split(" ");
          const shown = page.locator(describedBy.map((d) => `[id="${d}"]`).join(","));
          await expect(shown.filter({ hasText: message }).first(), label).toBeVisible();
        }
        // What was typed is still there (without JavaScript, the server sends it back); a
        // password never comes back.
        for (const [label, value] of Object.entries(form.fill)) {
          if (/password/i.test(label)) continue;
          await expect(field(page, label), label).toHaveValue(value);
        }
      });
    }

    for (const type of ["student", "parent", "professional"] as const) {
      test(`booking (${type}) with every optional field at its default books the demo`, async ({
        page,
      }) => {
        const email = `defaults-${type}-${id()}@example.com`;
        await visit(page, `/get-started/${type}`, js);
        if (type === "parent") {
          await field(page, "Your name").fill("Meera Iyer");
          await field(page, "Child's name").fill("Anu");
          await field(page, "Child's grade").selectOption("Grade 4");
        } else if (type === "student") {
          await field(page, "Name").fill("Kabir Shah");
          await field(page, "Grade").selectOption("Grade 9");
        } else {
          await field(page, "Name").fill("Ravi Menon");
          await field(page, "Your goal").fill("Business German for a new role");
        }
        if (type !== "professional") {
          // The default, "Not sure / other", is what most parents leave.
          await expect(field(page, "Board (optional)")).toHaveValue("");
          await expect(field(page, "Board (optional)").locator("option:checked")).toHaveText(
            "Not sure / other",
          );
        }
        await field(page, "Email").fill(email);
        await field(page, "Phone").fill("+91 98765 43210");
        await field(
          page,
          type === "professional" ? "Preferred language or topic" : "Subject of interest",
        ).selectOption({ index: 1 });
        await field(page, "Preferred date").fill(dateIn(4));
        if (!js) await field(page, "Your time zone").selectOption(ZONE);
        await page.getByRole("button", { name: "Book my free demo class" }).click();

        await expect(page).toHaveURL(/\/demo-confirmation\?r=/, { timeout: 20_000 });
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Your demo class is booked!",
        );
        const rows = query<{ board: string | null; notes: string | null; userId: string | null }>(
          "select board, notes, userId from demoBooking where emailKey = ?",
          email,
        );
        expect(rows).toEqual([{ board: null, notes: null, userId: null }]);
      });
    }

    test("contact with the optional feedback left empty is sent", async ({ page }) => {
      const email = `contact-${id()}@example.com`;
      await visit(page, "/contact", js);
      await field(page, "Name").fill("Asha Rao");
      await field(page, "Email").fill(email);
      await field(page, "How can we help?").fill("Which board does the maths course follow?");
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await expect(page.getByText("Your message has been sent.").first()).toBeVisible();
      await expect
        .poll(() => query("select id from contactMessage where email = ?", email).length)
        .toBe(1);
    });

    test("newsletter subscription is taken", async ({ page }) => {
      const email = `news-${id()}@example.com`;
      await visit(page, "/", js);
      if (js) {
        await field(page, "Email address").scrollIntoViewIfNeeded();
        await expect(page.locator("form[data-live]")).toHaveCount(1);
      }
      await field(page, "Email address").fill(email);
      await page.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expect(
        page.getByText(/You have been subscribed to our newsletter\./).first(),
      ).toBeVisible();
      await expect
        .poll(() => query("select status from newsletterSubscriber where email = ?", email))
        .toEqual([{ status: "pending" }]);
    });

    test("profile with the optional phone left empty is saved", async ({ page }) => {
      const user = newUser("profile-defaults");
      await signUp(page.request, user);
      await visit(page, "/account-settings", js);
      await field(page, "Name").fill("Renamed Learner");
      await field(page, "Phone (optional)").fill("");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("Your profile has been updated.").first()).toBeVisible();
      expect(query("select name from user where email = ?", user.email)).toEqual([
        { name: "Renamed Learner" },
      ]);
    });
  });
}

test("a body that is not a form is refused with a 4xx on every form's address", async ({
  request,
}) => {
  const paths = [
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password",
    "/contact",
    "/?index",
    "/get-started/parent",
  ];
  const bodies: { headers: Record<string, string>; data: string }[] = [
    { headers: { "content-type": "application/json" }, data: '{"email":"a@example.com"}' },
    { headers: { "content-type": "text/plain" }, data: "email=a@example.com" },
    { headers: {}, data: "email=a@example.com" },
    { headers: { "content-type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" },
  ];
  for (const path of paths) {
    for (const body of bodies) {
      const res = await request.post(path, { headers: body.headers, data: body.data });
      expect(
        res.status(),
        `${path} ${body.headers["content-type"] ?? "none"}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.status(), `${path} ${body.headers["content-type"] ?? "none"}`).toBeLessThan(500);
      // The page says what was wrong; "an unexpected problem" is for our own failures (5xx).
      const html = await res.text();
      expect(html).not.toContain("unexpected problem");
      expect(html).toContain(
        res.status() === 415
          ? "This address expects a form submission"
          : "The form submission was broken or incomplete.",
      );
    }
  }
});

test("/account-settings refuses intents named after Object's members with a 4xx", async ({
  page,
}) => {
  await signUp(page.request, newUser("intents"));
  for (const intent of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
    const res = await page.request.post("/account-settings", { form: { intent } });
    expect(res.status(), intent).toBe(400);
  }
});
