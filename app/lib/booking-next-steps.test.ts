import { describe, expect, it } from "vitest";
import { bookerState, NEXT_STEPS, type BookerState } from "./booking-next-steps";

describe("the booker's next steps", () => {
  const states = Object.keys(NEXT_STEPS) as BookerState[];

  it("has its own heading and words for every state", () => {
    expect(states.sort()).toEqual(
      ["cancelled", "completed", "confirmed", "converted", "no-show", "requested"].sort(),
    );
    const headings = new Set(states.map((s) => NEXT_STEPS[s].heading));
    expect(headings.size).toBe(states.length);
    const texts = new Set(states.map((s) => NEXT_STEPS[s].steps.map((t) => t.text).join(" ")));
    expect(texts.size).toBe(states.length);
  });

  it("promises a confirmation only for a request, and the joining link only before the demo", () => {
    for (const state of states) {
      const text = NEXT_STEPS[state].steps.map((t) => t.text).join(" ");
      expect(/confirms the time/.test(text), state).toBe(state === "requested");
      const ahead = state === "requested" || state === "confirmed";
      expect(/joining link/.test(text), state).toBe(ahead);
    }
  });

  it("reads a completed demo with a conversion as converted", () => {
    expect(bookerState("completed", "2026-11-20T10:00:00.000Z")).toBe("converted");
    expect(bookerState("completed", null)).toBe("completed");
    expect(bookerState("no-show", null)).toBe("no-show");
  });
});
