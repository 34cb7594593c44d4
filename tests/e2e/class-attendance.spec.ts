import { expect, test } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import { signInAs, type TestUser } from "../support/users";

// Joining a class (docs/classes.md "Joining and attendance"): the learner's Join button on
// /upcoming-courses goes through /join/<session>, which records the first join and answers 303
// to the meeting (intercepted here, so nothing outside is called); before its window the page
// names the time on the visitor's clock and offers the class's calendar file; someone not in
// the group gets the plain not-found. Axe and fit at 390 and 1366 px.

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: "America/New_York" });

// A course no other spec places learners in through groups of this name.
const SLUG = "french-for-beginners-a1";
const ROOM = "https://meet.example.com";

/** An open group anchored in London with the learner placed: a class in 10 minutes, one in a week. */
function groupWith(learnerEmail: string): { group: string; now: string; later: string } {
  const group = `e2e-join-${randomBytes(5).toString("hex")}`;
  const at = new Date().toISOString();
  const courseId = query<{ id: string }>("select id from course where slug = ?", SLUG)[0].id;
  execute(
    `insert into cohort (id, courseId, name, anchorZone, capacity, seatsTaken, startDate, status,
       cancelReason, defaultMeetingUrl, createdAt, updatedAt, version)
     values (?, ?, ?, 'Europe/London', 5, 1, ?, 'open', null, ?, ?, ?, 1)`,
    group,
    courseId,
    `Join ${group.slice(-5)}`,
    at.slice(0, 10),
    `${ROOM}/${group}`,
    at,
    at,
  );
  const start = Date.now() + 10 * 60_000;
  for (const week of [0, 1]) {
    const startsAt = new Date(start + week * 7 * 86_400_000).toISOString();
    const endsAt = new Date(start + week * 7 * 86_400_000 + 3_600_000).toISOString();
    execute(
      `insert into classSession (id, seriesId, cohortId, occurrenceKey, startsAt, endsAt, teacherId,
         meetingUrl, status, cancelReason, edited, gapShifted, sequence, createdAt, updatedAt, version)
       values (?, null, ?, ?, ?, ?, null, null, 'scheduled', null, 0, 0, 0, ?, ?, 1)`,
      `${group}-s${week}`,
      group,
      startsAt.slice(0, 10),
      startsAt,
      endsAt,
      at,
      at,
    );
  }
  const userId = query<{ id: string }>("select id from user where email = ?", learnerEmail)[0].id;
  const enrollment = randomUUID();
  execute(
    `insert into enrollment (id, userId, courseId, status, createdAt, updatedAt, version)
     values (?, ?, ?, 'upcoming', ?, ?, 1)`,
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
  return { group, now: `${group}-s0`, later: `${group}-s1` };
}

/** Makes a signed-up user a teacher of the group (its lead or assistant). */
function teachGroup(email: string, group: string, role: "lead" | "assistant"): void {
  const id = query<{ id: string }>("select id from user where email = ?", email)[0].id;
  execute(
    "insert into cohortTeacher (cohortId, teacherId, role) values (?, ?, ?)",
    group,
    id,
    role,
  );
}

function marks(sessionId: string): (string | null)[] {
  return query<{ status: string | null }>(
    "select status from attendance where sessionId = ?",
    sessionId,
  ).map((r) => r.status);
}

function joinedAt(sessionId: string): (string | null)[] {
  return query<{ joinedAt: string | null }>(
    "select joinedAt from attendance where sessionId = ?",
    sessionId,
  ).map((r) => r.joinedAt);
}

test("a learner joins from /upcoming-courses; before its window the page says when", async ({
  page,
  context,
}) => {
  const user = (await signInAs(page, "learner")) as TestUser;
  const { group, now, later } = groupWith(user.email);
  // The meeting service is never reached (a stand-in answers it). Playwright routes only a
  // redirect's first request, so the browser's own request for the room is the proof, as in
  // google-sign-in.spec.ts.
  await context.route(`${ROOM}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Room</title>Room" }),
  );

  await open(page, "/upcoming-courses");
  const next = page.getByRole("list", { name: "Your next classes" });
  const join = next.getByRole("listitem").first().getByRole("link", { name: "Join class" });
  await expect(join).toHaveAttribute("href", `/join/${now}`);
  expect(joinedAt(now)).toEqual([]);
  const toRoom = context.waitForEvent("request", (r) => r.url() === `${ROOM}/${group}`);
  const [room] = await Promise.all([page.waitForEvent("popup"), join.click()]);
  expect((await toRoom).isNavigationRequest()).toBe(true);
  await room.close();
  const [first] = joinedAt(now);
  expect(first).toBeTruthy();
  // A second join keeps the first time.
  const again = await page.request.get(`/join/${now}`, { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe(`${ROOM}/${group}`);
  expect(joinedAt(now)).toEqual([first]);

  // Next week's class: not open yet, on the browser's clock with the zone named.
  await open(page, `/join/${later}`);
  await expect(page.getByRole("heading", { name: "This class has not opened yet" })).toBeVisible();
  await expect(page.getByTestId("join-when")).toContainText("(your clock, America/New York)");
  const ics = await page.request.get(`/join/${later}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain(`UID:class-${later}@learnova`);
  await checkPage(page, `/join/${later}`, { widths: [390, 1366] });
});

test("someone not in the group gets the plain not-found, for the page and its calendar", async ({
  page,
  browser,
}) => {
  const owner = await browser.newPage();
  const member = (await signInAs(owner, "learner")) as TestUser;
  const { now } = groupWith(member.email);
  await owner.close();

  await signInAs(page, "learner");
  const res = await page.goto(`/join/${now}`);
  expect(res?.status()).toBe(404);
  expect(joinedAt(now)).toEqual([]);
  expect((await page.request.get(`/join/${now}/calendar.ics`)).status()).toBe(404);
});

test("the teacher marks attendance with the keyboard, and again without JavaScript", async ({
  page,
  browser,
}) => {
  const learnerPage = await browser.newPage();
  const learner = (await signInAs(learnerPage, "learner")) as TestUser;
  const { group, now } = groupWith(learner.email);
  expect((await learnerPage.request.get(`/join/${now}`, { maxRedirects: 0 })).status()).toBe(303);
  await learnerPage.close();

  const teacher = (await signInAs(page, "teacher")) as TestUser;
  teachGroup(teacher.email, group, "lead");
  await open(page, `/teach/sessions/${now}`);
  const member = page.getByRole("group", { name: learner.name });
  // The join preselects present and says when, on the teacher's clock.
  await expect(member.getByText(/^Joined at \d\d:\d\d \(.+\) · not marked yet$/)).toBeVisible();
  await expect(member.getByRole("radio", { name: "Present" })).toBeChecked();
  expect(marks(now)).toEqual([null]);
  // Native radios: an arrow key moves the choice; Enter on the button posts the roster.
  await member.getByRole("radio", { name: "Present" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(member.getByRole("radio", { name: "Late" })).toBeChecked();
  await page.getByRole("button", { name: "Save attendance" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Attendance saved.")).toBeVisible();
  expect(marks(now)).toEqual(["late"]);
  await checkPage(page, `/teach/sessions/${now}`, { widths: [390, 1366] });

  // Without JavaScript: a plain post of the whole roster and a redirect back.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const assistantPage = await noJs.newPage();
  const assistant = (await signInAs(assistantPage, "teacher")) as TestUser;
  teachGroup(assistant.email, group, "assistant");
  await assistantPage.goto(`/teach/sessions/${now}`);
  const row = assistantPage.getByRole("group", { name: learner.name });
  await expect(row.getByRole("radio", { name: "Late" })).toBeChecked();
  await row.getByRole("radio", { name: "Excused" }).check();
  await assistantPage.getByRole("button", { name: "Save attendance" }).click();
  await expect(assistantPage).toHaveURL(new RegExp(`/teach/sessions/${now}\\?marked=1$`));
  await expect(assistantPage.getByText("Attendance saved.")).toBeVisible();
  expect(marks(now)).toEqual(["excused"]);
  await noJs.close();
});
