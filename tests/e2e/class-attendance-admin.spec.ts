import { expect, test } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAs, type TestUser } from "../support/users";

// Attendance where the school sees it (docs/classes.md "Joining and attendance"): the admin
// marks a class from the group page with the keyboard, the group's per-class and per-member
// tables count it, the CSV downloads carry the rows (and a bad month is a 400), and the
// learner sees their own marks on /subscribed-courses and /completed-courses. Axe and fit at
// 390 and 1366 px.

test.describe.configure({ timeout: 120_000 });
// The admin's zone (the panel's cookie) and the month of the teacher-hours file are UTC.
test.use({ timezoneId: "UTC" });

/** A group of `slug` with the learner placed and one class that ended an hour ago. */
function groupWith(
  learnerEmail: string,
  teacherEmail: string,
  slug: string,
  status: "running" | "completed",
): { group: string; name: string; session: string; startsAt: string; memberId: string } {
  const group = `e2e-att-${randomBytes(5).toString("hex")}`;
  const name = `Attendance ${group.slice(-5)}`;
  const at = new Date().toISOString();
  const courseId = query<{ id: string }>("select id from course where slug = ?", slug)[0].id;
  execute(
    `insert into cohort (id, courseId, name, anchorZone, capacity, seatsTaken, startDate, status,
       cancelReason, defaultMeetingUrl, createdAt, updatedAt, version)
     values (?, ?, ?, 'Asia/Kolkata', 5, 1, ?, ?, null, 'https://meet.example.com/x', ?, ?, 1)`,
    group,
    courseId,
    name,
    at.slice(0, 10),
    status,
    at,
    at,
  );
  const teacherId = query<{ id: string }>("select id from user where email = ?", teacherEmail)[0]
    .id;
  const startsAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  const endsAt = new Date(Date.now() - 3_600_000).toISOString();
  const session = `${group}-s0`;
  execute(
    `insert into classSession (id, seriesId, cohortId, occurrenceKey, startsAt, endsAt, teacherId,
       meetingUrl, status, cancelReason, edited, gapShifted, sequence, createdAt, updatedAt, version)
     values (?, null, ?, ?, ?, ?, ?, null, 'scheduled', null, 0, 0, 0, ?, ?, 1)`,
    session,
    group,
    startsAt.slice(0, 10),
    startsAt,
    endsAt,
    teacherId,
    at,
    at,
  );
  const userId = query<{ id: string }>("select id from user where email = ?", learnerEmail)[0].id;
  const enrollment = randomUUID();
  execute(
    `insert into enrollment (id, userId, courseId, status, createdAt, updatedAt, version)
     values (?, ?, ?, ?, ?, ?, 1)`,
    enrollment,
    userId,
    courseId,
    status === "running" ? "subscribed" : "completed",
    at,
    at,
  );
  const memberId = randomUUID();
  execute(
    `insert into cohortMember (id, cohortId, enrollmentId, status, placedAt, leftAt, version)
     values (?, ?, ?, 'active', ?, null, 1)`,
    memberId,
    group,
    enrollment,
    new Date(Date.now() - 86_400_000).toISOString(),
  );
  return { group, name, session, startsAt, memberId };
}

function marks(sessionId: string): (string | null)[] {
  return query<{ status: string | null }>(
    "select status from attendance where sessionId = ?",
    sessionId,
  ).map((r) => r.status);
}

test("the admin marks a class on the group page; the tables, the CSVs and the learner see it", async ({
  page,
  browser,
}) => {
  // A context of its own: axe needs a page made through newContext.
  const learnerContext = await browser.newContext({ timezoneId: "UTC" });
  const learnerPage = await learnerContext.newPage();
  const learner = (await signInAs(learnerPage, "learner")) as TestUser;
  const admin = (await signInAs(page, "admin")) as TestUser;
  const running = groupWith(learner.email, admin.email, "ib-dp-biology", "running");
  const done = groupWith(learner.email, admin.email, "igcse-physics", "completed");
  execute(
    "insert into attendance (sessionId, cohortMemberId, status, markedAt, version) values (?, ?, 'present', ?, 2)",
    done.session,
    done.memberId,
    new Date().toISOString(),
  );

  // The per-class table says the class is not marked; its link opens the roster form.
  await open(page, `/admin/classes/${running.group}`);
  const perClass = page.getByRole("table", { name: "Attendance per class" });
  await expect(perClass.getByText("1 not marked")).toBeVisible();
  const markLink = perClass.getByRole("link", { name: /^Mark attendance for the class of / });
  await markLink.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?attendance=${running.session}#attendance$`));

  // Keyboard only: Space picks the first choice, an arrow moves it, Enter on Save posts.
  const member = page.getByRole("group", { name: learner.name });
  await member.getByRole("radio", { name: "Present" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(member.getByRole("radio", { name: "Late" })).toBeChecked();
  await page.getByRole("button", { name: "Save attendance" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Attendance saved.")).toBeVisible();
  expect(marks(running.session)).toEqual(["late"]);
  const audit = query<{ action: string }>(
    "select action from auditLog where entityId = ? order by createdAt",
    running.session,
  );
  expect(audit.map((a) => a.action)).toEqual(["attendance.mark.admin"]);

  // The tables count it.
  await expect(perClass.getByText("All marked")).toBeVisible();
  await expect(perClass.getByText("1 of 1")).toBeVisible();
  const perMember = page.getByRole("table", { name: "Attendance per member" });
  const row = perMember.getByRole("row").filter({ hasText: learner.name });
  await expect(row).toContainText("100%");
  await expect(row).toContainText("of 1 marked");
  await checkPage(page, `/admin/classes/${running.group}?attendance=${running.session}`, {
    widths: [390, 1366],
  });

  // The group's CSV, every group's under the list's name filter, and teacher hours.
  const groupCsv = await page.request.get(`/admin/classes/${running.group}/attendance.csv`);
  expect(groupCsv.status()).toBe(200);
  expect(groupCsv.headers()["content-type"]).toContain("text/csv");
  const groupText = await groupCsv.text();
  expect(groupText).toContain(`${running.startsAt},`);
  expect(groupText).toMatch(new RegExp(`${learner.name},late,`));
  const allCsv = await page.request.get(
    `/admin/classes/attendance.csv?q=${encodeURIComponent(running.name)}`,
  );
  const allLines = (await allCsv.text()).trim().split(/\r?\n/);
  expect(allLines).toHaveLength(2);
  expect(allLines[1]).toContain(running.session);
  const month = running.startsAt.slice(0, 7);
  const hours = await page.request.get(`/admin/classes/teacher-hours.csv?month=${month}`);
  expect(hours.status()).toBe(200);
  expect(await hours.text()).toContain(admin.email);
  const bad = await page.request.get("/admin/classes/teacher-hours.csv?month=2026-13");
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Write it as YYYY-MM");

  // /admin/classes links the downloads, as plain forms.
  await open(page, `/admin/classes?q=${encodeURIComponent(running.name)}`);
  await expect(page.getByRole("button", { name: "Attendance CSV" })).toBeVisible();
  await expect(page.getByLabel("Month (YYYY-MM)")).toHaveValue(
    new Date().toISOString().slice(0, 7),
  );
  await checkPage(page, `/admin/classes?q=${encodeURIComponent(running.name)}`, {
    widths: [390, 1366],
  });

  // The learner: their own marks per running group and per completed course.
  await open(learnerPage, "/subscribed-courses");
  const card = learnerPage.getByRole("listitem").filter({ hasText: running.name });
  await expect(card.getByTestId("own-attendance")).toHaveText(
    "Your attendance: 1 of 1 marked class attended (100%): 0 present, 1 late, 0 absent, 0 excused.",
  );
  await checkPage(learnerPage, "/subscribed-courses", { widths: [390, 1366] });
  await open(learnerPage, "/completed-courses");
  await expect(learnerPage.getByTestId("own-attendance")).toHaveText(
    "Your attendance: 1 of 1 marked class attended (100%): 1 present, 0 late, 0 absent, 0 excused.",
  );
  await checkPage(learnerPage, "/completed-courses", { widths: [390, 1366] });
  await learnerContext.close();

  // Without JavaScript the roster is a plain post and a redirect back to the same class.
  const noJs = await browser.newContext({ javaScriptEnabled: false, timezoneId: "UTC" });
  const plain = await noJs.newPage();
  await signInAs(plain, "admin");
  await plain.goto(`/admin/classes/${running.group}?attendance=${running.session}`);
  const plainRow = plain.getByRole("group", { name: learner.name });
  await expect(plainRow.getByRole("radio", { name: "Late" })).toBeChecked();
  await plainRow.getByRole("radio", { name: "Excused" }).check();
  await plain.getByRole("button", { name: "Save attendance" }).click();
  await expect(plain).toHaveURL(
    new RegExp(`\\?attendance=${running.session}&marked=1#attendance$`),
  );
  await expect(plain.getByText("Attendance saved.")).toBeVisible();
  expect(marks(running.session)).toEqual(["excused"]);
  await noJs.close();
});
