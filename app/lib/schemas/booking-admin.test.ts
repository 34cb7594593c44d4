import { describe, expect, it } from "vitest";
import { cancelSchema, notesSchema, scheduleSchema, zonedTimeToUtc } from "./booking-admin";

describe("zonedTimeToUtc", () => {
  it("reads a wall-clock time in its zone, either side of a daylight-saving change", () => {
    // New York: EDT (UTC-4) until 1 November 2026 02:00, EST (UTC-5) after.
    expect(zonedTimeToUtc("2026-10-31T10:00", "America/New_York")?.toISOString()).toBe(
      "2026-10-31T14:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-11-02T10:00", "America/New_York")?.toISOString()).toBe(
      "2026-11-02T15:00:00.000Z",
    );
    expect(zonedTimeToUtc("2026-12-01T17:30", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-12-01T12:00:00.000Z",
    );
    expect(zonedTimeToUtc("2027-03-28T12:00:00", "Europe/London")?.toISOString()).toBe(
      "2027-03-28T11:00:00.000Z",
    );
  });

  it("refuses the hour skipped when the clocks go forward", () => {
    expect(zonedTimeToUtc("2027-03-14T02:30", "America/New_York")).toBeNull();
    expect(zonedTimeToUtc("2027-03-28T01:30", "Europe/London")).toBeNull();
  });

  it("takes the first of a repeated hour when the clocks go back", () => {
    // 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(zonedTimeToUtc("2026-11-01T01:30", "America/New_York")?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });

  it("refuses what is not a datetime-local value", () => {
    expect(zonedTimeToUtc("1 Dec 2026 17:30", "UTC")).toBeNull();
    expect(zonedTimeToUtc("2026-13-01T17:30", "UTC")).toBeNull();
    expect(zonedTimeToUtc("2026-11-31T17:30", "UTC")).toBeNull();
    expect(zonedTimeToUtc("2026-11-30T24:00", "UTC")).toBeNull();
  });
});

describe("scheduleSchema", () => {
  const valid = {
    start: "2030-06-01T17:30",
    zone: "Asia/Kolkata",
    durationMinutes: "45",
    meetingLink: "https://meet.example.com/abc-def",
    assigneeId: "admin-1",
  };

  it("answers the start as ISO UTC", () => {
    expect(scheduleSchema.parse(valid)).toEqual({
      start: "2030-06-01T12:00:00.000Z",
      durationMinutes: 45,
      meetingLink: "https://meet.example.com/abc-def",
      assigneeId: "admin-1",
    });
  });

  const messageOf = (input: Record<string, unknown>) => {
    const result = scheduleSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("says what is wrong with each field", () => {
    expect(messageOf({ ...valid, start: "" })).toEqual([
      "start: Choose the date and time of the demo.",
    ]);
    expect(messageOf({ ...valid, zone: "Mars/Olympus" })).toEqual([
      "zone: Choose the time zone of the start time.",
    ]);
    expect(messageOf({ ...valid, durationMinutes: "5" })).toEqual([
      "durationMinutes: A demo lasts at least 15 minutes.",
    ]);
    expect(messageOf({ ...valid, meetingLink: "javascript:alert(1)" })).toEqual([
      "meetingLink: Enter the meeting link as a full address starting with https://",
    ]);
    expect(messageOf({ ...valid, assigneeId: " " })).toEqual([
      "assigneeId: Choose the admin who will run the demo.",
    ]);
    expect(messageOf({ ...valid, start: "2031-13-45T10:00" })).toEqual([
      "start: Choose a real date and time for the demo.",
    ]);
    expect(messageOf({ ...valid, start: "2020-01-01T10:00" })).toEqual([
      "start: Choose a time in the future.",
    ]);
    expect(messageOf({ ...valid, start: "2031-03-09T02:30", zone: "America/New_York" })).toEqual([
      "start: That time does not exist in America/New_York (the clocks change then). Choose another time.",
    ]);
  });
});

describe("cancel and notes", () => {
  it("a cancellation needs a reason; notes may be empty", () => {
    expect(cancelSchema.safeParse({ reason: "  " }).error?.issues[0].message).toBe(
      "Give the reason for cancelling (the booker reads it).",
    );
    expect(cancelSchema.parse({ reason: " Teacher ill " })).toEqual({ reason: "Teacher ill" });
    expect(notesSchema.parse({ notes: "" })).toEqual({ notes: "" });
    expect(notesSchema.safeParse({ notes: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("scheduleSchema and a switched clock (issue 23, item 15)", () => {
  const fields = {
    start: "2030-01-15T13:00",
    zone: "Asia/Kolkata",
    durationMinutes: "45",
    meetingLink: "https://meet.example.com/abc-def",
    assigneeId: "admin-1",
  };

  it("reads the digits on the clock they were shown on", () => {
    const parsed = scheduleSchema.safeParse({ ...fields, startZone: "Asia/Kolkata" });
    expect(parsed.success && parsed.data.start).toBe("2030-01-15T07:30:00.000Z");
  });

  it("says what instant the digits mean on a clock switched without converting them", () => {
    const parsed = scheduleSchema.safeParse({ ...fields, startZone: "UTC" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ["startZone"],
        message:
          "You switched the clock from UTC to Asia/Kolkata: on it, this start is 15 Jan 2030, " +
          "13:00 GMT+5:30, which is 15 Jan 2030, 07:30 UTC in UTC. Check the start and save again.",
      }),
    ]);
  });
});
