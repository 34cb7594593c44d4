import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { query } from "../support/db";
import { open } from "../support/navigation";
import { signInAs } from "../support/users";

// Issue 26's whole journey across the three roles, each in a browser of its own on a phone's
// width: an admin creates a class group with a weekly series and opens it, a learner in London
// enrols from the course page and sees the classes on their clock, and the teacher (Asia/Kolkata)
// finds the class in her week with the learner on its roster. Each page's own details (every form
// without JavaScript, axe and widths) are in admin-classes.spec.ts, learner-classes.spec.ts and
// teach.spec.ts; this spec checks that the three sides see the same classes.

const SLUG = "german-a1-first-steps"; // a course no other spec reads the groups of
const TEACHER_ZONE = "Asia/Kolkata"; // tests/support/users.ts makeTeacher's default
const LEARNER_ZONE = "Europe/London";

async function phone(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId });
  return context.newPage();
}

/** The calendar date of `iso` on the clock of `zone` (yyyy-mm-dd). */
function dateOn(zone: string, iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(iso));
}

/** The time of `iso` on the clock of `zone` (HH:MM, 24-hour). */
function timeOn(zone: string, iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** The Monday of the week holding `day` (yyyy-mm-dd). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

test("an admin opens a group with a series, a learner enrols from the course page, the teacher sees the class and its roster", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString("hex");
  const name = `German evenings ${tag}`;
  const course = query<{ title: string }>("select title from course where slug = ?", SLUG)[0];

  // The teacher exists first, so the admin can choose her.
  const teacherPage = await phone(browser, TEACHER_ZONE);
  const teacher = (await signInAs(teacherPage, "teacher"))!;
  const teacherId = query<{ id: string }>("select id from user where email = ?", teacher.email)[0]
    .id;

  // The admin: a group anchored in New York, three weekly classes from the day after tomorrow.
  const adminPage = await phone(browser, LEARNER_ZONE);
  await signInAs(adminPage, "admin");
  await open(adminPage, "/admin/classes/new");
  const form = adminPage.getByRole("form", { name: "New class group" });
  await form.getByLabel("Course", { exact: true }).selectOption({ label: course.title });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form
    .getByLabel("Time zone (the classes' clock)", { exact: true })
    .selectOption("America/New_York");
  await form.getByLabel("Seats", { exact: true }).fill("6");
  await form.getByLabel("Lead teacher", { exact: true }).selectOption(teacherId);
  await form.getByRole("button", { name: "Create class group" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name })).toBeVisible();
  const groupId = new URL(adminPage.url()).pathname.split("/").pop()!;

  const first = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const series = adminPage.getByRole("form", { name: "New series" });
  await series.getByLabel("First date").fill(first);
  await series.getByLabel(WEEKDAYS[new Date(`${first}T00:00:00Z`).getUTCDay()]).check();
  await series.getByLabel("Start time (America/New_York)").fill("17:00");
  await series.getByRole("spinbutton", { name: "Number of classes" }).fill("3");
  await series.getByRole("button", { name: "Create the series" }).click();
  await expect(adminPage.getByText("Series created: 3 classes.", { exact: true })).toBeVisible();
  await adminPage.getByRole("button", { name: "Open to learners" }).click();
  await expect(adminPage.getByRole("button", { name: "Open to learners" })).toHaveCount(0);
  expect(query("select status from cohort where id = ?", groupId)).toEqual([{ status: "open" }]);
  const sessions = query<{ id: string; startsAt: string }>(
    "select id, startsAt from classSession where cohortId = ? order by startsAt",
    groupId,
  );
  expect(sessions).toHaveLength(3);
  // 17:00 in New York on each date, whatever its offset that day.
  for (const s of sessions) expect(timeOn("America/New_York", s.startsAt)).toBe("17:00");

  // The learner, in London: the group on the course page, then its classes on their clock.
  const learnerPage = await phone(browser, LEARNER_ZONE);
  const learner = (await signInAs(learnerPage, "learner"))!;
  await open(learnerPage, `/courses/${SLUG}`);
  await expect(learnerPage).toHaveURL(/\?tz=Europe%2FLondon/);
  const card = learnerPage.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByTestId("seats")).toHaveText("6 of 6 seats left");
  await learnerPage.getByRole("radio", { name: new RegExp(name) }).check();
  await learnerPage.getByRole("button", { name: "Enroll in this group" }).click();
  await expect(learnerPage.getByText(`Your place is in “${name}”.`)).toBeVisible();

  await open(learnerPage, "/upcoming-courses");
  await expect(learnerPage.getByText("Times on your clock (Europe/London).")).toBeVisible();
  const mine = learnerPage
    .getByRole("list", { name: "Your next classes" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(mine).toHaveCount(3);
  await expect(mine.first()).toContainText(timeOn(LEARNER_ZONE, sessions[0].startsAt));

  // The teacher: the first class in its week on her clock, and the learner on its roster.
  const week = mondayOf(dateOn(TEACHER_ZONE, sessions[0].startsAt));
  await open(teacherPage, `/teach?week=${week}`);
  const link = teacherPage.locator(`a[href="/teach/sessions/${sessions[0].id}"]`).first();
  await expect(link).toBeVisible();
  await expect(teacherPage.getByRole("listitem").filter({ has: link }).last()).toContainText(
    timeOn(TEACHER_ZONE, sessions[0].startsAt),
  );
  await link.click();
  await expect(teacherPage.getByRole("list", { name: "Roster" })).toContainText(learner.name);

  // The admin's group page counts the member.
  await open(adminPage, `/admin/classes/${groupId}`);
  await expect(adminPage.getByText(learner.name).first()).toBeVisible();
});
