import { expect, test, type Page } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAs, type TestUser } from "../support/users";

// Follow-up (docs/classes.md "Follow-up and what the school sees"): a teacher's unmarked
// classes under "Needs attention" on /teach, the admin's dashboard tiles, its "Classes not
// marked" list and attendance chart, and a learner marked absent twice in a row on the admin's
// "At risk" list with one follow-up mail. Axe and fit at 390 and 1366 px.

test.describe.configure({ timeout: 120_000 });

const SLUG = "french-for-beginners-a1";
const HOUR = 3_600_000;

/**
 * A running group taught by `teacherEmail` with the learner placed, and three past classes: the
 * last ended just over 24 hours ago (the newest class "not marked" on the dashboard), the others
 * a day and two days before.
 */
function pastGroup(learnerEmail: string, teacherEmail: string) {
  const group = `e2e-follow-${randomBytes(5).toString("hex")}`;
  const name = `Follow-up ${group.slice(-5)}`;
  const at = new Date().toISOString();
  const courseId = query<{ id: string }>("select id from course where slug = ?", SLUG)[0].id;
  const teacherId = query<{ id: string }>("select id from user where email = ?", teacherEmail)[0]
    .id;
  execute(
    `insert into cohort (id, courseId, name, anchorZone, capacity, seatsTaken, startDate, status,
       cancelReason, defaultMeetingUrl, createdAt, updatedAt, version)
     values (?, ?, ?, 'Europe/London', 5, 1, '2026-01-01', 'running', null, null, ?, ?, 1)`,
    group,
    courseId,
    name,
    at,
    at,
  );
  execute(
    "insert into cohortTeacher (cohortId, teacherId, role) values (?, ?, 'lead')",
    group,
    teacherId,
  );
  const lastEnd = Date.now() - 24 * HOUR - 60_000;
  const sessions = [2, 1, 0].map((daysBefore, i) => {
    const endsAt = new Date(lastEnd - daysBefore * 24 * HOUR).toISOString();
    const startsAt = new Date(Date.parse(endsAt) - HOUR).toISOString();
    const id = `${group}-s${i}`;
    execute(
      `insert into classSession (id, seriesId, cohortId, occurrenceKey, startsAt, endsAt, teacherId,
         meetingUrl, status, cancelReason, edited, gapShifted, sequence, createdAt, updatedAt, version)
       values (?, null, ?, ?, ?, ?, ?, null, 'scheduled', null, 0, 0, 0, ?, ?, 1)`,
      id,
      group,
      startsAt.slice(0, 10),
      startsAt,
      endsAt,
      teacherId,
      at,
      at,
    );
    return id;
  });
  const userId = query<{ id: string }>("select id from user where email = ?", learnerEmail)[0].id;
  const enrollment = randomUUID();
  execute(
    `insert into enrollment (id, userId, courseId, status, createdAt, updatedAt, version)
     values (?, ?, ?, 'subscribed', ?, ?, 1)`,
    enrollment,
    userId,
    courseId,
    at,
    at,
  );
  execute(
    `insert into cohortMember (id, cohortId, enrollmentId, status, placedAt, leftAt, version)
     values (?, ?, ?, 'active', ?, null, 1)`,
    randomUUID(),
    group,
    enrollment,
    at,
  );
  return { group, name, sessions };
}

async function markAbsent(page: Page, sessionId: string, learner: TestUser) {
  await open(page, `/teach/sessions/${sessionId}`);
  await page
    .getByRole("group", { name: learner.name })
    .getByRole("radio", { name: "Absent" })
    .check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("Attendance saved.")).toBeVisible();
}

function followUpMails(email: string): number {
  return query<{ n: number }>(
    "select count(*) as n from emailOutbox where kind = 'class.absence-follow-up' and \"to\" = ?",
    email,
  )[0].n;
}

test("unmarked classes need attention; two absences in a row put the learner at risk, mailed once", async ({
  page,
  browser,
}) => {
  const learnerPage = await browser.newPage();
  const learner = (await signInAs(learnerPage, "learner")) as TestUser;
  await learnerPage.close();
  const teacher = (await signInAs(page, "teacher")) as TestUser;
  const { name, sessions } = pastGroup(learner.email, teacher.email);

  // The teacher's week lists the three, newest first, each a link to its marking page.
  await open(page, "/teach");
  const toMark = page.getByTestId("to-mark");
  await expect(
    toMark.getByRole("heading", { name: "Needs attention: attendance not marked" }),
  ).toBeVisible();
  const links = toMark.getByRole("link", { name: /^Mark French/ });
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAttribute("href", `/teach/sessions/${sessions[2]}`);
  await checkPage(page, "/teach", { widths: [390, 1366] });

  // Two absences in a row (marked newest first: the order of the classes counts).
  await markAbsent(page, sessions[1], learner);
  expect(followUpMails(learner.email)).toBe(0);
  await markAbsent(page, sessions[0], learner);
  expect(followUpMails(learner.email)).toBe(1);
  // Saving the same marks again sends nothing more.
  await open(page, `/teach/sessions/${sessions[0]}`);
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("Attendance saved.")).toBeVisible();
  expect(followUpMails(learner.email)).toBe(1);
  await open(page, "/teach");
  await expect(page.getByTestId("to-mark").getByRole("link", { name: /^Mark French/ })).toHaveCount(
    1,
  );

  // The admin: the dashboard's tiles, the unmarked class, the chart's table, then At risk.
  // Its own context: axe runs on pages of a context the test made.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin");
  await open(admin, "/admin");
  const tiles = admin.getByRole("region", { name: "Needs attention" });
  await expect(tiles.getByRole("link", { name: /Classes today/ })).toBeVisible();
  await expect(tiles.getByRole("link", { name: /Classes not marked/ })).toBeVisible();
  await expect(tiles.getByRole("link", { name: /Learners at risk/ })).toBeVisible();
  // The day and weeks are the admin's; the page names the zone.
  await expect(admin.getByText(/Days and weeks \(from Monday\) are counted in/)).toBeVisible();
  const unmarked = admin.getByTestId("unmarked-classes");
  await expect(unmarked.getByRole("link", { name: new RegExp(`^Mark ${name}`) })).toHaveAttribute(
    "href",
    `/teach/sessions/${sessions[2]}`,
  );
  const chart = admin.getByRole("region", { name: "Attendance rate per week", exact: true });
  await chart.getByText("Show as table").click();
  await expect(
    chart.getByRole("table", { name: "Attendance rate per week" }).getByRole("columnheader"),
  ).toHaveText(["Week of", "Rate", "Present or late", "Marked"]);
  await checkPage(admin, "/admin", { widths: [390, 1366] });

  // The whole list, filtered by the group's name in the URL, with its CSV.
  const unmarkedList = `/admin/classes/unmarked?q=${encodeURIComponent(name)}`;
  await open(admin, unmarkedList);
  await expect(admin.getByRole("heading", { name: "Classes not marked", level: 1 })).toBeVisible();
  await expect(admin.getByRole("link", { name: `Mark attendance of ${name}` })).toHaveAttribute(
    "href",
    `/teach/sessions/${sessions[2]}`,
  );
  const unmarkedCsv = await admin.request.get(
    `/admin/classes/unmarked.csv?q=${encodeURIComponent(name)}`,
  );
  expect(unmarkedCsv.status()).toBe(200);
  expect(
    (await unmarkedCsv.text()).split("\n").filter((l) => l.includes(sessions[2])),
  ).toHaveLength(1);
  await checkPage(admin, unmarkedList, { widths: [390, 1366] });

  await open(admin, `/admin/classes/at-risk?q=${encodeURIComponent(learner.email)}`);
  await expect(admin.getByRole("heading", { name: "At risk", level: 1 })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: learner.name });
  await expect(row).toContainText(name);
  await expect(row).toContainText("Sent");
  const csv = await admin.request.get(
    `/admin/classes/at-risk.csv?q=${encodeURIComponent(learner.email)}`,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(learner.email);
  await checkPage(admin, "/admin/classes/at-risk", { widths: [390, 1366] });

  // Present at the next class: no longer at risk.
  await open(page, `/teach/sessions/${sessions[2]}`);
  await page
    .getByRole("group", { name: learner.name })
    .getByRole("radio", { name: "Present" })
    .check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("Attendance saved.")).toBeVisible();
  await open(admin, `/admin/classes/at-risk?q=${encodeURIComponent(learner.email)}`);
  await expect(admin.getByText("Nobody at risk matches these filters.")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Show everyone at risk" })).toHaveAttribute(
    "href",
    "/admin/classes/at-risk",
  );
  // And its class is marked now: nothing of this group is left to mark.
  await open(admin, unmarkedList);
  await expect(admin.getByText("No unmarked classes match these filters.")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Show every unmarked class" })).toHaveAttribute(
    "href",
    "/admin/classes/unmarked",
  );
  await adminContext.close();
});
