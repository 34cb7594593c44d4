import { describe, expect, it } from "vitest";
import { nextTypingStep, TYPING_HOLD_MS, TYPING_WORDS, type TypingStep } from "./typing-words";

const shown = (s: TypingStep) => TYPING_WORDS[s.index].slice(0, s.length);

describe("the hero's typing word", () => {
  it("holds each word 2000 ms, erases it and types the next at 50 ms a keystroke, forever", () => {
    let step: TypingStep = { index: 0, length: TYPING_WORDS[0].length, erasing: false };
    const frames: [string, number][] = [];
    // Two full cycles: back to "Limits", then on to "Restrictions" again.
    for (let i = 0; i < 2 * (6 + 1 + 12 + 12 + 1 + 6); i++) {
      const { next, after } = nextTypingStep(step);
      frames.push([shown(step), after]);
      step = next;
    }
    const texts = frames.map(([t]) => t);
    const toRestrictions = texts.slice(0, texts.indexOf("Restrictions") + 1);
    // "Limits" erased one letter at a time down to nothing, then "Restrictions" typed from "R".
    const prefixes = (word: string) =>
      Array.from({ length: word.length + 1 }, (_, n) => word.slice(0, n));
    expect(toRestrictions).toEqual([
      ...prefixes("Limits").reverse(),
      ...prefixes("Restrictions").slice(1),
    ]);
    // A whole word stays for the hold; every other frame for one keystroke.
    for (const [text, after] of frames) {
      expect(after).toBe(text === "Limits" || text === "Restrictions" ? TYPING_HOLD_MS : 50);
    }
    const wholeWords = texts.filter((t) => t === "Limits" || t === "Restrictions");
    expect(wholeWords.slice(0, 4)).toEqual(["Limits", "Restrictions", "Limits", "Restrictions"]);
  });
});
