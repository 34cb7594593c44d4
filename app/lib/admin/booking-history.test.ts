import { describe, expect, it } from "vitest";
import { historyAction, historyValue, historyWords } from "./booking-history";

describe("a booking's history in words", () => {
  it("names the lifecycle's actions, and any other readably", () => {
    expect(historyAction("booking.confirm")).toBe("Confirmed");
    expect(historyAction("booking.no-show")).toBe("Marked no-show");
    expect(historyAction("booking.convert")).toBe("Converted to an enrolment");
    expect(historyAction("booking.calendar-resent")).toBe("Calendar resent");
  });

  it("says the booker acted when an entry has no actor", () => {
    expect(historyWords("booking.cancel", null)).toEqual({
      what: "Cancelled",
      who: "The booker",
    });
    expect(historyWords("booking.notes", { name: "Zoya", email: "z@example.com" }).who).toBe(
      "Zoya",
    );
    expect(historyWords("booking.notes", { name: null, email: "z@example.com" }).who).toBe(
      "z@example.com",
    );
  });

  it("shows instants on the admin's clock and an assignee by name", () => {
    const words = {
      time: (iso: string) => `time(${iso})`,
      person: (id: string) => (id === "a1" ? "Zoya" : undefined),
    };
    expect(historyValue("scheduledStart", "2030-01-15T13:00:00.000Z", words)).toBe(
      "time(2030-01-15T13:00:00.000Z)",
    );
    expect(historyValue("assigneeId", "a1", words)).toBe("Zoya");
    expect(historyValue("assigneeId", "gone", words)).toBe("gone");
    expect(historyValue("meetingLink", "https://meet.example.com/x", words)).toBe(
      "https://meet.example.com/x",
    );
  });
});
