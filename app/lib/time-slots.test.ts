import { describe, expect, it } from "vitest";
import { formatSlotTime, isValidTimeZone } from "./time-slots";

describe("formatSlotTime", () => {
  it("words an instant on the zone's clock, as the booking pages and mails show it", () => {
    // 12:00 UTC is 17:30 in Kolkata and, on 1 December, 12:00 in London.
    expect(formatSlotTime("2026-12-01T12:00:00.000Z", "Asia/Kolkata")).toBe(
      "Tuesday, 1 December 2026 at 17:30",
    );
    expect(formatSlotTime(new Date("2026-12-01T12:00:00.000Z"), "Europe/London")).toBe(
      "Tuesday, 1 December 2026 at 12:00",
    );
  });

  it("takes the date on the zone's side of midnight", () => {
    expect(formatSlotTime("2026-12-01T20:00:00.000Z", "Asia/Tokyo")).toBe(
      "Wednesday, 2 December 2026 at 05:00",
    );
  });
});

describe("isValidTimeZone", () => {
  it("accepts the zones this runtime knows and refuses anything else", () => {
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone(`Europe/${"x".repeat(64)}`)).toBe(false);
  });
});
