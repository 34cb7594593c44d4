import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { E2E_BASE_URL } from "../support/e2e-env";
import { open } from "../support/navigation";
import { newUser, signInAs, signUp } from "../support/users";

// Enrolling on a course page, the learner's three course lists and cancelling
// (docs/product.md §4.4, §4.5). Each test uses its own user; the courses are the seeded catalogue.

test.describe.configure({ timeout: 90_000 });

const COURSE = "primary-computing";

function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

function enrollmentsOf(email: string) {
  return query<{ id: string; status: string; slug: string }>(
    `select e.id, e.status, c.slug from enrollment e
       join course c on c.id = e.courseId
       join user u on u.id = e.userId
      where u.email = ? order by c.slug`,
    email,
  );
}

function courseTitle(slug: string): string {
  return query<{ title: string }>("select title from course where slug = ?", slug)[0].title;
}

test("a visitor sees 'Sign in to enroll', signs in and comes back to the course to enrol", async ({
  page,
}) => {
  const user = newUser("enrol-guest");
  await signUp(page.request, user);
  await page.context().clearCookies();

  await open(page, `/courses/${COURSE}`);
  await expect(page.getByRole("link", { name: "Book a free demo" }).first()).toBeVisible();
  const signIn = page.getByRole("link", { name: "Sign in to enroll" });
  await expect(signIn).toHaveAttribute("href", `/login?redirectTo=%2Fcourses%2F${COURSE}`);
  await expect(page.getByRole("button", { name: "Enroll" })).toHaveCount(0);
  // Signed out, the course page is the page sweep's, which runs axe on it (page-sweep.spec.ts).

  await signIn.click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${COURSE}$`));
  await expect(page.getByRole("button", { name: "Enroll" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to enroll" })).toHaveCount(0);
});

test("enrol, see the status, find it in upcoming courses, cancel it and enrol again", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner"))!;
  const title = courseTitle(COURSE);
  await open(page, `/courses/${COURSE}`);
  await expectNoAxeViolations(page, "course page, signed in");

  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(toast(page)).toContainText("Enrolled!");
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  await expect(page.getByRole("button", { name: "Enroll" })).toHaveCount(0);
  expect(enrollmentsOf(user.email)).toEqual([expect.objectContaining({ status: "upcoming" })]);
  await expectNoAxeViolations(page, "course page with an enrollment");

  // The status survives a reload (it comes from the server, not from client state).
  await open(page, `/courses/${COURSE}`);
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  await page.getByRole("link", { name: "See your upcoming courses" }).click();
  await expect(page).toHaveURL(/\/upcoming-courses$/);
  // The course cards sit under "Courses starting soon", below the next classes.
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();

  // Cancel asks first; "Keep it" changes nothing.
  await page.getByText("Cancel enrollment", { exact: true }).click();
  await expect(page.getByText(`Cancel your enrollment in ${title}?`)).toBeVisible();
  await expectNoAxeViolations(page, "upcoming courses with the cancel step open");
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("button", { name: "Yes, cancel enrollment" })).toBeHidden();
  expect(enrollmentsOf(user.email)[0].status).toBe("upcoming");

  await page.getByText("Cancel enrollment", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel enrollment" }).click();
  await expect(toast(page)).toContainText("Enrollment cancelled");
  await expect(page.getByText("You have no upcoming courses.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse courses" })).toHaveAttribute(
    "href",
    "/courses",
  );
  expect(enrollmentsOf(user.email)[0].status).toBe("cancelled");

  await open(page, `/courses/${COURSE}`);
  await expect(page.getByText("You cancelled your enrollment; you can enrol again.")).toBeVisible();
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  expect(enrollmentsOf(user.email)).toEqual([expect.objectContaining({ status: "upcoming" })]);
});

test("the course page shows the current status and cancel only while upcoming", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner"))!;
  await open(page, `/courses/${COURSE}`);
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  await page.getByText("Cancel enrollment", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel enrollment" }).click();
  await expect(page.getByRole("button", { name: "Enroll" })).toBeVisible();
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");

  execute(
    "update enrollment set status = 'subscribed' where id = ?",
    enrollmentsOf(user.email)[0].id,
  );
  await open(page, `/courses/${COURSE}`);
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Subscribed");
  await expect(page.getByText("Cancel enrollment", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See your subscribed courses" })).toHaveAttribute(
    "href",
    "/subscribed-courses",
  );
});

test("each list shows only its own status as course cards, the others their empty state", async ({
  page,
}) => {
  const user = (await signInAs(page, "learner"))!;
  const slugs = query<{ slug: string; title: string }>(
    "select slug, title from course where published = 1 order by position limit 3",
  );
  for (const { slug } of slugs) {
    await open(page, `/courses/${slug}`);
    // The seed gives the first courses open class groups: enrolling there picks one
    // (learner-classes.spec.ts covers that flow).
    const groups = page.getByRole("form", { name: "Enroll in a class group" });
    if (await groups.isVisible()) {
      await groups.getByRole("radio", { disabled: false }).first().check();
      await groups.getByRole("button", { name: "Enroll in this group" }).click();
    } else {
      await page.getByRole("button", { name: "Enroll" }).click();
    }
    await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
  }
  const rows = enrollmentsOf(user.email);
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  execute("update enrollment set status = 'subscribed' where id = ?", bySlug.get(slugs[0].slug));
  execute("update enrollment set status = 'completed' where id = ?", bySlug.get(slugs[1].slug));

  const expectations = [
    { path: "/subscribed-courses", heading: "Subscribed courses", course: slugs[0] },
    { path: "/completed-courses", heading: "Completed courses", course: slugs[1] },
    { path: "/upcoming-courses", heading: "Upcoming courses", course: slugs[2] },
  ];
  for (const { path, heading, course } of expectations) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("link", { name: course.title })).toHaveAttribute(
      "href",
      `/courses/${course.slug}`,
    );
    await expect(page.getByText("Cancel enrollment", { exact: true })).toHaveCount(
      path === "/upcoming-courses" ? 1 : 0,
    );
    // Axe on each list with course cards in it: the page sweep's learner has some in each.
  }
});

test("empty lists each say so and link to the catalogue", async ({ page }) => {
  await signInAs(page, "learner");
  const empty = {
    "/subscribed-courses": "You haven't subscribed to a course yet.",
    "/upcoming-courses": "You have no upcoming courses.",
    "/completed-courses": "You haven't completed a course yet.",
  };
  for (const [path, text] of Object.entries(empty)) {
    await open(page, path);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("link", { name: "Browse courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  }
  await open(page, "/completed-courses");
  await expectNoAxeViolations(page, "empty completed courses");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("enrolling and cancelling work as plain form posts", async ({ page }) => {
    const user = (await signInAs(page, "learner"))!;
    await page.goto(`/courses/${COURSE}`);
    await page.getByRole("button", { name: "Enroll" }).click();
    await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");
    await expect(
      page.getByText("You're enrolled. The course is in your upcoming courses."),
    ).toBeVisible();

    await page.goto("/upcoming-courses");
    await page.getByText("Cancel enrollment", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, cancel enrollment" }).click();
    await expect(page.getByText("Your enrollment has been cancelled.")).toBeVisible();
    await expect(page.getByText("You have no upcoming courses.")).toBeVisible();
    expect(enrollmentsOf(user.email)[0].status).toBe("cancelled");
  });
});

test("a learner's status never leaks into the page cached for visitors", async ({
  page,
  browser,
}) => {
  // Warm the anonymous cache first, then enrol, then look again as a visitor.
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(`/courses/${COURSE}`);
  expect(await anonymous.text()).toContain("Sign in to enroll");

  await signInAs(page, "learner");
  const mine = await page.request.get(`/courses/${COURSE}`);
  expect(mine.headers()["cache-control"]).toContain("no-store");
  expect(mine.headers()["x-cache"]).toBeUndefined();
  await open(page, `/courses/${COURSE}`);
  await page.getByRole("button", { name: "Enroll" }).click();
  await expect(page.getByTestId("enrollment-status")).toHaveText("Your status: Upcoming");

  for (let i = 0; i < 2; i++) {
    const again = await visitor.request.get(`/courses/${COURSE}`);
    const html = await again.text();
    expect(html).toContain("Sign in to enroll");
    expect(html).not.toContain("Your status:");
  }
  await visitor.close();
});

test("enrolling is refused on the server without a session", async ({ request }) => {
  const courseId = query<{ id: string }>("select id from course where slug = ?", COURSE)[0].id;
  const res = await request.post(`/courses/${COURSE}`, {
    form: { intent: "enroll", courseId },
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toContain("/login?redirectTo=");
});
