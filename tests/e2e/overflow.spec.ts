import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { checkPage } from "../support/page-sweep";

// Issue 13: no page may be wider than the screen, from a 320 px phone to a laptop. Every page
// of the route table is checked by the page sweep (page-sweep.spec.ts); these are the pages
// that need a booking first, checked the same way (tests/support/page-sweep.ts).

/** The sweep's width check alone: axe runs on these pages in booking*.spec.ts. */
async function expectNoOverflow(page: Page, path: string) {
  await checkPage(page, path, { axe: false });
}

test.describe("no page is wider than the screen at 320, 390, 768 and 1366 px", () => {
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
});
