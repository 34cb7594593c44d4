import { describe, expect, it } from "vitest";
import { subscriberCount } from "./subscribers";

// The subscribers list's header count under a capped search (decision 0026): only what was
// counted, never a sum of capped tab counts.
describe("subscriberCount", () => {
  const cap = 1_001;

  it("says 'more than 1,000' when a counted status reached the cap, not the capped sum", () => {
    const counts = { all: 3_003, pending: 1_001, active: 1_001, unsubscribed: 1_001 };
    expect(subscriberCount("", counts, cap)).toEqual({ n: cap, more: true });
    expect(subscriberCount("active", counts, cap)).toEqual({ n: cap, more: true });
    const one = { all: 1_301, pending: 200, active: 1_001, unsubscribed: 100 };
    expect(subscriberCount("", one, cap)).toEqual({ n: cap, more: true });
  });

  it("gives the exact count when no status reached the cap", () => {
    const counts = { all: 1_100, pending: 600, active: 400, unsubscribed: 100 };
    expect(subscriberCount("", counts, cap)).toEqual({ n: 1_100, more: false });
    const one = { all: 1_301, pending: 200, active: 1_001, unsubscribed: 100 };
    expect(subscriberCount("pending", one, cap)).toEqual({ n: 200, more: false });
    expect(subscriberCount("", { ...counts, all: 5 }, undefined)).toEqual({ n: 5, more: false });
  });
});
