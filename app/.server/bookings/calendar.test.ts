import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/support/databases";
import { calendarUid, DEMO_MINUTES } from "./queries";
import { bookingCalendar } from "./calendar";
import type { BookingRecord } from "./types";

// The calendar files are read back with a real iCalendar parser (ical.js), as a calendar would.

const config = testConfig("sqlite::memory:");

function record(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: "b1",
    contactName: "Asha Rao",
    email: "Asha@Example.com",
    emailKey: "asha@example.com",
    phone: "+91 98765 43210",
    accountType: "parent",
    learnerName: "Kiran",
    grade: "Grade 8",
    board: "CBSE",
    goal: null,
    subject: "Mathematics",
    courseSlug: null,
    requestedStart: "2026-12-01T12:00:00.000Z",
    timeZone: "Asia/Kolkata",
    notes: null,
    status: "requested",
    scheduledStart: null,
    meetingLink: null,
    userId: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    version: 1,
    durationMinutes: null,
    assigneeId: null,
    internalNotes: null,
    cancelReason: null,
    cancelledBy: null,
    manageToken: "a".repeat(48),
    changeRequest: null,
    changeRequestedAt: null,
    enrollmentId: null,
    convertedAt: null,
    calendarSequence: 0,
    ...overrides,
  };
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue("status"),
    location: event.location,
    description: event.description,
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
  };
}

describe("bookingCalendar", () => {
  const uid = calendarUid(config.authSecret, "asha@example.com", "2026-12-01T12:00:00.000Z");

  it("a request is a tentative event at the requested time, with the request mail's UID", () => {
    const event = parse(bookingCalendar(record(), config, "PUBLISH"));
    expect(event).toMatchObject({
      method: "PUBLISH",
      uid,
      sequence: 0,
      start: "2026-12-01T12:00:00.000Z",
      end: new Date(Date.parse("2026-12-01T12:00:00.000Z") + DEMO_MINUTES * 60_000).toISOString(),
      status: "TENTATIVE",
      location: "Online (link sent by e-mail)",
    });
    expect(event.attendees).toEqual(["mailto:Asha@Example.com"]);
    expect(event.organizer.toLowerCase()).toBe(`mailto:${config.site.email}`.toLowerCase());
  });

  it("a confirmation and a move update the same event with a higher SEQUENCE", () => {
    const confirmed = record({
      status: "confirmed",
      scheduledStart: "2026-12-02T13:30:00.000Z",
      durationMinutes: 45,
      meetingLink: "https://meet.example.com/abc",
      calendarSequence: 1,
    });
    const first = parse(bookingCalendar(confirmed, config, "REQUEST"));
    expect(first).toMatchObject({
      method: "REQUEST",
      uid,
      sequence: 1,
      start: "2026-12-02T13:30:00.000Z",
      end: "2026-12-02T14:15:00.000Z",
      status: "CONFIRMED",
      location: "https://meet.example.com/abc",
    });
    expect(first.description).toContain("https://meet.example.com/abc");

    const moved = parse(
      bookingCalendar(
        { ...confirmed, scheduledStart: "2026-12-03T09:00:00.000Z", calendarSequence: 2 },
        config,
        "REQUEST",
      ),
    );
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.start).toBe("2026-12-03T09:00:00.000Z");
  });

  it("a cancellation is METHOD:CANCEL, STATUS:CANCELLED, same UID, next SEQUENCE", () => {
    const cancelled = record({
      status: "cancelled",
      scheduledStart: "2026-12-02T13:30:00.000Z",
      durationMinutes: 45,
      meetingLink: "https://meet.example.com/abc",
      calendarSequence: 3,
    });
    const event = parse(bookingCalendar(cancelled, config, "CANCEL"));
    expect(event).toMatchObject({ method: "CANCEL", uid, sequence: 3, status: "CANCELLED" });
    // A cancelled event does not keep advertising the meeting.
    expect(event.location).not.toContain("meet.example.com");
  });

  it("never carries the private manage link", () => {
    const ics = bookingCalendar(
      record({ status: "confirmed", calendarSequence: 1 }),
      config,
      "REQUEST",
    );
    expect(ics).not.toContain("a".repeat(48));
    expect(ics).not.toContain("manage-booking");
  });
});
