import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { inFlight } from "../support/in-flight";
import { newUser, promoteToAdmin, signUp } from "../support/users";

// Issue 23, item 7: a refused form is shown again with what was sent, and every value that comes
// back is untrusted. A time zone of "a" posted to the no-JavaScript booking form made the
// re-rendered form throw in Intl.DateTimeFormat (a 500). Every form a page posts without
// JavaScript is posted here with hostile values in every field, and each answer must be a page
// (2xx, 3xx or 4xx), never a 5xx.

test.describe.configure({ timeout: 180_000 });

const HOSTILE = [
  "a",
  "",
  " ",
  "Etc/GMT+99",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "\u0000",
  "\u202e",
  "__proto__",
  "constructor",
  "-1",
  "1e309",
  "NaN",
  "2026-13-45",
  "9999-99-99T99:99",
  "00:99",
  "x".repeat(6000),
  "🙂",
  "%00",
];

// The posts each test sends with every form found (171 and 247 on 2026-11-27, less a margin
// for forms that come and go): a page that loses its forms fails here instead of passing emptier.
const PUBLIC_FLOOR = 150;
const ADMIN_FLOOR = 200;

interface PageForm {
  action: string;
  /** Hidden fields as the page gave them (intent, version, token, id). */
  hidden: Record<string, string>;
  /** The fields a visitor fills in. */
  fields: string[];
}

/** Every post form of a page's HTML, with its hidden fields and its other fields' names. */
function formsOf(html: string, path: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, attributes, body] = match;
    if (!/method="post"/i.test(attributes)) continue;
    const action = /action="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&") ?? path;
    const hidden: Record<string, string> = {};
    const fields = new Set<string>();
    for (const [tag] of body.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(tag)?.[1];
      if (!name) continue;
      if (/type="hidden"/.test(tag) || /type="submit"/.test(tag)) {
        hidden[name] = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
      } else fields.add(name);
    }
    if (fields.size) forms.push({ action: action.split("#")[0], hidden, fields: [...fields] });
  }
  return forms;
}

/**
 * Posts every form of the page with each hostile value in all of its fields, eight at a time
 * (tests/support/in-flight.ts), and checks every answer; the number of posts sent.
 */
async function postHostile(
  request: APIRequestContext,
  path: string,
  skipIntents: string[] = [],
): Promise<number> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const forms = formsOf(await res.text(), path).filter(
    (f) => !skipIntents.includes(f.hidden.intent ?? ""),
  );
  expect(forms.length, `${path} has forms`).toBeGreaterThan(0);
  const posts = forms.flatMap((form) => HOSTILE.map((value) => ({ form, value })));
  await inFlight(posts, async ({ form, value }) => {
    const data = { ...Object.fromEntries(form.fields.map((f) => [f, value])), ...form.hidden };
    const answer = await request.post(form.action, { form: data, maxRedirects: 0 });
    const label = `${form.action} ${form.hidden.intent ?? ""} ${JSON.stringify(value.slice(0, 20))}`;
    expect(answer.status(), label).toBeLessThan(500);
  });
  return posts.length;
}

/** A draft class group of the first course, the test's own (docs/classes.md "Admin pages"). */
function draftGroup(): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  const [course] = query<{ id: string }>("select id from course order by position limit 1");
  execute(
    `insert into cohort (id, courseId, name, anchorZone, capacity, startDate, createdAt, updatedAt)
     values (?, ?, 'Hostile values group', 'Asia/Kolkata', 5, '2031-01-06', ?, ?)`,
    id,
    course.id,
    at,
    at,
  );
  return id;
}

/** A booking made through the callable the booking form uses; its id and manage token. */
async function makeBooking(request: APIRequestContext) {
  const email = `hostile-${randomBytes(5).toString("hex")}@example.com`;
  const start = new Date(Date.now() + 5 * 86_400_000);
  start.setUTCHours(10, 30, 0, 0);
  const res = await request.post("/api/functions/bookDemoSession", {
    data: {
      data: {
        accountType: "student",
        contactName: "Hostile Values",
        grade: "Grade 9",
        email,
        phone: "+91 98765 43210",
        subject: "IGCSE Physics",
        requestedStart: start.toISOString(),
        timeZone: "Asia/Kolkata",
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const [row] = query<{ id: string; manageToken: string }>(
    "select id, manageToken from demoBooking where emailKey = ?",
    email,
  );
  return row;
}

test("every public form answers hostile values with a page, never a 5xx", async ({ request }) => {
  const booking = await makeBooking(request);
  let sent = 0;
  for (const path of [
    "/login",
    "/signup",
    "/forgot-password",
    "/contact",
    "/",
    "/get-started/student",
    "/get-started/parent",
    "/get-started/professional",
    `/manage-booking/${booking.manageToken}`,
  ]) {
    sent += await postHostile(request, path);
  }
  // Without a valid token the reset page shows no form; its action is posted to directly.
  await inFlight(HOSTILE, async (value) => {
    const res = await request.post("/reset-password", {
      form: { token: value, password: value, confirmPassword: value },
      maxRedirects: 0,
    });
    expect(res.status(), JSON.stringify(value.slice(0, 20))).toBeLessThan(500);
  });
  // A floor, so that forms no longer found (a page renamed, a form lost) cannot empty the test.
  expect(sent, "hostile posts sent").toBeGreaterThanOrEqual(PUBLIC_FLOOR);
});

test("the no-JavaScript booking form shows a refused time zone as UTC with the field's message", async ({
  request,
}) => {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  for (const timeZone of ["a", "Etc/GMT+99", "Mars/Olympus_Mons", "\u0000"]) {
    const res = await request.post("/get-started/student", {
      form: {
        contactName: "Zone Tester",
        grade: "Grade 9",
        email: "zone@example.com",
        phone: "+91 98765 43210",
        subject: "IGCSE Physics",
        date,
        time: "17:00",
        timeZone,
      },
      maxRedirects: 0,
    });
    const html = await res.text();
    expect(res.status(), timeZone).toBe(400);
    expect(html, timeZone).toMatch(/Your time zone is not recognised/);
    // The select falls back to UTC: the only zone it shows as chosen.
    expect(html).toMatch(/<option value="UTC" selected/);
  }
});

test("every form of the account page and the admin panel answers hostile values with a page", async ({
  page,
}) => {
  const learner = newUser("hostile");
  await signUp(page.request, learner);
  await postHostile(page.request, "/account-settings", ["delete", "sessions"]);

  const admin = newUser("hostile-admin");
  const context = await page.context().browser()!.newContext();
  await signUp(context.request, admin);
  promoteToAdmin(admin.email);
  const booking = await makeBooking(context.request);
  const [user] = query<{ id: string }>("select id from user where email = ?", learner.email);
  // Cancelling and deleting would succeed with some of these texts and end the page's forms.
  const ending = ["cancel", "delete", "remove", "sign-out", "sign-out-all"];
  let sent = 0;
  for (const path of [
    `/admin/bookings/${booking.id}`,
    `/admin/users/${user.id}`,
    "/admin/users/invite",
    "/admin/courses/new",
    "/admin/blog/new",
    "/admin/content/faq/new",
    "/admin/content/testimonials/new",
    "/admin/newsletter/issues/new",
    "/admin/classes/new",
    `/admin/classes/${draftGroup()}`,
    // The group's details form opens on ?edit=details (docs/classes.md "Admin pages").
    `/admin/classes/${draftGroup()}?edit=details`,
  ]) {
    // A class group's status steps are hidden fields only, or cancel it: the test's own group.
    sent += await postHostile(context.request, path, [...ending, "status"]);
  }
  expect(sent, "hostile posts sent").toBeGreaterThanOrEqual(ADMIN_FLOOR);

  // The schedule form with every field valid but one: the refused value comes back alone.
  const valid = {
    intent: "confirm",
    start: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 16),
    zone: "UTC",
    durationMinutes: "30",
    meetingLink: "https://meet.example.com/abc",
  };
  const html = await (await context.request.get(`/admin/bookings/${booking.id}`)).text();
  const version = /name="version" value="(\d+)"/.exec(html)?.[1] ?? "0";
  const fields = ["start", "zone", "durationMinutes", "meetingLink", "assigneeId"];
  await inFlight(
    fields.flatMap((name) => HOSTILE.map((value) => ({ name, value }))),
    async ({ name, value }) => {
      const res = await context.request.post(`/admin/bookings/${booking.id}`, {
        form: { ...valid, version, [name]: value },
        maxRedirects: 0,
      });
      expect(res.status(), `${name}=${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500);
    },
  );
  await context.close();
});
