import { describe, expect, it } from "vitest";
import { canJoin, classWhen, seriesWords, zoneWords } from "./class-schedule";

// The timetable's words (docs/classes.md "Learner pages and feeds"): a rule on its anchor
// clock, one class on the reader's clock either side of their clock change, and the joining
// link's window.

describe("class schedule words", () => {
  it("words a series' rule with its weekdays from Monday and the end time", () => {
    expect(seriesWords({ weekdays: "3,1", localStart: "17:00", durationMinutes: 60 })).toBe(
      "Mondays and Wednesdays, 17:00–18:00",
    );
    expect(seriesWords({ weekdays: "0,6,2", localStart: "23:30", durationMinutes: 90 })).toBe(
      "Tuesdays, Saturdays and Sundays, 23:30–01:00",
    );
    expect(seriesWords({ weekdays: "6", localStart: "10:00", durationMinutes: 45 })).toBe(
      "Saturdays, 10:00–10:45",
    );
  });

  it("shows a Kolkata class at the right time in New York and London either side of their changes", () => {
    // 19:00 IST is 13:30 UTC all year.
    const before = ["2027-03-06T13:30:00.000Z", "2027-03-06T14:30:00.000Z"] as const;
    const after = ["2027-03-20T13:30:00.000Z", "2027-03-20T14:30:00.000Z"] as const;
    expect(classWhen(...before, "Asia/Kolkata").text).toBe("Sat 6 Mar 2027, 19:00–20:00");
    expect(classWhen(...before, "America/New_York").text).toBe("Sat 6 Mar 2027, 08:30–09:30");
    expect(classWhen(...after, "America/New_York").text).toBe("Sat 20 Mar 2027, 09:30–10:30");
    expect(classWhen(...after, "Europe/London").text).toBe("Sat 20 Mar 2027, 13:30–14:30");
    const londonSummer = ["2027-04-03T13:30:00.000Z", "2027-04-03T14:30:00.000Z"] as const;
    expect(classWhen(...londonSummer, "Europe/London").text).toBe("Sat 3 Apr 2027, 14:30–15:30");
    expect(classWhen(...before, "UTC").iso).toBe(before[0]);
  });

  it("words a class again the same, per zone, and hands each caller its own copy", () => {
    const times = ["2027-03-06T13:30:00.000Z", "2027-03-06T14:30:00.000Z"] as const;
    const first = classWhen(...times, "Asia/Kolkata");
    first.text = "changed by a caller";
    expect(classWhen(...times, "Asia/Kolkata")).toEqual({
      iso: times[0],
      text: "Sat 6 Mar 2027, 19:00–20:00",
    });
    expect(classWhen(...times, "America/New_York").text).toBe("Sat 6 Mar 2027, 08:30–09:30");
    expect(classWhen(times[0], "2027-03-06T15:00:00.000Z", "Asia/Kolkata").text).toBe(
      "Sat 6 Mar 2027, 19:00–20:30",
    );
  });

  it("names zones as people read them", () => {
    expect(zoneWords("America/New_York")).toBe("America/New York");
  });

  it("opens the joining link 15 minutes before the start until the end", () => {
    const start = "2027-01-01T10:00:00.000Z";
    const end = "2027-01-01T11:00:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    expect(canJoin(start, end, at("2027-01-01T09:44:59.999Z"))).toBe(false);
    expect(canJoin(start, end, at("2027-01-01T09:45:00.000Z"))).toBe(true);
    expect(canJoin(start, end, at("2027-01-01T10:59:59.999Z"))).toBe(true);
    expect(canJoin(start, end, at("2027-01-01T11:00:00.000Z"))).toBe(false);
  });
});
