import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { query } from "../support/db";
import { E2E_BASE_URL } from "../support/e2e-env";
import { newUser, promoteToAdmin, signUp } from "../support/users";

// Issue 14, items 3 and 7e, on the wire: where sign-in may send a visitor, and which answers
// caches may keep. Requests are made without a browser so every status and header is seen as
// sent (no redirect is followed).

const SITE = new URL(E2E_BASE_URL).origin;

/** redirectTo values as they appear in the query string, each meant to leave the site. */
const HOSTILE_QUERIES = [
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D%0A/evil.example",
  "%2F%2Fevil.example",
  "//evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "%5C%5Cevil.example",
  "/..//evil.example",
  "/%2E%2E//evil.example",
  "https:evil.example",
  "https://evil.example/courses",
  "javascript:alert(1)",
  "/courses%0D%0ASet-Cookie:%20pwned=1",
  `/${"a".repeat(5000)}`,
];

/** The answer is a redirect that a browser would follow to a path on our own site. */
function expectSameSiteRedirect(res: APIResponse) {
  expect(res.status(), `status for ${res.url()}`).toBeGreaterThanOrEqual(300);
  expect(res.status()).toBeLessThan(400);
  const location = res.headers()["location"];
  expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
  expect(new URL(location, SITE).origin).toBe(SITE);
  expect(res.headers()["set-cookie"] ?? "").not.toContain("pwned");
}

async function signedInContext(request: APIRequestContext, role: "learner" | "admin") {
  const user = newUser(role === "admin" ? "hard-admin" : "hard-learner");
  await signUp(request, user);
  if (role === "admin") promoteToAdmin(user.email);
  return user;
}

test.describe("redirectTo never leaves the site", () => {
  for (const page of ["/login", "/signup"]) {
    test(`a signed-in visitor opening ${page} with a hostile redirectTo stays on the site`, async ({
      request,
    }) => {
      await signedInContext(request, "learner");
      for (const query of HOSTILE_QUERIES) {
        const res = await request.get(`${page}?redirectTo=${query}`, { maxRedirects: 0 });
        expectSameSiteRedirect(res);
      }
      const fine = await request.get(`${page}?redirectTo=%2Fcourses%3Fcategory%3DLanguages`, {
        maxRedirects: 0,
      });
      expect(fine.headers()["location"]).toBe("/courses?category=Languages");
    });
  }

  test("signing in and signing up with a hostile redirectTo land on the site", async ({
    playwright,
  }) => {
    for (const query of HOSTILE_QUERIES.slice(0, 8)) {
      const redirectTo = decodeURIComponent(query);
      // A fresh context per attempt: a signed-in visitor would be sent on before posting.
      const up = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const user = newUser("hard-post");
      const signUpRes = await up.post("/signup", {
        headers: { origin: SITE },
        form: { ...user, accountType: "student", redirectTo },
        maxRedirects: 0,
      });
      expectSameSiteRedirect(signUpRes);
      await up.dispose();

      const back = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const signInRes = await back.post("/login", {
        headers: { origin: SITE },
        form: { email: user.email, password: user.password, redirectTo },
        maxRedirects: 0,
      });
      expectSameSiteRedirect(signInRes);
      await back.dispose();
    }
  });
});

test.describe("personal answers are never cached", () => {
  /** Each receipt page's booker: the receipt itself is opaque (app/.server/booking-receipt.ts). */
  const bookerOf = new Map<string, string>();

  async function bookingLink(request: APIRequestContext): Promise<string> {
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(10, 30, 0, 0); // 16:00 in Asia/Kolkata, inside the slot hours
    const email = `hard-booking-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await request.post("/api/functions/bookDemoSession", {
      data: {
        data: {
          accountType: "professional",
          contactName: "Nadia Booker",
          goal: "Exam English",
          email,
          phone: "+44 20 7946 0958",
          subject: "Business English for Professionals",
          requestedStart: start.toISOString(),
          timeZone: "Asia/Kolkata",
        },
      },
    });
    expect(res.status()).toBe(200);
    // The answer's receipt page, which shows the caller's own details.
    const { result } = (await res.json()) as { result: { receipt: string } };
    const path = `/demo-confirmation?r=${encodeURIComponent(result.receipt)}`;
    bookerOf.set(path, email);
    return path;
  }

  /** The booker's manage page of the booking a receipt page shows. */
  function manageLink(confirmation: string): string {
    const email = bookerOf.get(confirmation)!;
    const [{ manageToken }] = query<{ manageToken: string }>(
      "select manageToken from demoBooking where emailKey = ?",
      email.toLowerCase(),
    );
    return `/manage-booking/${manageToken}`;
  }

  test("every personal page answers Cache-Control: private, no-store", async ({ request }) => {
    const confirmation = await bookingLink(request);
    const manage = manageLink(confirmation);
    // Anonymous: the booking's receipt and the booker's manage page show the booker's details.
    for (const path of [
      confirmation,
      confirmation.replace("?", "/calendar.ics?"),
      manage,
      `${manage}.data`,
      `${manage}/calendar.ics`,
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
    }

    await signedInContext(request, "admin");
    for (const path of [
      "/account-settings",
      "/account-settings/export.json",
      "/demo-confirmation",
      confirmation,
      manage,
      "/admin",
      "/admin/bookings",
      "/admin/bookings/export.csv",
      "/admin/messages",
      "/admin/users",
      "/admin/outbox",
      "/admin/blog",
      "/admin/blog/new",
      "/admin/courses",
      "/admin/content",
      "/admin/content/faq",
      "/admin/content/cards/new",
      "/admin/newsletter/export.csv",
      "/subscribed-courses",
      "/upcoming-courses",
      "/completed-courses",
      // What client-side navigation fetches for the same pages.
      "/account-settings.data",
      "/admin/users.data",
      "/upcoming-courses.data",
      // Public pages show who is signed in, so they are personal too.
      "/",
      "/courses",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
    }
  });

  test("anonymous visitors to personal pages get an uncacheable redirect", async ({ request }) => {
    for (const path of ["/account-settings", "/admin", "/admin/users", "/completed-courses"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
    }
    // A public page for a visitor without a session stays shareable (the page cache serves it).
    const landing = await request.get("/");
    expect(landing.headers()["cache-control"] ?? "").not.toContain("no-store");
  });
});
