import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { AdminRefusal, CONFLICT_MESSAGE } from "../admin/write";
import { createBooking } from "../repos/bookings";
import { deleteAccount } from "../repos/account-deletion";
import { seedContent } from "../seed";
import type { AppServices } from "../services";
import {
  bookingActions,
  cancelBooking,
  completeBooking,
  confirmBooking,
  convertBooking,
  getBookingRecord,
  markNoShow,
  rescheduleBooking,
  saveBookingNotes,
} from "./lifecycle";

// The admin's booking actions on both engines (docs/admin.md "The demo-booking lifecycle"): each
// transition, the refusals, two admins at once, the mails' calendar files read back with a
// real iCalendar parser, and conversion into an enrolment (a new account can set its password).
describe.each(engines)("booking lifecycle on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let admin: { id: string; email: string };
  let otherAdmin: { id: string; email: string };
  let course: { slug: string; title: string; id: string };

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    admin = await addUser("admin");
    otherAdmin = await addUser("admin");
    course = await services.db
      .selectFrom("course")
      .select(["slug", "title", "id"])
      .where("published", "=", 1)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => cleanup());

  async function addUser(role: "user" | "admin", email?: string) {
    const id = randomBytes(16).toString("hex");
    const address = email ?? `${id.slice(0, 10)}@example.com`;
    const now = new Date().toISOString();
    await services.db
      .insertInto("user")
      .values({
        id,
        name: `Person ${id.slice(0, 4)}`,
        email: address,
        emailVerified: engine === "postgres" ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        role,
        accountType: "student",
        phone: null,
      })
      .execute();
    return { id, email: address };
  }

  const DAY = 86_400_000;
  /** A time `days` from now on a whole minute, as the admin's form gives it. */
  const inDays = (days: number) =>
    new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000).toISOString();

  /** A booking as the public form makes it (its request mail queued). */
  async function newBooking(
    options: { email?: string; timeZone?: string; courseSlug?: string | null } = {},
  ) {
    const email = options.email ?? `booker-${randomBytes(5).toString("hex")}@example.com`;
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
        courseSlug:
          options.courseSlug === undefined ? course.slug : (options.courseSlug ?? undefined),
        requestedStart: inDays(5),
        timeZone: options.timeZone ?? "Asia/Kolkata",
        notes: undefined,
        password: undefined,
      },
      null,
      [],
    );
    return (await getBookingRecord(services.db, booking.id))!;
  }

  const current = async (id: string) => (await getBookingRecord(services.db, id))!;

  function schedule(id: string, version: number, start: string, extra: object = {}) {
    return {
      id,
      version,
      start,
      durationMinutes: 45,
      meetingLink: "https://meet.example.com/demo-1",
      assigneeId: admin.id,
      ...extra,
    };
  }

  async function mailsTo(to: string) {
    return services.db
      .selectFrom("emailOutbox")
      .select(["kind", "subject", "text", "html", "attachments"])
      .where("to", "=", to)
      .orderBy("createdAt")
      .execute();
  }

  async function lastMail(to: string, kind: string) {
    const mails = (await mailsTo(to)).filter((m) => m.kind === kind);
    expect(mails.length).toBeGreaterThan(0);
    return mails[mails.length - 1];
  }

  function eventOf(mail: { attachments: string | null }) {
    const [file] = JSON.parse(mail.attachments ?? "[]") as {
      content: string;
      contentType: string;
    }[];
    const calendar = new ICAL.Component(ICAL.parse(file.content));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    return {
      contentType: file.contentType,
      method: calendar.getFirstPropertyValue("method"),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue("status"),
    };
  }

  async function reminders(bookingId: string) {
    return services.db
      .selectFrom("bookingReminder")
      .select(["kind", "startAt", "dueAt", "status"])
      .where("bookingId", "=", bookingId)
      .orderBy("startAt")
      .orderBy("kind")
      .execute();
  }

  async function refusal(run: () => Promise<unknown>) {
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AdminRefusal);
    return (error as AdminRefusal).message;
  }

  it("confirm → reschedule → cancel: one calendar event, rising SEQUENCE, reminders follow", async () => {
    const booking = await newBooking();
    const request = eventOf(await lastMail(booking.email, "booking-confirmation"));
    // No SEQUENCE is SEQUENCE 0 (RFC 5545 §3.8.7.4).
    expect(request.sequence ?? 0).toBe(0);

    const start = inDays(3);
    await confirmBooking(services, admin, schedule(booking.id, booking.version, start));
    let row = await current(booking.id);
    expect(row).toMatchObject({
      status: "confirmed",
      scheduledStart: start,
      durationMinutes: 45,
      meetingLink: "https://meet.example.com/demo-1",
      assigneeId: admin.id,
      calendarSequence: 1,
      version: booking.version + 1,
    });
    const confirmed = await lastMail(booking.email, "booking-confirmed");
    expect(confirmed.text).toContain(`/manage-booking/${booking.manageToken}`);
    expect(confirmed.html).toContain(`/manage-booking/${booking.manageToken}`);
    expect(confirmed.text).toContain("https://meet.example.com/demo-1");
    expect(confirmed.text).toContain("(Asia/Kolkata)");
    const first = eventOf(confirmed);
    expect(first).toMatchObject({
      method: "REQUEST",
      uid: request.uid,
      sequence: 1,
      start,
      status: "CONFIRMED",
    });
    expect(first.contentType).toContain("method=REQUEST");
    expect(new Date(first.end).getTime() - new Date(first.start).getTime()).toBe(45 * 60_000);
    expect(await reminders(booking.id)).toEqual([
      {
        kind: "1h",
        startAt: start,
        dueAt: new Date(Date.parse(start) - 3600_000).toISOString(),
        status: "pending",
      },
      {
        kind: "24h",
        startAt: start,
        dueAt: new Date(Date.parse(start) - DAY).toISOString(),
        status: "pending",
      },
    ]);

    const moved = inDays(4);
    await rescheduleBooking(
      services,
      otherAdmin,
      schedule(booking.id, row.version, moved, { assigneeId: otherAdmin.id }),
    );
    row = await current(booking.id);
    expect(row).toMatchObject({
      status: "confirmed",
      scheduledStart: moved,
      assigneeId: otherAdmin.id,
      calendarSequence: 2,
    });
    const second = eventOf(await lastMail(booking.email, "booking-rescheduled"));
    expect(second).toMatchObject({
      method: "REQUEST",
      uid: request.uid,
      sequence: 2,
      start: moved,
    });
    const afterMove = await reminders(booking.id);
    expect(afterMove.filter((r) => r.startAt === start).map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    expect(afterMove.filter((r) => r.startAt === moved).map((r) => r.status)).toEqual([
      "pending",
      "pending",
    ]);

    await cancelBooking(services, admin, {
      id: booking.id,
      version: row.version,
      reason: "The teacher is ill.",
    });
    row = await current(booking.id);
    expect(row).toMatchObject({
      status: "cancelled",
      cancelReason: "The teacher is ill.",
      cancelledBy: "admin",
      calendarSequence: 3,
    });
    const cancelled = await lastMail(booking.email, "booking-cancelled");
    expect(cancelled.text).toContain("The teacher is ill.");
    expect(cancelled.text).toContain(`/manage-booking/${booking.manageToken}`);
    const third = eventOf(cancelled);
    expect(third).toMatchObject({
      method: "CANCEL",
      uid: request.uid,
      sequence: 3,
      status: "CANCELLED",
    });
    expect(third.contentType).toContain("method=CANCEL");
    expect((await reminders(booking.id)).every((r) => r.status === "cancelled")).toBe(true);

    const audit = await services.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "entity"])
      .where("entityId", "=", booking.id)
      .orderBy("createdAt")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "booking.confirm",
      "booking.reschedule",
      "booking.cancel",
    ]);
    expect(audit.every((a) => a.entity === "booking")).toBe(true);
  });

  it("reminders: none already due; moving back to a time revives its reminders", async () => {
    const booking = await newBooking();
    // Twelve hours ahead: the 24h reminder's moment has passed, only the 1h one is made.
    const soon = new Date(Math.floor((Date.now() + 12 * 3600_000) / 60_000) * 60_000).toISOString();
    await confirmBooking(services, admin, schedule(booking.id, booking.version, soon));
    expect((await reminders(booking.id)).map((r) => [r.kind, r.status])).toEqual([
      ["1h", "pending"],
    ]);
    let row = await current(booking.id);
    const later = inDays(3);
    await rescheduleBooking(services, admin, schedule(booking.id, row.version, later));
    row = await current(booking.id);
    await rescheduleBooking(services, admin, schedule(booking.id, row.version, soon));
    const rows = await reminders(booking.id);
    expect(rows.filter((r) => r.startAt === soon).map((r) => [r.kind, r.status])).toEqual([
      ["1h", "pending"],
    ]);
    expect(rows.filter((r) => r.startAt === later).map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
  });

  it("confirm and reschedule answer a pending change request", async () => {
    const booking = await newBooking();
    await services.db
      .updateTable("demoBooking")
      .set({ changeRequest: "Can we do a weekend?", changeRequestedAt: new Date().toISOString() })
      .where("id", "=", booking.id)
      .execute();
    await confirmBooking(services, admin, schedule(booking.id, booking.version, inDays(2)));
    expect(await current(booking.id)).toMatchObject({
      changeRequest: null,
      changeRequestedAt: null,
    });
  });

  it("refuses illegal transitions with a clear message and changes nothing", async () => {
    const booking = await newBooking();
    const v = booking.version;
    expect(
      await refusal(() => completeBooking(services, admin, { id: booking.id, version: v })),
    ).toBe("This booking is still a request, so it can't be marked as completed.");
    expect(await refusal(() => markNoShow(services, admin, { id: booking.id, version: v }))).toBe(
      "This booking is still a request, so it can't be marked as a no-show.",
    );
    expect(
      await refusal(() => convertBooking(services, admin, { id: booking.id, version: v })),
    ).toBe("This booking is still a request, so it can't be converted into an enrolment.");
    expect(
      await refusal(() => rescheduleBooking(services, admin, schedule(booking.id, v, inDays(2)))),
    ).toBe("This booking is still a request, so it can't be rescheduled.");
    expect(
      await refusal(() => confirmBooking(services, admin, schedule(booking.id, v, inDays(-1)))),
    ).toBe("Choose a time in the future.");
    expect(
      await refusal(() =>
        confirmBooking(
          services,
          admin,
          schedule(booking.id, v, inDays(2), { assigneeId: booking.id }),
        ),
      ),
    ).toBe("Choose the admin who will run the demo.");
    expect(await current(booking.id)).toMatchObject({
      status: "requested",
      version: v,
      calendarSequence: 0,
    });

    await confirmBooking(services, admin, schedule(booking.id, v, inDays(2)));
    const confirmed = await current(booking.id);
    expect(
      await refusal(() =>
        confirmBooking(services, admin, schedule(booking.id, confirmed.version, inDays(3))),
      ),
    ).toBe("This booking is confirmed, so it can't be confirmed.");
    expect(
      await refusal(() =>
        rescheduleBooking(
          services,
          admin,
          schedule(booking.id, confirmed.version, confirmed.scheduledStart!),
        ),
      ),
    ).toBe("Nothing changed: choose a new time or change the details.");
    expect(
      await refusal(() =>
        completeBooking(services, admin, { id: booking.id, version: confirmed.version }),
      ),
    ).toBe("This demo hasn't started yet. Mark it once its start time has passed.");

    await cancelBooking(services, admin, {
      id: booking.id,
      version: confirmed.version,
      reason: "Duplicate.",
    });
    const cancelled = await current(booking.id);
    expect(
      await refusal(() =>
        cancelBooking(services, admin, {
          id: booking.id,
          version: cancelled.version,
          reason: "Again.",
        }),
      ),
    ).toBe("This booking is cancelled, so it can't be cancelled.");
    expect(
      await refusal(() =>
        rescheduleBooking(services, admin, schedule(booking.id, cancelled.version, inDays(3))),
      ),
    ).toBe("This booking is cancelled, so it can't be rescheduled.");
    expect(
      await refusal(() => cancelBooking(services, admin, { id: "nope", version: 1, reason: "x" })),
    ).toBe("This booking no longer exists.");
    // Exactly the two mails the two real changes made.
    expect((await mailsTo(booking.email)).map((m) => m.kind)).toEqual([
      "booking-confirmation",
      "booking-confirmed",
      "booking-cancelled",
    ]);
  });

  it("offers only the actions the booking's state allows", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const base = { email: "a@example.com", convertedAt: null, scheduledStart: null };
    const started = { ...base, scheduledStart: "2026-11-26T11:59:00Z" };
    expect(bookingActions({ ...base, status: "requested" }, now)).toEqual(["confirm", "cancel"]);
    expect(bookingActions({ ...started, status: "confirmed" }, now)).toEqual([
      "reschedule",
      "cancel",
      "complete",
      "no-show",
    ]);
    expect(bookingActions({ ...started, status: "completed" }, now)).toEqual(["convert"]);
    expect(
      bookingActions({ ...started, status: "completed", convertedAt: "2026-11-25" }, now),
    ).toEqual([]);
    expect(bookingActions({ ...base, status: "cancelled" }, now)).toEqual([]);
    expect(bookingActions({ ...base, status: "no-show" }, now)).toEqual([]);
    expect(
      bookingActions({ status: "requested", email: "", convertedAt: null, scheduledStart: null }),
    ).toEqual(["cancel"]);
  });

  it("offers completed and no-show only once the demo has started (issue 23)", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const confirmed = { status: "confirmed" as const, email: "a@example.com", convertedAt: null };
    expect(bookingActions({ ...confirmed, scheduledStart: "2026-11-26T12:01:00Z" }, now)).toEqual([
      "reschedule",
      "cancel",
    ]);
    expect(bookingActions({ ...confirmed, scheduledStart: "2026-11-26T12:00:00Z" }, now)).toEqual([
      "reschedule",
      "cancel",
      "complete",
      "no-show",
    ]);
  });

  it("a stale form is refused with the conflict message", async () => {
    const booking = await newBooking();
    await saveBookingNotes(services, admin, {
      id: booking.id,
      version: booking.version,
      notes: "Call first.",
    });
    expect(
      await refusal(() =>
        confirmBooking(services, otherAdmin, schedule(booking.id, booking.version, inDays(2))),
      ),
    ).toBe(CONFLICT_MESSAGE);
    expect(await current(booking.id)).toMatchObject({
      status: "requested",
      internalNotes: "Call first.",
    });
  });

  it("two admins acting on one booking at once: one wins, the other is told", async () => {
    for (let round = 0; round < 5; round++) {
      const booking = await newBooking();
      const results = await Promise.allSettled([
        confirmBooking(services, admin, schedule(booking.id, booking.version, inDays(2))),
        cancelBooking(services, otherAdmin, {
          id: booking.id,
          version: booking.version,
          reason: "Spam.",
        }),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(AdminRefusal);
      expect((lost[0].reason as AdminRefusal).message).toBe(CONFLICT_MESSAGE);
      const row = await current(booking.id);
      expect(row.version).toBe(booking.version + 1);
      expect(row.calendarSequence).toBe(1);
      // Only the winner's mail was queued; the loser's rolled back with its change.
      const kinds = (await mailsTo(booking.email)).map((m) => m.kind);
      expect(kinds).toHaveLength(2);
      expect(kinds[1]).toBe(row.status === "confirmed" ? "booking-confirmed" : "booking-cancelled");
    }
  });

  /** A confirmed booking whose demo has happened (its start moved into the past). */
  async function pastDemo(options: Parameters<typeof newBooking>[0] = {}) {
    const booking = await newBooking(options);
    await confirmBooking(services, admin, schedule(booking.id, booking.version, inDays(1)));
    await services.db
      .updateTable("demoBooking")
      .set({ scheduledStart: inDays(-1) })
      .where("id", "=", booking.id)
      .execute();
    return current(booking.id);
  }

  it("marks a past demo completed or no-show; both are final", async () => {
    const a = await pastDemo();
    await completeBooking(services, admin, { id: a.id, version: a.version });
    const done = await current(a.id);
    expect(done.status).toBe("completed");
    expect(
      await refusal(() => markNoShow(services, admin, { id: a.id, version: done.version })),
    ).toBe("This booking is completed, so it can't be marked as a no-show.");
    expect(
      await refusal(() =>
        cancelBooking(services, admin, { id: a.id, version: done.version, reason: "x" }),
      ),
    ).toBe("This booking is completed, so it can't be cancelled.");

    const b = await pastDemo();
    await markNoShow(services, admin, { id: b.id, version: b.version });
    const absent = await current(b.id);
    expect(absent.status).toBe("no-show");
    expect(
      await refusal(() => convertBooking(services, admin, { id: b.id, version: absent.version })),
    ).toBe("This booking is marked as a no-show, so it can't be converted into an enrolment.");
    expect((await reminders(b.id)).every((r) => r.status !== "pending")).toBe(true);
  });

  it("converts a completed demo: a new account that can set its password, enrolled once", async () => {
    const email = `new-${randomBytes(5).toString("hex")}@example.com`;
    const demo = await pastDemo({ email });
    await completeBooking(services, admin, { id: demo.id, version: demo.version });
    const completed = await current(demo.id);

    const outcome = await convertBooking(services, admin, {
      id: demo.id,
      version: completed.version,
    });
    expect(outcome.account).toBe("new");
    const user = await services.db
      .selectFrom("user")
      .select(["id", "email", "name", "accountType", "role"])
      .where("id", "=", outcome.userId!)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email, name: "Asha Rao", accountType: "parent", role: "user" });
    const enrollment = await services.db
      .selectFrom("enrollment")
      .select(["userId", "courseId", "status"])
      .where("id", "=", outcome.enrollmentId!)
      .executeTakeFirstOrThrow();
    expect(enrollment).toEqual({ userId: outcome.userId, courseId: course.id, status: "upcoming" });
    const converted = await current(demo.id);
    expect(converted).toMatchObject({ userId: outcome.userId, enrollmentId: outcome.enrollmentId });
    expect(converted.convertedAt).not.toBeNull();

    const welcome = await lastMail(email, "booking-enrolled");
    expect(welcome.text).toContain(course.title);
    expect(welcome.text).toContain(`/manage-booking/${demo.manageToken}`);
    const token = /\/reset-password\?token=([\w-]+)/.exec(welcome.text)![1];
    // The welcome link is a real password-reset link: it sets the first password.
    await services.auth.api.resetPassword({ body: { token, newPassword: "a-new-password-1" } });
    const signedIn = await services.auth.api.signInEmail({
      body: { email, password: "a-new-password-1" },
    });
    expect(signedIn.user.id).toBe(outcome.userId);

    expect(
      await refusal(() =>
        convertBooking(services, admin, { id: demo.id, version: converted.version }),
      ),
    ).toBe("This booking was already converted into an enrolment.");
  });

  it("converts into the booker's existing account (found by e-mail, any case)", async () => {
    const existing = await addUser(
      "user",
      `Existing-${randomBytes(4).toString("hex")}@Example.com`,
    );
    const demo = await pastDemo({ email: existing.email.toLowerCase() });
    await completeBooking(services, admin, { id: demo.id, version: demo.version });
    const completed = await current(demo.id);
    const outcome = await convertBooking(services, admin, {
      id: demo.id,
      version: completed.version,
    });
    expect(outcome).toMatchObject({ userId: existing.id, account: "existing" });
    const mail = await lastMail(existing.email, "booking-enrolled");
    expect(mail.text).not.toContain("reset-password");
  });

  it("refuses to convert a demo with no course", async () => {
    const demo = await pastDemo({ courseSlug: null });
    await completeBooking(services, admin, { id: demo.id, version: demo.version });
    const completed = await current(demo.id);
    expect(
      await refusal(() =>
        convertBooking(services, admin, { id: demo.id, version: completed.version }),
      ),
    ).toBe(
      "This booking names no course to enrol in. Enrol the learner from their user page instead.",
    );
    expect((await current(demo.id)).convertedAt).toBeNull();
  });

  it("two admins converting at once make one account and one enrolment", async () => {
    const email = `race-${randomBytes(5).toString("hex")}@example.com`;
    const demo = await pastDemo({ email });
    await completeBooking(services, admin, { id: demo.id, version: demo.version });
    const completed = await current(demo.id);
    const results = await Promise.allSettled([
      convertBooking(services, admin, { id: demo.id, version: completed.version }),
      convertBooking(services, otherAdmin, { id: demo.id, version: completed.version }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((lost.reason as AdminRefusal).message).toBe(CONFLICT_MESSAGE);
    const users = await services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toHaveLength(1);
    expect((await mailsTo(email)).filter((m) => m.kind === "booking-enrolled")).toHaveLength(1);
  });

  it("mails the booker's local time on either side of a daylight-saving change", async () => {
    // New York's clocks go forward on 14 March 2027: 10:00 is 15:00Z before, 14:00Z after.
    const before = await newBooking({ timeZone: "America/New_York" });
    await confirmBooking(
      services,
      admin,
      schedule(before.id, before.version, "2027-03-13T15:00:00.000Z"),
    );
    expect((await lastMail(before.email, "booking-confirmed")).text).toContain(
      "Saturday, 13 March 2027 at 10:00 (America/New_York)",
    );
    const after = await newBooking({ timeZone: "America/New_York" });
    await confirmBooking(
      services,
      admin,
      schedule(after.id, after.version, "2027-03-15T14:00:00.000Z"),
    );
    expect((await lastMail(after.email, "booking-confirmed")).text).toContain(
      "Monday, 15 March 2027 at 10:00 (America/New_York)",
    );
  });

  it("internal notes are saved, audited and never mailed", async () => {
    const booking = await newBooking();
    await saveBookingNotes(services, admin, {
      id: booking.id,
      version: booking.version,
      notes: "  Prefers Hindi.  ",
    });
    const row = await current(booking.id);
    expect(row).toMatchObject({ internalNotes: "Prefers Hindi.", version: booking.version + 1 });
    await confirmBooking(services, admin, schedule(booking.id, row.version, inDays(2)));
    expect((await lastMail(booking.email, "booking-confirmed")).text).not.toContain(
      "Prefers Hindi",
    );
    const audit = await services.db
      .selectFrom("auditLog")
      .select("detail")
      .where("entityId", "=", booking.id)
      .where("action", "=", "booking.notes")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { internalNotes: null },
      after: { internalNotes: "Prefers Hindi." },
    });
  });

  it("deleting the booker's account drops the manage token and the pending reminders", async () => {
    const user = await addUser("user");
    const booking = await newBooking({ email: user.email });
    await confirmBooking(services, admin, schedule(booking.id, booking.version, inDays(3)));
    expect((await reminders(booking.id)).filter((r) => r.status === "pending")).toHaveLength(2);
    await deleteAccount(services.db, user.id);
    const row = await current(booking.id);
    expect(row).toMatchObject({ email: "", manageToken: null });
    expect((await reminders(booking.id)).every((r) => r.status === "cancelled")).toBe(true);
    expect(
      await refusal(() =>
        rescheduleBooking(services, admin, schedule(booking.id, row.version, inDays(4))),
      ),
    ).toBe("The booker deleted their account, so this booking can only be cancelled.");
    // Cancelling still works; no mail goes to the erased address.
    const before = (await mailsTo("")).length;
    await cancelBooking(services, admin, {
      id: booking.id,
      version: row.version,
      reason: "Account deleted.",
    });
    expect(await mailsTo("")).toHaveLength(before);
  });
});
