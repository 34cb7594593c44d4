import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { deleteAccount } from "../repos/account-deletion";
import { exportAccountData } from "../repos/account-export";
import { createBooking } from "../repos/bookings";
import { seedContent } from "../seed";
import type { AppServices } from "../services";
import { markAddressProven } from "./conversion";
import { convertBooking, getBookingRecord } from "./lifecycle";

// Issue 23 item 1 (docs/decisions/0024-proven-addresses.md): a parent books signed out,
// someone else signs up with the parent's address (never proving it), an admin converts the
// demo. The impostor must get nothing: no booking, no enrolment, nothing in their data
// export, and deleting their account must not blank the parent's booking. The parent gets
// a link at the address; using it proves the address and attaches both.
describe.each(engines)(
  "converting a booking whose address an unproven account holds, on %s",
  (engine) => {
    let services: AppServices;
    let cleanup: () => Promise<void>;
    const admin = { id: "admin-0024", email: "admin-0024@example.com" };
    let course: { slug: string; id: string };

    beforeAll(async () => {
      ({ services, cleanup } = await createTestServices(engine));
      await seedContent(services);
      course = await services.db
        .selectFrom("course")
        .select(["slug", "id"])
        .where("published", "=", 1)
        .orderBy("slug")
        .executeTakeFirstOrThrow();
    });
    afterAll(async () => cleanup());

    /** A demo booked signed out by `email`, held and completed (as the admin's steps leave it). */
    async function completedDemo(email: string) {
      const { booking } = await createBooking(
        services.db,
        services.config,
        {
          accountType: "parent",
          contactName: "Asha Rao",
          learnerName: "Kiran",
          grade: "Grade 8",
          board: "CBSE",
          email,
          phone: "+91 98765 43210",
          subject: "Mathematics",
          courseSlug: course.slug,
          requestedStart: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          timeZone: "Asia/Kolkata",
          notes: "Kiran finds fractions hard",
          password: undefined,
        },
        null,
        [],
      );
      await services.db
        .updateTable("demoBooking")
        .set({
          status: "completed",
          scheduledStart: new Date(Date.now() - 86_400_000).toISOString(),
          meetingLink: "https://meet.example.com/secret-room",
        })
        .where("id", "=", booking.id)
        .execute();
      return (await getBookingRecord(services.db, booking.id))!;
    }

    /** An impostor signs up with the address (Better Auth's sign-up proves nothing). */
    async function impostor(email: string) {
      const response = await services.auth.api.signUpEmail({
        body: { email, password: "impostor-pass-1", name: "Mallory" },
        asResponse: true,
      });
      const body = (await response.clone().json()) as { user: { id: string } };
      return { id: body.user.id, cookie: response.headers.getSetCookie()[0].split(";")[0] };
    }

    const address = () => `parent-${randomBytes(5).toString("hex")}@example.com`;

    async function enrollmentsOf(userId: string) {
      return services.db
        .selectFrom("enrollment")
        .select("id")
        .where("userId", "=", userId)
        .execute();
    }

    async function convertedFor(email: string) {
      const demo = await completedDemo(email);
      const mallory = await impostor(email);
      const outcome = await convertBooking(services, admin, { id: demo.id, version: demo.version });
      return { demo, mallory, outcome };
    }

    it("gives the impostor nothing: no booking, no enrolment, nothing in the export", async () => {
      const email = address();
      const { demo, mallory, outcome } = await convertedFor(email);
      expect(outcome).toEqual({ userId: null, enrollmentId: null, account: "unproven" });
      const row = (await getBookingRecord(services.db, demo.id))!;
      expect(row.userId).toBeNull();
      expect(row.enrollmentId).toBeNull();
      expect(row.convertedAt).not.toBeNull();
      expect(await enrollmentsOf(mallory.id)).toEqual([]);

      const data = await exportAccountData(services.db, mallory.id);
      expect(data?.demoBookings).toEqual([]);
      expect(data?.enrollments).toEqual([]);
      expect(JSON.stringify(data)).not.toContain("secret-room");
      expect(JSON.stringify(data)).not.toContain("Kiran");

      // The mail goes to the booking's address, saying the account must first prove it.
      const mail = await services.db
        .selectFrom("emailOutbox")
        .select(["to", "text"])
        .where("to", "=", email)
        .where("kind", "=", "booking-enrolled")
        .executeTakeFirstOrThrow();
      expect(mail.text).toContain("has not yet confirmed that it owns this address");
      expect(mail.text).toMatch(/\/reset-password\?token=\w+/);
    });

    it("deleting the impostor's account leaves the parent's booking whole", async () => {
      const email = address();
      const { demo, mallory } = await convertedFor(email);
      expect(await deleteAccount(services.db, mallory.id)).toMatchObject({ bookingsAnonymised: 0 });
      const row = (await getBookingRecord(services.db, demo.id))!;
      expect(row).toMatchObject({
        email,
        contactName: "Asha Rao",
        learnerName: "Kiran",
        meetingLink: "https://meet.example.com/secret-room",
      });
      expect(row.manageToken).toBe(demo.manageToken);
    });

    it("the mailed link proves the address: the booking and enrolment attach, old sessions end", async () => {
      const email = address();
      const { demo, mallory } = await convertedFor(email);
      const mail = await services.db
        .selectFrom("emailOutbox")
        .select("text")
        .where("to", "=", email)
        .where("kind", "=", "booking-enrolled")
        .executeTakeFirstOrThrow();
      const token = /\/reset-password\?token=(\w+)/.exec(mail.text)![1];
      await services.auth.api.resetPassword({ body: { token, newPassword: "parents-own-pass-1" } });

      const row = (await getBookingRecord(services.db, demo.id))!;
      expect(row.userId).toBe(mallory.id);
      const enrollments = await services.db
        .selectFrom("enrollment")
        .select(["id", "courseId"])
        .where("userId", "=", mallory.id)
        .execute();
      expect(enrollments).toEqual([{ id: row.enrollmentId, courseId: course.id }]);
      expect((await exportAccountData(services.db, mallory.id))?.demoBookings).toHaveLength(1);
      // Whoever signed up with the address is signed out; the old password no longer works.
      expect(
        await services.auth.api.getSession({ headers: new Headers({ cookie: mallory.cookie }) }),
      ).toBeNull();
      await expect(
        services.auth.api.signInEmail({ body: { email, password: "impostor-pass-1" } }),
      ).rejects.toThrow();
      const audit = await services.db
        .selectFrom("auditLog")
        .select("action")
        .where("entityId", "=", demo.id)
        .execute();
      expect(audit.map((a) => a.action)).toContain("booking.claim");
    });

    it("an account that has proven the address is enrolled at once", async () => {
      const email = address();
      const demo = await completedDemo(email);
      const owner = await impostor(email);
      await markAddressProven(services.db, owner.id);
      const outcome = await convertBooking(services, admin, { id: demo.id, version: demo.version });
      expect(outcome).toMatchObject({ userId: owner.id, account: "existing" });
      expect(await enrollmentsOf(owner.id)).toHaveLength(1);
    });

    it("a later proof (a password reset) attaches a conversion that waited for it", async () => {
      const email = address();
      const { demo, mallory } = await convertedFor(email);
      await deleteAccount(services.db, mallory.id);
      // The address is free again: the parent signs up (unproven: still nothing) …
      const parent = await impostor(email);
      expect((await getBookingRecord(services.db, demo.id))!.userId).toBeNull();
      // … and proves it later, through "Forgot password" or Google.
      await markAddressProven(services.db, parent.id);
      const row = (await getBookingRecord(services.db, demo.id))!;
      expect(row.userId).toBe(parent.id);
      expect(await enrollmentsOf(parent.id)).toEqual([{ id: row.enrollmentId }]);
    });
  },
);
