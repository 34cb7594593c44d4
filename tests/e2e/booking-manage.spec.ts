import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { E2E_BASE_URL } from "../support/e2e-env";
import { open } from "../support/navigation";

// The booker's private manage link (docs/admin.md "The booker's manage link"): see the
// booking in their own zone, cancel it or ask for another time until the cut-off (12 hours
// by default), and after it learn how to reach the school. Works without JavaScript and
// without an account; another token finds nothing.

test.describe.configure({ timeout: 90_000 });

const HOUR = 3_600_000;
const SCHOOL_EMAIL = "hello@learnova.example";

interface Made {
  id: string;
  token: string;
  email: string;
  name: string;
  path: string;
}

/**
 * A booking made through the functions endpoint the booking form calls (five days ahead,
 * 16:00 in Kolkata), with its manage token read from the database.
 */
async function makeBooking(request: APIRequestContext, prefix: string): Promise<Made> {
  const suffix = randomBytes(5).toString("hex");
  const email = `${prefix}-${suffix}@example.com`;
  const name = `Meera ${suffix}`;
  const start = new Date(Date.now() + 5 * 24 * HOUR);
  start.setUTCHours(10, 30, 0, 0);
  const res = await request.post("/api/functions/bookDemoSession", {
    data: {
      data: {
        accountType: "parent",
        contactName: name,
        learnerName: "Aarav",
        grade: "Grade 4",
        email,
        phone: "+91 98765 43210",
        subject: "Primary Computing",
        requestedStart: start.toISOString(),
        timeZone: "Asia/Kolkata",
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const [row] = query<{ id: string; manageToken: string }>(
    "select id, manageToken from demoBooking where emailKey = ?",
    email,
  );
  return {
    ...row,
    token: row.manageToken,
    email,
    name,
    path: `/manage-booking/${row.manageToken}`,
  };
}

/** Moves the booking's start `hours` from now: inside the cut-off when under 12. */
function startIn(booking: Made, hours: number) {
  const start = new Date(Date.now() + hours * HOUR).toISOString();
  execute("update demoBooking set requestedStart = ? where id = ?", start, booking.id);
}

const bookingRow = (id: string) =>
  query<{
    status: string;
    cancelledBy: string | null;
    cancelReason: string | null;
    changeRequest: string | null;
    version: number;
  }>(
    "select status, cancelledBy, cancelReason, changeRequest, version from demoBooking where id = ?",
    id,
  )[0];

const mails = (to: string, kind: string) =>
  query<{ subject: string; text: string; attachments: string | null }>(
    'select subject, text, attachments from emailOutbox where "to" = ? and kind = ?',
    to,
    kind,
  );

const status = (page: Page) => page.getByTestId("booking-status");

async function cancelThroughPage(page: Page, reason: string) {
  await page.getByRole("link", { name: "Cancel this demo class" }).click();
  await expect(page).toHaveURL(/\?step=cancel$/);
  await expect(page.getByRole("heading", { name: "Cancel your demo class?" })).toBeVisible();
  await page.getByLabel("Reason (optional)").fill(reason);
  await page.getByRole("button", { name: "Yes, cancel the demo class" }).click();
}

test.describe("before the cut-off", () => {
  test("shows the booking in the booker's zone and cancels it, with JavaScript", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const booking = await makeBooking(page.request, "manage-js");
    // Every mail about the booking carries the link.
    expect(mails(booking.email, "booking-confirmation")[0].text).toContain(booking.path);

    await open(page, booking.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your demo class");
    await expect(page.getByText(`Booked by ${booking.name}`)).toBeVisible();
    await expect(status(page)).toHaveText("Requested: awaiting confirmation");
    await expect(page.getByTestId("booking-time")).toContainText("16:00");
    await expect(page.getByTestId("booking-zone")).toHaveText("Your time zone: Asia/Kolkata");
    await expect(page.getByText("30 minutes")).toBeVisible();
    await expect(page.getByTestId("change-deadline")).toContainText("04:00");
    await expectNoAxeViolations(page, "manage page");

    await page.getByRole("link", { name: "Cancel this demo class" }).click();
    await expectNoAxeViolations(page, "cancel step");
    // Going back keeps the booking.
    await page.getByRole("link", { name: "Keep my booking" }).click();
    await expect(page).toHaveURL(new RegExp(`${booking.path}$`));
    expect(bookingRow(booking.id).status).toBe("requested");

    await cancelThroughPage(page, "We will be travelling.");
    await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toBeVisible();
    await expect(status(page)).toHaveText("Cancelled");
    await expect(page).toHaveURL(new RegExp(`${booking.path}$`));
    await expect(page.getByTestId("closed-reason")).toContainText("You cancelled this demo class.");
    await expect(page.getByRole("link", { name: SCHOOL_EMAIL })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel this demo class" })).toHaveCount(0);
    await expectNoAxeViolations(page, "cancelled booking");

    expect(bookingRow(booking.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "booker",
      cancelReason: "We will be travelling.",
    });
    const [cancelled] = mails(booking.email, "booking-cancelled");
    expect(cancelled.attachments).toContain("METHOD:CANCEL");
    expect(cancelled.text).toContain(booking.path);
    const notices = mails(SCHOOL_EMAIL, "booking-notify").filter((m) =>
      m.text.includes(booking.email),
    );
    expect(notices.some((m) => m.subject.startsWith("Demo class cancelled by the booker"))).toBe(
      true,
    );
    const audit = query<{ actorId: string | null; actorEmail: string; action: string }>(
      "select actorId, actorEmail, action from auditLog where entityId = ?",
      booking.id,
    );
    expect(audit).toEqual([{ actorId: null, actorEmail: booking.email, action: "booking.cancel" }]);

    // Both "Add to calendar" links now withdraw the event.
    const ics = await page.request.get(`${booking.path}/calendar.ics`);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    const file = await ics.text();
    expect(file).toContain("METHOD:CANCEL");
    expect(file).toContain("STATUS:CANCELLED");
    const mailed = mails(booking.email, "booking-confirmation")[0].text.match(
      /\/demo-confirmation\?booking=[0-9a-f-]{36}&t=[\w-]+/,
    )![0];
    const confirmationIcs = await page.request.get(
      mailed.replace("/demo-confirmation?", "/demo-confirmation/calendar.ics?"),
    );
    expect(await confirmationIcs.text()).toContain("METHOD:CANCEL");
    await open(page, mailed);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your demo class was cancelled",
    );
  });

  test.describe("without JavaScript", () => {
    // axe needs scripts in the page: the same pages are checked with JavaScript above and below.
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("cancels after the confirmation step", async ({ page }) => {
      const booking = await makeBooking(page.request, "manage-nojs");
      await page.goto(booking.path);
      await expect(status(page)).toHaveText("Requested: awaiting confirmation");
      await cancelThroughPage(page, "");
      await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toBeVisible();
      await expect(status(page)).toHaveText("Cancelled");
      expect(bookingRow(booking.id)).toMatchObject({
        status: "cancelled",
        cancelledBy: "booker",
        cancelReason: null,
      });
    });

    test("asks for another time, and says what is missing", async ({ page }) => {
      const booking = await makeBooking(page.request, "manage-change");
      await page.goto(booking.path);
      const ask = page.getByRole("button", { name: "Ask for another time" });
      await ask.click();
      await expect(page.getByText("Tell us which times suit you.")).toBeVisible();
      expect(bookingRow(booking.id).changeRequest).toBeNull();

      await page.getByLabel("Which times suit you?").fill("Saturday morning, any time before 11");
      await ask.click();
      await expect(page.getByRole("status").filter({ hasText: "passed on" })).toBeVisible();
      await expect(page.getByTestId("change-request")).toHaveText(
        "Saturday morning, any time before 11",
      );
      // The booking itself stays as it was until the school answers.
      await expect(status(page)).toHaveText("Requested: awaiting confirmation");
      expect(bookingRow(booking.id)).toMatchObject({
        status: "requested",
        changeRequest: "Saturday morning, any time before 11",
      });
      const notices = mails(SCHOOL_EMAIL, "booking-notify").filter((m) =>
        m.text.includes("Saturday morning, any time before 11"),
      );
      expect(notices.map((m) => m.subject)).toEqual([
        "Demo class change requested: Primary Computing",
      ]);
    });
  });

  test("a confirmed demo shows its time, length and joining link", async ({ page }) => {
    const booking = await makeBooking(page.request, "manage-confirmed");
    const start = new Date(Date.now() + 3 * 24 * HOUR);
    start.setUTCHours(12, 0, 0, 0);
    execute(
      `update demoBooking set status = 'confirmed', scheduledStart = ?, durationMinutes = 45,
        meetingLink = 'https://meet.example/abc-defg-hij', calendarSequence = 1 where id = ?`,
      start.toISOString(),
      booking.id,
    );
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, booking.path);
      await expect(status(page)).toHaveText("Confirmed");
      await expect(page.getByTestId("booking-time")).toContainText("17:30");
      await expect(page.getByText("45 minutes")).toBeVisible();
      await expect(page.getByRole("link", { name: /meet\.example\/abc-defg-hij/ })).toBeVisible();
      const width_ = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width_, `no horizontal overflow at ${width} px`).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `confirmed booking at ${width} px`);
    }
    // Asking for another time, with JavaScript: the page shows the request and empties the box.
    const box = page.getByLabel("Which times suit you?");
    await box.fill("Any weekday after 18:00");
    await page.getByRole("button", { name: "Ask for another time" }).click();
    await expect(page.getByTestId("change-request")).toHaveText("Any weekday after 18:00");
    await expect(box).toHaveValue("");
    await expect(status(page)).toHaveText("Confirmed");
    await expectNoAxeViolations(page, "change requested");

    const file = await (await page.request.get(`${booking.path}/calendar.ics`)).text();
    expect(file).toContain("STATUS:CONFIRMED");
    expect(file).toContain("SEQUENCE:1");
    expect(file).toContain("meet.example/abc-defg-hij");
  });
});

test.describe("after the cut-off", () => {
  test("the page says how to reach the school instead of offering changes", async ({ page }) => {
    const booking = await makeBooking(page.request, "manage-late");
    startIn(booking, 6);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, booking.path);
      await expect(page.getByTestId("closed-reason")).toContainText("less than 12 hours");
      await expect(page.getByRole("link", { name: SCHOOL_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${SCHOOL_EMAIL}`,
      );
      await expect(page.getByRole("link", { name: "Cancel this demo class" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Ask for another time" })).toHaveCount(0);
      await expectNoAxeViolations(page, `after the cut-off at ${width} px`);
    }
    // Even the confirmation step, asked for by its address, is not offered.
    await open(page, `${booking.path}?step=cancel`);
    await expect(page.getByRole("button", { name: "Yes, cancel the demo class" })).toHaveCount(0);
  });

  test("a cancel sent from a page opened before the cut-off is refused", async ({ page }) => {
    const booking = await makeBooking(page.request, "manage-refused");
    await open(page, `${booking.path}?step=cancel`);
    // The page was opened in time; the start is now 11 hours away.
    startIn(booking, 11);
    const before = bookingRow(booking.id);
    await page.getByRole("button", { name: "Yes, cancel the demo class" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "less than 12 hours before your demo class",
    );
    await expect(status(page)).toHaveText("Requested: awaiting confirmation");
    expect(bookingRow(booking.id)).toEqual(before);
    expect(mails(booking.email, "booking-cancelled")).toHaveLength(0);
  });
});

test.describe("the link is the only key", () => {
  test("an unknown, malformed or other booking's token is a plain not-found", async ({ page }) => {
    const mine = await makeBooking(page.request, "manage-mine");
    const theirs = await makeBooking(page.request, "manage-theirs");
    for (const path of [
      `/manage-booking/${randomBytes(24).toString("hex")}`,
      `/manage-booking/${mine.token.toUpperCase()}`,
      `/manage-booking/${mine.id}`,
      "/manage-booking/not-a-token",
      `/manage-booking/${randomBytes(24).toString("hex")}/calendar.ics`,
    ]) {
      const res = await page.goto(path);
      if (path.endsWith(".ics")) {
        expect(res?.status(), path).toBe(404);
        continue;
      }
      expect(new URL(page.url()).pathname, path).toBe("/not-found");
      expect(res?.status(), path).toBe(404);
    }

    // My page shows nothing of theirs.
    await open(page, mine.path);
    await expect(page.getByText(mine.name)).toBeVisible();
    await expect(page.getByText(theirs.name)).toHaveCount(0);

    // Posting to a token that is not theirs changes nothing of theirs.
    const before = bookingRow(theirs.id);
    for (const token of [randomBytes(24).toString("hex"), `${theirs.token.slice(0, -1)}x`]) {
      const res = await page.request.post(`/manage-booking/${token}`, {
        form: { intent: "cancel", reason: "" },
        headers: { origin: E2E_BASE_URL },
        maxRedirects: 0,
      });
      expect(res.status(), token).toBe(302);
      expect(res.headers().location).toBe("/not-found");
    }
    expect(bookingRow(theirs.id)).toEqual(before);

    // Another site's page cannot make a booker's browser cancel.
    const crossSite = await page.request.post(theirs.path, {
      form: { intent: "cancel", reason: "" },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(bookingRow(theirs.id)).toEqual(before);
  });

  test("the page is private: never cached, indexed or sent to other sites as a referrer", async ({
    request,
  }) => {
    const booking = await makeBooking(request, "manage-headers");
    for (const path of [booking.path, `${booking.path}.data`, `${booking.path}/calendar.ics`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
      // Not "no-referrer": under it a browser's form post says "Origin: null" and is refused.
      expect(res.headers()["referrer-policy"], path).toBe("same-origin");
      expect(res.headers()["x-robots-tag"], path).toContain("noindex");
    }
    const html = await (await request.get(booking.path)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toMatch(/<meta name="referrer" content="same-origin"/);
    // The admins' own fields never reach the booker.
    execute("update demoBooking set internalNotes = 'Secret admin note' where id = ?", booking.id);
    expect(await (await request.get(booking.path)).text()).not.toContain("Secret admin note");
    // A redirect to not-found is just as private.
    const missing = await request.get(`/manage-booking/${"0".repeat(48)}`, { maxRedirects: 0 });
    expect(missing.headers()["cache-control"]).toBe("private, no-store");
  });
});
