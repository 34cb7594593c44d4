import { describe, expect, it } from "vitest";
import { bookingSchema } from "./booking";

/** The messages a refused booking gets, by field. */
function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = bookingSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

/** 10:00 UTC two days from now: a listed slot for a visitor on UTC. */
const inTwoDaysAtTen = () => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
};

describe("the demo booking's date and time", () => {
  it("names a slot in the past in the same answer as the other fields' problems", () => {
    const found = messages({
      accountType: "parent",
      contactName: "Asha",
      learnerName: "",
      email: "not-an-address",
      requestedStart: "2020-01-01T10:00:00.000Z",
      timeZone: "Asia/Kolkata",
    });
    expect(found.requestedStart).toEqual(["Choose a time at least one hour from now."]);
    expect(Object.keys(found)).toEqual(expect.arrayContaining(["email", "learnerName"]));
  });

  it("gives a missing date or an unknown zone their own message once, not a slot's as well", () => {
    expect(
      messages({ accountType: "student", requestedStart: "", timeZone: "Asia/Kolkata" })
        .requestedStart,
    ).toEqual(["Choose a date and time."]);
    const badZone = messages({
      accountType: "student",
      requestedStart: inTwoDaysAtTen(),
      timeZone: "Mars/Olympus",
    });
    expect(badZone.timeZone).toEqual(["Your time zone is not recognised."]);
    expect(badZone.requestedStart).toBeUndefined();
  });

  it("says nothing of a good slot while other fields are wrong", () => {
    const found = messages({
      accountType: "student",
      contactName: "",
      requestedStart: "2099-01-01T10:00:00.000Z",
      timeZone: "UTC",
    });
    expect(found.requestedStart).toEqual(["Choose a date within the next 60 days."]);
    expect(
      messages({
        accountType: "student",
        contactName: "",
        requestedStart: inTwoDaysAtTen(),
        timeZone: "UTC",
      }).requestedStart,
    ).toBeUndefined();
  });
});
