import { describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/support/databases";
import type { BookerBooking } from "./writes-booker";
import { manageView } from "./manage-page";

const config = testConfig("sqlite::memory:");

const booking: BookerBooking = {
  id: "7b0c7d7e-0000-4000-8000-000000000001",
  contactName: "Asha Rao",
  email: "asha@example.com",
  emailKey: "asha@example.com",
  phone: "+91 98765 43210",
  accountType: "parent",
  learnerName: "Kabir",
  grade: "Grade 4",
  board: null,
  goal: null,
  subject: "Primary Computing",
  courseSlug: null,
  requestedStart: "2026-12-01T12:00:00.000Z",
  timeZone: "Asia/Kolkata",
  notes: "Prefers Hindi",
  status: "confirmed",
  scheduledStart: "2026-12-02T04:30:00.000Z",
  meetingLink: "https://meet.example/abc",
  userId: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
  version: 3,
  durationMinutes: 45,
  assigneeId: "admin-1",
  internalNotes: "Admins only",
  cancelReason: null,
  cancelledBy: null,
  manageToken: "a".repeat(48),
  changeRequest: null,
  changeRequestedAt: null,
  enrollmentId: null,
  convertedAt: null,
  calendarSequence: 2,
};

describe("manageView", () => {
  const now = new Date("2026-11-25T00:00:00.000Z");

  it("shows the booking in the booker's zone, with the deadline, and nothing of the admins'", () => {
    const view = manageView(booking, config, now);
    expect(view).toMatchObject({
      status: "confirmed",
      timeZone: "Asia/Kolkata",
      durationMinutes: 45,
      meetingLink: "https://meet.example/abc",
      refusal: null,
    });
    // 04:30 UTC is 10:00 in Kolkata; twelve hours earlier is 22:00 the day before.
    expect(view.when).toMatch(/Wednesday, 2 December 2026.*10:00/);
    expect(view.deadline).toMatch(/Tuesday, 1 December 2026.*22:00/);
    const shown = JSON.stringify(view);
    for (const hidden of ["Admins only", "admin-1", "Prefers Hindi", booking.id, "+91"]) {
      expect(shown).not.toContain(hidden);
    }
  });

  it("gives the joining link only for a confirmed demo, and only a web address", () => {
    expect(manageView({ ...booking, status: "requested" }, config, now).meetingLink).toBeNull();
    expect(manageView({ ...booking, status: "cancelled" }, config, now).meetingLink).toBeNull();
    expect(
      manageView({ ...booking, meetingLink: "javascript:alert(1)" }, config, now).meetingLink,
    ).toBeNull();
  });

  it("uses the requested time and the default length before confirmation", () => {
    const view = manageView(
      { ...booking, status: "requested", scheduledStart: null, durationMinutes: null },
      config,
      now,
    );
    expect(view.when).toMatch(/Tuesday, 1 December 2026.*17:30/);
    expect(view.durationMinutes).toBe(30);
  });
});
