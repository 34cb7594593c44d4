import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localInputValue } from "~/lib/admin/time";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import {
  expandSeries,
  occurrenceAt,
  validateRule,
  weekdayOf,
  type SeriesRule,
} from "./occurrences";

// The time rules of docs/classes.md: the series is a rule on the anchor zone's clock, each
// occurrence a UTC instant; spring-forward gaps move to the first instant after and are
// flagged; fall-back repeats take the first. Properties over many zones and dates, then the
// explicit cases issue 26 names.

const ZONES = [
  "Asia/Kolkata",
  "America/New_York",
  "Europe/London",
  "Australia/Sydney",
  "America/Santiago",
  "Pacific/Auckland",
  "Asia/Tehran",
  "Europe/Chisinau",
  "Africa/Casablanca",
  "America/Los_Angeles",
  "Europe/Berlin",
  "America/Sao_Paulo",
  "Australia/Lord_Howe", // a half-hour change
  "Pacific/Chatham", // +12:45 / +13:45
  "America/Havana", // changes at midnight
  "Asia/Beirut", // changes at midnight
  "America/St_Johns",
  "Asia/Kathmandu",
  "UTC",
];

const MINUTE = 60_000;

const dateArb = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2031, 11, 31) })
  .map((ms) => new Date(ms - (ms % (24 * 3600 * 1000))).toISOString().slice(0, 10));
// Times near the usual change hours (00:00–03:59) are drawn as often as the rest of the day.
const timeArb = fc
  .oneof(fc.integer({ min: 0, max: 4 * 60 - 1 }), fc.integer({ min: 0, max: 24 * 60 - 1 }))
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
const ruleArb: fc.Arbitrary<SeriesRule> = fc
  .record({
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    localStart: timeArb,
    durationMinutes: fc.integer({ min: 5, max: 480 }),
    fromDate: dateArb,
    length: fc.integer({ min: 1, max: 60 }),
    byCount: fc.boolean(),
  })
  .map(({ length, byCount, ...rest }) => ({
    ...rest,
    count: byCount ? length : null,
    untilDate: byCount
      ? null
      : new Date(Date.parse(`${rest.fromDate}T00:00:00Z`) + length * 7 * 24 * 3600 * 1000)
          .toISOString()
          .slice(0, 10),
  }));

describe("expanding a series (properties over many zones and dates)", () => {
  it("keeps the rule: weekdays, order, count or end date, duration", () => {
    fc.assert(
      fc.property(ruleArb, fc.constantFrom(...ZONES), (rule, zone) => {
        expect(validateRule(rule)).toBeNull();
        const all = expandSeries(rule, zone);
        if (rule.count !== null) expect(all).toHaveLength(rule.count);
        for (const [i, o] of all.entries()) {
          expect(rule.weekdays).toContain(weekdayOf(o.occurrenceKey));
          expect(o.occurrenceKey >= rule.fromDate).toBe(true);
          if (rule.untilDate) expect(o.occurrenceKey <= rule.untilDate).toBe(true);
          expect(Date.parse(o.endsAt) - Date.parse(o.startsAt)).toBe(rule.durationMinutes * MINUTE);
          if (i > 0) {
            expect(o.occurrenceKey > all[i - 1].occurrenceKey).toBe(true);
            expect(Date.parse(o.startsAt) > Date.parse(all[i - 1].startsAt)).toBe(true);
          }
        }
        if (rule.untilDate) {
          // Nothing left out: every matching day up to the end date is there.
          const days = Math.round(
            (Date.parse(rule.untilDate) - Date.parse(rule.fromDate)) / (24 * 3600 * 1000),
          );
          let matching = 0;
          for (let d = 0; d <= days; d++) {
            const day = new Date(Date.parse(rule.fromDate) + d * 24 * 3600 * 1000);
            if (rule.weekdays.includes(day.getUTCDay())) matching++;
          }
          expect(all).toHaveLength(matching);
        }
      }),
      { numRuns: 80 },
    );
  });

  it("keeps the wall-clock time in the anchor zone; a repeated time is the first of the two", () => {
    fc.assert(
      fc.property(ruleArb, fc.constantFrom(...ZONES), (rule, zone) => {
        for (const o of expandSeries(rule, zone)) {
          if (o.gapShifted) continue;
          const start = Date.parse(o.startsAt);
          expect(localInputValue(o.startsAt, zone)).toBe(`${o.occurrenceKey}T${rule.localStart}`);
          // No earlier instant shows the same time (clocks go back by half an hour, one or two).
          for (const k of [30, 60, 120]) {
            expect(localInputValue(new Date(start - k * MINUTE), zone)).not.toBe(
              `${o.occurrenceKey}T${rule.localStart}`,
            );
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it("moves a time the clocks skip to the first instant after the gap, and flags it", () => {
    fc.assert(
      fc.property(ruleArb, fc.constantFrom(...ZONES), (rule, zone) => {
        for (const o of expandSeries(rule, zone)) {
          const wanted = `${o.occurrenceKey}T${rule.localStart}`;
          expect(o.gapShifted).toBe(zonedTimeToUtc(wanted, zone) === null);
          if (!o.gapShifted) continue;
          const start = Date.parse(o.startsAt);
          // Just before: the clock shows a time before the wanted one; at the start, after it.
          expect(localInputValue(new Date(start - 1000), zone) < wanted).toBe(true);
          expect(localInputValue(new Date(start), zone) > wanted).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });

  it("finds and flags a gap in every zone that has one, over every change from 2026 to 2028", () => {
    // Every quarter hour of every day a zone changes its clock forward: the skipped times are
    // flagged and placed at the change, the others are exact.
    let shifted = 0;
    for (const zone of ZONES) {
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 24 * 3600 * 1000) {
        const date = new Date(day).toISOString().slice(0, 10);
        const noon = zonedTimeToUtc(`${date}T12:00`, zone)!.getTime();
        const dayBefore = zonedTimeToUtc(`${date}T00:00`, zone);
        // Only days whose length is not 24 hours have a change worth sweeping.
        const next = new Date(day + 24 * 3600 * 1000).toISOString().slice(0, 10);
        const nextNoon = zonedTimeToUtc(`${next}T12:00`, zone)!.getTime();
        if (nextNoon - noon === 24 * 3600 * 1000 && dayBefore) continue;
        for (let m = 0; m < 24 * 60; m += 15) {
          const hhmm = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
          for (const d of [date, next]) {
            const o = occurrenceAt(d, hhmm, 60, zone);
            if (o.gapShifted) {
              shifted++;
              expect(zonedTimeToUtc(`${d}T${hhmm}`, zone)).toBeNull();
            } else {
              expect(localInputValue(o.startsAt, zone)).toBe(`${d}T${hhmm}`);
            }
          }
        }
      }
    }
    expect(shifted).toBeGreaterThan(40);
  });
});

describe("the daylight-saving cases of issue 26", () => {
  const weekly = (zone: string, fromDate: string, localStart: string, count: number) =>
    expandSeries(
      {
        weekdays: [weekdayOf(fromDate)],
        localStart,
        durationMinutes: 60,
        fromDate,
        count,
        untilDate: null,
      },
      zone,
    );

  it("New York 17:00 stays 17:00 across both changes of 2027 while its UTC time moves", () => {
    const spring = weekly("America/New_York", "2027-03-07", "17:00", 2); // change on 14 March
    expect(spring.map((o) => o.startsAt)).toEqual([
      "2027-03-07T22:00:00.000Z",
      "2027-03-14T21:00:00.000Z",
    ]);
    const autumn = weekly("America/New_York", "2027-10-31", "17:00", 2); // change on 7 November
    expect(autumn.map((o) => o.startsAt)).toEqual([
      "2027-10-31T21:00:00.000Z",
      "2027-11-07T22:00:00.000Z",
    ]);
    for (const o of [...spring, ...autumn]) {
      expect(localInputValue(o.startsAt, "America/New_York").slice(11)).toBe("17:00");
    }
  });

  it("London 17:00 and Sydney 17:00 likewise", () => {
    expect(weekly("Europe/London", "2027-03-21", "17:00", 2).map((o) => o.startsAt)).toEqual([
      "2027-03-21T17:00:00.000Z",
      "2027-03-28T16:00:00.000Z",
    ]);
    expect(weekly("Europe/London", "2027-10-24", "17:00", 2).map((o) => o.startsAt)).toEqual([
      "2027-10-24T16:00:00.000Z",
      "2027-10-31T17:00:00.000Z",
    ]);
    // Sydney: summer time ends 4 April 2027 and starts 3 October 2027.
    expect(weekly("Australia/Sydney", "2027-03-28", "17:00", 2).map((o) => o.startsAt)).toEqual([
      "2027-03-28T06:00:00.000Z",
      "2027-04-04T07:00:00.000Z",
    ]);
    expect(weekly("Australia/Sydney", "2027-09-26", "17:00", 2).map((o) => o.startsAt)).toEqual([
      "2027-09-26T07:00:00.000Z",
      "2027-10-03T06:00:00.000Z",
    ]);
  });

  it("a Kolkata group seen from New York and London: the right local times either side of their changes", () => {
    const sessions = weekly("Asia/Kolkata", "2027-03-06", "19:00", 5); // Saturdays
    expect(new Set(sessions.map((o) => o.startsAt.slice(11)))).toEqual(new Set(["13:30:00.000Z"]));
    expect(sessions.map((o) => localInputValue(o.startsAt, "America/New_York"))).toEqual([
      "2027-03-06T08:30",
      "2027-03-13T08:30",
      "2027-03-20T09:30", // New York moved on 14 March
      "2027-03-27T09:30",
      "2027-04-03T09:30",
    ]);
    expect(sessions.map((o) => localInputValue(o.startsAt, "Europe/London"))).toEqual([
      "2027-03-06T13:30",
      "2027-03-13T13:30",
      "2027-03-20T13:30",
      "2027-03-27T13:30",
      "2027-04-03T14:30", // London moved on 28 March
    ]);
  });

  it("a local time in the spring-forward gap moves to the change and is flagged; the others are not", () => {
    const ny = weekly("America/New_York", "2027-03-07", "02:30", 3);
    expect(ny.map((o) => [o.startsAt, o.gapShifted])).toEqual([
      ["2027-03-07T07:30:00.000Z", false],
      ["2027-03-14T07:00:00.000Z", true], // 03:00 EDT, the first instant after 02:00–03:00
      ["2027-03-21T06:30:00.000Z", false],
    ]);
    expect(occurrenceAt("2027-03-28", "01:30", 60, "Europe/London")).toMatchObject({
      startsAt: "2027-03-28T01:00:00.000Z",
      gapShifted: true,
    });
    expect(occurrenceAt("2027-10-03", "02:30", 60, "Australia/Sydney")).toMatchObject({
      startsAt: "2027-10-02T16:00:00.000Z",
      gapShifted: true,
    });
    // Chile changes at midnight: 00:30 does not exist on 5 September 2027.
    expect(occurrenceAt("2027-09-05", "00:30", 60, "America/Santiago")).toMatchObject({
      startsAt: "2027-09-05T04:00:00.000Z",
      gapShifted: true,
    });
    expect(occurrenceAt("2027-09-26", "02:30", 60, "Pacific/Auckland")).toMatchObject({
      startsAt: "2027-09-25T14:00:00.000Z",
      gapShifted: true,
    });
    expect(occurrenceAt("2027-03-28", "03:30", 60, "Europe/Chisinau")).toMatchObject({
      startsAt: "2027-03-28T00:30:00.000Z",
      gapShifted: false,
    });
  });

  it("a fall-back repeated time takes the first of the two", () => {
    expect(occurrenceAt("2027-11-07", "01:30", 60, "America/New_York").startsAt).toBe(
      "2027-11-07T05:30:00.000Z", // 01:30 EDT, not 01:30 EST
    );
    expect(occurrenceAt("2027-10-31", "01:30", 60, "Europe/London").startsAt).toBe(
      "2027-10-31T00:30:00.000Z",
    );
    expect(occurrenceAt("2027-04-04", "02:30", 60, "Australia/Sydney").startsAt).toBe(
      "2027-04-03T15:30:00.000Z",
    );
    expect(occurrenceAt("2027-04-03", "23:30", 60, "America/Santiago").startsAt).toBe(
      "2027-04-04T02:30:00.000Z",
    );
    expect(occurrenceAt("2027-10-31", "02:30", 60, "Europe/Chisinau").startsAt).toBe(
      "2027-10-30T23:30:00.000Z",
    );
  });

  it("refuses a rule it cannot keep, with words", () => {
    const ok: SeriesRule = {
      weekdays: [1],
      localStart: "17:00",
      durationMinutes: 60,
      fromDate: "2027-01-04",
      count: 10,
      untilDate: null,
    };
    expect(validateRule(ok)).toBeNull();
    expect(validateRule({ ...ok, weekdays: [] })).toMatch(/weekday/);
    expect(validateRule({ ...ok, weekdays: [7] })).toMatch(/Weekdays/);
    expect(validateRule({ ...ok, localStart: "24:00" })).toMatch(/HH:MM/);
    expect(validateRule({ ...ok, fromDate: "2027-02-30" })).toMatch(/real date/);
    expect(validateRule({ ...ok, untilDate: "2027-03-01" })).toMatch(/either/);
    expect(validateRule({ ...ok, count: null, untilDate: "2026-12-01" })).toMatch(/on or after/);
    expect(validateRule({ ...ok, count: 0 })).toMatch(/at least one/);
    expect(validateRule({ ...ok, durationMinutes: 2 })).toMatch(/at least 5/);
  });
});
