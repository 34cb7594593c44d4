import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { execute, query } from "../support/db";

// Issue 23, item 13: a mailed link may be opened long after the request. The booker's two pages
// (the confirmation link and the manage link) say what is true in each state of the booking
// (docs/admin.md "The demo-booking lifecycle"); "a teacher confirms the time" only while it is
// a request.

const STATES = [
  {
    state: "requested",
    heading: "Your demo class is booked!",
    says: /A teacher confirms the time/,
  },
  { state: "confirmed", heading: "Your demo class is confirmed!", says: /Your time is confirmed/ },
  { state: "cancelled", heading: "Your demo class was cancelled", says: /will not take place/ },
  { state: "completed", heading: "Your demo class has taken place", says: /in touch by e-mail/ },
  { state: "no-show", heading: "We missed you at your demo class", says: /took place without you/ },
  { state: "converted", heading: "You're enrolled", says: /now enrolled in a course/ },
] as const;

test("each state of a booking has its own true text on the booker's pages", async ({
  page,
  request,
}) => {
  const email = `states-${randomBytes(5).toString("hex")}@example.com`;
  const start = new Date(Date.now() + 5 * 86_400_000);
  start.setUTCHours(10, 30, 0, 0);
  const res = await request.post("/api/functions/bookDemoSession", {
    data: {
      data: {
        accountType: "student",
        contactName: "State Reader",
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
  const [booking] = query<{ id: string; manageToken: string }>(
    "select id, manageToken from demoBooking where emailKey = ?",
    email,
  );
  const [mail] = query<{ text: string }>(
    "select text from emailOutbox where kind = 'booking-confirmation' and \"to\" = ?",
    email,
  );
  const link = mail.text.match(/\/demo-confirmation\?booking=[0-9a-f-]{36}&t=[\w-]+/)![0];

  for (const { state, heading, says } of STATES) {
    execute(
      "update demoBooking set status = ?, convertedAt = ?, scheduledStart = ? where id = ?",
      state === "converted" ? "completed" : state,
      state === "converted" ? new Date().toISOString() : null,
      state === "requested" ? null : start.toISOString(),
      booking.id,
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 }), state).toHaveText(heading);
    await expect(page.getByTestId("next-steps"), state).toContainText(says);
    if (state !== "requested") {
      await expect(page.getByText(/confirms the time/), state).toHaveCount(0);
    }
    // A demo that is over has no calendar event to add.
    const over = state === "completed" || state === "no-show" || state === "converted";
    await expect(page.getByRole("link", { name: /calendar/ }), state).toHaveCount(over ? 0 : 1);

    await page.goto(`/manage-booking/${booking.manageToken}`);
    await expect(page.getByText(/confirms the time/), state).toHaveCount(0);
    if (over) await expect(page.getByTestId("closed-reason"), state).toContainText(says);
  }
});
