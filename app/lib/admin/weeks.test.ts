import { describe, expect, it } from "vitest";
import { addDays, dayIn, mondayOf, recentWeeks } from "./weeks";

describe("the dashboard's weeks", () => {
  it("names the day in the admin's zone, not in UTC", () => {
    const instant = new Date("2026-11-22T20:00:00.000Z"); // Sunday evening in UTC
    expect(dayIn(instant, "UTC")).toBe("2026-11-22");
    expect(dayIn(instant, "Asia/Kolkata")).toBe("2026-11-23"); // already Monday
    expect(dayIn(instant, "America/Los_Angeles")).toBe("2026-11-22");
  });

  it("starts weeks on Monday and moves across month and year ends", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("keeps each week from local midnight to local midnight across a clock change", () => {
    // London moves to summer time on Sunday 29 March 2026.
    const weeks = recentWeeks(new Date("2026-04-01T12:00:00.000Z"), "Europe/London");
    expect(weeks).toHaveLength(12);
    const [before, after] = weeks.slice(-2);
    expect(before).toMatchObject({
      day: "2026-03-23",
      start: "2026-03-23T00:00:00.000Z",
      end: "2026-03-29T23:00:00.000Z",
    });
    expect(after).toMatchObject({ day: "2026-03-30", start: "2026-03-29T23:00:00.000Z" });
    // Contiguous: each week ends where the next begins.
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].start).toBe(weeks[i - 1].end);
    expect(weeks[0]).toMatchObject({
      day: "2026-01-12",
      label: "12 Jan",
      longLabel: "12 Jan 2026",
    });
  });
});
