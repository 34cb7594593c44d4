import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestDatabase,
  createTestServices,
  engines,
  testConfig,
} from "../../../tests/support/databases";
import type { DemoBookingTable } from "../platform/db/schema";
import { newManageToken } from "./queries";
import { createLogger } from "../platform/log";
import { createServices } from "../services";
import { type AppServices } from "../platform/types";
import { queueBookerMail } from "./mails";
import {
  cancelReminders,
  decideReminder,
  scheduleReminders,
  sendDueReminders,
  startReminderWorker,
} from "./jobs";

// The mails are the real ones; a test can make one fail (mockRejectedValueOnce).
vi.mock("./mails", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./mails")>();
  return { ...actual, queueBookerMail: vi.fn(actual.queueBookerMail) };
});

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const plus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

/** The calendar day of `instant` in `zone`, as YYYY-MM-DD. */
const dayIn = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

/**
 * Fails when a reminder's words about "today", "tomorrow" or "in one hour" are untrue for a
 * mail queued at `sentAt` about a demo at `start`, read in the booker's `zone`. Across a
 * daylight-saving change 24 hours before a demo is not always the day before it.
 */
function expectRelativeWordsTrue(words: string, sentAt: Date, start: string, zone: string) {
  const startDay = dayIn(new Date(start), zone);
  const sentDay = dayIn(sentAt, zone);
  const nextDay = new Date(`${sentDay}T12:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  if (/\btomorrow\b/i.test(words)) expect(startDay).toBe(nextDay.toISOString().slice(0, 10));
  if (/\b(today|tonight)\b/i.test(words)) expect(startDay).toBe(sentDay);
  if (/\bin (one|an|1) hour\b/i.test(words)) {
    expect(Math.abs(new Date(start).getTime() - sentAt.getTime() - HOUR)).toBeLessThan(5 * 60_000);
  }
}

describe("decideReminder", () => {
  const start = "2026-12-10T10:00:00.000Z";
  const booker = { email: "asha@example.com", manageToken: "a".repeat(48) };
  const confirmed = { status: "confirmed" as const, scheduledStart: start, ...booker };

  it("sends a reminder that can still help, late or not", () => {
    expect(
      decideReminder({ kind: "24h", startAt: start }, confirmed, plus(start, -24 * HOUR)),
    ).toBe("send");
    // A server that was down for most of a day still reminds a day ahead of time.
    expect(decideReminder({ kind: "24h", startAt: start }, confirmed, plus(start, -2 * HOUR))).toBe(
      "send",
    );
    // The 1h one carries the meeting link: worth sending up to the start.
    expect(decideReminder({ kind: "1h", startAt: start }, confirmed, plus(start, -60_000))).toBe(
      "send",
    );
  });

  it("skips the 24h one once the 1h one is due, and every one once the demo has started", () => {
    expect(decideReminder({ kind: "24h", startAt: start }, confirmed, plus(start, -HOUR))).toBe(
      "skipped",
    );
    expect(decideReminder({ kind: "1h", startAt: start }, confirmed, at(start))).toBe("skipped");
    expect(decideReminder({ kind: "24h", startAt: start }, confirmed, plus(start, HOUR))).toBe(
      "skipped",
    );
  });

  it("cancels a reminder for a demo no longer confirmed at its start", () => {
    const early = plus(start, -24 * HOUR);
    for (const status of ["requested", "cancelled", "completed", "no-show"] as const) {
      expect(
        decideReminder(
          { kind: "24h", startAt: start },
          { status, scheduledStart: start, ...booker },
          early,
        ),
      ).toBe("cancelled");
    }
    expect(
      decideReminder(
        { kind: "24h", startAt: start },
        { ...confirmed, scheduledStart: "2026-12-11T10:00:00.000Z" },
        early,
      ),
    ).toBe("cancelled");
    expect(
      decideReminder({ kind: "1h", startAt: start }, { ...confirmed, scheduledStart: null }, early),
    ).toBe("cancelled");
    // Its booker deleted their account: the booking stays, anonymised, with no one to mail.
    expect(
      decideReminder(
        { kind: "24h", startAt: start },
        { ...confirmed, email: "", manageToken: null },
        early,
      ),
    ).toBe("cancelled");
    // The same instant written differently is the same start.
    expect(
      decideReminder(
        { kind: "24h", startAt: start },
        { ...confirmed, scheduledStart: "2026-12-10T15:30:00+05:30" },
        early,
      ),
    ).toBe("send");
  });
});

describe("the reminder worker in the services", () => {
  it("runs beside the outbox worker, not without it, and stops with it", async () => {
    const database = await createTestDatabase("sqlite");
    const config = testConfig(database.url);
    const log = createLogger("silent");
    try {
      const server = await createServices(config, log);
      expect(server.reminders).toBeDefined();
      await server.stopBackground!();
      await server.handle.close();
      // The admin CLI: no outbox, so no reminders either (they are mail).
      const cli = await createServices(config, log, { mailWorker: false });
      expect(cli.reminders).toBeUndefined();
      await cli.handle.close();
      const tests = await createServices(config, log, { reminderWorker: false });
      expect(tests.mail).toBeDefined();
      expect(tests.reminders).toBeUndefined();
      await tests.stopBackground!();
      await tests.handle.close();
    } finally {
      await database.drop();
    }
  });
});

describe.each(engines)("booking reminders on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());
  // Each test's clock is its own: what one leaves pending must not be due in the next.
  afterEach(async () => {
    await services.db
      .updateTable("bookingReminder")
      .set({ status: "cancelled" })
      .where("status", "=", "pending")
      .execute();
  });

  /** A confirmed booking at `start` (ISO UTC) for a booker in `timeZone`. */
  async function confirmed(start: string, timeZone = "Asia/Kolkata") {
    const id = randomUUID();
    const now = new Date().toISOString();
    const row: Omit<DemoBookingTable, "version" | "calendarSequence"> = {
      id,
      contactName: "Asha Rao",
      email: `asha.${randomBytes(5).toString("hex")}@example.com`,
      emailKey: "",
      phone: "+91 98765 43210",
      accountType: "student",
      learnerName: null,
      grade: "10",
      board: "CBSE",
      goal: null,
      subject: "Mathematics",
      courseSlug: null,
      requestedStart: start,
      timeZone,
      notes: null,
      status: "confirmed",
      scheduledStart: start,
      meetingLink: `https://meet.example.com/${randomBytes(4).toString("hex")}`,
      userId: null,
      createdAt: now,
      updatedAt: now,
      durationMinutes: 45,
      assigneeId: null,
      internalNotes: null,
      cancelReason: null,
      cancelledBy: null,
      manageToken: newManageToken(),
      changeRequest: null,
      changeRequestedAt: null,
      enrollmentId: null,
      convertedAt: null,
    };
    row.emailKey = row.email;
    await services.db.insertInto("demoBooking").values(row).execute();
    return row;
  }

  const schedule = (bookingId: string, start: string, now: Date) =>
    services.db.transaction().execute((trx) => scheduleReminders(trx, bookingId, start, now));

  /** Moves a confirmed demo as the admin's reschedule does: the booking and its reminders. */
  const move = (bookingId: string, start: string, now: Date) =>
    services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("demoBooking")
        .set({ scheduledStart: start })
        .where("id", "=", bookingId)
        .execute();
      await scheduleReminders(trx, bookingId, start, now);
    });

  const remindersOf = (bookingId: string) =>
    services.db
      .selectFrom("bookingReminder")
      .selectAll()
      .where("bookingId", "=", bookingId)
      .orderBy("dueAt")
      .execute();

  const mailsTo = (email: string) =>
    services.db
      .selectFrom("emailOutbox")
      .selectAll()
      .where("to", "=", email)
      .orderBy("createdAt")
      .execute();

  const reminderMails = async (email: string) =>
    (await mailsTo(email)).filter((m) => m.kind.includes("reminder"));

  const run = (now: Date) => sendDueReminders(services, { now, workerId: "test" });

  it("sends each reminder once, at its due time, with the meeting link and the manage link", async () => {
    const start = "2030-01-15T10:00:00.000Z";
    const booking = await confirmed(start);
    await schedule(booking.id, start, at("2030-01-10T00:00:00.000Z"));
    expect((await remindersOf(booking.id)).map((r) => [r.kind, r.dueAt, r.status])).toEqual([
      ["24h", "2030-01-14T10:00:00.000Z", "pending"],
      ["1h", "2030-01-15T09:00:00.000Z", "pending"],
    ]);

    // Not yet due.
    expect(await run(plus(start, -24 * HOUR - 60_000))).toEqual({
      sent: 0,
      skipped: 0,
      cancelled: 0,
    });
    expect(await reminderMails(booking.email)).toHaveLength(0);

    expect(await run(plus(start, -24 * HOUR))).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
    // Again, and later: already sent, so nothing more until the 1h one is due.
    expect((await run(plus(start, -24 * HOUR))).sent).toBe(0);
    expect((await run(plus(start, -2 * HOUR))).sent).toBe(0);
    const first = await reminderMails(booking.email);
    expect(first).toHaveLength(1);
    const [day] = await remindersOf(booking.id);
    expect(day).toMatchObject({ status: "sent", decidedBy: "test", mailId: first[0]!.id });
    expect(day!.decidedAt).toBe(plus(start, -24 * HOUR).toISOString());

    expect(await run(plus(start, -HOUR + 5_000))).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
    expect(await run(plus(start, -30 * 60_000))).toEqual({ sent: 0, skipped: 0, cancelled: 0 });
    const mails = await reminderMails(booking.email);
    expect(mails).toHaveLength(2);
    expect((await remindersOf(booking.id)).map((r) => r.status)).toEqual(["sent", "sent"]);
    for (const mail of mails) {
      expect(mail.text).toContain(booking.meetingLink!);
      expect(mail.text).toContain(`/manage-booking/${booking.manageToken}`);
      expect(mail.html).toContain(booking.meetingLink!);
    }
    expect(mails[0]!.kind).not.toBe(mails[1]!.kind);
  });

  it("gives a moved demo reminders for its new time and none for its old one", async () => {
    const oldStart = "2030-02-10T10:00:00.000Z";
    const newStart = "2030-02-12T14:30:00.000Z";
    const booking = await confirmed(oldStart);
    await schedule(booking.id, oldStart, at("2030-02-01T00:00:00.000Z"));
    await move(booking.id, newStart, at("2030-02-05T00:00:00.000Z"));

    // The old time's due moments pass without a mail.
    expect(await run(plus(oldStart, -24 * HOUR))).toEqual({ sent: 0, skipped: 0, cancelled: 0 });
    expect(await run(plus(oldStart, -HOUR))).toEqual({ sent: 0, skipped: 0, cancelled: 0 });
    expect(await reminderMails(booking.email)).toHaveLength(0);

    expect((await run(plus(newStart, -24 * HOUR))).sent).toBe(1);
    expect((await run(plus(newStart, -HOUR))).sent).toBe(1);
    expect(
      (await remindersOf(booking.id)).map((r) => [r.startAt, r.kind, r.status]).sort(),
    ).toEqual(
      [
        [oldStart, "24h", "cancelled"],
        [oldStart, "1h", "cancelled"],
        [newStart, "24h", "sent"],
        [newStart, "1h", "sent"],
      ].sort(),
    );
    const mails = await reminderMails(booking.email);
    expect(mails).toHaveLength(2);
    // In the booker's zone (Asia/Kolkata): 14:30 UTC is 20:00 there.
    for (const mail of mails) expect(mail.text).toContain("20:00");
  });

  it("sends none for a cancelled demo", async () => {
    const start = "2030-03-10T10:00:00.000Z";
    const booking = await confirmed(start);
    await schedule(booking.id, start, at("2030-03-01T00:00:00.000Z"));
    await services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("demoBooking")
        .set({ status: "cancelled", cancelledBy: "booker", cancelReason: "Exams" })
        .where("id", "=", booking.id)
        .execute();
      await cancelReminders(trx, booking.id, at("2030-03-02T00:00:00.000Z"));
    });
    expect(await run(plus(start, -HOUR))).toEqual({ sent: 0, skipped: 0, cancelled: 0 });
    expect((await remindersOf(booking.id)).map((r) => r.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    expect(await reminderMails(booking.email)).toHaveLength(0);
  });

  it("cancels, rather than sends, a pending reminder whose booking changed without it", async () => {
    // Belt and braces: the booking is read when the reminder is due, so a change that did not
    // go through scheduleReminders/cancelReminders still stops the mail.
    const start = "2030-04-10T10:00:00.000Z";
    const moved = await confirmed(start);
    const cancelled = await confirmed(start);
    await schedule(moved.id, start, at("2030-04-01T00:00:00.000Z"));
    await schedule(cancelled.id, start, at("2030-04-01T00:00:00.000Z"));
    await services.db
      .updateTable("demoBooking")
      .set({ scheduledStart: "2030-04-11T10:00:00.000Z" })
      .where("id", "=", moved.id)
      .execute();
    await services.db
      .updateTable("demoBooking")
      .set({ status: "cancelled" })
      .where("id", "=", cancelled.id)
      .execute();
    expect(await run(plus(start, -HOUR))).toEqual({ sent: 0, skipped: 0, cancelled: 4 });
    expect(await reminderMails(moved.email)).toHaveLength(0);
    expect(await reminderMails(cancelled.email)).toHaveLength(0);
  });

  it("after an outage sends what is still useful late and skips what is pointless", async () => {
    // Down from before the 24h reminder until 30 minutes before the start: the 24h one would
    // arrive after the 1h one was due, so only the 1h one goes out.
    const start = "2030-05-10T10:00:00.000Z";
    const booking = await confirmed(start);
    await schedule(booking.id, start, at("2030-05-01T00:00:00.000Z"));
    expect(await run(plus(start, -30 * 60_000))).toEqual({ sent: 1, skipped: 1, cancelled: 0 });
    expect(
      (await remindersOf(booking.id)).map((r) => [r.kind, r.status, r.mailId !== null]),
    ).toEqual([
      ["24h", "skipped", false],
      ["1h", "sent", true],
    ]);
    const [lateHour] = await reminderMails(booking.email);
    expect(lateHour).toBeDefined();
    expectRelativeWordsTrue(
      `${lateHour!.subject}\n${lateHour!.text}`,
      plus(start, -30 * 60_000),
      start,
      booking.timeZone,
    );

    // Down for most of a day: the 24h one is still worth sending, 20 hours late.
    const start2 = "2030-05-20T10:00:00.000Z";
    const late = await confirmed(start2);
    await schedule(late.id, start2, at("2030-05-01T00:00:00.000Z"));
    expect(await run(plus(start2, -4 * HOUR))).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
    // Its words must still be true 20 hours late (no "tomorrow" on the demo's own day).
    const [lateMail] = await reminderMails(late.email);
    expectRelativeWordsTrue(
      `${lateMail!.subject}\n${lateMail!.text}`,
      plus(start2, -4 * HOUR),
      start2,
      late.timeZone,
    );
    expect((await remindersOf(late.id)).map((r) => r.status)).toEqual(["sent", "pending"]);
    expect(await run(plus(start2, -30 * 60_000))).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
    expect(await reminderMails(late.email)).toHaveLength(2);

    // Down until after the start: nothing goes out.
    const start3 = "2030-05-30T10:00:00.000Z";
    const missed = await confirmed(start3);
    await schedule(missed.id, start3, at("2030-05-01T00:00:00.000Z"));
    expect(await run(plus(start3, 10 * 60_000))).toEqual({ sent: 0, skipped: 2, cancelled: 0 });
    expect(await reminderMails(missed.email)).toHaveLength(0);
  });

  it("leaves a reminder whose mail failed pending for the next pass, and goes on with the others", async () => {
    const start = "2030-06-10T10:00:00.000Z";
    const failing = await confirmed(start);
    const other = await confirmed(start);
    await schedule(failing.id, start, at("2030-06-01T00:00:00.000Z"));
    await schedule(other.id, start, at("2030-06-01T00:00:00.000Z"));
    const due = plus(start, -24 * HOUR);
    const firstDue = (
      await services.db
        .selectFrom("bookingReminder")
        .select("bookingId")
        .where("status", "=", "pending")
        .where("dueAt", "<=", due.toISOString())
        .orderBy("dueAt")
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).bookingId;
    vi.mocked(queueBookerMail).mockRejectedValueOnce(new Error("template broke"));
    expect(await run(due)).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
    const [failed] = await remindersOf(firstDue);
    // Rolled back whole: still pending, unclaimed, and no mail.
    expect(failed).toMatchObject({ status: "pending", decidedBy: null, mailId: null });
    const email = firstDue === failing.id ? failing.email : other.email;
    expect(await reminderMails(email)).toHaveLength(0);
    expect(await run(due)).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
    expect(await reminderMails(email)).toHaveLength(1);
  });

  it("queues each reminder once when passes run at the same time", async () => {
    // On PostgreSQL the passes run on separate connections; on SQLite their transactions take
    // turns on the one connection. The two-process test covers separate processes.
    const start = "2030-07-10T10:00:00.000Z";
    const bookings = [];
    for (let i = 0; i < 30; i++) {
      const booking = await confirmed(start);
      await schedule(booking.id, start, at("2030-07-01T00:00:00.000Z"));
      bookings.push(booking);
    }
    const now = plus(start, -24 * HOUR);
    const results = await Promise.all(
      ["a", "b", "c"].map((workerId) => sendDueReminders(services, { now, workerId })),
    );
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
    for (const booking of bookings) expect(await reminderMails(booking.email)).toHaveLength(1);
  });

  it.runIf(engine === "postgres")(
    "leaves a reminder alone while its booking is being changed, then decides on the change",
    async () => {
      const start = "2030-08-10T10:00:00.000Z";
      const booking = await confirmed(start);
      await schedule(booking.id, start, at("2030-08-01T00:00:00.000Z"));
      const now = plus(start, -24 * HOUR);
      // An admin's reschedule holds the booking's row while the pass runs on other connections.
      await services.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("demoBooking")
          .set({ scheduledStart: "2030-08-12T10:00:00.000Z" })
          .where("id", "=", booking.id)
          .execute();
        expect(await run(now)).toEqual({ sent: 0, skipped: 0, cancelled: 0 });
        await scheduleReminders(trx, booking.id, "2030-08-12T10:00:00.000Z", now);
      });
      expect(await reminderMails(booking.email)).toHaveLength(0);
      expect(
        (await remindersOf(booking.id)).map((r) => [r.startAt.slice(0, 10), r.kind, r.status]),
      ).toEqual([
        ["2030-08-10", "24h", "cancelled"],
        ["2030-08-10", "1h", "cancelled"],
        ["2030-08-12", "24h", "pending"],
        ["2030-08-12", "1h", "pending"],
      ]);
    },
  );

  // The booker's zone decides the wording; the times are right on both sides of each change
  // (America/New_York: clocks back 2026-11-01, forward 2027-03-14; Europe/London: back
  // 2026-10-25, forward 2027-03-28). Reminders are due 24 and 1 hours of real time before the
  // start, so around a change the 24h one arrives at another wall-clock time than the demo,
  // sometimes on the demo's own day (a 25-hour day) or two days before it (a 23-hour day).
  const DST_CASES: { zone: string; start: string; date: string; time: string; why: string }[] = [
    {
      zone: "America/New_York",
      start: "2026-11-01T14:30:00.000Z",
      date: "Sunday, 1 November 2026",
      time: "09:30",
      why: "the morning the clocks go back (EST); its 24h reminder goes at 10:30 EDT",
    },
    {
      zone: "America/New_York",
      start: "2026-11-02T04:30:00.000Z",
      date: "Sunday, 1 November 2026",
      time: "23:30",
      why: "late on the 25-hour day: 24 hours before is 00:30 the same day",
    },
    {
      zone: "America/New_York",
      start: "2027-03-14T14:00:00.000Z",
      date: "Sunday, 14 March 2027",
      time: "10:00",
      why: "the morning the clocks go forward (EDT); its 24h reminder goes at 09:00 EST",
    },
    {
      zone: "America/New_York",
      start: "2027-03-14T07:30:00.000Z",
      date: "Sunday, 14 March 2027",
      time: "03:30",
      why: "just after the gap: the 1h reminder goes at 01:30 EST",
    },
    {
      zone: "America/New_York",
      start: "2027-03-15T04:30:00.000Z",
      date: "Monday, 15 March 2027",
      time: "00:30",
      why: "after the 23-hour day: 24 hours before is 23:30 on Saturday",
    },
    {
      zone: "Europe/London",
      start: "2026-10-25T10:00:00.000Z",
      date: "Sunday, 25 October 2026",
      time: "10:00",
      why: "the morning the clocks go back (GMT); its 24h reminder goes at 11:00 BST",
    },
    {
      zone: "Europe/London",
      start: "2026-10-25T23:30:00.000Z",
      date: "Sunday, 25 October 2026",
      time: "23:30",
      why: "late on the 25-hour day: 24 hours before is 00:30 BST the same day",
    },
    {
      zone: "Europe/London",
      start: "2027-03-28T09:00:00.000Z",
      date: "Sunday, 28 March 2027",
      time: "10:00",
      why: "the morning the clocks go forward (BST); its 24h reminder goes at 09:00 GMT",
    },
    {
      zone: "Europe/London",
      start: "2027-03-28T01:30:00.000Z",
      date: "Sunday, 28 March 2027",
      time: "02:30",
      why: "just after the gap: the 1h reminder goes at 00:30 GMT",
    },
    {
      zone: "Europe/London",
      start: "2027-03-28T23:30:00.000Z",
      date: "Monday, 29 March 2027",
      time: "00:30",
      why: "after the 23-hour day: 24 hours before is 23:30 GMT on Saturday",
    },
  ];

  it.each(DST_CASES)(
    "reminds of a demo in $zone at $time on $date right ($why)",
    async ({ zone, start, date, time }) => {
      const booking = await confirmed(start, zone);
      await schedule(booking.id, start, plus(start, -3 * 24 * HOUR));
      const rows = await remindersOf(booking.id);
      // Due 24 and 1 hours of real time before the start, whatever the clocks did.
      expect(rows.map((r) => [r.kind, r.dueAt])).toEqual([
        ["24h", plus(start, -24 * HOUR).toISOString()],
        ["1h", plus(start, -HOUR).toISOString()],
      ]);
      for (const row of rows) {
        const now = new Date(row.dueAt);
        expect(await run(now)).toEqual({ sent: 1, skipped: 0, cancelled: 0 });
        const [mail] = (await reminderMails(booking.email)).filter(
          (m) => m.kind === `booking-reminder-${row.kind}`,
        );
        expect(mail).toBeDefined();
        for (const body of [mail!.text, mail!.html]) {
          expect(body).toContain(date);
          expect(body).toContain(time);
          expect(body).toContain(zone);
          expect(body).toContain(booking.meetingLink!);
          expect(body).toContain(`/manage-booking/${booking.manageToken}`);
        }
        // The booker's zone only (the school's admins read times in theirs, e.g. Asia/Kolkata).
        expect(mail!.text).not.toContain("Asia/Kolkata");
        expectRelativeWordsTrue(`${mail!.subject}\n${mail!.text}`, now, start, zone);
      }
    },
  );

  it("runs in the background, kicks the outbox after queueing, and stops", async () => {
    const start = "2030-09-10T10:00:00.000Z";
    const booking = await confirmed(start);
    await schedule(booking.id, start, at("2030-09-01T00:00:00.000Z"));
    const kick = vi.fn();
    const worker = startReminderWorker(
      { ...services, mail: { ...services.mail!, kick } },
      { intervalMs: 3_600_000 },
    );
    try {
      expect(await worker.runOnce(plus(start, -23 * HOUR))).toEqual({
        sent: 1,
        skipped: 0,
        cancelled: 0,
      });
      expect(kick).toHaveBeenCalledTimes(1);
      expect(await worker.runOnce(plus(start, -23 * HOUR))).toEqual({
        sent: 0,
        skipped: 0,
        cancelled: 0,
      });
      expect(kick).toHaveBeenCalledTimes(1);
    } finally {
      await worker.stop();
    }
    // Stopped: a pass asked for afterwards decides nothing.
    expect((await worker.runOnce(plus(start, -HOUR))).sent).toBe(0);
  });

  it("on its timer, decides what is due by the real clock", async () => {
    // Starts in 30 minutes, confirmed a day ago: its 24h reminder is pointless, its 1h one due.
    const start = new Date(Date.now() + 30 * 60_000).toISOString();
    const booking = await confirmed(start);
    await schedule(booking.id, start, new Date(Date.now() - 24 * HOUR));
    const kick = vi.fn();
    const worker = startReminderWorker(
      { ...services, mail: { ...services.mail!, kick } },
      { intervalMs: 50 },
    );
    try {
      await vi.waitFor(
        async () =>
          expect((await remindersOf(booking.id)).map((r) => r.status)).toEqual(["skipped", "sent"]),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
    expect(await reminderMails(booking.email)).toHaveLength(1);
    expect(kick).toHaveBeenCalled();
  });

  it("stops between reminders: each one is decided whole or left pending for the next pass", async () => {
    const start = "2030-10-10T10:00:00.000Z";
    const bookings: Awaited<ReturnType<typeof confirmed>>[] = [];
    for (let i = 0; i < 40; i++) {
      const booking = await confirmed(start);
      await schedule(booking.id, start, at("2030-10-01T00:00:00.000Z"));
      bookings.push(booking);
    }
    const now = plus(start, -20 * HOUR);
    const worker = startReminderWorker(services, { intervalMs: 3_600_000 });
    // The shutdown comes while the pass is queueing its first mail.
    const queue = vi.mocked(queueBookerMail).getMockImplementation()!;
    let stopping: Promise<void> | undefined;
    vi.mocked(queueBookerMail).mockImplementationOnce(async (...args) => {
      stopping = worker.stop();
      return queue(...args);
    });
    const { sent } = await worker.runOnce(now);
    await stopping;
    expect(sent).toBe(1);
    const decided = async () =>
      services.db
        .selectFrom("bookingReminder")
        .selectAll()
        .where("kind", "=", "24h")
        .where(
          "bookingId",
          "in",
          bookings.map((b) => b.id),
        )
        .execute();
    const rows = await decided();
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(sent);
    for (const r of rows) {
      if (r.status === "pending") expect(r).toMatchObject({ decidedBy: null, mailId: null });
      else expect(r.status).toBe("sent");
    }
    const mailed = async () => {
      let count = 0;
      for (const b of bookings) count += (await reminderMails(b.email)).length;
      return count;
    };
    expect(await mailed()).toBe(sent);
    // The next process (or pass) takes over the rest.
    expect((await run(now)).sent).toBe(40 - sent);
    expect((await decided()).every((r) => r.status === "sent")).toBe(true);
    expect(await mailed()).toBe(40);
  });
});
