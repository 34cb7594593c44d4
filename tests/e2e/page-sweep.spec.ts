import { expect, request as newRequest, test as base, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { E2E_BASE_URL } from "../support/e2e-env";
import { checkPage, sweptPages, unsweptPaths } from "../support/page-sweep";
import { newUser, promoteToAdmin, signInAsSeededTeacher, signUp } from "../support/users";

// Every page of the route table, each loaded once per width: no page wider than the screen at
// 320, 390, 768 or 1366 px (issue 13), and axe-clean at 390 and 1366 px, on the same loads
// (tests/support/page-sweep.ts; docs/decisions/0027-one-page-sweep.md). One test per page, so
// the pages spread over the workers and a slow page never holds up the others.

type Cookies = Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>>;

/**
 * One learner (with a course in each list), one admin and a seeded teacher (with classes in
 * their week) per worker, signed in once.
 */
const test = base.extend<
  object,
  { learnerCookies: Cookies; adminCookies: Cookies; teacherCookies: Cookies }
>({
  learnerCookies: [
    async ({}, use) => {
      const ctx = await newRequest.newContext({ baseURL: E2E_BASE_URL });
      // A long name: the learner layout's header must still fit a phone.
      const user = newUser("sweep-learner", "Priyadarshini Venkataraman-Subramanian");
      await signUp(ctx, user);
      const [{ id }] = query<{ id: string }>("select id from user where email = ?", user.email);
      const courses = query<{ id: string }>("select id from course order by id limit 6");
      const statuses = [
        "subscribed",
        "upcoming",
        "completed",
        "upcoming",
        "subscribed",
        "completed",
      ];
      const now = new Date().toISOString();
      courses.forEach((c, i) =>
        execute(
          "insert into enrollment (id, userId, courseId, status, createdAt, updatedAt) values (?, ?, ?, ?, ?, ?)",
          randomUUID(),
          id,
          c.id,
          statuses[i],
          now,
          now,
        ),
      );
      await use((await ctx.storageState()).cookies);
      await ctx.dispose();
    },
    { scope: "worker" },
  ],
  adminCookies: [
    async ({}, use) => {
      const ctx = await newRequest.newContext({ baseURL: E2E_BASE_URL });
      const user = newUser("sweep-admin", "Administrator With A Long Name");
      await signUp(ctx, user);
      promoteToAdmin(user.email);
      await use((await ctx.storageState()).cookies);
      await ctx.dispose();
    },
    { scope: "worker" },
  ],
  teacherCookies: [
    async ({}, use) => {
      const ctx = await newRequest.newContext({ baseURL: E2E_BASE_URL });
      await signInAsSeededTeacher(ctx, "meera");
      await use((await ctx.storageState()).cookies);
      await ctx.dispose();
    },
    { scope: "worker" },
  ],
});

test("every page of the route table is swept or named where it is checked", () => {
  expect(
    unsweptPaths(),
    "give these a sample address or a line in CHECKED_ELSEWHERE (tests/support/page-sweep.ts)",
  ).toEqual([]);
});

test.describe("every page fits the screen and is axe-clean", () => {
  // Four loads and two axe runs: up to 40 s seen on a machine busy with other runs.
  test.describe.configure({ timeout: 120_000 });
  for (const { url, visitor, axe } of sweptPages()) {
    test(`${visitor} ${url}`, async ({ page, learnerCookies, adminCookies, teacherCookies }) => {
      if (visitor === "learner") await page.context().addCookies(learnerCookies);
      if (visitor === "teacher") await page.context().addCookies(teacherCookies);
      if (visitor === "admin") await page.context().addCookies(adminCookies);
      await checkPage(page, url, { axe });
    });
  }
});
