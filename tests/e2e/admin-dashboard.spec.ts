import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { startOfDayIn } from "../../app/lib/admin/time";
import { addDays, dayIn, mondayOf } from "../../app/lib/admin/weeks";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { signInAs } from "../support/users";

// The admin dashboard (docs/admin.md §1): what needs attention now, each number a link to its
// filtered list, and five charts of the last 12 weeks with tables for screen readers (the
// attendance rate's own checks are in class-follow-up.spec.ts). Other specs write to the same
// database at the same time, so every number is compared with the database's own count at that
// moment (reloading until the two agree), never with a constant.

const ZONE = "Asia/Kolkata"; // half an hour off UTC: a day counted in UTC would show
test.use({ timezoneId: ZONE });

const iso = (d: Date) => d.toISOString();
const today = () => dayIn(new Date(), ZONE);
const dayStart = (day: string) => iso(startOfDayIn(day, ZONE));

function insertBooking(
  status: string,
  createdAt: string,
  scheduledStart: string | null = null,
  changeRequest: string | null = null,
) {
  const email = `dash-${randomUUID()}@example.com`;
  const id = randomUUID();
  execute(
    `insert into demoBooking (id, contactName, email, emailKey, phone, accountType, subject,
       requestedStart, timeZone, status, scheduledStart, changeRequest, changeRequestedAt,
       createdAt, updatedAt)
     values (?, 'Dashboard Booker', ?, ?, '+91 98765 43210', 'parent', 'Maths', ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    email,
    email,
    scheduledStart ?? createdAt,
    ZONE,
    status,
    scheduledStart,
    changeRequest,
    changeRequest ? createdAt : null,
    createdAt,
    createdAt,
  );
  return id;
}

/** A number as the panel writes it ("1,234" in Indian grouping). */
const numberIn = (text: string | null) => Number((text ?? "").replace(/,/g, ""));

const countOf = (sql: string, ...params: unknown[]) =>
  query<{ n: number }>(`select count(*) as n from ${sql}`, ...params)[0].n;

/** Classes that ended 24 hours ago or more (in 12 weeks) with someone on the roster and no mark. */
function unmarkedCount() {
  const now = Date.now();
  const cutoff = iso(new Date(now - 24 * 3_600_000));
  return countOf(
    `classSession s join cohort c on c.id = s.cohortId
     where s.startsAt >= ? and s.startsAt < ? and s.endsAt <= ? and s.status != 'cancelled'
       and c.status not in ('draft', 'cancelled')
       and not exists (select 1 from attendance a where a.sessionId = s.id and a.status is not null)
       and exists (select 1 from cohortMember m where m.cohortId = s.cohortId
         and m.status != 'withdrawn' and (m.leftAt is null or m.leftAt > s.startsAt))`,
    iso(new Date(now - 84 * 86_400_000)),
    cutoff,
    cutoff,
  );
}

/** What each tile should say, counted by the database now. */
function expectedTiles() {
  const day = today();
  const confirmed = (to: string) =>
    countOf(
      "demoBooking where status = 'confirmed' and scheduledStart >= ? and scheduledStart < ?",
      dayStart(day),
      to,
    );
  return {
    "Demo requests awaiting action": countOf("demoBooking where status = 'requested'"),
    "Change requests awaiting an answer": countOf(
      "demoBooking where changeRequest is not null and status in ('requested', 'confirmed')",
    ),
    "Demos today": confirmed(dayStart(addDays(day, 1))),
    "Demos in the next 7 days": confirmed(dayStart(addDays(day, 7))),
    "Unread messages": countOf("contactMessage where status = 'new'"),
    "Failed e-mails": countOf("emailOutbox where status = 'failed'"),
    "E-mails kept, not delivered": countOf("emailOutbox where status = 'kept'"),
    // The classes' tiles (docs/classes.md "Follow-up and what the school sees").
    "Classes today": countOf(
      "classSession where startsAt >= ? and startsAt < ? and status != 'cancelled'",
      dayStart(day),
      dayStart(addDays(day, 1)),
    ),
    "Classes not marked": unmarkedCount(),
    "Learners at risk": countOf("absenceStreak where endedAt is null"),
  };
}

const attention = (page: Page) => page.getByRole("region", { name: "Needs attention" });

async function shownTiles(page: Page) {
  const links = attention(page).getByRole("link");
  const shown: Record<string, number> = {};
  for (const link of await links.all()) {
    const [value, label] = await link.locator("span").allTextContents();
    shown[label] = numberIn(value);
  }
  return shown;
}

/** Opens the dashboard once the panel knows the browser's zone (it says so on the page). */
async function openDashboard(page: Page) {
  await open(page, "/admin");
  // Chromium names Kolkata by its older alias, Calcutta.
  await expect(page.getByText(/counted in Asia\/(Kolkata|Calcutta)/)).toBeVisible();
}

test.describe("the admin dashboard", () => {
  test("tiles count what needs attention, in the admin's day, and link to the filtered lists", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    const now = new Date();
    const day = today();
    insertBooking("requested", iso(now));
    insertBooking("requested", iso(now));
    // Confirmed: one a minute into today (in Kolkata), one in three days, one in eight.
    insertBooking("confirmed", iso(now), iso(new Date(Date.parse(dayStart(day)) + 60_000)));
    insertBooking(
      "confirmed",
      iso(now),
      iso(new Date(Date.parse(dayStart(addDays(day, 3))) + 3_600_000)),
    );
    insertBooking(
      "confirmed",
      iso(now),
      iso(new Date(Date.parse(dayStart(addDays(day, 8))) + 3_600_000)),
    );
    execute(
      `insert into contactMessage (id, name, email, message, status, createdAt, updatedAt)
       values (?, 'Dashboard Visitor', 'visitor@example.com', 'Hello', 'new', ?, ?)`,
      randomUUID(),
      iso(now),
      iso(now),
    );
    execute(
      `insert into emailOutbox (id, "to", subject, html, text, kind, status, attempts, lastError, nextAttemptAt, createdAt)
       values (?, 'nobody@example.com', 'Hi', '<p>Hi</p>', 'Hi', 'test', 'failed', 5, 'refused', ?, ?)`,
      randomUUID(),
      iso(now),
      iso(now),
    );

    await openDashboard(page);
    await expect(async () => {
      await page.reload();
      const expected = expectedTiles();
      expect(await shownTiles(page)).toEqual(expected);
      expect(expected["Demo requests awaiting action"]).toBeGreaterThanOrEqual(2);
      expect(expected["Demos today"]).toBeGreaterThanOrEqual(1);
      expect(expected["Demos in the next 7 days"]).toBeGreaterThanOrEqual(2);
      expect(expected["Unread messages"]).toBeGreaterThanOrEqual(1);
      expect(expected["Failed e-mails"]).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 30_000 });

    const tile = (name: string) => attention(page).getByRole("link", { name });
    await expect(tile("Demo requests awaiting action")).toHaveAttribute(
      "href",
      "/admin/bookings?status=requested",
    );
    await expect(tile("Demos today")).toHaveAttribute(
      "href",
      `/admin/bookings?status=confirmed&from=${day}&to=${day}`,
    );
    await expect(tile("Demos in the next 7 days")).toHaveAttribute(
      "href",
      `/admin/bookings?status=confirmed&from=${day}&to=${addDays(day, 6)}`,
    );
    await tile("Unread messages").click();
    await expect(page).toHaveURL(/\/admin\/messages\?status=new$/);
    await openDashboard(page);
    await tile("Failed e-mails").click();
    await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/);
  });

  test("a booker's change request counts as needing attention and has its own filter", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    const now = new Date();
    const start = iso(new Date(now.getTime() + 5 * 86_400_000));
    const asked = insertBooking("confirmed", iso(now), start, "A weekday evening, please.");
    insertBooking("cancelled", iso(now), start, "Answered by the cancellation.");
    await openDashboard(page);
    await expect(async () => {
      await page.reload();
      const expected = expectedTiles();
      expect(await shownTiles(page)).toEqual(expected);
      expect(expected["Change requests awaiting an answer"]).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 30_000 });
    const tile = attention(page).getByRole("link", { name: "Change requests awaiting an answer" });
    await tile.click();
    await expect(page).toHaveURL(/\/admin\/bookings\?status=change-requested$/);
    // The list's own filter offers it, and shows the booking asked about.
    await expect(page.getByLabel("Status")).toHaveValue("change-requested");
    await expect(page.locator(`a[href="/admin/bookings/${asked}"]`).first()).toBeVisible();
  });

  test("the four charts of the last 12 weeks, each with its table", async ({ page }) => {
    await signInAs(page, "admin"); // a sign-up this week
    const now = new Date();
    for (const status of ["requested", "confirmed", "completed", "no-show", "cancelled"])
      insertBooking(status, iso(now));
    const email = `dash-${randomUUID()}@example.com`;
    execute(
      `insert into newsletterSubscriber (id, email, emailKey, status, confirmToken, unsubscribeToken, createdAt, confirmedAt)
       values (?, ?, ?, 'active', ?, ?, ?, ?)`,
      randomUUID(),
      email,
      email,
      randomUUID(),
      randomUUID(),
      iso(now),
      iso(now),
    );

    await openDashboard(page);
    const charts = [
      [
        "Demo bookings per week, by outcome",
        /^Demo bookings per week by outcome, the 12 weeks from /,
      ],
      ["Sign-ups per week", /^Sign-ups per week, the 12 weeks from /],
      ["Active newsletter subscribers", /^Active newsletter subscribers at the end of each week/],
      ["From demo request to enrolment", /^Funnel of the .* demo bookings? made in the 12 weeks/],
    ] as const;
    for (const [title, summary] of charts) {
      const card = page.getByRole("region", { name: title });
      await expect(card.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(card.getByRole("img", { name: summary })).toBeVisible();
      const table = card.getByRole("table", { name: title });
      await expect(table).toBeHidden();
      await card.getByText("Show as table").click();
      await expect(table).toBeVisible();
      await expect(table.locator("tbody tr")).toHaveCount(title.startsWith("From") ? 4 : 12);
    }

    // This week's row (the last, "so far") against the database, per outcome.
    const weekStart = dayStart(mondayOf(today()));
    const bookings = page.getByRole("table", { name: "Demo bookings per week, by outcome" });
    await expect(bookings.getByRole("columnheader")).toHaveText([
      "Week of",
      "Requested",
      "Confirmed",
      "Completed",
      "No-show",
      "Cancelled",
      "Total",
    ]);
    await expect(async () => {
      await page.reload();
      for (const [title] of charts) {
        await page.getByRole("region", { name: title }).getByText("Show as table").click();
      }
      const lastRow = bookings.locator("tbody tr").last();
      await expect(lastRow.getByRole("rowheader")).toContainText("(so far)");
      const cells = (await lastRow.getByRole("cell").allTextContents()).map(numberIn);
      const byStatus = ["requested", "confirmed", "completed", "no-show", "cancelled"].map((s) =>
        countOf("demoBooking where status = ? and createdAt >= ?", s, weekStart),
      );
      expect(cells).toEqual([...byStatus, byStatus.reduce((a, b) => a + b, 0)]);
      expect(Math.min(...byStatus)).toBeGreaterThanOrEqual(1);

      const signups = page.getByRole("table", { name: "Sign-ups per week" });
      const signedUp = numberIn(
        await signups.locator("tbody tr").last().getByRole("cell").textContent(),
      );
      expect(signedUp).toBe(countOf("user where createdAt >= ?", weekStart));
      expect(signedUp).toBeGreaterThanOrEqual(1);

      const subscribers = page.getByRole("table", { name: "Active newsletter subscribers" });
      const active = numberIn(
        await subscribers.locator("tbody tr").last().getByRole("cell").textContent(),
      );
      expect(active).toBe(countOf("newsletterSubscriber where status = 'active'"));
    }).toPass({ timeout: 30_000 });

    const funnel = page.getByRole("table", { name: "From demo request to enrolment" });
    await expect(funnel.getByRole("rowheader")).toHaveText([
      "Requested",
      "Confirmed",
      "Attended",
      "Enrolled",
    ]);
  });

  test("axe-clean with the tables open, and no sideways scrolling at 390 and 320 px", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    // One load, resized to each width (the charts are SVG scaled by CSS; docs/decisions/
    // 0040-ci-stages-side-by-side.md); axe at the sweep's two widths, as 320 px lays the page
    // out as 390 px does (tests/support/page-sweep.ts AXE_WIDTHS).
    await page.setViewportSize({ width: 1366, height: 900 });
    await openDashboard(page);
    for (const summary of await page.getByText("Show as table").all()) await summary.click();
    // The four charts and the attendance rate (docs/classes.md "Follow-up and what the school sees").
    await expect(page.getByRole("table")).toHaveCount(5);
    for (const width of [1366, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      if (width !== 320) await expectNoAxeViolations(page, `/admin at ${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // The charts shrink with the screen instead of overflowing it.
      for (const chart of await page.locator("svg[role=img]").all()) {
        const box = await chart.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
    }
  });

  test("is complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: ZONE });
    const page = await context.newPage();
    await signInAs(page, "admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page.locator("svg[role=img]")).toHaveCount(5);
    const card = page.getByRole("region", { name: "Sign-ups per week" });
    await card.getByText("Show as table").click();
    await expect(card.getByRole("table")).toBeVisible();
    await context.close();
  });
});
