import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { E2E_BASE_URL } from "../support/e2e-env";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAs } from "../support/users";

// The demo bookings section as an admin uses it (docs/admin.md "The demo-booking lifecycle"): find
// a booking, read it on both clocks, confirm, reschedule, mark it and convert it; with and
// without JavaScript; two admins at once. The admin sits in Asia/Kolkata; bookers in New York
// and London, across their daylight-saving changes. Tests share one database and run in
// parallel, so each works on bookings carrying its own token and searches for it.

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: "Asia/Kolkata" });

const CONFLICT = "This was changed by someone else. Reload to see the latest version.";
/** Chromium names India's zone by its older name; both read GMT+5:30. */
const ADMIN_ZONE = /Asia\/(Kolkata|Calcutta)/;

function token(prefix: string) {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

interface Stored {
  id: string;
  contactName: string;
  email: string;
  phone: string;
}

/** A booking as the booking form stores it, made `minutesAgo` minutes ago. */
function storeBooking(
  fields: {
    contactName: string;
    requestedStart: string;
    timeZone?: string;
    status?: string;
    phone?: string;
    accountType?: string;
    courseSlug?: string | null;
    scheduledStart?: string | null;
    changeRequest?: string | null;
    notes?: string | null;
  },
  minutesAgo = 0,
): Stored {
  const id = randomUUID();
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const email = `${fields.contactName.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const phone = fields.phone ?? `+91 98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  execute(
    `insert into demoBooking (id, contactName, email, emailKey, phone, accountType, learnerName,
       grade, board, goal, subject, courseSlug, requestedStart, timeZone, notes, status,
       scheduledStart, meetingLink, userId, createdAt, updatedAt, manageToken, changeRequest,
       changeRequestedAt)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?, null, null, ?, ?, ?, ?, ?)`,
    id,
    fields.contactName,
    email,
    email,
    phone,
    fields.accountType ?? "parent",
    fields.accountType === "professional" ? null : "Riya",
    "Grade 6",
    "CBSE",
    "Mathematics",
    fields.courseSlug === undefined ? "primary-computing" : fields.courseSlug,
    fields.requestedStart,
    fields.timeZone ?? "Asia/Kolkata",
    fields.notes ?? null,
    fields.status ?? "requested",
    fields.scheduledStart ?? null,
    at,
    at,
    randomBytes(24).toString("hex"),
    fields.changeRequest ?? null,
    fields.changeRequest ? at : null,
  );
  return { id, contactName: fields.contactName, email, phone };
}

interface BookingState {
  status: string;
  scheduledStart: string | null;
  durationMinutes: number | null;
  meetingLink: string | null;
  assigneeId: string | null;
  internalNotes: string | null;
  cancelReason: string | null;
  changeRequest: string | null;
  convertedAt: string | null;
  enrollmentId: string | null;
  version: number;
}
const stateOf = (id: string) =>
  query<BookingState>(
    `select status, scheduledStart, durationMinutes, meetingLink, assigneeId, internalNotes,
       cancelReason, changeRequest, convertedAt, enrollmentId, version from demoBooking where id = ?`,
    id,
  )[0];
const auditsOf = (id: string) =>
  query<{ action: string }>(
    "select action from auditLog where entity = 'booking' and entityId = ? order by createdAt",
    id,
  ).map((r) => r.action);
const mailsTo = (email: string) =>
  query<{ subject: string; text: string }>(
    'select subject, text from emailOutbox where "to" = ? order by createdAt',
    email,
  );
const idOf = (email: string) =>
  query<{ id: string }>("select id from user where email = ?", email)[0].id;

/** A day from now, at a given hour, as an ISO instant (for demos still ahead). */
function daysAhead(days: number, hourUtc = 10) {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

/** The message a change left: in the page without JavaScript, in the toaster with it. */
function flash(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/**
 * Tells the server the admin's zone before the first page, as the browser names it (Chromium
 * says Asia/Calcutta): the layout would set it after the first page and reload the data, which
 * would reset a form being filled. After signing up: Better Auth asks a request that carries
 * cookies for its Origin.
 */
async function inKolkata(context: BrowserContext) {
  const probe = await context.newPage();
  const zone = await probe.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await probe.close();
  expect(zone).toMatch(ADMIN_ZONE);
  await context.addCookies([
    { name: "learnova_tz", value: encodeURIComponent(zone), url: E2E_BASE_URL, sameSite: "Lax" },
  ]);
}

async function adminWithoutJs(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: "Asia/Kolkata",
  });
  const page = await context.newPage();
  const admin = await signInAs(page, "admin");
  await inKolkata(context);
  return { context, page, admin: admin! };
}

test("a booking is found by phone, confirmed, rescheduled, completed and converted", async ({
  page,
  context,
}) => {
  const tag = token("Kavya");
  const phone = `+91 ${String(Math.floor(Math.random() * 1e10)).padStart(10, "7")}`;
  const b = storeBooking({
    contactName: `${tag} Menon`,
    requestedStart: daysAhead(3),
    phone,
    notes: "Prefers evenings.",
  });
  const admin = (await signInAs(page, "admin"))!;
  await inKolkata(context);
  await open(page, "/admin/bookings");
  await page.getByRole("searchbox", { name: "Search" }).fill(phone.slice(-7));
  await page.getByRole("button", { name: "Apply" }).click();
  const table = page.getByRole("region", { name: "Demo bookings" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Requested");
  await expect(page.getByText("1 booking match", { exact: true })).toBeVisible();
  await table.getByRole("link", { name: b.contactName }).click();
  await expect(page).toHaveURL(`/admin/bookings/${b.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Demo for ${b.contactName}`);
  await expect(page.getByText("Prefers evenings.")).toBeVisible();
  // Only what a request allows.
  await expect(page.getByRole("button", { name: "Confirm the demo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel the demo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Convert to an enrolment" })).toHaveCount(0);

  // The start is offered on the admin's clock; a link that is not https is refused.
  const confirm = page.getByRole("form", { name: "Confirm the demo" });
  await confirm.getByLabel("Start").fill("2030-01-15T18:30");
  await confirm.getByLabel("Meeting link").fill("http://meet.example.com/abc");
  await confirm.getByRole("button", { name: "Confirm the demo" }).click();
  await expect(confirm.getByLabel("Meeting link")).toHaveAccessibleDescription(
    "Enter the meeting link as a full address starting with https://",
  );
  await confirm.getByLabel("Meeting link").fill("https://meet.example.com/abc-defg-hij");
  await confirm.getByLabel("Length (minutes)").fill("45");
  await confirm.getByRole("button", { name: "Confirm the demo" }).click();
  await expect(flash(page, "Demo confirmed.")).toBeVisible();
  expect(stateOf(b.id)).toMatchObject({
    status: "confirmed",
    // 18:30 in Kolkata is 13:00 UTC.
    scheduledStart: "2030-01-15T13:00:00.000Z",
    durationMinutes: 45,
    meetingLink: "https://meet.example.com/abc-defg-hij",
    assigneeId: idOf(admin.email),
  });
  await expect(page.getByRole("region", { name: "The demo", exact: true })).toContainText(
    "15 Jan 2030, 18:30 GMT+5:30",
  );
  await expect(page.getByRole("button", { name: "Confirm the demo" })).toHaveCount(0);

  const reschedule = page.getByRole("form", { name: "Reschedule" });
  await reschedule.getByLabel("Start").fill("2030-01-16T18:30");
  await reschedule.getByRole("button", { name: "Reschedule the demo" }).click();
  await expect(flash(page, "Demo rescheduled.")).toBeVisible();
  expect(stateOf(b.id).scheduledStart).toBe("2030-01-16T13:00:00.000Z");

  await page.getByLabel("Notes", { exact: true }).fill("Sister may join too.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(flash(page, "Notes saved.")).toBeVisible();
  expect(stateOf(b.id).internalNotes).toBe("Sister may join too.");

  // Not offered before it has taken place (the server refuses it too: lifecycle.test.ts).
  await expect(page.getByRole("button", { name: "Reschedule the demo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark no-show" })).toHaveCount(0);
  // The demo takes place (the clock moves on: its start is now in the past).
  execute(
    "update demoBooking set scheduledStart = ? where id = ?",
    new Date(Date.now() - 3_600_000).toISOString(),
    b.id,
  );
  await open(page, `/admin/bookings/${b.id}`);
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(flash(page, "Demo marked completed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reschedule the demo" })).toHaveCount(0);

  await page.getByRole("button", { name: "Convert to an enrolment" }).click();
  await expect(flash(page, "Converted to an enrolment.")).toBeVisible();
  const done = stateOf(b.id);
  expect(done.convertedAt).not.toBeNull();
  const [account] = query<{ id: string; email: string }>(
    "select id, email from user where lower(email) = ?",
    b.email,
  );
  expect(account).toBeDefined();
  expect(
    query("select id from enrollment where id = ? and userId = ?", done.enrollmentId, account.id),
  ).toHaveLength(1);
  await expect(page.getByText("Enrolled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Convert to an enrolment" })).toHaveCount(0);
  // A new account: its owner is mailed a link to choose a password.
  expect(mailsTo(b.email).some((m) => /password/i.test(m.text))).toBe(true);

  expect(auditsOf(b.id)).toEqual([
    "booking.confirm",
    "booking.reschedule",
    "booking.notes",
    "booking.complete",
    "booking.convert",
  ]);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.locator("ol > li")).toHaveCount(5);
  await expect(history.locator("ol > li").first()).toContainText(`Confirmed by ${admin.name}`);
  await expect(history.locator("ol > li").first()).toContainText("status: requested → confirmed");
  await expect(history.locator("ol > li").first()).toContainText(
    `scheduledStart: — → 15 Jan 2030, 18:30 GMT+5:30`,
  );
  await expect(history.locator("ol > li").first()).toContainText(`assigneeId: — → ${admin.name}`);
});

test.describe("daylight saving", () => {
  test("bookers in New York and London are shown on their clock and the admin's in Kolkata", async ({
    page,
    context,
  }) => {
    const tag = token("dst");
    // New York's clocks went forward on 8 Mar 2026 (EST -5 → EDT -4) and back on 1 Nov.
    const ny1 = storeBooking({
      contactName: `${tag} NY before`,
      requestedStart: "2026-03-07T15:00:00.000Z",
      timeZone: "America/New_York",
    });
    const ny2 = storeBooking({
      contactName: `${tag} NY after`,
      requestedStart: "2026-03-09T14:00:00.000Z",
      timeZone: "America/New_York",
    });
    // London's went forward on 29 Mar 2026 (GMT → BST +1) and back on 25 Oct.
    const ld1 = storeBooking({
      contactName: `${tag} London summer`,
      requestedStart: "2026-10-24T09:00:00.000Z",
      timeZone: "Europe/London",
    });
    const ld2 = storeBooking({
      contactName: `${tag} London winter`,
      requestedStart: "2026-10-26T10:00:00.000Z",
      timeZone: "Europe/London",
    });
    await signInAs(page, "admin");
    await inKolkata(context);
    const expected: [Stored, string, string][] = [
      // Both 10:00 for the booker; an hour apart for the admin.
      [ny1, "7 Mar 2026, 10:00 GMT-5", "7 Mar 2026, 20:30 GMT+5:30"],
      [ny2, "9 Mar 2026, 10:00 GMT-4", "9 Mar 2026, 19:30 GMT+5:30"],
      [ld1, "24 Oct 2026, 10:00 BST", "24 Oct 2026, 14:30 GMT+5:30"],
      [ld2, "26 Oct 2026, 10:00 GMT", "26 Oct 2026, 15:30 GMT+5:30"],
    ];
    for (const [b, booker, admin] of expected) {
      await open(page, `/admin/bookings/${b.id}`);
      const demo = page.getByRole("region", { name: "The demo", exact: true });
      await expect(demo).toContainText(`${admin} your time`);
      await expect(demo.getByText(ADMIN_ZONE)).toBeVisible();
      await expect(demo).toContainText(booker);
    }
    // The list shows the admin's clock, and the booker's beside it.
    await open(page, `/admin/bookings?q=${tag}&sort=demo&dir=asc`);
    const rows = page.getByRole("region", { name: "Demo bookings" }).getByRole("row");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText("7 Mar 2026, 20:30 GMT+5:30");
    await expect(rows.nth(1)).toContainText("7 Mar 2026, 10:00 GMT-5 (America/New_York)");
    await expect(rows.nth(4)).toContainText("26 Oct 2026, 10:00 GMT (Europe/London)");
    // The date filter reads days on the admin's clock: 20:30 on 7 March in Kolkata.
    await open(page, `/admin/bookings?q=${tag}&from=2026-03-07&to=2026-03-07`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(ny1.contactName);
  });

  test("a start typed on the booker's clock is read across their change of clocks", async ({
    page,
    context,
  }) => {
    const b = storeBooking({
      contactName: `${token("dstform")} Booker`,
      requestedStart: daysAhead(5),
      timeZone: "America/New_York",
    });
    await signInAs(page, "admin");
    await inKolkata(context);
    await open(page, `/admin/bookings/${b.id}`);
    const confirm = page.getByRole("form", { name: "Confirm the demo" });
    await confirm.getByLabel("On the clock of").selectOption("America/New_York");
    // 02:30 on 14 Mar 2027 does not exist in New York: the clocks jump from 02:00 to 03:00.
    await confirm.getByLabel("Start").fill("2027-03-14T02:30");
    await expect(confirm.getByLabel("Start")).toHaveAccessibleDescription(
      "That time does not exist in America/New_York (the clocks change then).",
    );
    await confirm.getByLabel("Meeting link").fill("https://meet.example.com/dst");
    await confirm.getByRole("button", { name: "Confirm the demo" }).click();
    await expect(confirm.getByLabel("Start")).toHaveAccessibleDescription(
      /That time does not exist in America\/New_York/,
    );
    expect(stateOf(b.id).status).toBe("requested");
    // 10:00 that day is EDT (UTC-4): 14:00 UTC, 19:30 in Kolkata.
    await confirm.getByLabel("Start").fill("2027-03-14T10:00");
    await expect(confirm.getByLabel("Start")).toHaveAccessibleDescription(
      /For the booker: 14 Mar 2027, 10:00 GMT-4 \(America\/New_York\); for you 14 Mar 2027, 19:30 GMT\+5:30\./,
    );
    await confirm.getByRole("button", { name: "Confirm the demo" }).click();
    await expect(flash(page, "Demo confirmed.")).toBeVisible();
    expect(stateOf(b.id).scheduledStart).toBe("2027-03-14T14:00:00.000Z");
    const demo = page.getByRole("region", { name: "The demo", exact: true });
    await expect(demo).toContainText("14 Mar 2027, 19:30 GMT+5:30 your time");
    await expect(demo).toContainText("14 Mar 2027, 10:00 GMT-4");
  });
});

test.describe("switching the clock a start is typed on (issue 23, item 15)", () => {
  test("keeps the instant and converts the digits, across New York's changes of clocks", async ({
    page,
    context,
  }) => {
    const b = storeBooking({
      contactName: `${token("clock")} Booker`,
      requestedStart: daysAhead(5),
      timeZone: "America/New_York",
    });
    await signInAs(page, "admin");
    await inKolkata(context);
    await open(page, `/admin/bookings/${b.id}`);
    const confirm = page.getByRole("form", { name: "Confirm the demo" });
    const start = confirm.getByLabel("Start");
    const clock = confirm.getByLabel("On the clock of");
    await expect(clock).toHaveValue("Asia/Kolkata");
    // 12:00 in Kolkata on 14 Mar 2027 is 06:30 UTC: 01:30 in New York, still EST (UTC-5) ...
    await start.fill("2027-03-14T12:00");
    await clock.selectOption("America/New_York");
    await expect(start).toHaveValue("2027-03-14T01:30");
    await clock.selectOption("UTC");
    await expect(start).toHaveValue("2027-03-14T06:30");
    // ... and 13:00 UTC is 09:00 EDT (UTC-4) there, after the clocks went forward.
    await start.fill("2027-03-14T13:00");
    await clock.selectOption("America/New_York");
    await expect(start).toHaveValue("2027-03-14T09:00");
    await expect(start).toHaveAccessibleDescription(
      /For the booker: 14 Mar 2027, 09:00 GMT-4 \(America\/New_York\); for you 14 Mar 2027, 18:30 GMT\+5:30\./,
    );
    await clock.selectOption("Asia/Kolkata");
    await expect(start).toHaveValue("2027-03-14T18:30");

    // New York's clocks go back on 7 Nov 2027: 01:30 there is 05:30 UTC and again 06:30 UTC.
    // The second pass has no digits of its own there, so the clock stays on UTC and says why.
    await clock.selectOption("UTC");
    await start.fill("2027-11-07T06:30");
    await clock.selectOption("America/New_York");
    await expect(clock).toHaveValue("UTC");
    await expect(start).toHaveValue("2027-11-07T06:30");
    await expect(clock).toHaveAccessibleDescription(
      "That start falls in the hour the clocks repeat in America/New_York, so it stays on the clock of UTC.",
    );
    // The first pass converts.
    await start.fill("2027-11-07T05:30");
    await clock.selectOption("America/New_York");
    await expect(start).toHaveValue("2027-11-07T01:30");

    await confirm.getByLabel("Meeting link").fill("https://meet.example.com/clock");
    await confirm.getByRole("button", { name: "Confirm the demo" }).click();
    await expect(flash(page, "Demo confirmed.")).toBeVisible();
    expect(stateOf(b.id).scheduledStart).toBe("2027-11-07T05:30:00.000Z");
  });

  test("without JavaScript, a switched clock shows what the digits now mean before saving", async ({
    browser,
  }) => {
    const b = storeBooking({
      contactName: `${token("clocknojs")} Booker`,
      requestedStart: daysAhead(5),
      timeZone: "America/New_York",
    });
    const { context, page } = await adminWithoutJs(browser);
    await page.goto(`/admin/bookings/${b.id}`);
    const confirm = page.getByRole("form", { name: "Confirm the demo" });
    await confirm.getByLabel("Start").fill("2030-01-15T18:30");
    await confirm.getByLabel("On the clock of").selectOption("UTC");
    await confirm.getByLabel("Meeting link").fill("https://meet.example.com/nojs");
    await confirm.getByRole("button", { name: "Confirm the demo" }).click();
    const again = page.getByRole("form", { name: "Confirm the demo" });
    await expect(again.getByLabel("Start")).toHaveAccessibleDescription(
      /^You switched the clock from Asia\/Kolkata to UTC: on it, this start is 15 Jan 2030, 18:30 UTC, which is 16 Jan 2030, 00:00 GMT\+5:30 in Asia\/Kolkata\. Check the start and save again\./,
    );
    expect(stateOf(b.id).status).toBe("requested");
    // The admin meant 18:30 in Kolkata: 13:00 on the clock now chosen.
    await expect(again.getByLabel("On the clock of")).toHaveValue("UTC");
    await again.getByLabel("Start").fill("2030-01-15T13:00");
    await again.getByRole("button", { name: "Confirm the demo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Demo confirmed." })).toBeVisible();
    expect(stateOf(b.id)).toMatchObject({
      status: "confirmed",
      scheduledStart: "2030-01-15T13:00:00.000Z",
    });
    await context.close();
  });
});

test("a no-show takes a second step (issue 23)", async ({ page, context }) => {
  const b = storeBooking({
    contactName: `${token("noshow")} Booker`,
    requestedStart: daysAhead(-1),
    status: "confirmed",
    scheduledStart: new Date(Date.now() - 3_600_000).toISOString(),
  });
  execute(
    "update demoBooking set durationMinutes = 30, meetingLink = 'https://meet.example.com/x' where id = ?",
    b.id,
  );
  await signInAs(page, "admin");
  await inKolkata(context);
  await open(page, `/admin/bookings/${b.id}`);
  const confirm = page.getByRole("button", { name: "Yes, mark as a no-show" });
  await expect(confirm).toBeHidden();
  await page.getByText("Mark no-show…", { exact: true }).click();
  expect(stateOf(b.id).status).toBe("confirmed");
  await confirm.click();
  await expect(flash(page, "Demo marked as a no-show.")).toBeVisible();
  expect(stateOf(b.id).status).toBe("no-show");
});

test("two admins at once: the second is told, and an illegal step is refused with its reason", async ({
  page,
  context,
}) => {
  const b = storeBooking({
    contactName: `${token("race")} Booker`,
    requestedStart: daysAhead(4),
  });
  await signInAs(page, "admin");
  await inKolkata(context);
  await open(page, `/admin/bookings/${b.id}`);
  // A second admin (the same browser is enough) cancels it meanwhile.
  const other = await context.newPage();
  await open(other, `/admin/bookings/${b.id}`);
  await other.getByLabel("Reason", { exact: true }).fill("The teacher is ill.");
  await other.getByRole("button", { name: "Cancel the demo" }).click();
  await expect(flash(other, "Demo cancelled.")).toBeVisible();
  await expect(other.getByRole("button", { name: "Confirm the demo" })).toHaveCount(0);

  const confirm = page.getByRole("form", { name: "Confirm the demo" });
  await confirm.getByLabel("Meeting link").fill("https://meet.example.com/late");
  await confirm.getByRole("button", { name: "Confirm the demo" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(CONFLICT);
  // The refusal is brought into view with the focus on it, away from the Save button (issue 23).
  await expect(confirm.getByRole("alert")).toBeFocused();
  await expect(confirm.getByRole("alert")).toBeInViewport();
  await page.getByLabel("Notes", { exact: true }).fill("Lost the race.");
  await page.getByRole("button", { name: "Save notes" }).click();
  const notesAlert = page.getByRole("form", { name: "Internal notes" }).getByRole("alert");
  await expect(notesAlert).toHaveText(CONFLICT);
  await expect(notesAlert).toBeFocused();
  expect(stateOf(b.id)).toMatchObject({
    status: "cancelled",
    cancelReason: "The teacher is ill.",
    internalNotes: null,
  });
  expect(auditsOf(b.id)).toEqual(["booking.cancel"]);

  // With the current version, a step the status does not allow is still refused, and says why.
  const { version } = stateOf(b.id);
  for (const intent of ["complete", "convert", "no-show"]) {
    const res = await page.request.post(`/admin/bookings/${b.id}`, {
      form: { intent, version: String(version) },
      maxRedirects: 0,
    });
    expect(res.status(), intent).toBe(409);
    expect(await res.text(), intent).toContain("This booking is cancelled, so it can't be");
  }
  expect(stateOf(b.id).version).toBe(version);
});

test.describe("without JavaScript", () => {
  test("the filters work as a plain form, and a cancellation is refused then made", async ({
    browser,
  }) => {
    const tag = token("nojs");
    const a = storeBooking(
      { contactName: `Diya ${tag}`, requestedStart: daysAhead(2), accountType: "student" },
      3,
    );
    const b = storeBooking(
      { contactName: `Eshan ${tag}`, requestedStart: daysAhead(2), accountType: "parent" },
      2,
    );
    const done = storeBooking(
      { contactName: `Farah ${tag}`, requestedStart: daysAhead(2), status: "cancelled" },
      1,
    );
    const { context, page } = await adminWithoutJs(browser);
    await page.goto("/admin/bookings");
    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await page.getByLabel("Status").selectOption("requested");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=requested/);
    const table = page.getByRole("region", { name: "Demo bookings" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table).not.toContainText(done.contactName);
    await page.getByLabel("Audience").selectOption("student");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText(a.contactName);

    await table.getByRole("link", { name: a.contactName }).click();
    await expect(page).toHaveURL(`/admin/bookings/${a.id}`);
    await page.getByRole("button", { name: "Cancel the demo" }).click();
    await expect(page.getByLabel("Reason", { exact: true })).toHaveAccessibleDescription(
      "Give the reason for cancelling (the booker reads it).",
    );
    expect(stateOf(a.id).status).toBe("requested");
    await page.getByLabel("Reason", { exact: true }).fill("Moved to the weekend batch.");
    await page.getByRole("button", { name: "Cancel the demo" }).click();
    await expect(page.getByRole("status").first()).toHaveText(/Demo cancelled\./);
    expect(stateOf(a.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "Moved to the weekend batch.",
    });
    expect(stateOf(b.id).status).toBe("requested");
    expect(mailsTo(a.email).length).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});

test("the CSV download is the list's current filter", async ({ page, context }) => {
  const tag = token("csv");
  const rows = [
    storeBooking({ contactName: `=SUM(1) ${tag}`, requestedStart: daysAhead(1) }, 3),
    storeBooking(
      { contactName: `Jaya ${tag}`, requestedStart: daysAhead(2), accountType: "professional" },
      2,
    ),
    storeBooking(
      { contactName: `Kabir ${tag}`, requestedStart: daysAhead(3), status: "cancelled" },
      1,
    ),
  ];
  await signInAs(page, "admin");
  await inKolkata(context);
  await open(page, `/admin/bookings?q=${tag}&status=requested&sort=name&dir=asc`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^demo-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parse(readFileSync(await download.path()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  const expected = query<Record<string, string | null>>(
    `select * from demoBooking where id in (?, ?) order by createdAt, id`,
    rows[0].id,
    rows[1].id,
  );
  expect(records.map((r) => r.ID)).toEqual(expected.map((r) => r.id));
  expect(records[0]).toMatchObject({
    "Booked (UTC)": expected[0].createdAt,
    Status: "requested",
    // A cell a spreadsheet would run as a formula is written as text.
    Name: `'${expected[0].contactName}`,
    "E-mail": expected[0].email,
    // So is a phone number that starts with +.
    Phone: `'${expected[0].phone}`,
    Audience: "parent",
    Subject: "Mathematics",
    Course: "primary-computing",
    "Requested start (UTC)": expected[0].requestedStart,
    "Booker's time zone": "Asia/Kolkata",
    "Scheduled start (UTC)": "",
  });
  expect(records[1]).toMatchObject({ Name: expected[1].contactName, Audience: "professional" });
});

test("both pages are axe-clean and fit 390 px", async ({ page, context }) => {
  const b = storeBooking({
    contactName: `Lakshmi Narayanan-Venkataraman ${token("l")}`,
    requestedStart: daysAhead(6),
    timeZone: "Europe/London",
    changeRequest: `Could we move it to the afternoon? ${"x".repeat(120)}`,
    notes: "Long note without spaces: " + "y".repeat(150),
  });
  await signInAs(page, "admin");
  await inKolkata(context);
  const missing = await page.goto("/admin/bookings/no-such-booking");
  expect(missing?.status()).toBe(404);
  await open(page, `/admin/bookings/${b.id}`);
  await expect(
    page.getByRole("region", { name: "The booker asked for another time" }),
  ).toContainText("Could we move it to the afternoon?");
  await page.getByLabel("Notes", { exact: true }).fill("Call before.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(flash(page, "Notes saved.")).toBeVisible();
  // One load per page, resized to each width; the list's axe runs are the page sweep's (it
  // loads /admin/bookings at 390 and 1366 px: tests/support/page-sweep.ts), its width with this
  // test's long row is checked here.
  await checkPage(page, "/admin/bookings", { axe: false, widths: [1366, 390] });
  await checkPage(page, `/admin/bookings/${b.id}`, { widths: [1366, 390] });
});
