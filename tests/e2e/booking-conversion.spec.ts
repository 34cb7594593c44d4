import { expect, test } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import { E2E_BASE_URL } from "../support/e2e-env";
import { execute, query } from "../support/db";
import { open } from "../support/navigation";
import { newUser, signInAs, signUp } from "../support/users";

// Issue 23 item 1 (docs/decisions/0024-proven-addresses.md): a parent books signed out, someone
// else signs up with the parent's address and never proves it, an admin converts the demo.
// The impostor sees nothing of it — no course, no booking in the data export — and deleting
// their account leaves the parent's booking whole.

test.describe.configure({ timeout: 90_000 });

/** A demo booked signed out by `email`, already held and completed. */
function completedDemo(email: string) {
  const id = randomUUID();
  const at = new Date(Date.now() - 2 * 86_400_000).toISOString();
  execute(
    `insert into demoBooking (id, contactName, email, emailKey, phone, accountType, learnerName,
       grade, board, goal, subject, courseSlug, requestedStart, timeZone, notes, status,
       scheduledStart, durationMinutes, meetingLink, userId, createdAt, updatedAt, manageToken)
     values (?, 'Asha Rao', ?, ?, '+91 98765 43210', 'parent', 'Kiranmayi', 'Grade 6', 'CBSE',
       null, 'Mathematics', 'primary-computing', ?, 'Asia/Kolkata',
       'Kiranmayi finds fractions hard', 'completed', ?, 45,
       'https://meet.example.com/secret-room-0024', null, ?, ?, ?)`,
    id,
    email,
    email,
    at,
    new Date(Date.now() - 86_400_000).toISOString(),
    at,
    at,
    randomBytes(24).toString("hex"),
  );
  return id;
}

test("converting a booking gives an unproven account with the booker's address nothing", async ({
  page,
  browser,
}) => {
  const email = `parent-${randomBytes(5).toString("hex")}@example.com`;
  const bookingId = completedDemo(email);

  // The impostor signs up with the parent's address (no proof of ownership) and stays signed in.
  const impostorContext = await browser.newContext();
  const impostor = await impostorContext.newPage();
  await signUp(impostorContext.request, { ...newUser("impostor"), email });
  const impostorId = query<{ id: string }>("select id from user where email = ?", email)[0].id;

  await signInAs(page, "admin");
  await open(page, `/admin/bookings/${bookingId}`);
  await page.getByRole("button", { name: "Convert to an enrolment" }).click();
  await expect(page.getByText("Converted to an enrolment.", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/has not proven it owns it, so nothing was given to it/).first(),
  ).toBeVisible();
  // The booking's page says what it waits for.
  await expect(
    page.getByText(/the enrolment is made once the booker uses the password link/),
  ).toBeVisible();
  const [row] = query<{ userId: string | null; enrollmentId: string | null; convertedAt: string }>(
    "select userId, enrollmentId, convertedAt from demoBooking where id = ?",
    bookingId,
  );
  expect(row).toMatchObject({ userId: null, enrollmentId: null });
  expect(row.convertedAt).not.toBeNull();

  // The impostor's course list and data export hold nothing of the family's.
  const [course] = query<{ title: string }>(
    "select title from course where slug = 'primary-computing'",
  );
  await open(impostor, "/upcoming-courses");
  await expect(impostor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(impostor.getByText(course.title)).toHaveCount(0);
  const exported = await impostorContext.request.get("/account-settings/export.json");
  expect(exported.status()).toBe(200);
  const data = (await exported.json()) as { demoBookings: unknown[]; enrollments: unknown[] };
  expect(data.demoBookings).toEqual([]);
  expect(data.enrollments).toEqual([]);
  const text = JSON.stringify(data);
  for (const secret of ["Kiranmayi", "secret-room-0024", "98765 43210"]) {
    expect(text).not.toContain(secret);
  }

  // The booker's address got the link that proves it; the impostor's session did not.
  const [mail] = query<{ text: string }>(
    `select text from emailOutbox where "to" = ? and kind = 'booking-enrolled'`,
    email,
  );
  expect(mail.text).toMatch(/\/reset-password\?token=\w+/);

  // The impostor deletes their account: the parent's booking stays whole.
  const deleted = await impostorContext.request.post("/account-settings", {
    form: { intent: "delete", confirmation: "DELETE" },
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(deleted.status()).toBeLessThan(400);
  expect(query("select id from user where id = ?", impostorId)).toHaveLength(0);
  const [after] = query<{ contactName: string; email: string; learnerName: string }>(
    "select contactName, email, learnerName from demoBooking where id = ?",
    bookingId,
  );
  expect(after).toEqual({ contactName: "Asha Rao", email, learnerName: "Kiranmayi" });
  await impostorContext.close();
});
