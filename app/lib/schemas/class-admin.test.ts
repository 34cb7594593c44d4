import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/forms";
import {
  assistantIdsOf,
  cohortStatusSchema,
  seriesCreateSchema,
  seriesEditSchema,
  sessionEditSchema,
} from "./class-admin";

// The class forms' schemas (app/lib/schemas/class-admin.ts): what a form sends becomes the
// services' input, and every mistake is named beside the field that shows it.

const series = (over: Record<string, string> = {}) => ({
  fromDate: "2031-03-03",
  day1: "on",
  day3: "on",
  localStart: "17:00",
  durationMinutes: "60",
  ends: "count",
  count: "8",
  untilDate: "",
  teacherId: "",
  meetingUrl: "",
  ...over,
});

function errorsOf(schema: Parameters<typeof parseWith>[0], values: unknown) {
  const parsed = parseWith(schema, values);
  return parsed.ok ? {} : parsed.errors;
}

describe("class form schemas", () => {
  it("turns the series fields into a rule", () => {
    const parsed = parseWith(
      seriesCreateSchema,
      series({ override: "on", localStart: "09:05:00" }),
    );
    expect(parsed.ok && parsed.data).toEqual({
      rule: {
        weekdays: [1, 3],
        localStart: "09:05",
        durationMinutes: 60,
        count: 8,
        untilDate: null,
        fromDate: "2031-03-03",
      },
      teacherId: null,
      meetingUrl: null,
      override: true,
    });
    const until = parseWith(seriesCreateSchema, series({ ends: "until", untilDate: "2031-06-30" }));
    expect(until.ok && until.data.rule).toMatchObject({ count: null, untilDate: "2031-06-30" });
  });

  it("names each mistake beside its field", () => {
    // The fields first; the rule's cross-field checks once they are well formed.
    expect(
      Object.keys(
        errorsOf(
          seriesCreateSchema,
          series({ day1: "", day3: "", localStart: "24:00", count: "0", durationMinutes: "4" }),
        ),
      ).sort(),
    ).toEqual(["durationMinutes", "localStart"]);
    expect(
      Object.keys(errorsOf(seriesCreateSchema, series({ day1: "", day3: "", count: "0" }))).sort(),
    ).toEqual(["count", "weekdays"]);
    expect(
      errorsOf(seriesCreateSchema, series({ ends: "until", untilDate: "2031-02-30" })),
    ).toHaveProperty("untilDate");
    expect(
      errorsOf(seriesCreateSchema, series({ ends: "until", untilDate: "2031-01-01" })),
    ).toEqual({
      untilDate: "The last date cannot be before the first.",
    });
    expect(
      errorsOf(seriesCreateSchema, series({ meetingUrl: "javascript:alert(1)" })),
    ).toHaveProperty("meetingUrl");
    expect(errorsOf(seriesCreateSchema, series({ teacherId: "a b" }))).toHaveProperty("teacherId");
    expect(
      errorsOf(seriesEditSchema, { ...series(), seriesId: "s1", scope: "this-and-following" }),
    ).toHaveProperty("fromSessionId");
    expect(
      errorsOf(sessionEditSchema, {
        sessionId: "s1",
        localStart: "2031-02-29T10:00",
        durationMinutes: "60",
        teacherId: "",
        meetingUrl: "",
      }),
    ).toHaveProperty("localStart");
    expect(errorsOf(cohortStatusSchema, { status: "cancelled", reason: " " })).toHaveProperty(
      "reason",
    );
    expect(errorsOf(cohortStatusSchema, { status: "open" })).toEqual({});
  });

  it("reads the assistant checkboxes, ignoring odd names", () => {
    expect(
      assistantIdsOf({
        assistant_t1: "on",
        "assistant_t2'--": "on",
        assistant_t3: "off",
        assistant_: "on",
        other: "on",
      }),
    ).toEqual(["t1"]);
  });
});
