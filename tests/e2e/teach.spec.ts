import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";
import {
  newUser,
  SEEDED_TEACHERS,
  signInAs,
  signInAsSeededTeacher,
  signUp,
} from "../support/users";

// The teacher area (docs/classes.md "Teacher area"): a seeded teacher (Meera Iyer, Asia/Kolkata,
// app/.server/classes/writes-seed.ts) sees her week on her clock, opens a class's roster and
// edits her availability and time off, with and without JavaScript, at a phone's and a laptop's
// width, axe-clean. Outsiders are kept out of all of it.

const MEERA = SEEDED_TEACHERS.meera;
const ZONE = "Asia/Kolkata";

/** Her next class still to come, as the seed placed it around today. */
function nextSession() {
  const [row] = query<{ id: string; startsAt: string; endsAt: string; cohortId: string }>(
    `select id, startsAt, endsAt, cohortId from classSession
      where teacherId = ? and status = 'scheduled' and startsAt > ? order by startsAt limit 1`,
    MEERA.id,
    new Date().toISOString(),
  );
  expect(row, "the seed gives Meera classes to come").toBeDefined();
  return row;
}

const onHerClock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

/** The Monday (yyyy-mm-dd) of the week an instant falls in, on her clock. */
function mondayOnHerClock(iso: string): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(iso));
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** A parent's enrolment placed in the class's group, naming the child on the demo it came from. */
async function placeParent(page: Page, cohortId: string) {
  const parent = newUser("teach-parent", `Parent ${randomUUID().slice(0, 6)}`);
  await signUp(page.context().request, parent, "parent");
  const [{ id: userId }] = query<{ id: string }>(
    "select id from user where email = ?",
    parent.email,
  );
  const [{ courseId }] = query<{ courseId: string }>(
    "select courseId from cohort where id = ?",
    cohortId,
  );
  const at = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const enrollmentId = randomUUID();
  const memberId = randomUUID();
  const bookingId = randomUUID();
  execute(
    "insert into enrollment (id, userId, courseId, status, createdAt, updatedAt) values (?, ?, ?, 'subscribed', ?, ?)",
    enrollmentId,
    userId,
    courseId,
    at,
    at,
  );
  execute(
    "insert into cohortMember (id, cohortId, enrollmentId, status, placedAt, leftAt) values (?, ?, ?, 'active', ?, null)",
    memberId,
    cohortId,
    enrollmentId,
    at,
  );
  execute(
    `insert into demoBooking (id, contactName, email, emailKey, phone, accountType, learnerName,
       subject, requestedStart, timeZone, status, createdAt, updatedAt, userId, enrollmentId)
     values (?, ?, ?, ?, '+91 98765 43210', 'parent', 'Kabir', 'Computing', ?, 'Asia/Kolkata',
       'completed', ?, ?, ?, ?)`,
    bookingId,
    parent.name,
    parent.email,
    parent.email,
    at,
    at,
    at,
    userId,
    enrollmentId,
  );
  // Other specs count the seed's groups: the rows go again when this test ends.
  const remove = () => {
    execute("delete from demoBooking where id = ?", bookingId);
    execute("delete from cohortMember where id = ?", memberId);
    execute("delete from enrollment where id = ?", enrollmentId);
  };
  await page.context().clearCookies();
  return { parent, remove };
}

test("a teacher sees her week on her clock, opens a class's roster, at 1366 and 390 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const session = nextSession();
  const { parent, remove } = await placeParent(page, session.cohortId);
  try {
    await signInAsSeededTeacher(page.request, "meera");
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, "/teach");
    await expect(page.getByRole("heading", { level: 1, name: "Your week" })).toBeVisible();
    await expect(page.getByTestId("zone-note")).toContainText(`Times are on your clock, ${ZONE}.`);
    await expect(page.getByRole("heading", { name: /^Today, / })).toBeVisible();

    // The week of her next class, from the address; the class at its time on her clock.
    const monday = mondayOnHerClock(session.startsAt);
    await open(page, `/teach?week=${monday}`);
    const link = page.locator(`a[href="/teach/sessions/${session.id}"]`).first();
    await expect(link).toBeVisible();
    const item = page.getByRole("listitem").filter({ has: link }).last();
    await expect(item).toContainText(
      `${onHerClock(session.startsAt)}–${onHerClock(session.endsAt)}`,
    );
    await expect(item.getByRole("link", { name: /^Meeting link/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );

    // Previous and next week are addresses of their own.
    const next = new Date(`${monday}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 7);
    await page.getByRole("link", { name: "Next week →" }).click();
    await expect(page).toHaveURL(`/teach?week=${next.toISOString().slice(0, 10)}`);
    await page.getByRole("link", { name: "← Previous week" }).click();
    await expect(page).toHaveURL(
      monday === mondayOnHerClock(new Date().toISOString()) ? /\/teach$/ : `/teach?week=${monday}`,
    );

    await page.locator(`a[href="/teach/sessions/${session.id}"]`).first().click();
    await expect(page).toHaveURL(`/teach/sessions/${session.id}`);
    await expect(page.getByText(`(your clock, ${ZONE})`)).toBeVisible();
    const roster = page.getByRole("list", { name: "Roster" });
    const kabir = roster.getByRole("listitem").filter({ hasText: "Kabir" });
    await expect(kabir).toContainText(`Enrolled by their parent, ${parent.name}`);
    await expect(kabir).toContainText("Active");

    for (const path of ["/teach", `/teach/sessions/${session.id}`, "/teach/availability"]) {
      await checkPage(page, path, { widths: [390, 1366] });
    }
  } finally {
    remove();
  }
});

test("a teacher edits her availability: a bad value is refused beside its field", async ({
  page,
}) => {
  await signInAsSeededTeacher(page.request, "meera");
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/teach/availability");
  const form = page.getByRole("form", { name: "Add a window" });
  const from = form.getByLabel("From (HH:MM)");
  await form.getByLabel("Day").selectOption({ label: "Monday" });
  await from.fill("25:00");
  await form.getByLabel("To (HH:MM)").fill("24:00");
  await form.getByRole("button", { name: "Add window" }).click();
  await expect(from).toHaveAccessibleDescription("Enter the start as HH:MM, e.g. 09:00.");
  await expect(from).toBeFocused();

  // The seed's Monday is 06:00–23:00: the last hour is free, the one before is not.
  await from.fill("22:30");
  await form.getByRole("button", { name: "Add window" }).click();
  await expect(from).toHaveAccessibleDescription(/^This overlaps your window Monday 06:00–23:00/);

  await from.fill("23:00");
  await form.getByRole("button", { name: "Add window" }).click();
  await expect(page.getByText("Window added.").first()).toBeVisible();
  const windows = page.getByRole("list", { name: "Weekly windows" });
  const added = windows.getByRole("button", { name: "Delete Monday 23:00–24:00" });
  await expect(added).toBeVisible();
  const audit = query<{ n: number }>(
    "select count(*) n from auditLog where actorId = ? and action = 'teacher.availability.add'",
    MEERA.id,
  );
  expect(audit[0].n).toBeGreaterThanOrEqual(1);
  await added.click();
  await expect(page.getByText("Window deleted.").first()).toBeVisible();
  await expect(added).toHaveCount(0);
  expect(
    query(
      "select id from teacherAvailability where teacherId = ? and weekday = 1 and startMinute = 1380",
      MEERA.id,
    ),
  ).toEqual([]);
});

test("the availability forms work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsSeededTeacher(context.request, "meera");
  await page.goto("/teach/availability");

  // A window whose end is not after its start: the server answers beside the end.
  const form = page.getByRole("form", { name: "Add a window" });
  await form.getByLabel("Day").selectOption({ label: "Tuesday" });
  await form.getByLabel("From (HH:MM)").fill("14:00");
  await form.getByLabel("To (HH:MM)").fill("13:00");
  await form.getByRole("button", { name: "Add window" }).click();
  const to = page.getByRole("form", { name: "Add a window" }).getByLabel("To (HH:MM)");
  await expect(to).toHaveAccessibleDescription("The end must be after the start.");
  await expect(to).toHaveValue("13:00");

  // Time off on her clock, listed on her clock, then deleted.
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const timeOff = page.getByRole("form", { name: "Add time off" });
  await timeOff.getByLabel("From").fill(`${day}T09:00`);
  await timeOff.getByLabel("To", { exact: true }).fill(`${day}T17:30`);
  await timeOff.getByLabel("Reason (optional)").fill("Doctor's appointment");
  await timeOff.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Time off added." })).toBeVisible();
  const [row] = query<{ id: string; startsAt: string; endsAt: string }>(
    "select id, startsAt, endsAt from teacherTimeOff where teacherId = ? and reason = ?",
    MEERA.id,
    "Doctor's appointment",
  );
  // 09:00 in Kolkata (UTC+05:30) is 03:30 UTC.
  expect(row.startsAt).toBe(`${day}T03:30:00.000Z`);
  expect(row.endsAt).toBe(`${day}T12:00:00.000Z`);
  const list = page.getByRole("list", { name: "Time off" });
  await expect(list).toContainText("09:00");
  await expect(list).toContainText("Doctor's appointment");
  await list.getByRole("button", { name: /^Delete time off from / }).click();
  await expect(page.getByRole("status").filter({ hasText: "Time off deleted." })).toBeVisible();
  expect(query("select id from teacherTimeOff where id = ?", row.id)).toEqual([]);

  // The zone, saved as it is (other specs read her clock).
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Time zone saved." })).toBeVisible();
  await expect(page.getByLabel("Your time zone")).toHaveValue(ZONE);
  await context.close();
});

test("a teacher's avatar menu adds Teaching, and the admin panel answers her as a learner", async ({
  page,
}) => {
  await signInAsSeededTeacher(page.request, "meera");
  await open(page, "/");
  await page.getByRole("button", { name: `Account menu for ${MEERA.name}` }).click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
    "Profile",
    "Subscribed courses",
    "Upcoming courses",
    "Completed courses",
    "Teaching",
    "Logout",
  ]);
  await page.getByRole("menuitem", { name: "Teaching" }).click();
  await expect(page).toHaveURL(/\/teach$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/not-found$/);
  const post = await page.request.post("/admin/users/invite", {
    form: { intent: "invite", email: "sneaky@example.com", role: "teacher" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
});

test("outsiders never reach the teacher area, its data or its changes", async ({ page }) => {
  const session = nextSession();
  const forgedWindows = () =>
    query(
      "select id from teacherAvailability where weekday = 3 and startMinute = 60 and endMinute = 120",
    );
  for (const role of ["anonymous", "learner"] as const) {
    await page.context().clearCookies();
    await signInAs(page, role);
    const forged = await page.request.post("/teach/availability", {
      form: { intent: "addWindow", weekday: "3", start: "01:00", end: "02:00" },
      maxRedirects: 0,
    });
    expect(forged.status(), role).toBe(role === "anonymous" ? 401 : 403);
    for (const path of ["/teach.data", `/teach/sessions/${session.id}.data`]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      const body = await res.text();
      expect(body, `${role} ${path}`).toContain(role === "anonymous" ? "/login" : "/not-found");
      expect(body, `${role} ${path}`).not.toContain("meet.jit.si");
    }
  }
  // A learner, and another teacher, find no class of Meera's.
  await page.context().clearCookies();
  await signInAs(page, "teacher");
  const res = await page.goto(`/teach/sessions/${session.id}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  expect(forgedWindows()).toEqual([]);
});

test("an admin invites a teacher, who lands on her week; makes a learner a teacher and back", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, "admin");
  await open(page, "/admin/users/invite");
  const email = `invited-teacher-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role").selectOption("teacher");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/^Teacher invitation sent\./).first()).toBeVisible();
  const pending = page
    .getByRole("region", { name: "Pending invitations" })
    .getByRole("row")
    .filter({ hasText: email });
  await expect(pending).toContainText("Teacher");
  const [mail] = query<{ text: string; subject: string }>(
    `select text, subject from emailOutbox where "to" = ? and kind = 'admin-invite'`,
    email,
  );
  expect(mail.subject).toMatch(/invited to teach/);
  const link = /(\/invite\?token=[A-Za-z0-9_-]{43})\b/.exec(mail.text)![1];

  // The invitee, without JavaScript, in a browser of her own.
  const invitee = await browser.newContext({ javaScriptEnabled: false });
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await expect(
    inviteePage.getByRole("heading", { name: "Create your teacher account" }),
  ).toBeVisible();
  await inviteePage.getByLabel("Name").fill("Invited Teacher");
  await inviteePage.getByLabel("Password").fill("a-long-teacher-password");
  await inviteePage.getByRole("button", { name: "Create teacher account" }).click();
  await expect(inviteePage).toHaveURL(/\/teach$/);
  await expect(inviteePage.getByRole("heading", { level: 1, name: "Your week" })).toBeVisible();
  expect(query<{ role: string }>("select role from user where email = ?", email)).toEqual([
    { role: "teacher" },
  ]);
  await invitee.close();

  // A learner made a teacher on their page, and back; the audit names both changes.
  const learner = newUser("to-teach", `Learner ${randomUUID().slice(0, 6)}`);
  const elsewhere = await browser.newContext();
  await signUp(elsewhere.request, learner);
  await elsewhere.close();
  const [{ id }] = query<{ id: string }>("select id from user where email = ?", learner.email);
  await open(page, `/admin/users/${id}`);
  await expect(page.getByTestId("role")).toHaveText("User");
  await page.getByRole("button", { name: "Make teacher" }).click();
  await expect(page.getByText(`${learner.name} is now a teacher.`).first()).toBeVisible();
  await expect(page.getByTestId("role")).toHaveText("Teacher");
  await page.getByRole("button", { name: "Remove teacher role" }).click();
  await expect(page.getByText(`${learner.name} is no longer a teacher.`).first()).toBeVisible();
  await expect(page.getByTestId("role")).toHaveText("User");
  expect(
    query<{ n: number }>(
      "select count(*) n from auditLog where action = 'user.role' and entityId = ?",
      id,
    )[0].n,
  ).toBe(2);

  // A teacher who still runs classes keeps the role until they go to someone else.
  await open(page, `/admin/users/${MEERA.id}`);
  await page.getByRole("button", { name: "Remove teacher role" }).click();
  await expect(page.getByRole("form", { name: "Teacher role" }).getByRole("alert")).toContainText(
    /^They teach \d+ upcoming classes/,
  );
  expect(query<{ role: string }>("select role from user where id = ?", MEERA.id)).toEqual([
    { role: "teacher" },
  ]);
});
