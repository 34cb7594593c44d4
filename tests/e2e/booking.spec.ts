import { query } from "../support/db";
import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../support/axe";
import { E2E_BASE_URL } from "../support/e2e-env";
import { open } from "../support/navigation";

// Whole flows on a loaded machine: give each test room.
test.describe.configure({ timeout: 90_000 });
// The visitor is in India: the form detects the zone and the confirmation shows times in it.
test.use({ timezoneId: "Asia/Kolkata" });

const ZONE = "Asia/Kolkata";
const CONTACT_EMAIL = "hello@learnova.example";

type AccountType = "student" | "parent" | "professional";

/** A unique booker per test: the tests share one database and run in parallel. */
function booker(prefix: string) {
  const id = randomBytes(5).toString("hex");
  return { name: `Asha ${id}`, email: `${prefix}-${id}@example.com` };
}

interface BookingRow {
  id: string;
  contactName: string;
  email: string;
  phone: string;
  accountType: string;
  learnerName: string | null;
  grade: string | null;
  board: string | null;
  goal: string | null;
  subject: string;
  courseSlug: string | null;
  requestedStart: string;
  timeZone: string;
  status: string;
  userId: string | null;
}
const bookingsOf = (email: string) =>
  query<BookingRow>("select * from demoBooking where emailKey = ?", email.toLowerCase());

/** "2026-12-01": the calendar date `days` from now in a zone. */
function dateIn(days: number, timeZone = ZONE): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));
}

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** The visible toast: Radix renders each toast as an item of the "Notifications" region's list. */
function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

interface Booking {
  type: AccountType;
  name: string;
  email: string;
  subject: string;
  date: string;
  time: string;
  password?: string;
}

/** Fills the form of /get-started/{type} (already open) and submits it. */
async function fillAndSubmit(page: Page, b: Booking) {
  if (b.type === "parent") {
    await field(page, "Your name").fill(b.name);
    await field(page, "Child's name").fill("Kabir");
    await field(page, "Child's grade").selectOption("Grade 4");
    await field(page, "Board (optional)").selectOption("ICSE");
  } else if (b.type === "student") {
    await field(page, "Name").fill(b.name);
    await field(page, "Grade").selectOption("Grade 9");
    await field(page, "Board (optional)").selectOption("CBSE");
  } else {
    await field(page, "Name").fill(b.name);
    await field(page, "Your goal").fill("Business German for a new role");
  }
  await field(page, "Email").fill(b.email);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(
    page,
    b.type === "professional" ? "Preferred language or topic" : "Subject of interest",
  ).selectOption(b.subject);
  await field(page, "Preferred date").fill(b.date);
  await field(page, "Time slot").selectOption(b.time);
  await field(page, "Your time zone").selectOption(ZONE);
  if (b.password) await field(page, "Create a password (optional)").fill(b.password);
  await page.getByRole("button", { name: "Book my free demo class" }).click();
}

/** Right after booking: the receipt of what was sent (app/.server/bookings/receipt.ts). */
const CONFIRMATION = /\/demo-confirmation\?r=[\w.%-]+$/;

/** The link mailed to the booker, which shows the stored booking. */
function mailedLink(email: string): string {
  const mails = query<{ text: string }>(
    "select text from emailOutbox where kind = 'booking-confirmation' and \"to\" = ? order by createdAt desc",
    email,
  );
  return mails[0].text.match(/\/demo-confirmation\?booking=[0-9a-f-]{36}&t=[\w-]+/)![0];
}

/**
 * Books through the UI and returns the booking's id (the newest of that address) and the
 * confirmation page's path.
 */
async function book(page: Page, b: Booking) {
  await open(page, `/get-started/${b.type}`);
  await fillAndSubmit(page, b);
  await expect(page).toHaveURL(CONFIRMATION, { timeout: 20_000 });
  const url = new URL(page.url());
  const rows = query<{ id: string }>(
    "select id from demoBooking where emailKey = ? order by createdAt desc",
    b.email.toLowerCase(),
  );
  return { id: rows[0].id, path: url.pathname + url.search };
}

test.describe("/get-started", () => {
  test("three cards link to the per-audience forms", async ({ page }) => {
    await open(page, "/get-started");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started");
    for (const [title, type] of [
      ["Student", "student"],
      ["Parent", "parent"],
      ["Professional", "professional"],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute(
        "href",
        `/get-started/${type}`,
      );
    }
    await page.getByRole("link", { name: /^Professional/ }).click();
    await expect(page).toHaveURL(/\/get-started\/professional$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your free demo class");
  });

  test("?course= is carried to the forms and preselects the subject", async ({ page }) => {
    await open(page, "/get-started?course=primary-computing");
    for (const type of ["student", "parent", "professional"]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${type}`, "i") })).toHaveAttribute(
        "href",
        `/get-started/${type}?course=primary-computing`,
      );
    }
    await page.getByRole("link", { name: /^Parent/ }).click();
    await expect(page).toHaveURL(/\/get-started\/parent\?course=primary-computing$/);
    await expect(field(page, "Subject of interest")).toHaveValue("Primary Computing");

    // An unknown course preselects nothing.
    await open(page, "/get-started/parent?course=no-such-course");
    await expect(field(page, "Subject of interest")).toHaveValue("");
  });

  test("an unknown audience goes to /not-found", async ({ page }) => {
    await page.goto("/get-started/teacher");
    await expect(page).toHaveURL(/\/not-found$/);
  });
});

for (const type of ["student", "parent", "professional"] as const) {
  test(`${type}: books a slot in the visitor's zone and confirms it`, async ({ page }) => {
    const who = booker(`book-${type}`);
    const date = dateIn(5);
    const subject =
      type === "professional" ? "Business English for Professionals" : "Primary Computing";
    await open(page, `/get-started/${type}`);
    // The zone select shows readable names but sends the IANA name; the browser's zone is detected.
    await expect(field(page, "Your time zone")).toHaveValue(ZONE);
    await expect(
      field(page, "Your time zone").locator('option[value="America/New_York"]'),
    ).toHaveText("America/New York");
    await expect(field(page, "Preferred date")).toHaveAttribute("min", dateIn(0));
    await fillAndSubmit(page, { type, ...who, subject, date, time: "17:30" });

    await expect(page).toHaveURL(CONFIRMATION, { timeout: 20_000 });
    const id = bookingsOf(who.email)[0]?.id;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your demo class is booked!");
    await expect(page.getByText(`Thank you, ${who.name}.`)).toBeVisible();
    await expect(page.getByText(subject, { exact: true })).toBeVisible();
    const [y, m, d] = date.split("-").map(Number);
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-GB", {
      month: "long",
      timeZone: "UTC",
    });
    await expect(page.getByTestId("booked-time")).toContainText(`${d} ${month} ${y}`);
    await expect(page.getByTestId("booked-time")).toContainText("17:30");
    await expect(page.getByTestId("booked-zone")).toHaveText("Your time zone: Asia/Kolkata");
    if (type === "parent") await expect(page.getByText("Kabir", { exact: true })).toBeVisible();

    const rows = bookingsOf(who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      contactName: who.name,
      accountType: type,
      subject,
      // 17:30 in India (UTC+05:30) is 12:00 UTC.
      requestedStart: `${date}T12:00:00.000Z`,
      timeZone: ZONE,
      status: "requested",
      phone: "+91 98765 43210",
      userId: null,
    });
    if (type === "parent") {
      expect(rows[0]).toMatchObject({ learnerName: "Kabir", grade: "Grade 4", board: "ICSE" });
    } else if (type === "student") {
      expect(rows[0]).toMatchObject({ learnerName: null, grade: "Grade 9", board: "CBSE" });
    } else {
      expect(rows[0]).toMatchObject({ goal: "Business German for a new role", grade: null });
    }
    if (subject === "Primary Computing") expect(rows[0].courseSlug).toBe("primary-computing");
  });
}

test("the confirmation follows the viewer's own zone", async ({ page, browser }) => {
  const who = booker("zones");
  const date = dateIn(6);
  const { path } = await book(page, {
    type: "student",
    ...who,
    subject: "Primary Computing",
    date,
    time: "17:30",
  });
  const london = await browser.newContext({ baseURL: E2E_BASE_URL, timezoneId: "UTC" });
  try {
    const other = await london.newPage();
    await open(other, path);
    await expect(other.getByTestId("booked-time")).toContainText("12:00");
    await expect(other.getByTestId("booked-zone")).toHaveText("Your time zone: UTC");
  } finally {
    await london.close();
  }
});

test("'Add to calendar' gives a stable .ics; the mails are queued with it", async ({ page }) => {
  const who = booker("ics");
  const date = dateIn(5);
  const { id } = await book(page, {
    type: "parent",
    ...who,
    subject: "Primary Computing",
    date,
    time: "17:30",
  });
  const dtstart = `DTSTART:${date.replaceAll("-", "")}T120000Z`;
  const uidOf = (ics: string) => ics.match(/^UID:(.+)$/m)?.[1].trim();

  const link = page.getByRole("link", { name: "Add to calendar" });
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("learnova-demo-class.ics");
  const file = readFileSync(await download.path(), "utf8");
  expect(file).toContain("BEGIN:VEVENT");
  const uid = uidOf(file)!;
  expect(uid).toMatch(/@learnova$/);
  // The UID is not the booking's id: the receipt's page never reads the stored booking.
  expect(uid).not.toContain(id);
  expect(file).toContain(dtstart);

  const href = (await link.getAttribute("href"))!;
  const uids = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^text\/calendar/);
    const body = await res.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("BEGIN:VEVENT");
    expect(body).toContain(dtstart);
    expect(body).toContain("DURATION:PT30M");
    uids.push(uidOf(body));
  }
  expect(uids).toEqual([uid, uid]);

  // An edited receipt gets no calendar file.
  const wrong = await page.request.get(href.replace(/r=([\w%-]+)/, "r=$1x"));
  expect(wrong.status()).toBe(404);
  // The owner's mailed link gives the same event.
  const owners = await page.request.get(
    mailedLink(who.email).replace("/demo-confirmation?", "/demo-confirmation/calendar.ics?"),
  );
  expect(uidOf(await owners.text())).toBe(uid);
  const wrongToken = await page.request.get(
    mailedLink(who.email)
      .replace("/demo-confirmation?", "/demo-confirmation/calendar.ics?")
      .replace(/t=[\w-]+/, "t=wrong-token"),
  );
  expect(wrongToken.status()).toBe(404);

  const confirmation = query<{ subject: string; text: string; attachments: string | null }>(
    "select subject, text, attachments from emailOutbox where kind = 'booking-confirmation' and \"to\" = ?",
    who.email,
  );
  expect(confirmation).toHaveLength(1);
  expect(confirmation[0].text).toContain(`/demo-confirmation?booking=${id}&t=`);
  const attachments = JSON.parse(confirmation[0].attachments ?? "[]") as {
    filename: string;
    contentType: string;
    content: string;
  }[];
  expect(attachments).toHaveLength(1);
  expect(attachments[0].filename).toMatch(/\.ics$/);
  expect(attachments[0].contentType).toMatch(/^text\/calendar/);
  expect(attachments[0].content).toContain(`UID:${uid}`);
  expect(attachments[0].content).toContain(dtstart);

  const notify = query<{ to: string }>(
    "select \"to\" from emailOutbox where kind = 'booking-notify' and text like ?",
    `%${who.email}%`,
  );
  expect(notify.map((n) => n.to)).toContain(CONTACT_EMAIL);
});

test("the same e-mail and slot twice is one booking", async ({ page }) => {
  const who = booker("twice");
  const b: Booking = {
    type: "student",
    ...who,
    subject: "Primary Computing",
    date: dateIn(7),
    time: "09:00",
  };
  const first = await book(page, b);
  // Someone else asks again for that address and slot: the same kind of answer, which shows
  // what they sent and nothing of the first booker's.
  const second = await book(page, { ...b, name: "Somebody Else", email: b.email.toUpperCase() });
  expect(second.id).toBe(first.id);
  await expect(page.getByText("Thank you, Somebody Else.")).toBeVisible();
  await expect(page.getByText(who.name)).toHaveCount(0);
  expect(bookingsOf(who.email)).toHaveLength(1);
  expect(
    query(
      "select id from emailOutbox where kind = 'booking-confirmation' and \"to\" = ?",
      who.email,
    ),
  ).toHaveLength(1);
  // A different slot is a new booking.
  const third = await book(page, { ...b, time: "09:30" });
  expect(third.id).not.toBe(first.id);
  expect(bookingsOf(who.email)).toHaveLength(2);
});

test.describe("validation", () => {
  test("an empty form shows a message under each required field and sends nothing", async ({
    page,
  }) => {
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/functions/bookDemoSession")) calls++;
    });
    await open(page, "/get-started/parent");
    await page.getByRole("button", { name: "Book my free demo class" }).click();
    const expected: [string, string][] = [
      ["Your name", "Your name must be at least 2 characters."],
      ["Child's name", "Child's name must be at least 2 characters."],
      ["Child's grade", "Choose a grade."],
      ["Email", "Invalid email address."],
      ["Phone", "Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210."],
      ["Subject of interest", "Choose a subject or course."],
      ["Preferred date", "Choose a date and time."],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label), label).toHaveAccessibleDescription(message);
      await expect(field(page, label), label).toHaveAttribute("aria-invalid", "true");
    }
    // Focus goes to the first field with a problem.
    await expect(field(page, "Your name")).toBeFocused();
    expect(calls).toBe(0);
  });

  test("a student's name rule and the e-mail rule use the seed's wording", async ({ page }) => {
    const who = booker("rules");
    await open(page, "/get-started/student");
    await field(page, "Name").fill("A");
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Book my free demo class" }).click();
    await expect(
      page.getByText("Name must be at least 2 characters.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Invalid email address.", { exact: true })).toBeVisible();
    await field(page, "Email").fill(who.email);
    await page.getByRole("button", { name: "Book my free demo class" }).click();
    await expect(
      page.getByText("Name must be at least 2 characters.", { exact: true }),
    ).toBeVisible();
    expect(bookingsOf(who.email)).toHaveLength(0);
  });

  for (const c of [
    {
      what: "yesterday",
      date: () => dateIn(-1),
      text: "Choose a time at least one hour from now.",
    },
    {
      what: "more than 60 days ahead",
      date: () => dateIn(62),
      text: "Choose a date within the next 60 days.",
    },
  ]) {
    test(`a slot ${c.what} is refused under the date and nothing is stored`, async ({ page }) => {
      const who = booker("slot");
      let calls = 0;
      page.on("request", (r) => {
        if (r.url().includes("/api/functions/bookDemoSession")) calls++;
      });
      await open(page, "/get-started/professional");
      await fillAndSubmit(page, {
        type: "professional",
        ...who,
        subject: "Business English for Professionals",
        date: c.date(),
        time: "08:00",
      });
      await expect(field(page, "Preferred date")).toHaveAccessibleDescription(c.text);
      await expect(page).toHaveURL(/\/get-started\/professional$/);
      expect(calls).toBe(0);
      expect(bookingsOf(who.email)).toHaveLength(0);
    });
  }

  test("the server refuses a past slot too", async ({ request }) => {
    const who = booker("server-slot");
    const res = await request.post("/api/functions/bookDemoSession", {
      data: {
        data: {
          accountType: "professional",
          contactName: who.name,
          goal: "Exam English",
          email: who.email,
          phone: "+44 20 7946 0958",
          subject: "Business English for Professionals",
          requestedStart: new Date(Date.now() - 86_400_000).toISOString(),
          timeZone: ZONE,
        },
      },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.error.details.fieldErrors.requestedStart).toBe(
      "Choose a time at least one hour from now.",
    );
    expect(bookingsOf(who.email)).toHaveLength(0);
  });
});

test("a password creates the parent account and signs it in", async ({ page }) => {
  const who = booker("with-password");
  const { id } = await book(page, {
    type: "parent",
    ...who,
    subject: "Primary Computing",
    date: dateIn(5),
    time: "18:00",
    password: "correct-horse-42",
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your demo class is booked!");
  const res = await page.request.get("/api/auth/get-session");
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as {
    user: { id: string; email: string; accountType: string };
  };
  expect(session.user).toMatchObject({ email: who.email, accountType: "parent" });
  expect(bookingsOf(who.email)[0]).toMatchObject({ id, userId: session.user.id });

  await open(page, "/account-settings");
  await expect(page).toHaveURL(/\/account-settings$/);
});

test("a short password is refused before anything is booked", async ({ page }) => {
  const who = booker("short-password");
  await open(page, "/get-started/student");
  await fillAndSubmit(page, {
    type: "student",
    ...who,
    subject: "Primary Computing",
    date: dateIn(5),
    time: "18:00",
    password: "short",
  });
  await expect(field(page, "Create a password (optional)")).toHaveAccessibleDescription(
    /Password must be at least 8 characters\./,
  );
  expect(bookingsOf(who.email)).toHaveLength(0);
});

test("a failed call shows the 'Error' toast with the server's message", async ({ page }) => {
  const who = booker("fail");
  await page.route("**/api/functions/bookDemoSession", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          status: "INTERNAL",
          message: "Something went wrong on our side. Please try again.",
        },
      }),
    }),
  );
  await open(page, "/get-started/student");
  await fillAndSubmit(page, {
    type: "student",
    ...who,
    subject: "Primary Computing",
    date: dateIn(5),
    time: "17:30",
  });
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Something went wrong on our side. Please try again.");
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(page).toHaveURL(/\/get-started\/student$/);
  await expect(field(page, "Name")).toHaveValue(who.name);
  await expect(page.getByRole("button", { name: "Book my free demo class" })).toBeEnabled();
});

test("/demo-confirmation without a valid link finds no booking", async ({ page }) => {
  const notFound = "We couldn't find a booking for this link.";
  await open(page, "/demo-confirmation");
  await expect(page.getByText(notFound, { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a free demo class" })).toHaveAttribute(
    "href",
    "/get-started",
  );

  const who = booker("token");
  const { id } = await book(page, {
    type: "student",
    ...who,
    subject: "Primary Computing",
    date: dateIn(8),
    time: "10:00",
  });
  await open(page, mailedLink(who.email));
  await expect(page.getByText(`Thank you, ${who.name}.`)).toBeVisible();
  await open(page, `/demo-confirmation?booking=${id}&t=not-the-right-token`);
  await expect(page.getByText(notFound)).toBeVisible();
  await expect(page.getByText("Your demo class is booked!")).toHaveCount(0);
  await open(page, `/demo-confirmation?booking=${id}`);
  await expect(page.getByText(notFound)).toBeVisible();
});

test("axe finds no violations on a refused /get-started/parent and a confirmation", async ({
  page,
}) => {
  // The two pages as loaded are the page sweep's (axe at 390 and 1366 px, page-sweep.spec.ts);
  // here the states it cannot reach: a refused form and a confirmation.
  await open(page, "/get-started/parent");
  await page.getByRole("button", { name: "Book my free demo class" }).click();
  await expect(field(page, "Your name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "/get-started/parent with errors");
  const who = booker("axe");
  await book(page, {
    type: "student",
    ...who,
    subject: "Primary Computing",
    date: dateIn(9),
    time: "11:00",
  });
  await expectNoAxeViolations(page, "/demo-confirmation");
});
