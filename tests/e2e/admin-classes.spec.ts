import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { randomBytes, randomUUID } from "node:crypto";
import { E2E_BASE_URL } from "../support/e2e-env";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAsWorkerAdmin } from "../support/users";

// The classes section as an admin uses it (docs/classes.md "Admin pages"): a group with a
// series, one class moved and one cancelled, a member placed, a teacher conflict refused and
// then overridden, and the week on the timetable; every form without JavaScript. Then the
// pages with data in them, with JavaScript, by axe and for width at a phone and a laptop.
// The admin sits in London; the groups are anchored in New York.

test.use({ timezoneId: "Europe/London" });

function tag(prefix: string) {
  return `${prefix} ${randomBytes(3).toString("hex")}`;
}

/** A Monday at least two weeks ahead (UTC calendar), so every class is in the future. */
function mondayAhead(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A teacher with no declared availability (so only overlaps can conflict). */
function insertTeacher(name: string): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  execute(
    `insert into user (id, name, email, emailVerified, image, createdAt, updatedAt, role, accountType, phone, timeZone)
     values (?, ?, ?, 1, null, ?, ?, 'teacher', 'professional', null, 'Europe/London')`,
    id,
    name,
    `teacher-${id.slice(0, 8)}@example.com`,
    at,
    at,
  );
  return id;
}

/** A learner with an enrolment in the first course that is in no group. */
function insertEnrolment(name: string, courseId: string): string {
  const userId = randomUUID();
  const id = randomUUID();
  const at = new Date().toISOString();
  execute(
    `insert into user (id, name, email, emailVerified, image, createdAt, updatedAt, role, accountType, phone, timeZone)
     values (?, ?, ?, 1, null, ?, ?, 'user', 'student', null, 'America/New_York')`,
    userId,
    name,
    `learner-${userId.slice(0, 8)}@example.com`,
    at,
    at,
  );
  execute(
    `insert into enrollment (id, userId, courseId, status, createdAt, updatedAt)
     values (?, ?, ?, 'upcoming', ?, ?)`,
    id,
    userId,
    courseId,
    at,
    at,
  );
  return id;
}

async function inLondon(context: BrowserContext) {
  await context.addCookies([
    { name: "learnova_tz", value: "Europe%2FLondon", url: E2E_BASE_URL, sameSite: "Lax" },
  ]);
}

/** Loads a page; with JavaScript, waits until it is hydrated (forms then post by fetch). */
async function visit(page: Page, path: string, js: boolean) {
  if (js) await open(page, path);
  else await page.goto(path);
}

/** Fills the new-group form and saves; returns the new group's id. */
async function createGroup(
  page: Page,
  js: boolean,
  name: string,
  courseTitle: string,
  lead: string,
) {
  await visit(page, "/admin/classes/new", js);
  const form = page.getByRole("form", { name: "New class group" });
  await form.getByLabel("Course", { exact: true }).selectOption({ label: courseTitle });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form
    .getByLabel("Time zone (the classes' clock)", { exact: true })
    .selectOption("America/New_York");
  await form.getByLabel("Seats", { exact: true }).fill("4");
  await form.getByLabel("Lead teacher", { exact: true }).selectOption(lead);
  await form.getByRole("button", { name: "Create class group" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Fills the new-series form: Mondays (and Wednesdays) at 17:00 New York time. */
async function fillSeries(page: Page, from: string, count: number, wednesdays = false) {
  const form = page.getByRole("form", { name: "New series" });
  await form.getByLabel("First date").fill(from);
  await form.getByLabel("Monday").check();
  if (wednesdays) await form.getByLabel("Wednesday").check();
  await form.getByLabel("Start time (America/New_York)").fill("17:00");
  await form.getByRole("spinbutton", { name: "Number of classes" }).fill(String(count));
  return form;
}

const course = () =>
  query<{ id: string; title: string }>("select id, title from course order by position limit 1")[0];

test("an admin runs a class group without JavaScript: series, one class moved, one cancelled, a member, a conflict overridden, the week", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: "Europe/London",
  });
  const page = await context.newPage();
  await signInAsWorkerAdmin(page);
  await inLondon(context);
  const { id: courseId, title } = course();
  const teacherName = tag("Tess Teacher");
  const teacher = insertTeacher(teacherName);
  const learnerName = tag("Lucas Learner");
  const enrolment = insertEnrolment(learnerName, courseId);
  const monday = mondayAhead();

  // The list links to the new form; the group starts as a draft.
  await visit(page, "/admin/classes", false);
  await expect(page.getByRole("link", { name: "New class group" })).toBeVisible();
  const name = tag("Mon-Wed 17:00 NY");
  const id = await createGroup(page, false, name, title, teacher);
  await expect(page.getByText("Class group created (draft).")).toBeVisible();

  // A series of four: Monday, Wednesday, Monday, Wednesday.
  const series = await fillSeries(page, monday, 4, true);
  await series.getByRole("button", { name: "Create the series" }).click();
  await expect(page.getByText("Series created: 4 classes.")).toBeVisible();
  const table = page.getByRole("region", { name: "Classes of this group" });
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(page.getByText(`4 upcoming, 0 past`)).toBeVisible();

  // Move the first class to 18:30 on the group's clock; it becomes an exception.
  await table.getByRole("link", { name: "Change or cancel" }).first().click();
  const edit = page.getByRole("form", { name: "Change this class" });
  await edit.getByLabel("Start (America/New_York)").fill(`${monday}T18:30`);
  await edit.getByRole("button", { name: "Save this class" }).click();
  await expect(page.getByText("Class changed.")).toBeVisible();
  await expect(table.getByText("Edited one by one")).toHaveCount(1);
  const moved = query<{ startsAt: string; sequence: number }>(
    "select startsAt, sequence from classSession where cohortId = ? order by startsAt limit 1",
    id,
  )[0];
  expect(moved.sequence).toBeGreaterThan(0);
  expect(moved.startsAt.slice(11, 16)).toMatch(/^2[23]:30$/); // 18:30 in New York, EST or EDT

  // Cancel the second class with a reason (behind a confirmation).
  await table.getByRole("link", { name: "Change or cancel" }).nth(1).click();
  await page.getByText("Cancel this class…").click();
  const cancel = page.getByRole("form", { name: "Cancel this class" });
  await cancel.getByRole("button", { name: "Yes, cancel this class" }).click();
  await expect(cancel.getByText(/Give a reason/)).toBeVisible(); // refused: no reason
  await cancel.getByLabel("Reason").fill("Teacher at a conference");
  await cancel.getByRole("button", { name: "Yes, cancel this class" }).click();
  await expect(page.getByText("Class cancelled.")).toBeVisible();
  const statuses = query<{ status: string }>(
    "select status from classSession where cohortId = ? order by occurrenceKey",
    id,
  ).map((s) => s.status);
  expect(statuses).toEqual(["scheduled", "cancelled", "scheduled", "scheduled"]);

  // The group's classes as CSV: each start in UTC, on the admin's clock and the group's.
  const csv = await page.request.get(`/admin/classes/${id}/sessions.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
  expect(Object.keys(rows[0])).toContain("Starts (Europe/London)");
  expect(rows.map((r) => r.Status)).toEqual(["scheduled", "cancelled", "scheduled", "scheduled"]);
  expect(rows[0]["Starts (group's clock)"]).toContain("18:30");

  // Place the learner's enrolment.
  const place = page.getByRole("form", { name: "Place an enrolment" });
  await place.getByLabel("Enrolment not in a group").selectOption(enrolment);
  await place.getByRole("button", { name: "Place in this group" }).click();
  await expect(page.getByText("Learner placed in the group.")).toBeVisible();
  const members = page.getByRole("region", { name: "Members of this group" });
  await expect(members.getByRole("link", { name: learnerName, exact: true })).toBeVisible();

  // Open it to learners.
  await page.getByRole("button", { name: "Open to learners" }).click();
  await expect(page.getByText("The group is now open.")).toBeVisible();

  // A second group with the same teacher at the same time: refused, naming the first group.
  const clash = tag("Clash");
  const clashId = await createGroup(page, false, clash, title, teacher);
  const again = await fillSeries(page, monday, 2);
  await again.getByRole("button", { name: "Create the series" }).click();
  const refusal = again.getByRole("alert");
  await expect(refusal).toContainText(`${teacherName} already teaches`);
  await expect(refusal).toContainText(/GMT|BST/);
  expect(query("select id from classSession where cohortId = ?", clashId)).toEqual([]);
  // The form kept what was typed; ticking the override sends it again.
  await again.getByLabel(/Override these conflicts/).check();
  await again.getByRole("button", { name: "Create the series" }).click();
  await expect(page.getByText("Series created: 2 classes.")).toBeVisible();
  await expect(page.getByText(/conflicts? (was|were) overridden/)).toBeVisible();
  const audit = query<{ detail: string }>(
    "select detail from auditLog where action = 'classSeries.create' and detail like ?",
    `%${clashId}%`,
  );
  expect(audit[0].detail).toContain('"override":true');

  // Move the learner to the second group: the first keeps the placement as history.
  await visit(page, `/admin/classes/${id}`, false);
  await page.getByRole("link", { name: `Move ${learnerName} to another group` }).click();
  const move = page.getByRole("form", { name: `Move ${learnerName}` });
  await move.getByLabel("Move to").selectOption(clashId);
  await move.getByRole("button", { name: "Move" }).click();
  await expect(
    page.getByText(/^(Learner moved to the other group\.|Moved, with a warning\.)$/),
  ).toBeVisible();
  await expect(members.getByText("Moved to another group:")).toBeVisible();
  await expect(members.getByRole("link", { name: clash })).toBeVisible();
  await visit(page, `/admin/classes/${clashId}`, false);
  await expect(members.getByText(`Moved here from ${name}`)).toBeVisible();

  // The week on the timetable: the teacher's classes, the overlapping ones marked.
  await visit(page, `/admin/timetable?week=${monday}&teacher=${teacher}`, false);
  await expect(page.getByText("Every class on your clock, Europe/London.")).toBeVisible();
  await expect(page.getByRole("link", { name: name })).toHaveCount(2); // Monday moved, Wednesday cancelled
  await expect(page.getByText("Conflict", { exact: true })).toHaveCount(0); // 18:30 vs 17:00 for 60 min: no overlap
  await page.getByRole("link", { name: "Next week →" }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText("Conflict", { exact: true })).toHaveCount(2);
  await context.close();
});

test("the class pages with data pass axe and fit at 390 and 1366 px, with JavaScript", async ({
  page,
  context,
}) => {
  await signInAsWorkerAdmin(page);
  await inLondon(context);
  const { title } = course();
  const teacher = insertTeacher(tag("Jo Teacher"));
  const monday = mondayAhead();
  const id = await createGroup(
    page,
    true,
    tag("A group with a rather long name, 17:00 NY"),
    title,
    teacher,
  );
  const series = await fillSeries(page, monday, 3);
  await series.getByRole("button", { name: "Create the series" }).click();
  await expect(
    page.getByRole("region", { name: "Classes of this group" }).getByRole("row"),
  ).toHaveCount(4);
  const session = query<{ id: string }>(
    "select id from classSession where cohortId = ? order by startsAt limit 1",
    id,
  )[0].id;
  const widths = [390, 1366];
  await checkPage(page, `/admin/classes/${id}?session=${session}`, { widths });
  await checkPage(page, `/admin/timetable?week=${monday}`, { widths });
  await checkPage(page, `/admin/timetable?day=${monday}`, { widths });
  await checkPage(page, `/admin/classes?teacher=${teacher}`, { widths });
});

test("a full day lists its first 30 classes and links the rest to the day's own view, filters kept", async ({
  page,
  context,
}) => {
  await signInAsWorkerAdmin(page);
  await inLondon(context);
  const teacher = insertTeacher(tag("Full Day Teacher"));
  const name = tag("Full day group");
  const id = await createGroup(page, true, name, course().title, teacher);
  // Three weeks ahead (winter: London's clock is UTC): 32 classes of 30 minutes, 40 minutes
  // apart from midnight, and a 33rd overlapping the last (both conflicts, both past the 30th).
  const monday = new Date(Date.parse(`${mondayAhead()}T00:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const at = new Date().toISOString();
  const starts = Array.from(
    { length: 32 },
    (_, i) => Date.parse(`${monday}T00:00:00Z`) + i * 40 * 60_000,
  );
  starts.push(starts[31] + 10 * 60_000);
  starts.forEach((start, i) =>
    execute(
      `insert into classSession (id, seriesId, cohortId, occurrenceKey, startsAt, endsAt, teacherId, createdAt, updatedAt)
       values (?, null, ?, ?, ?, ?, ?, ?, ?)`,
      randomUUID(),
      id,
      `${monday}#${i}`,
      new Date(start).toISOString(),
      new Date(start + 30 * 60_000).toISOString(),
      teacher,
      at,
      at,
    ),
  );
  await visit(page, `/admin/timetable?week=${monday}&teacher=${teacher}`, true);
  await expect(page.getByRole("link", { name })).toHaveCount(30);
  const more = page.getByTestId("day-more");
  await expect(more).toHaveCount(1);
  await expect(more).toHaveText(/^3 more classes, 2 of them conflicts — see the day/);
  await more.click();
  await expect(page).toHaveURL(new RegExp(`[?&]day=${monday}`));
  await expect(page).toHaveURL(new RegExp(`[?&]teacher=${teacher}`));
  const view = page.getByRole("region", { name: /^Monday/ });
  await expect(view.getByText("33 classes this day, 2 of them conflicts.")).toBeVisible();
  await expect(view.getByRole("link", { name })).toHaveCount(33);
  await expect(view.getByText("Conflict", { exact: true })).toHaveCount(2);
  await view.getByRole("link", { name: "Back to the week" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]week=${monday}`));
  await expect(page).toHaveURL(new RegExp(`[?&]teacher=${teacher}`));
  await expect(page.getByTestId("day-more")).toHaveCount(1);
});

// A group's classes table lists 20 at a time (app/lib/admin/classes-window.ts): by default the
// latest that have started and the next ones, `?classes=<n>` the rest, as plain links; the
// series and details forms open on `?edit=` (docs/classes.md "Admin pages").
for (const js of [false, true]) {
  test(`a group's 45 classes page 20 at a time and its forms open on demand, ${js ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      timezoneId: "Europe/London",
    });
    const page = await context.newPage();
    await signInAsWorkerAdmin(page);
    await inLondon(context);
    const { title } = course();
    const teacher = insertTeacher(tag("Pat Teacher"));
    const name = tag("Paged 17:00 NY");
    const id = await createGroup(page, js, name, title, teacher);
    const series = await fillSeries(page, mondayAhead(), 45, true);
    await series.getByRole("button", { name: "Create the series" }).click();
    await expect(page.getByText("Series created: 45 classes.", { exact: true })).toBeVisible();
    const starts = query<{ id: string; startsAt: string }>(
      "select id, startsAt from classSession where cohortId = ? order by startsAt, id",
      id,
    );
    expect(starts).toHaveLength(45);

    await visit(page, `/admin/classes/${id}`, js);
    const table = page.getByRole("region", { name: "Classes of this group" });
    const pages = page.getByRole("navigation", { name: "Pages of classes" });
    const when = (i: number) =>
      table.locator(`time[datetime="${new Date(starts[i].startsAt).toISOString()}"]`);
    await expect(page.getByText("45 upcoming, 0 past")).toBeVisible();
    await expect(pages).toContainText("Classes 1–20 of 45");
    await expect(table.getByRole("row")).toHaveCount(21);
    await expect(when(0)).toHaveCount(1);
    await expect(when(20)).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "← Earlier classes" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Back to the next classes" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Later classes →" }).click();
    await expect(page).toHaveURL(/\?classes=21#sessions$/);
    await expect(pages).toContainText("Classes 21–40 of 45");
    await expect(when(20)).toHaveCount(1);
    await expect(when(19)).toHaveCount(0);
    await pages.getByRole("link", { name: "Later classes →" }).click();
    await expect(pages).toContainText("Classes 41–45 of 45");
    await expect(table.getByRole("row")).toHaveCount(6);
    await expect(pages.getByRole("link", { name: "Later classes →" })).toHaveCount(0);
    await pages.getByRole("link", { name: "← Earlier classes" }).click();
    await expect(pages).toContainText("Classes 21–40 of 45");

    // A class's forms open from the page it is on, and the table stays on that page.
    await table.getByRole("link", { name: "Change or cancel" }).first().click();
    await expect(page).toHaveURL(new RegExp(`\\?classes=21&session=${starts[20].id}#session$`));
    await expect(page.getByRole("form", { name: "Change this class" })).toBeVisible();
    await expect(pages).toContainText("Classes 21–40 of 45");
    await pages.getByRole("link", { name: "Back to the next classes" }).click();
    await expect(pages).toContainText("Classes 1–20 of 45");

    // The series and the details open their forms on demand; a save closes them.
    await expect(page.getByRole("form", { name: "Edit the series" })).toHaveCount(0);
    await page.getByRole("link", { name: "Edit this series" }).click();
    await expect(page.getByRole("form", { name: "Edit the series" })).toBeVisible();
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("form", { name: "Edit the series" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Class group details" })).toHaveCount(0);
    await page.getByRole("link", { name: "Change the details" }).click();
    const details = page.getByRole("form", { name: "Class group details" });
    await details.getByLabel("Seats", { exact: true }).fill("6");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("6 seats from")).toBeVisible();
    await expect(details).toHaveCount(0);
    if (js) {
      const widths = [390, 1366];
      await checkPage(page, `/admin/classes/${id}?classes=21`, { widths });
      await checkPage(page, `/admin/classes/${id}?edit=details`, { widths });
    }
    await context.close();
  });
}
