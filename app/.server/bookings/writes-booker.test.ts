import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { BookingStatus } from "../platform/db/schema";
import { newManageToken } from "./queries";
import type { AppServices } from "../platform/types";
import {
  bookerCancel,
  bookerChangeRefusal,
  bookerRequestChange,
  bookingByManageToken,
  changeDeadline,
  isManageTokenFormat,
} from "./writes-booker";

const HOUR = 3_600_000;

describe("changeDeadline", () => {
  const config = { bookingChangeCutoffHours: 12 };
  it("is the cut-off before the confirmed start, or before the requested one", () => {
    const requested = { requestedStart: "2026-12-10T12:00:00.000Z", scheduledStart: null };
    expect(changeDeadline(requested, config).toISOString()).toBe("2026-12-10T00:00:00.000Z");
    const confirmed = { ...requested, scheduledStart: "2026-12-11T09:30:00.000Z" };
    expect(changeDeadline(confirmed, config).toISOString()).toBe("2026-12-10T21:30:00.000Z");
    expect(changeDeadline(confirmed, { bookingChangeCutoffHours: 2 }).toISOString()).toBe(
      "2026-12-11T07:30:00.000Z",
    );
  });

  it("allows changes strictly before the deadline, for open bookings only", () => {
    const b = {
      requestedStart: "2026-12-10T12:00:00.000Z",
      scheduledStart: null,
      status: "requested" as const,
    };
    const deadline = changeDeadline(b, config).getTime();
    expect(bookerChangeRefusal(b, config, new Date(deadline - 1))).toBeNull();
    expect(bookerChangeRefusal(b, config, new Date(deadline))).toBe("past-cutoff");
    expect(bookerChangeRefusal({ ...b, status: "cancelled" }, config, new Date(0))).toBe("closed");
    expect(bookerChangeRefusal({ ...b, status: "completed" }, config, new Date(0))).toBe("closed");
  });
});

describe("isManageTokenFormat", () => {
  it("accepts the tokens the app and both migrations make, and nothing else", () => {
    expect(isManageTokenFormat(newManageToken())).toBe(true);
    expect(isManageTokenFormat("a".repeat(64))).toBe(true);
    for (const bad of [
      "",
      "a".repeat(47),
      "a".repeat(49),
      "A".repeat(48),
      `${"a".repeat(47)}g`,
      `${"a".repeat(40)}' or 1=1`,
      randomUUID(),
    ]) {
      expect(isManageTokenFormat(bad), bad).toBe(false);
    }
  });
});

describe.each(engines)("the booker's manage link on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  /** A booking starting `hoursAhead` from `now`, inserted as the booking form would leave it. */
  async function newBooking(
    now: Date,
    hoursAhead: number,
    overrides: { status?: BookingStatus; confirmed?: boolean } = {},
  ) {
    const id = randomUUID();
    const token = newManageToken();
    const start = new Date(now.getTime() + hoursAhead * HOUR).toISOString();
    const email = `booker-${id.slice(0, 8)}@example.com`;
    const confirmed = overrides.confirmed ?? false;
    await services.db
      .insertInto("demoBooking")
      .values({
        id,
        contactName: "Asha Rao",
        email,
        emailKey: email,
        phone: "+91 98765 43210",
        accountType: "parent",
        learnerName: "Kabir",
        grade: "Grade 4",
        board: null,
        goal: null,
        subject: "Primary Computing",
        courseSlug: null,
        requestedStart: confirmed
          ? new Date(now.getTime() + (hoursAhead + 48) * HOUR).toISOString()
          : start,
        timeZone: "Asia/Kolkata",
        notes: null,
        status: overrides.status ?? (confirmed ? "confirmed" : "requested"),
        scheduledStart: confirmed ? start : null,
        meetingLink: confirmed ? "https://meet.example/abc-defg-hij" : null,
        userId: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        durationMinutes: confirmed ? 45 : null,
        assigneeId: null,
        internalNotes: "Admins only",
        cancelReason: null,
        cancelledBy: null,
        manageToken: token,
        changeRequest: null,
        changeRequestedAt: null,
        enrollmentId: null,
        convertedAt: null,
      })
      .execute();
    return { id, token, email };
  }

  const row = (id: string) =>
    services.db
      .selectFrom("demoBooking")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const auditFor = (id: string) =>
    services.db.selectFrom("auditLog").selectAll().where("entityId", "=", id).execute();
  const mailsTo = (to: string) =>
    services.db.selectFrom("emailOutbox").selectAll().where("to", "=", to).execute();

  it("finds a booking by its own token only", async () => {
    const now = new Date();
    const a = await newBooking(now, 72);
    const b = await newBooking(now, 72);
    expect((await bookingByManageToken(services.db, a.token))?.id).toBe(a.id);
    expect((await bookingByManageToken(services.db, b.token))?.id).toBe(b.id);
    expect(await bookingByManageToken(services.db, newManageToken())).toBeUndefined();
    expect(await bookingByManageToken(services.db, a.id)).toBeUndefined();
    expect(await bookingByManageToken(services.db, a.token.toUpperCase())).toBeUndefined();
    expect(await bookingByManageToken(services.db, `${a.token.slice(0, 47)}%`)).toBeUndefined();
  });

  it("cancels before the cut-off: status, calendar, reminders, mails and audit together", async () => {
    const now = new Date();
    const booking = await newBooking(now, 30, { confirmed: true });
    const before = await row(booking.id);
    await services.db
      .insertInto("bookingReminder")
      .values({
        id: randomUUID(),
        bookingId: booking.id,
        kind: "24h",
        startAt: before.scheduledStart!,
        dueAt: new Date(now.getTime() + 6 * HOUR).toISOString(),
        decidedAt: null,
        decidedBy: null,
        mailId: null,
      })
      .execute();

    const outcome = await bookerCancel(services, booking.token, "  We are travelling.  ", now);
    expect(outcome.ok).toBe(true);
    const after = await row(booking.id);
    expect(after).toMatchObject({
      status: "cancelled",
      cancelledBy: "booker",
      cancelReason: "We are travelling.",
      calendarSequence: before.calendarSequence + 1,
      version: before.version + 1,
    });
    const reminders = await services.db
      .selectFrom("bookingReminder")
      .select("status")
      .where("bookingId", "=", booking.id)
      .execute();
    expect(reminders.map((r) => r.status)).toEqual(["cancelled"]);

    const mails = await mailsTo(booking.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/manage-booking/${booking.token}`);
    expect(mails[0].attachments).toContain("METHOD:CANCEL");
    expect(await mailsTo(services.config.site.email)).not.toHaveLength(0);

    const audit = await auditFor(booking.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      actorEmail: booking.email,
      action: "booking.cancel",
      entity: "booking",
    });
    expect(JSON.parse(audit[0].detail!)).toEqual({
      before: { status: "confirmed", cancelledBy: null, cancelReason: null },
      after: { status: "cancelled", cancelledBy: "booker", cancelReason: "We are travelling." },
    });

    // Once cancelled, nothing more can be done from the link.
    expect(await bookerCancel(services, booking.token, "", now)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await bookerRequestChange(services, booking.token, "Friday?", now)).toEqual({
      ok: false,
      reason: "closed",
    });
  });

  it("refuses at the cut-off and after it, changing nothing", async () => {
    const now = new Date();
    const booking = await newBooking(now, 12); // the deadline is exactly now
    const before = await row(booking.id);
    expect(await bookerCancel(services, booking.token, "", now)).toEqual({
      ok: false,
      reason: "past-cutoff",
    });
    const later = new Date(now.getTime() + HOUR);
    expect(await bookerRequestChange(services, booking.token, "Any evening", later)).toEqual({
      ok: false,
      reason: "past-cutoff",
    });
    expect(await row(booking.id)).toEqual(before);
    expect(await auditFor(booking.id)).toHaveLength(0);
    expect(await mailsTo(booking.email)).toHaveLength(0);

    // A millisecond earlier it was still allowed.
    const justBefore = new Date(now.getTime() - 1);
    expect((await bookerCancel(services, booking.token, "", justBefore)).ok).toBe(true);
    expect((await row(booking.id)).cancelReason).toBeNull();
  });

  it("follows the configured cut-off", async () => {
    const { services: short, cleanup: done } = await createTestServices(engine, {
      BOOKING_CHANGE_CUTOFF_HOURS: "2",
    });
    try {
      const now = new Date();
      const token = newManageToken();
      const id = randomUUID();
      const base = await row((await newBooking(now, 5)).id);
      // The same booking in the other database, three hours ahead: inside 12 h, outside 2 h.
      await short.db
        .insertInto("demoBooking")
        .values({
          ...base,
          id,
          manageToken: token,
          emailKey: `${id}@example.com`,
          requestedStart: new Date(now.getTime() + 3 * HOUR).toISOString(),
        })
        .execute();
      expect((await bookerRequestChange(short, token, "Later please", now)).ok).toBe(true);
    } finally {
      await done();
    }
  });

  it("records a change request for the admins and leaves the booking as it is", async () => {
    const now = new Date();
    const booking = await newBooking(now, 48, { confirmed: true });
    const before = await row(booking.id);
    const outcome = await bookerRequestChange(
      services,
      booking.token,
      "  Saturday morning, please  ",
      now,
    );
    expect(outcome.ok).toBe(true);
    const after = await row(booking.id);
    expect(after).toMatchObject({
      status: "confirmed",
      scheduledStart: before.scheduledStart,
      calendarSequence: before.calendarSequence,
      changeRequest: "Saturday morning, please",
      changeRequestedAt: now.toISOString(),
      version: before.version + 1,
    });
    const audit = await auditFor(booking.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      actorEmail: booking.email,
      action: "booking.change-request",
    });
    // The admins are told; the booker gets no mail for asking.
    expect(await mailsTo(booking.email)).toHaveLength(0);
    const notices = await services.db
      .selectFrom("emailOutbox")
      .select("text")
      .where("to", "=", services.config.site.email)
      .execute();
    expect(notices.some((n) => n.text.includes("Saturday morning, please"))).toBe(true);
  });

  it("one booker's token never reads or changes another's booking", async () => {
    const now = new Date();
    const mine = await newBooking(now, 48);
    const theirs = await newBooking(now, 48);
    const theirsBefore = await row(theirs.id);
    expect((await bookerCancel(services, mine.token, "", now)).ok).toBe(true);
    expect((await bookerRequestChange(services, mine.token, "x y z", now)).ok).toBe(false);
    expect(await row(theirs.id)).toEqual(theirsBefore);
    expect(await auditFor(theirs.id)).toHaveLength(0);
    // A token that is not theirs, however close, finds nothing.
    const near = `${theirs.token.slice(0, -1)}${theirs.token.endsWith("0") ? "1" : "0"}`;
    expect(await bookerCancel(services, near, "", now)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await bookerCancel(services, theirs.id, "", now)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await row(theirs.id)).toEqual(theirsBefore);
  });
});
