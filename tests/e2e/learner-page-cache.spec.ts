import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { execute, query } from "../support/db";
import { E2E_BASE_URL } from "../support/e2e-env";
import { newUser, signInAs } from "../support/users";

// The learner pages kept per session (docs/decisions/0051-learner-pages-kept-per-person.md):
// two learners never see each other's kept page, a sign-out is seen at once, the kept page
// hydrates with its fresh nonce, and an admin's cancellation of a group's class shows on the
// learner's very next request.

test.describe.configure({ timeout: 90_000 });

// A course no other spec places learners in by this file's group names.
const SLUG = "spanish-for-beginners-a1";
// The course-page test's own course: the other tests here run beside it and add groups to
// SLUG's course, which changes that course page's data for every visitor (a kept page is then
// rendered anew, as it should be), so it would not be the same page the test kept.
const COURSE_PAGE_SLUG = "mandarin-for-young-learners";

function courseId(slug: string): string {
  const row = query<{ id: string }>("select id from course where slug = ?", slug)[0];
  return row?.id ?? query<{ id: string }>("select id from course order by position limit 1")[0]!.id;
}

/** An open group of the course with two classes, 3 and 10 days from now. */
function addGroup(name: string, slug = SLUG): string {
  const id = `e2e-kept-${randomBytes(5).toString("hex")}`;
  const at = new Date().toISOString();
  execute(
    `insert into cohort (id, courseId, name, anchorZone, capacity, seatsTaken, startDate, status,
       cancelReason, defaultMeetingUrl, createdAt, updatedAt, version)
     values (?, ?, ?, 'UTC', 10, 0, ?, 'open', null, null, ?, ?, 1)`,
    id,
    courseId(slug),
    name,
    at.slice(0, 10),
    at,
    at,
  );
  for (const days of [3, 10]) {
    const startsAt = new Date(Date.now() + days * 86_400_000).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
    execute(
      `insert into classSession (id, seriesId, cohortId, occurrenceKey, startsAt, endsAt, teacherId,
         meetingUrl, status, cancelReason, edited, gapShifted, sequence, createdAt, updatedAt, version)
       values (?, null, ?, ?, ?, ?, null, null, 'scheduled', null, 0, 0, 0, ?, ?, 1)`,
      `${id}-d${days}`,
      id,
      startsAt.slice(0, 10),
      startsAt,
      endsAt,
      at,
      at,
    );
  }
  return id;
}

/** Enrols the user in the course and places them in the group. */
function place(email: string, group: string, slug = SLUG) {
  const user = query<{ id: string }>("select id from user where email = ?", email)[0]!.id;
  const enrollment = `e2e-kept-e-${randomBytes(5).toString("hex")}`;
  const at = new Date().toISOString();
  execute(
    `insert into enrollment (id, userId, courseId, status, learnerName, createdAt, updatedAt, version)
     values (?, ?, ?, 'upcoming', null, ?, ?, 1)`,
    enrollment,
    user,
    courseId(slug),
    at,
    at,
  );
  execute(
    `insert into cohortMember (id, cohortId, enrollmentId, status, placedAt, leftAt, version)
     values (?, ?, ?, 'active', ?, null, 1)`,
    `${enrollment}-m`,
    group,
    enrollment,
    at,
  );
}

/** The page twice: the second answer is the kept one. */
async function kept(page: Page, path: string) {
  await page.request.get(path);
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect(answer.headers()["x-cache"]).toBe("KEPT");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  return answer;
}

test("two learners never see each other's kept page; a sign-out is seen at once; the kept page hydrates", async ({
  browser,
}) => {
  const group = addGroup(`Kept ${randomBytes(3).toString("hex")}`);
  const groupName = query<{ name: string }>("select name from cohort where id = ?", group)[0]!.name;
  const people = [newUser("learner", "Asha Keptone"), newUser("learner", "Bela Kepttwo")];
  const sessions = await Promise.all(
    people.map(async (user) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, "learner", user);
      return { user, context, page };
    }),
  );
  place(people[0]!.email, group);

  for (const path of ["/upcoming-courses", "/account-settings"]) {
    const [asha, bela] = await Promise.all(
      sessions.map(async (s) => (await kept(s.page, path)).text()),
    );
    expect(asha).toContain("Asha Keptone");
    expect(asha).not.toContain("Bela Kepttwo");
    expect(bela).toContain("Bela Kepttwo");
    expect(bela).not.toContain("Asha Keptone");
    if (path === "/upcoming-courses") {
      expect(asha).toContain(groupName);
      expect(bela).not.toContain(groupName);
    }
  }
  // Two nonces are never the same: each kept answer gets its own.
  const [first, second] = [
    await sessions[0]!.page.request.get("/upcoming-courses"),
    await sessions[0]!.page.request.get("/upcoming-courses"),
  ];
  expect(first.headers()["content-security-policy"]).not.toBe(
    second.headers()["content-security-policy"],
  );

  // The kept page runs: its scripts carry the fresh nonce the policy names.
  const asha = sessions[0]!;
  const errors: string[] = [];
  asha.page.on("pageerror", (e) => errors.push(String(e)));
  asha.page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const visit = await asha.page.goto("/upcoming-courses");
  expect(visit?.headers()["x-cache"]).toBe("KEPT");
  await asha.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(asha.page.getByText(groupName).first()).toBeVisible();
  expect(errors).toEqual([]);

  // Signed out: the very next request is not the kept page.
  const out = await asha.page.request.post("/api/auth/sign-out", {
    data: {},
    headers: { origin: E2E_BASE_URL },
  });
  expect(out.ok()).toBe(true);
  const after = await asha.page.request.get("/upcoming-courses", { maxRedirects: 0 });
  expect(after.status()).toBe(302);
  expect(after.headers()["location"]).toMatch(/^\/login/);
  // The other learner's kept page is still theirs.
  expect((await sessions[1]!.page.request.get("/upcoming-courses")).headers()["x-cache"]).toBe(
    "KEPT",
  );
  for (const s of sessions) await s.context.close();
});

test("an admin's cancellation of a group's class shows on the learner's next request", async ({
  browser,
}) => {
  const group = addGroup(`Kept admin ${randomBytes(3).toString("hex")}`);
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const learner = (await signInAs(learnerPage, "learner"))!;
  place(learner.email, group);
  const before = await (await kept(learnerPage, "/upcoming-courses")).text();
  expect(before).not.toContain("Room being repainted");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin");
  await admin.goto(`/admin/classes/${group}`);
  const table = admin.getByRole("region", { name: "Classes of this group" });
  await table.getByRole("link", { name: "Change or cancel" }).first().click();
  await admin.getByText("Cancel this class…").click();
  const cancel = admin.getByRole("form", { name: "Cancel this class" });
  await cancel.getByLabel("Reason").fill("Room being repainted");
  await cancel.getByRole("button", { name: "Yes, cancel this class" }).click();
  await expect(admin.getByText("Class cancelled.", { exact: true })).toBeVisible();

  // No waiting: the learner's next request is rendered anew and shows it, then is kept again.
  const next = await learnerPage.request.get("/upcoming-courses");
  expect(next.headers()["x-cache"]).toBeUndefined();
  expect(await next.text()).toContain("Room being repainted");
  const again = await learnerPage.request.get("/upcoming-courses");
  expect(again.headers()["x-cache"]).toBe("KEPT");
  expect(await again.text()).toContain("Room being repainted");
  await learnerContext.close();
  await adminContext.close();
});

test("a signed-in course page is kept per session: each visitor's own, an enrolment seen on the next request", async ({
  browser,
}) => {
  const group = addGroup(`Kept course ${randomBytes(3).toString("hex")}`, COURSE_PAGE_SLUG);
  const people = [newUser("learner", "Chitra Keptcourse"), newUser("learner", "Dara Keptcourse")];
  const [chitra, dara] = await Promise.all(
    people.map(async (user) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, "learner", user);
      return { user, context, page };
    }),
  );
  const path = `/courses/${COURSE_PAGE_SLUG}`;
  for (const [self, other] of [
    [chitra!, dara!],
    [dara!, chitra!],
  ] as const) {
    const html = await (await kept(self.page, path)).text();
    expect(html).toContain(self.user.name);
    expect(html).not.toContain(other.user.name);
    expect(html).not.toContain("Your status");
  }

  // Placed in a group by another hand: her next request is rendered anew and shows it.
  place(chitra!.user.email, group, COURSE_PAGE_SLUG);
  const next = await chitra!.page.request.get(path);
  expect(next.headers()["x-cache"]).toBeUndefined();
  expect(await next.text()).toContain("Your status");
  expect((await kept(chitra!.page, path)).headers()["x-cache"]).toBe("KEPT");
  // The other visitor's kept page did not change, and never shows hers.
  const theirs = await dara!.page.request.get(path);
  expect(theirs.headers()["x-cache"]).toBe("KEPT");
  expect(await theirs.text()).not.toContain("Your status");

  // The kept page runs in the browser with its fresh nonce.
  const errors: string[] = [];
  chitra!.page.on("pageerror", (e) => errors.push(String(e)));
  chitra!.page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const visit = await chitra!.page.goto(path);
  expect(visit?.headers()["x-cache"]).toBe("KEPT");
  await chitra!.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(chitra!.page.getByTestId("enrollment-status")).toBeVisible();
  expect(errors).toEqual([]);
  for (const s of [chitra!, dara!]) await s.context.close();
});
