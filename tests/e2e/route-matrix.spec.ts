import { expect, test } from "@playwright/test";
import { ROUTE_PATHS } from "../../app/lib/route-areas";
import { query } from "../support/db";
import { ADMIN_ENDPOINTS, ADMIN_FILES, ADMIN_PAGES, SOME_ID } from "../support/admin-addresses";
import { inFlight } from "../support/in-flight";
import { signInAs, type Role } from "../support/users";

// Every route of docs/product.md §2.1 (the original specification's, §7.2, and ours), for each kind
// of visitor. "stay" means the page renders at its own address; a string is where the visitor must
// end up.
type Outcome = "stay" | string;
interface Row {
  path: string;
  anonymous: Outcome;
  learner: Outcome;
  /** Left out: a teacher is answered as a learner (outside their own area, they are one). */
  teacher?: Outcome | null;
  /** null: not checked for this role here. */
  admin: Outcome | null;
  status?: number;
}

const PUBLIC = [
  "/",
  "/home",
  "/about",
  "/courses",
  "/courses/primary-computing",
  "/blogs",
  "/blog/1",
  "/terms-of-service",
  "/privacy-policy",
  "/data-deletion-policy",
  "/contact",
  "/help",
  "/get-started",
  "/get-started/student",
  "/get-started/parent",
  "/get-started/professional",
  "/demo-confirmation",
  "/newsletter/confirm",
  "/unsubscribe",
  "/reset-password",
];
const LEARNER = [
  "/account-settings",
  "/subscribed-courses",
  "/upcoming-courses",
  "/completed-courses",
];

// The teacher area (docs/classes.md "Teacher area"), as written and in other spellings React
// Router also matches (server/admin-guard.ts routerPath); a class page with an id no session has.
const TEACH_PAGES = Object.entries(ROUTE_PATHS)
  .filter(([path, facts]) => facts.area === "teach" && !path.includes(":"))
  .map(([path]) => path);
const TEACH_SPELLINGS = ["/TEACH", "/%74each", "/Teach/availability"];

const rows: Row[] = [
  ...PUBLIC.map((path) => ({ path, anonymous: "stay", learner: "stay", admin: "stay" })),
  ...["/signup", "/login", "/forgot-password"].map((path) => ({
    path,
    anonymous: "stay",
    learner: "/",
    admin: "/",
  })),
  ...LEARNER.map((path) => ({
    path,
    anonymous: `/login?redirectTo=${encodeURIComponent(path)}`,
    learner: "stay",
    admin: "stay",
  })),
  // Every page of the admin panel; a record's page is checked for outsiders with an id that
  // does not exist (the gate answers before anything looks), and for admins in their own specs.
  ...ADMIN_PAGES.map((path) => ({
    path,
    anonymous: `/login?redirectTo=${encodeURIComponent(path)}`,
    learner: "/not-found",
    admin: path.includes(SOME_ID) ? null : "stay",
  })),
  ...[...TEACH_PAGES, ...TEACH_SPELLINGS].map((path) => ({
    path,
    anonymous: `/login?redirectTo=${encodeURIComponent(path)}`,
    learner: "/not-found",
    teacher: "stay",
    admin: "stay",
  })),
  // Another's class, or none: the same answer, in the area's frame.
  {
    path: `/teach/sessions/${SOME_ID}`,
    anonymous: `/login?redirectTo=${encodeURIComponent(`/teach/sessions/${SOME_ID}`)}`,
    learner: "/not-found",
    teacher: "stay",
    admin: "stay",
    status: 404,
  },
  // A class's joining address: signed-in only; a class that is not theirs to join answers as
  // one that does not exist, rendered where it was asked for (app/routes/learner/join.tsx).
  {
    path: `/join/${SOME_ID}`,
    anonymous: `/login?redirectTo=${encodeURIComponent(`/join/${SOME_ID}`)}`,
    learner: "stay",
    admin: "stay",
    status: 404,
  },
  { path: "/not-found", anonymous: "stay", learner: "stay", admin: "stay", status: 404 },
  { path: "/no-such-page", anonymous: "/not-found", learner: "/not-found", admin: "/not-found" },
  {
    path: "/courses/no-such-course",
    anonymous: "/not-found",
    learner: "/not-found",
    admin: "/not-found",
  },
  { path: "/blog/999", anonymous: "/not-found", learner: "/not-found", admin: "/not-found" },
  {
    path: "/get-started/robot",
    anonymous: "/not-found",
    learner: "/not-found",
    admin: "/not-found",
  },
  // The booker's manage link with a token no booking has, or not even a token's shape.
  {
    path: `/manage-booking/${"0".repeat(48)}`,
    anonymous: "/not-found",
    learner: "/not-found",
    admin: "/not-found",
  },
  {
    path: "/manage-booking/not-a-token",
    anonymous: "/not-found",
    learner: "/not-found",
    admin: "/not-found",
  },
  {
    path: "/admin/no-such-section",
    anonymous: "/login?redirectTo=%2Fadmin%2Fno-such-section",
    learner: "/not-found",
    admin: "/not-found",
  },
];

/** The headers Chromium sends with a page's address typed in or followed from a link. */
const DOCUMENT_REQUEST = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
};

/** The text of the page's first level-one heading as the server rendered it ("" if none). */
function headingOf(html: string): string {
  const h1 = /<h1[\s>][\s\S]*?<\/h1>/.exec(html)?.[0] ?? "";
  return h1
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The rows each role checks (87, 87, 87 and 71 on 2026-11-27, less a margin for routes that go). */
const MATRIX_FLOOR: Record<Role, number> = { anonymous: 80, learner: 80, teacher: 80, admin: 64 };

for (const role of ["anonymous", "learner", "teacher", "admin"] as Role[]) {
  test.describe(`as ${role}`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAs(page, role);
    });

    test(`every route ends where it should`, async ({ page }) => {
      const checked = rows.flatMap((row) => {
        const expected =
          role === "teacher" ? (row.teacher === undefined ? row.learner : row.teacher) : row[role];
        return expected === null ? [] : [{ row, expected }];
      });
      // A floor, so that a table that loses rows (a route area renamed) cannot empty the test.
      expect(checked.length, "routes checked").toBeGreaterThanOrEqual(MATRIX_FLOOR[role]);
      // Where a visitor ends up is the server's answer: every redirect here is an HTTP one and
      // every page is rendered on the server, so the document requests a browser sends, with the
      // context's cookies, show it. The page sweep (page-sweep.spec.ts) loads each page in
      // Chromium as its own visitor; loading the other visitors' answers in Chromium too cost a
      // tenth of the browser tests' time, for pages of which only the address was read
      // (docs/decisions/0034-ci-in-twelve-minutes.md, "Session 15").
      await inFlight(checked, async ({ row, expected }) => {
        const response = await page.request.get(row.path, { headers: DOCUMENT_REQUEST });
        const url = new URL(response.url());
        const landed = url.pathname + url.search;
        if (expected === "stay") {
          expect(landed, row.path).toBe(row.path);
          expect(response.status(), row.path).toBe(row.status ?? 200);
        } else {
          expect(landed, row.path).toBe(expected);
        }
        expect(response.headers()["content-type"], row.path).toContain("text/html");
        expect(headingOf(await response.text()), `${row.path}: the page's heading`).not.toBe("");
      });
    });
  });
}

test("a booker's manage link opens for every kind of visitor, without signing in", async ({
  page,
}) => {
  const start = new Date(Date.now() + 5 * 86_400_000);
  start.setUTCHours(10, 30, 0, 0);
  const email = `matrix-manage-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await page.request.post("/api/functions/bookDemoSession", {
    data: {
      data: {
        accountType: "professional",
        contactName: "Nadia Booker",
        goal: "Exam English",
        email,
        phone: "+44 20 7946 0958",
        subject: "Business English for Professionals",
        requestedStart: start.toISOString(),
        timeZone: "Europe/London",
      },
    },
  });
  expect(res.status()).toBe(200);
  const [{ manageToken }] = query<{ manageToken: string }>(
    "select manageToken from demoBooking where emailKey = ?",
    email,
  );
  const path = `/manage-booking/${manageToken}`;
  for (const role of ["anonymous", "learner", "admin"] as Role[]) {
    await page.context().clearCookies();
    await signInAs(page, role);
    const response = await page.goto(path);
    expect(new URL(page.url()).pathname, role).toBe(path);
    expect(response?.status(), role).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your demo class");
  }
});

test("a guarded page returns the visitor there after signing in", async ({ page }) => {
  const user = await signInAs(page, "learner");
  await page.context().clearCookies();
  await page.goto("/upcoming-courses");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fupcoming-courses$/);
  await page.getByLabel("Email").fill(user!.email);
  await page.getByLabel("Password").fill(user!.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/upcoming-courses$/);
  await expect(page.getByRole("heading", { name: "Upcoming courses" })).toBeVisible();
});

test("redirectTo only honours same-site paths", async ({ page }) => {
  const user = await signInAs(page, "learner");
  await page.context().clearCookies();
  await page.goto("/login?redirectTo=//evil.example/steal");
  await page.getByLabel("Email").fill(user!.email);
  await page.getByLabel("Password").fill(user!.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

// The admin panel's files (CSV exports) and every change it accepts, forged by outsiders.
test.describe("admin files and changes, for outsiders", () => {
  test("every CSV export sends outsiders away and gives admins a CSV", async ({ page }) => {
    expect(ADMIN_FILES.length).toBeGreaterThanOrEqual(5);
    for (const role of ["anonymous", "learner", "teacher", "admin"] as Role[]) {
      await page.context().clearCookies();
      await signInAs(page, role);
      for (const path of ADMIN_FILES) {
        const res = await page.request.get(path, { maxRedirects: 0 });
        if (role === "admin") {
          expect(res.status(), path).toBe(200);
          expect(res.headers()["content-type"], path).toContain("text/csv");
        } else {
          expect(res.status(), `${role} ${path}`).toBe(302);
          expect(res.headers().location, `${role} ${path}`).toBe(
            role === "anonymous" ? `/login?redirectTo=${encodeURIComponent(path)}` : "/not-found",
          );
        }
      }
    }
  });

  test("the image upload endpoint sends outsiders away and takes only posts from admins", async ({
    page,
  }) => {
    expect(ADMIN_ENDPOINTS).toEqual(["/admin/media"]);
    for (const role of ["anonymous", "learner", "teacher", "admin"] as Role[]) {
      await page.context().clearCookies();
      await signInAs(page, role);
      const res = await page.request.get("/admin/media", { maxRedirects: 0 });
      if (role === "admin") {
        expect(res.status()).toBe(405);
      } else {
        expect(res.status(), role).toBe(302);
        expect(res.headers().location, role).toBe(
          role === "anonymous" ? "/login?redirectTo=%2Fadmin%2Fmedia" : "/not-found",
        );
        const post = await page.request.post("/admin/media", {
          multipart: { file: { name: "a.png", mimeType: "image/png", buffer: Buffer.alloc(10) } },
          maxRedirects: 0,
        });
        expect([401, 403], `${role} POST /admin/media`).toContain(post.status());
      }
    }
  });
});
