import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { bookingViewToken, createBooking } from "../repos/bookings";
import type { AppServices } from "../services";
import { getBookingRecord, type BookingRecord } from "./lifecycle";
import { manageUrl, queueAdminNotice, queueBookerMail, type BookerMailKind } from "./mails";

// The booking's mails as queued in the outbox (docs/admin.md "Mails", "The booker's manage link"):
// every one carries the booker's private manage link; the calendar ones carry an .ics a real parser
// reads.
describe.each(engines)("booking mails on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const adminEmail = `admin-${randomBytes(4).toString("hex")}@example.com`;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const now = new Date().toISOString();
    await services.db
      .insertInto("user")
      .values({
        id: randomBytes(16).toString("hex"),
        name: "Admin",
        email: adminEmail,
        emailVerified: engine === "postgres" ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        role: "admin",
        accountType: "student",
        phone: null,
      })
      .execute();
  });
  afterAll(async () => cleanup());

  async function newBooking(): Promise<BookingRecord> {
    const { booking } = await createBooking(
      services.db,
      services.config,
      {
        accountType: "student",
        contactName: "Ravi <Kumar>",
        grade: "Grade 10",
        board: undefined,
        email: `ravi-${randomBytes(5).toString("hex")}@example.com`,
        phone: "+91 98765 43210",
        subject: "Physics",
        courseSlug: undefined,
        requestedStart: "2030-03-30T11:00:00.000Z",
        timeZone: "Europe/London",
        notes: undefined,
        password: undefined,
      },
      null,
      [adminEmail],
    );
    return (await getBookingRecord(services.db, booking.id))!;
  }

  async function outbox(id: string) {
    return services.db
      .selectFrom("emailOutbox")
      .select(["to", "kind", "subject", "text", "html", "attachments"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  it("the request-received mail carries the manage link, as before its page link and .ics", async () => {
    const booking = await newBooking();
    expect(booking.manageToken).toMatch(/^[0-9a-f]{48}$/);
    const mails = await services.db
      .selectFrom("emailOutbox")
      .select(["to", "kind", "text", "html", "attachments"])
      .where("to", "=", booking.email)
      .execute();
    const toBooker = mails.filter((m) => m.kind === "booking-confirmation");
    expect(toBooker).toHaveLength(1);
    const link = manageUrl(services.config, booking.manageToken!);
    expect(link).toBe(`http://localhost:3999/manage-booking/${booking.manageToken}`);
    expect(toBooker[0].text).toContain(link);
    expect(toBooker[0].html).toContain(link);
    expect(toBooker[0].text).toContain(
      `/demo-confirmation?booking=${booking.id}&t=${bookingViewToken(services.config.authSecret, booking.id)}`,
    );
    const [file] = JSON.parse(toBooker[0].attachments!) as { content: string }[];
    expect(
      new ICAL.Event(
        new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent("vevent")!,
      ).startDate
        .toJSDate()
        .toISOString(),
    ).toBe("2030-03-30T11:00:00.000Z");
    // The admins' notice is unchanged, and does not carry the booker's private link.
    const notices = await services.db
      .selectFrom("emailOutbox")
      .select(["to", "text"])
      .where("kind", "=", "booking-notify")
      .where("text", "like", `%${booking.email}%`)
      .execute();
    expect(notices.map((n) => n.to).sort()).toEqual(
      [adminEmail, services.config.site.email].sort(),
    );
    expect(notices.every((n) => !n.text.includes(booking.manageToken!))).toBe(true);
  });

  it("every booker mail carries the manage link; calendar ones an .ics, reminders none", async () => {
    const booking = await newBooking();
    const confirmed: BookingRecord = {
      ...booking,
      status: "confirmed",
      // 31 March 2030 01:00 in London does not exist; 12:00Z is 13:00 BST.
      scheduledStart: "2030-03-31T12:00:00.000Z",
      durationMinutes: 60,
      meetingLink: "https://meet.example.com/xyz",
      calendarSequence: 1,
    };
    const expected: Record<BookerMailKind, string | null> = {
      confirmed: "REQUEST",
      rescheduled: "REQUEST",
      cancelled: "CANCEL",
      "reminder-24h": null,
      "reminder-1h": null,
    };
    for (const kind of Object.keys(expected) as BookerMailKind[]) {
      const record =
        kind === "cancelled"
          ? {
              ...confirmed,
              status: "cancelled" as const,
              cancelReason: "Teacher ill.",
              cancelledBy: "admin" as const,
              calendarSequence: 2,
            }
          : confirmed;
      const mail = await outbox(await queueBookerMail(services.db, services.config, record, kind));
      expect(mail.to).toBe(booking.email);
      expect(mail.kind).toBe(`booking-${kind}`);
      expect(mail.text).toContain(`/manage-booking/${booking.manageToken}`);
      expect(mail.html).toContain(`/manage-booking/${booking.manageToken}`);
      expect(mail.text).toContain("Sunday, 31 March 2030 at 13:00 (Europe/London)");
      // The name is text, never markup.
      expect(mail.html).toContain("Ravi &lt;Kumar&gt;");
      const method = expected[kind];
      if (!method) {
        expect(mail.attachments).toBeNull();
        expect(mail.text).toContain("https://meet.example.com/xyz");
        continue;
      }
      const [file] = JSON.parse(mail.attachments!) as { content: string; contentType: string }[];
      expect(file.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
      const calendar = new ICAL.Component(ICAL.parse(file.content));
      expect(calendar.getFirstPropertyValue("method")).toBe(method);
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-31T12:00:00.000Z");
      expect(event.sequence).toBe(record.calendarSequence);
    }
    const reminder = await outbox(
      await queueBookerMail(services.db, services.config, confirmed, "reminder-1h"),
    );
    expect(reminder.subject).toContain("starts soon");
  });

  it("a booker's own cancellation is worded as theirs", async () => {
    const booking = await newBooking();
    const mail = await outbox(
      await queueBookerMail(
        services.db,
        services.config,
        { ...booking, status: "cancelled", cancelledBy: "booker", calendarSequence: 1 },
        "cancelled",
      ),
    );
    expect(mail.text).toContain("As you asked, your free demo class on");
    expect(mail.text).toContain("Saturday, 30 March 2030 at 11:00 (Europe/London)");
  });

  it("admin notices go to the school and every admin, with the booking's admin page", async () => {
    const booking = await newBooking();
    const before = await services.db.selectFrom("emailOutbox").select("id").execute();
    await queueAdminNotice(
      services.db,
      services.config,
      { ...booking, changeRequest: "Any time after 5 pm, please." },
      "change-requested",
    );
    await queueAdminNotice(
      services.db,
      services.config,
      { ...booking, status: "cancelled", cancelledBy: "booker", cancelReason: "Exams." },
      "booker-cancelled",
    );
    const known = new Set(before.map((b) => b.id));
    const added = (
      await services.db
        .selectFrom("emailOutbox")
        .select(["id", "to", "kind", "subject", "text"])
        .execute()
    ).filter((m) => !known.has(m.id));
    expect(added).toHaveLength(4);
    expect(new Set(added.map((m) => m.to))).toEqual(
      new Set([adminEmail, services.config.site.email]),
    );
    expect(added.every((m) => m.kind === "booking-notify")).toBe(true);
    expect(added.every((m) => m.text.includes(`/admin/bookings/${booking.id}`))).toBe(true);
    expect(added.filter((m) => m.text.includes("Any time after 5 pm, please."))).toHaveLength(2);
    expect(added.filter((m) => m.text.includes("Exams."))).toHaveLength(2);
    // The booker's private link is theirs alone.
    expect(added.some((m) => m.text.includes(booking.manageToken!))).toBe(false);
  });
});
