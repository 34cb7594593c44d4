import { describe, expect, it } from "vitest";
import { formatDateTime, knownZone, localInputValue, shownTime, startOfDayIn } from "./time";

describe("admin times", () => {
  it("word an instant in the admin's zone and name the zone", () => {
    const t = "2026-11-23T21:58:00Z";
    expect(formatDateTime(t, "Asia/Kolkata")).toBe("24 Nov 2026, 03:28 GMT+5:30");
    expect(formatDateTime(t, "UTC")).toBe("23 Nov 2026, 21:58 UTC");
    expect(formatDateTime(null, "UTC")).toBe("");
    expect(shownTime("not a date", "UTC")).toBeNull();
  });

  it("fall back to UTC for a zone the runtime does not know", () => {
    expect(knownZone("Mars/Olympus")).toBe("UTC");
    expect(knownZone(undefined)).toBe("UTC");
    expect(knownZone("Europe/London")).toBe("Europe/London");
  });

  it("name each zone by its one current name, whatever the browser called it", () => {
    // Chromium and Node report India as Asia/Calcutta, other browsers as Asia/Kolkata.
    expect(knownZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(knownZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(knownZone("asia/kolkata")).toBe("Asia/Kolkata");
    expect(knownZone("US/Eastern")).toBe("America/New_York");
    expect(knownZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(knownZone("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(knownZone("Etc/UTC")).toBe("UTC");
  });

  it("find where a calendar day begins, across daylight-saving changes", () => {
    expect(startOfDayIn("2026-11-24", "Asia/Kolkata").toISOString()).toBe(
      "2026-11-23T18:30:00.000Z",
    );
    // London: GMT in winter, BST (UTC+1) in summer; the clocks went forward on 29 March 2026.
    expect(startOfDayIn("2026-01-15", "Europe/London").toISOString()).toBe(
      "2026-01-15T00:00:00.000Z",
    );
    expect(startOfDayIn("2026-03-30", "Europe/London").toISOString()).toBe(
      "2026-03-29T23:00:00.000Z",
    );
    // New York: the clocks went back on 1 November 2026.
    expect(startOfDayIn("2026-11-01", "America/New_York").toISOString()).toBe(
      "2026-11-01T04:00:00.000Z",
    );
    expect(startOfDayIn("2026-11-02", "America/New_York").toISOString()).toBe(
      "2026-11-02T05:00:00.000Z",
    );
  });

  it("begin each day at its own midnight on days whose clocks change near it", () => {
    // Auckland went to daylight time at 02:00 on 27 September 2026: the day began at 00:00
    // NZST (UTC+12), though at UTC midnight the zone was already at UTC+13.
    expect(startOfDayIn("2026-09-27", "Pacific/Auckland").toISOString()).toBe(
      "2026-09-26T12:00:00.000Z",
    );
    // Santiago skipped 00:00–01:00 on 8 September 2024: the day begins at 01:00 (UTC-3).
    expect(startOfDayIn("2024-09-08", "America/Santiago").toISOString()).toBe(
      "2024-09-08T04:00:00.000Z",
    );
    // Beirut skipped 00:00–01:00 on 31 March 2024: the day begins at the change, 01:00 (UTC+3).
    expect(startOfDayIn("2024-03-31", "Asia/Beirut").toISOString()).toBe(
      "2024-03-30T22:00:00.000Z",
    );
    // Santiago went back at midnight on 7 April 2024 (00:00 became 23:00 on the 6th, at 03:00
    // UTC): the 7th's clock first shows 00:00 an hour later, at 04:00 UTC (UTC-4).
    expect(startOfDayIn("2024-04-07", "America/Santiago").toISOString()).toBe(
      "2024-04-07T04:00:00.000Z",
    );
  });

  it("show an instant as a datetime-local value on a zone's clock, across DST changes", () => {
    // 01:30 happens twice in New York on 1 Nov 2026: both read the same.
    expect(localInputValue("2026-11-01T05:30:00.000Z", "America/New_York")).toBe(
      "2026-11-01T01:30",
    );
    expect(localInputValue("2026-11-01T06:30:00.000Z", "America/New_York")).toBe(
      "2026-11-01T01:30",
    );
    expect(localInputValue("2026-11-24T18:30:00.000Z", "Asia/Kolkata")).toBe("2026-11-25T00:00");
  });
});
