import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/forms";
import {
  availabilityWindowSchema,
  clockMinutes,
  clockText,
  teacherZoneSchema,
  timeOffSchema,
} from "./teaching";

// The teacher's availability forms (app/routes/teach/availability.tsx): what each field refuses,
// and with which words beside which field.

const errorsOf = (schema: Parameters<typeof parseWith>[0], values: Record<string, string>) => {
  const parsed = parseWith(schema, values);
  return parsed.ok ? {} : parsed.errors;
};

describe("a weekly window", () => {
  it("takes HH:MM on a 24-hour clock and gives minutes after midnight", () => {
    expect(
      parseWith(availabilityWindowSchema, { weekday: "1", start: "09:00", end: "13:30" }),
    ).toEqual({
      ok: true,
      data: { weekday: 1, startMinute: 540, endMinute: 810 },
    });
    // To midnight: the end may be 24:00, the start never.
    expect(
      parseWith(availabilityWindowSchema, { weekday: "0", start: "18:00", end: "24:00" }),
    ).toEqual({
      ok: true,
      data: { weekday: 0, startMinute: 1080, endMinute: 1440 },
    });
    expect(
      errorsOf(availabilityWindowSchema, { weekday: "0", start: "24:00", end: "24:00" }),
    ).toHaveProperty("start");
  });

  it.each([
    ["25:00", "start"],
    ["9:00", "start"],
    ["09:60", "start"],
    ["09.00", "start"],
    ["", "start"],
    ["0900", "start"],
    [" 09:00 x", "start"],
  ])("refuses the start %j beside the start", (start, field) => {
    const errors = errorsOf(availabilityWindowSchema, { weekday: "2", start, end: "23:00" });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/HH:MM/);
  });

  it("refuses an end not after the start, beside the end", () => {
    for (const [start, end] of [
      ["10:00", "10:00"],
      ["13:00", "09:00"],
    ]) {
      const errors = errorsOf(availabilityWindowSchema, { weekday: "3", start, end });
      expect(errors).toEqual({ end: "The end must be after the start." });
    }
  });

  it("refuses a weekday that is not 0–6", () => {
    for (const weekday of ["7", "-1", "1.5", "monday", ""]) {
      expect(
        errorsOf(availabilityWindowSchema, { weekday, start: "09:00", end: "10:00" }),
        weekday,
      ).toHaveProperty("weekday");
    }
  });

  it("reads and writes clock text both ways", () => {
    for (let m = 0; m < 1440; m += 7) expect(clockMinutes(clockText(m))).toBe(m);
    expect(clockText(1440)).toBe("24:00");
    expect(clockMinutes("24:00")).toBeNull();
    expect(clockMinutes("24:00", { endOfDay: true })).toBe(1440);
  });
});

describe("time off", () => {
  it("takes two wall-clock times and an optional reason", () => {
    expect(
      parseWith(timeOffSchema, {
        from: "2027-03-01T09:00",
        to: "2027-03-05T18:00",
        reason: " Leave ",
      }),
    ).toEqual({
      ok: true,
      data: { from: "2027-03-01T09:00", to: "2027-03-05T18:00", reason: "Leave" },
    });
    const blank = parseWith(timeOffSchema, {
      from: "2027-03-01T09:00",
      to: "2027-03-01T10:00:00",
      reason: "",
    });
    expect(blank).toEqual({
      ok: true,
      data: { from: "2027-03-01T09:00", to: "2027-03-01T10:00", reason: null },
    });
  });

  it("refuses the end before the start, a non-date, and a long reason beside their fields", () => {
    expect(errorsOf(timeOffSchema, { from: "2027-03-05T09:00", to: "2027-03-01T09:00" })).toEqual({
      to: "The end must be after the start.",
    });
    expect(
      errorsOf(timeOffSchema, { from: "2027-02-30T09:00", to: "2027-03-01T09:00" }),
    ).toHaveProperty("from");
    expect(errorsOf(timeOffSchema, { from: "tomorrow", to: "2027-03-01T09:00" })).toHaveProperty(
      "from",
    );
    expect(
      errorsOf(timeOffSchema, {
        from: "2027-03-01T09:00",
        to: "2027-03-02T09:00",
        reason: "x".repeat(201),
      }),
    ).toHaveProperty("reason");
  });
});

describe("the teacher's zone", () => {
  it("keeps one name per zone and refuses unknown ones", () => {
    expect(parseWith(teacherZoneSchema, { timeZone: "Asia/Calcutta" })).toEqual({
      ok: true,
      data: { timeZone: "Asia/Kolkata" },
    });
    expect(errorsOf(teacherZoneSchema, { timeZone: "Mars/Olympus" })).toHaveProperty("timeZone");
    expect(errorsOf(teacherZoneSchema, { timeZone: "" })).toHaveProperty("timeZone");
  });
});
