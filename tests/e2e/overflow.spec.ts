import { expect, request as newRequest, test as base, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { adminLinks } from "../../app/lib/admin-sections";
import { LEARNER_MENU } from "../../app/lib/shell";
import { execute, query } from "../support/db";
import { E2E_BASE_URL } from "../support/e2e-env";
import { open } from "../support/navigation";
import { newUser, promoteToAdmin, signUp } from "../support/users";

// Issue 13: no page may be wider than the screen, from a 320 px phone to a laptop. Every route
// is loaded at each width and fails when the document scrolls sideways, naming the elements
// that stick out (not those inside a scroller that clips them, such as a tab row or a table).

const WIDTHS = [320, 390, 768, 1366] as const;

type Cookies = Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>>;

/** One learner (with a course in each list) and one admin per worker, signed in once. */
const test = base.extend<object, { learnerCookies: Cookies; adminCookies: Cookies }>({
  learnerCookies: [
    async ({}, use) => {
      const ctx = await newRequest.newContext({ baseURL: E2E_BASE_URL });
      const user = newUser("overflow-learner", "Priyadarshini Venkataraman-Subramanian");
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
      const user = newUser("overflow-admin", "Administrator With A Long Name");
      await signUp(ctx, user);
      promoteToAdmin(user.email);
      await use((await ctx.storageState()).cookies);
      await ctx.dispose();
    },
    { scope: "worker" },
  ],
});

interface Offender {
  tag: string;
  text: string;
  left: number;
  right: number;
  width: number;
}

/**
 * Runs in the page: null when nothing scrolls sideways, else the document's widths and the
 * elements that cause it: those whose right edge passes both the viewport and their parent's
 * right edge (so a tab row's stretched parent is named, not each of its tabs), leaving out any
 * inside an ancestor that clips or scrolls them.
 */
function findOverflow() {
  const doc = document.documentElement;
  const viewport = doc.clientWidth;
  if (doc.scrollWidth <= viewport) return null;
  const isCause = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    if (r.right <= viewport + 0.5) return false;
    const parent = el.parentElement;
    if (parent && r.right <= parent.getBoundingClientRect().right + 0.5) return false;
    if (getComputedStyle(el).position === "fixed") return false;
    for (let p = el.parentElement; p && p !== doc; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== "visible") {
        if (p.getBoundingClientRect().right <= viewport + 0.5) return false;
      }
    }
    return true;
  };
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const classes =
      typeof el.className === "string" && el.className.trim()
        ? "." + el.className.trim().split(/\s+/).slice(0, 8).join(".")
        : "";
    return `<${el.tagName.toLowerCase()}${id}${classes}>`;
  };
  const offenders: Offender[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (!isCause(el)) continue;
    const r = el.getBoundingClientRect();
    offenders.push({
      tag: describe(el),
      text: (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
      left: Math.round(r.left),
      right: Math.round(r.right),
      width: Math.round(r.width),
    });
  }
  return { scrollWidth: doc.scrollWidth, clientWidth: viewport, offenders: offenders.slice(0, 10) };
}

async function expectNoOverflow(page: Page, path: string) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, path);
    // Signed-in pages must really be shown, not the sign-in page they redirect to.
    expect(new URL(page.url()).pathname, "stayed on the page").toBe(
      new URL(path, page.url()).pathname,
    );
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate(findOverflow);
    if (!found) continue;
    problems.push(
      `${path} at ${width} px: the page is ${found.scrollWidth} px wide (viewport ${found.clientWidth} px)` +
        found.offenders
          .map((o) => `\n    ${o.tag} "${o.text}" x ${o.left}..${o.right}, ${o.width} px wide`)
          .join(""),
    );
  }
  expect(problems.join("\n"), "no horizontal overflow").toBe("");
}

const PUBLIC = [
  "/",
  "/about",
  "/courses",
  "/courses/primary-computing",
  "/blogs",
  // The post with a table (docs/product.md §3: one post has one).
  "/blog/9",
  "/terms-of-service",
  "/privacy-policy",
  "/data-deletion-policy",
  "/contact",
  "/help",
  "/get-started",
  "/get-started/student",
  "/get-started/parent",
  "/get-started/professional",
  "/newsletter/confirm?token=x",
  "/unsubscribe?token=x",
  "/not-found",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=x",
];

test.describe("no page is wider than the screen at 320, 390, 768 and 1366 px", () => {
  for (const path of PUBLIC) {
    test(`anonymous ${path}`, async ({ page }) => {
      await expectNoOverflow(page, path);
    });
  }

  test("anonymous /demo-confirmation with a real booking", async ({ page }) => {
    // Booked through the functions endpoint the form calls, so this test does not depend on
    // the form's fields; a weekday slot in three days, 10:00 UTC.
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const response = await page.request.post("/api/functions/bookDemoSession", {
      data: {
        data: {
          accountType: "parent",
          contactName: "Lakshmi Narayanan",
          learnerName: "Aarav",
          grade: "Grade 4",
          email: `overflow-${randomUUID().slice(0, 8)}@example.com`,
          phone: "+91 98765 43210",
          subject: "Primary Computing",
          requestedStart: start.toISOString(),
          timeZone: "UTC",
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    // The form goes on to the page for the signed receipt the function answers with.
    const { result } = (await response.json()) as { result: { receipt: string } };
    const path = `/demo-confirmation?r=${encodeURIComponent(result.receipt)}`;
    await open(page, path);
    await expect(page.getByText("Your demo class is booked!")).toBeVisible();
    await expectNoOverflow(page, path);
  });

  test("anonymous /manage-booking/:token, confirmed with a long joining link", async ({ page }) => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(14, 0, 0, 0); // 11:00 in Buenos Aires, inside the slot hours
    const email = `overflow-manage-${randomUUID().slice(0, 8)}@example.com`;
    const response = await page.request.post("/api/functions/bookDemoSession", {
      data: {
        data: {
          accountType: "parent",
          contactName: "Lakshmi Narayanan",
          learnerName: "Aarav",
          grade: "Grade 4",
          email,
          phone: "+91 98765 43210",
          subject: "Primary Computing",
          requestedStart: start.toISOString(),
          timeZone: "America/Argentina/Buenos_Aires",
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    execute(
      `update demoBooking set status = 'confirmed', scheduledStart = requestedStart,
        durationMinutes = 45, meetingLink = ? where emailKey = ?`,
      `https://meet.example/${"abcdefghij".repeat(8)}?pwd=${"x".repeat(40)}`,
      email,
    );
    const [{ manageToken }] = query<{ manageToken: string }>(
      "select manageToken from demoBooking where emailKey = ?",
      email,
    );
    const path = `/manage-booking/${manageToken}`;
    await open(page, path);
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expectNoOverflow(page, path);
    await expectNoOverflow(page, `${path}?step=cancel`);
  });

  for (const { to } of LEARNER_MENU) {
    test(`learner ${to}`, async ({ page, learnerCookies }) => {
      await page.context().addCookies(learnerCookies);
      await expectNoOverflow(page, to);
    });
  }

  for (const { to } of adminLinks) {
    test(`admin ${to}`, async ({ page, adminCookies }) => {
      await page.context().addCookies(adminCookies);
      await expectNoOverflow(page, to);
    });
  }
});
