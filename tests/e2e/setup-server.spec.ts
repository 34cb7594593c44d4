import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { ADMIN_ENDPOINTS, ADMIN_PAGES, SOME_ID } from "../support/admin-addresses";
import { expectNoAxeViolations } from "../support/axe";
import { execute, query } from "../support/db";
import { E2E_SETUP_BASE_URL, e2eDbFile } from "../support/e2e-env";
import { open } from "../support/navigation";
import { signInAs, type Role } from "../support/users";

// The setup server's tests (playwright.config.ts, project "setup-server"), in this order and
// one at a time, on a server no other test talks to: the first run, against a database with no
// admin yet; then, while its admin is still the only one, the last-admin rule; last the forged
// posts, which compare whole tables before and after, so nothing else may write meanwhile. One
// file keeps the order (its tests run in the order written, in one worker) and lets the project
// start with the others instead of waiting, as projects chained by dependencies do, for every
// other test to finish (docs/decisions/0040-ci-stages-side-by-side.md, "Fifth round").

function setupToken(): string {
  const db = new SQLite(e2eDbFile(), { readonly: true });
  const row = db.prepare("select value from appSetting where key = 'setupToken'").get() as
    { value: string } | undefined;
  db.close();
  if (!row) throw new Error("the server printed no setup token");
  return row.value;
}

test("first run: the one-time /setup link creates the first admin, then closes", async ({
  page,
}) => {
  const token = setupToken();

  const wrong = await page.goto("/setup?token=not-the-token");
  expect(wrong?.status()).toBe(404);
  expect((await page.goto("/setup"))?.status()).toBe(404);

  await page.goto(`/setup?token=${token}`);
  await expect(page.getByRole("heading", { name: "Create the first admin" })).toBeVisible();
  await expectNoAxeViolations(page, "/setup");

  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();

  await page.getByLabel("Name").fill("Priya Admin");
  await page.getByLabel("Email").fill("first-admin@example.com");
  await page.getByLabel("Password").fill("a-long-admin-password");
  await page.getByRole("button", { name: "Create admin account" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();

  const again = await page.goto(`/setup?token=${token}`);
  expect(again?.status()).toBe(404);
});

const LAST_ADMIN =
  "This is the last admin: the school must keep one. Make someone else an admin first.";

const userRow = (email: string) =>
  query<{ id: string; role: string }>("select id, role from user where email = ?", email)[0];

test("the only admin cannot remove their own admin role", async ({ page }) => {
  // Right after the first run made the first admin, before any other test made another.
  expect(query<{ n: number }>("select count(*) n from user where role = 'admin'")[0].n).toBe(1);
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: "first-admin@example.com", password: "a-long-admin-password" },
  });
  expect(res.ok()).toBe(true);
  const me = userRow("first-admin@example.com");
  await open(page, `/admin/users/${me.id}`);
  await page.getByText("Remove my admin role…", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, remove my admin role" }).click();
  await expect(page.getByRole("form", { name: "Role" }).getByRole("alert")).toHaveText(LAST_ADMIN);
  expect(userRow("first-admin@example.com").role).toBe("admin");
  // Their own account is deleted from their Profile page, never here.
  await expect(page.getByRole("button", { name: "Delete this account" })).toHaveCount(0);
  await expect(page.getByText("This is your own account.")).toBeVisible();
});

// What any admin change would leave behind: its audit row, and the rows it touches.
function footprint() {
  const [counts] = query<Record<string, number | string | null>>(
    `select (select count(*) from auditLog) as audit,
            (select count(*) from user) as users,
            (select count(*) from user where role = 'admin') as admins,
            (select count(*) from emailOutbox) as mails,
            (select count(*) from contactReply) as replies,
            (select count(*) from adminInvite) as invites,
            (select coalesce(sum(version), 0) from user) as userVersions,
            (select coalesce(sum(version), 0) from contactMessage) as messageVersions,
            (select coalesce(sum(version), 0) from newsletterSubscriber) as subscriberVersions,
            (select coalesce(sum(version), 0) from enrollment) as enrollmentVersions,
            (select coalesce(sum(version), 0) from demoBooking) as bookingVersions,
            (select count(*) from bookingReminder) as reminders,
            (select count(*) from blogPost) as posts,
            (select coalesce(sum(version), 0) from blogPost) as postVersions,
            (select coalesce(sum(version), 0) from course) as courseVersions,
            (select count(*) from course) as courses,
            (select count(*) from media) as media,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(position), 0)
               from testimonial) as testimonials,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(position), 0)
               from faqItem) as faqItems,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(position), 0)
               from helpItem) as helpItems,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(position), 0)
               from featureCard) as featureCards,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(position), 0)
               from boardLogo) as boardLogos,
            (select value from appSetting where key = 'contentVersion') as contentVersion,
            (select count(*) from newsletterIssue) as issues,
            (select coalesce(sum(version), 0) from newsletterIssue) as issueVersions,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(seatsTaken), 0)
               from cohort) as cohorts,
            (select count(*) from cohortTeacher) as cohortTeachers,
            (select count(*) || ':' || coalesce(sum(version), 0) from cohortMember) as cohortMembers,
            (select count(*) || ':' || coalesce(sum(version), 0) from classSeries) as classSeries,
            (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(sequence), 0)
               from classSession) as classSessions,
            (select count(*) from newsletterDelivery) as deliveries`,
  );
  return counts;
}

/** A fresh demo request (version 1), which every booking action could change. */
function requestedBooking(): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  const email = `forged-${id.slice(0, 8)}@example.com`;
  execute(
    `insert into demoBooking (id, contactName, email, emailKey, phone, accountType, subject,
       requestedStart, timeZone, status, createdAt, updatedAt, manageToken)
     values (?, 'Forged Target', ?, ?, '+91 98765 43210', 'parent', 'Mathematics', ?,
       'Asia/Kolkata', 'requested', ?, ?, ?)`,
    id,
    email,
    email,
    new Date(Date.now() - 86_400_000).toISOString(),
    at,
    at,
    randomUUID().replace(/-/g, ""),
  );
  return id;
}

for (const role of ["anonymous", "learner", "teacher"] as Role[]) {
  test(`forged posts from ${role === "anonymous" ? "an anonymous visitor" : `a ${role}`} to every admin address change nothing`, async ({
    page,
  }) => {
    // Every admin address and its .data twin, times every forged body, twice: about 3,400
    // requests, 6–10 s on a quiet machine with eight in flight (a minute or more one at a time).
    test.setTimeout(240_000);
    await signInAs(page, role);
    // The same requests with the same session cookie, sent with Node's fetch: the page's
    // (page.request) asks the browser for its cookies before every request and hands back any
    // it is given after, two round trips to Chromium per post, and any Playwright request
    // context costs more of this worker's CPU per request than the server's refusal
    // (docs/decisions/0054-cheaper-browser-tests.md).
    const cookie = (await page.context().cookies(E2E_SETUP_BASE_URL))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    const forge = async (target: string, init: RequestInit) => {
      const res = await fetch(new URL(target, E2E_SETUP_BASE_URL), {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      await res.arrayBuffer();
      return res.status;
    };
    const someUser = query<{ id: string }>("select id from user limit 1")[0]?.id ?? SOME_ID;
    const booking = requestedBooking();
    const before = footprint();
    const bodies: Record<string, string>[] = [
      { intent: "role", role: "admin", userId: someUser, version: "1" },
      { intent: "delete", version: "1" },
      { intent: "markRead", ids: SOME_ID },
      { intent: "reply", body: "Hello", version: "1" },
      { intent: "up", id: "landing-2", version: "1" },
      { intent: "hide", id: "landing-1", version: "1" },
      { intent: "save", question: "Forged?", answer: "Forged answer", group: "landing" },
      { intent: "resend" },
      { intent: "save", subject: "Forged issue", html: "<p>Forged</p>", version: "1" },
      { intent: "test" },
      { intent: "send", version: "1" },
      { email: "intruder@example.com" },
      // A demo booking's page (docs/admin.md "The demo-booking lifecycle"), for a real booking.
      ...["complete", "no-show", "convert"].map((intent) => ({ intent, version: "1" })),
      {
        intent: "confirm",
        version: "1",
        start: "2030-01-15T10:00",
        zone: "UTC",
        durationMinutes: "30",
        meetingLink: "https://meet.example.com/x",
        assigneeId: someUser,
      },
      { intent: "cancel", version: "1", reason: "Forged" },
      { intent: "notes", version: "1", notes: "Forged" },
      {
        intent: "publish",
        version: "1",
        title: "Forged",
        slug: "forged",
        excerpt: "x",
        category: "EDUCATION",
        image: "/images/blog/x",
        contentHtml: "<p>x</p>",
      },
    ];
    // A class group's page (docs/classes.md "Admin pages"), for a real group and its class.
    const cohort = query<{ id: string }>("select id from cohort limit 1")[0]?.id ?? SOME_ID;
    const session = query<{ id: string; version: number }>(
      "select id, version from classSession where cohortId = ? and status = 'scheduled' limit 1",
      cohort,
    )[0] ?? { id: SOME_ID, version: 1 };
    const enrollment = query<{ id: string }>("select id from enrollment limit 1")[0]?.id ?? SOME_ID;
    bodies.push(
      ...["open", "draft", "running", "completed"].map((status) => ({
        intent: "status",
        status,
        version: "1",
      })),
      { intent: "status", status: "cancelled", version: "1", reason: "Forged cancel" },
      { intent: "place", enrollmentId: enrollment },
      {
        intent: "series-create",
        fromDate: "2031-03-03",
        day1: "on",
        localStart: "17:00",
        durationMinutes: "60",
        ends: "count",
        count: "3",
        override: "on",
      },
      {
        intent: "session-cancel",
        sessionId: session.id,
        version: String(session.version),
        reason: "Forged",
      },
      {
        intent: "update",
        version: "1",
        name: "Forged group",
        anchorZone: "UTC",
        capacity: "1",
        startDate: "2031-01-01",
      },
    );
    // A real request's page as well as the made-up id's: each of its actions would apply.
    const pages = [...ADMIN_PAGES, `/admin/bookings/${booking}`, `/admin/classes/${cohort}`];
    const forged: { label: string; send: () => Promise<number> }[] = [];
    for (const path of [
      ...pages,
      ...pages.map((p) => `${p.replace(/\/$/, "")}.data`),
      ...ADMIN_ENDPOINTS,
    ]) {
      for (const form of bodies) {
        for (const target of [path, `${path}?index`]) {
          forged.push({
            label: `${role} POST ${target} ${form.intent ?? ""}`,
            send: () => forge(target, { method: "POST", body: new URLSearchParams(form) }),
          });
        }
      }
      forged.push({
        label: `${role} PUT ${path}`,
        send: () =>
          forge(path, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ role: "admin" }),
          }),
      });
    }
    // Eight at a time: one after the other, the round trips (not the server) took most of
    // the minute; the tables are compared once, after every post has been answered.
    // 401 to a visitor with no session, 403 to one signed in (server/admin-guard.ts): a 401 to
    // a learner would mean their cookie was not sent and the test proved less than it says.
    const refused = role === "anonymous" ? 401 : 403;
    let next = 0;
    const refusals: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < forged.length) {
          const { label, send } = forged[next++];
          const status = await send();
          if (status !== refused) refusals.push(`${label}: ${status}`);
        }
      }),
    );
    expect(refusals, `every forged change refused with ${refused}`).toEqual([]);
    expect(forged.length).toBeGreaterThan(2_000);
    expect(footprint()).toEqual(before);
  });
}
