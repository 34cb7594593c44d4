import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { randomBytes } from "node:crypto";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { addOpenGroup } from "../support/open-groups";
import { checkPage } from "../support/page-sweep";
import { newUser, signInAs, signUp } from "../support/users";

// A learner's classes (docs/classes.md "Learner pages and feeds"): enrolling from the course
// page into a chosen class group, the next classes on /upcoming-courses with the joining link
// in its window, the running group's timetable on /subscribed-courses, the private calendar
// feed (parsed with ical.js, a cancelled class kept) and its reset; a full group refuses; every
// form without JavaScript; axe and fit at 390 and 1366 px.

test.describe.configure({ timeout: 90_000 });

// A course no other spec enrols in, so the groups added here disturb nobody.
const SLUG = "french-for-beginners-a1";

/** An open class group of this spec's course (tests/support/open-groups.ts). */
const addGroup = (name: string, capacity: number, seatsTaken = 0) =>
  addOpenGroup(SLUG, name, capacity, seatsTaken);

function seatsTaken(id: string): number {
  return query<{ seatsTaken: number }>("select seatsTaken from cohort where id = ?", id)[0]
    .seatsTaken;
}

function enrolmentsOf(email: string) {
  return query<{ id: string; status: string; learnerName: string | null }>(
    `select e.id, e.status, e.learnerName from enrollment e
       join user u on u.id = e.userId join course c on c.id = e.courseId
      where u.email = ? and c.slug = ?`,
    email,
    SLUG,
  );
}

function groupRadio(page: Page, name: string) {
  return page.getByRole("radio", { name: new RegExp(name) });
}

function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

test.use({ timezoneId: "America/New_York" });

test("a learner enrols into a chosen group, sees its classes, and gets and resets the calendar feed", async ({
  page,
}) => {
  const name = `Evening ${randomBytes(3).toString("hex")}`;
  const group = addGroup(name, 5);
  const user = (await signInAs(page, "learner"))!;

  await open(page, `/courses/${SLUG}`);
  // The browser's clock is put in the address, and the times are on it, zone named.
  await expect(page).toHaveURL(/\?tz=America%2FNew_York/);
  const section = page.getByRole("region", { name: "Class groups" });
  await expect(section.getByText(/on the clock of America\/New York/)).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText("Tuesdays, 18:00–19:00 (Europe/London time)")).toBeVisible();
  await expect(card.getByText("First classes (America/New York time):")).toBeVisible();
  await expect(card.getByTestId("seats")).toHaveText("5 of 5 seats left");

  await groupRadio(page, name).check();
  await page.getByRole("button", { name: "Enroll in this group" }).click();
  await expect(toast(page)).toContainText("Enrolled!");
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  await expect(page.getByText(`Your place is in “${name}”.`)).toBeVisible();
  expect(enrolmentsOf(user.email)).toEqual([expect.objectContaining({ status: "upcoming" })]);
  expect(seatsTaken(group)).toBe(1);

  await open(page, "/upcoming-courses");
  const next = page.getByRole("list", { name: "Your next classes" });
  await expect(page.getByText("Times on your clock (America/New York).")).toBeVisible();
  const mine = next.getByRole("listitem").filter({ hasText: name });
  await expect(mine).toHaveCount(3);
  // The class in 10 minutes has its link; the later ones not yet; the cancelled one says so.
  await expect(mine.first().getByRole("link", { name: "Join class" })).toHaveAttribute(
    "href",
    `/join/${group}-s0`,
  );
  await expect(mine.nth(1).getByRole("link", { name: "Join class" })).toHaveCount(0);
  await expect(mine.nth(2).getByText("Cancelled")).toBeVisible();
  await expect(mine.nth(2).getByText("Reason: Teacher away")).toBeVisible();
  await expect(
    page.getByText(/upcoming before its first class, subscribed while it runs/),
  ).toBeVisible();

  execute("update cohort set status = 'running' where id = ?", group);
  await open(page, "/subscribed-courses");
  const running = page.getByRole("list", { name: "Your running class groups" });
  await expect(running.getByRole("heading", { name })).toBeVisible();
  await expect(
    running.getByText("Every week: Tuesdays, 18:00–19:00 (Europe/London time)"),
  ).toBeVisible();
  await expect(running.getByText("Coming classes (America/New York time):")).toBeVisible();

  await open(page, "/account-settings");
  await page.getByRole("button", { name: "Make my calendar link" }).click();
  const field = page.getByLabel("Your private calendar address");
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  const first = await field.inputValue();
  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents("vevent")
    .filter((v) => String(v.getFirstPropertyValue("summary")).includes(name));
  expect(events.map((v) => v.getFirstPropertyValue("status"))).toEqual([
    "CONFIRMED",
    "CONFIRMED",
    "CANCELLED",
  ]);

  await page.getByText("Reset link", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, reset my calendar link" }).click();
  await expect(toast(page)).toContainText("Calendar link reset");
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);

  // The course page with its groups at every width of the sweep (the sweep's own sample,
  // tests/support/page-sweep.ts, is a course without groups); axe at 390 and 1366.
  await checkPage(page, `/courses/${SLUG}?tz=America%2FNew_York`);
  for (const path of ["/upcoming-courses", "/subscribed-courses", "/account-settings"]) {
    await checkPage(page, path, { widths: [390, 1366] });
  }
});

test("a full group says so, and the last seat taken meanwhile refuses with nothing enrolled", async ({
  page,
}) => {
  const suffix = randomBytes(3).toString("hex");
  const full = addGroup(`Full ${suffix}`, 2, 2);
  const last = addGroup(`Last ${suffix}`, 1);
  const user = (await signInAs(page, "learner"))!;
  await open(page, `/courses/${SLUG}`);
  await expect(page).toHaveURL(/\?tz=/);
  await expect(groupRadio(page, `Full ${suffix}`)).toBeDisabled();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `Full ${suffix}` })
      .getByTestId("seats"),
  ).toHaveText("Full (2 of 2 seats taken)");

  await groupRadio(page, `Last ${suffix}`).check();
  // Someone else takes the last seat before this learner posts.
  execute("update cohort set seatsTaken = 1 where id = ?", last);
  await page.getByRole("button", { name: "Enroll in this group" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `“Last ${suffix}” is full (1 of 1 seats taken).` }),
  ).toBeVisible();
  expect(enrolmentsOf(user.email)).toEqual([]);
  expect(seatsTaken(full)).toBe(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent picks a clock and a group, names the child, and resets the feed with plain posts", async ({
    page,
  }) => {
    const name = `Plain ${randomBytes(3).toString("hex")}`;
    const group = addGroup(name, 3);
    const parent = newUser("parent");
    await signUp(page.request, parent, "parent");

    await page.goto(`/courses/${SLUG}`);
    // No script: no clock is guessed; the page says so and offers the zones.
    await expect(
      page.getByText("Class times are shown on each group's own clock.", { exact: false }),
    ).toBeVisible();
    await page.getByLabel("Show times on the clock of").selectOption("Asia/Kolkata");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\?tz=Asia%2FKolkata/);
    await expect(page.getByText(/on the clock of Asia\/Kolkata/)).toBeVisible();

    // A parent's form asks for the child's name (the server refuses it missing:
    // app/.server/enrollments/actions.test.ts).
    await expect(page.getByLabel("Your child's name")).toHaveAttribute("required", "");
    await groupRadio(page, name).check();
    await page.getByLabel("Your child's name").fill("Aarav Sharma");
    await page.getByRole("button", { name: "Enroll in this group" }).click();
    await expect(page.getByText(`You're enrolled in “${name}”.`, { exact: false })).toBeVisible();
    expect(enrolmentsOf(parent.email)).toEqual([
      expect.objectContaining({ status: "upcoming", learnerName: "Aarav Sharma" }),
    ]);
    expect(seatsTaken(group)).toBe(1);

    await page.goto("/upcoming-courses");
    await expect(
      page.getByRole("list", { name: "Your next classes" }).getByText("For Aarav Sharma").first(),
    ).toBeVisible();

    await page.goto("/account-settings");
    await page.getByRole("button", { name: "Make my calendar link" }).click();
    const field = page.getByLabel("Your private calendar address");
    const first = await field.inputValue();
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
    await page.getByText("Reset link", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, reset my calendar link" }).click();
    await expect(
      page.getByText("Your calendar has a new address; the old one no longer works."),
    ).toBeVisible();
    expect(await field.inputValue()).not.toBe(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);

    // Cancelling the enrolment gives the seat back.
    await page.goto("/upcoming-courses");
    await page.getByText("Cancel enrollment", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, cancel enrollment" }).click();
    await expect(page.getByText("Your enrollment has been cancelled.")).toBeVisible();
    expect(seatsTaken(group)).toBe(0);
  });
});
