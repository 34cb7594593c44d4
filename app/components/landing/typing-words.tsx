import { useEffect, useState } from "react";
import { useReducedMotion } from "~/hooks/use-reduced-motion";

// The original specification's typing animation (docs/product.md §7.4): each word typed, held
// 2000 ms, erased, the next typed; forever.
export const TYPING_WORDS = ["Limits", "Restrictions"] as const;
export const TYPING_HOLD_MS = 2000;
/** Speed 50 (docs/product.md §7.12) on a 1–99 scale: (100 − 50) ms per keystroke. */
export const TYPING_SPEED = 50;
const KEYSTROKE_MS = 100 - TYPING_SPEED;

/** Where the animation is: which word, and how much of it is on screen. */
export interface TypingStep {
  index: number;
  length: number;
  erasing: boolean;
}

const FIRST_STEP: TypingStep = { index: 0, length: TYPING_WORDS[0].length, erasing: false };

/** The step after this one, and how long this one stays on screen. */
export function nextTypingStep(step: TypingStep): { next: TypingStep; after: number } {
  const word = TYPING_WORDS[step.index];
  if (!step.erasing && step.length === word.length) {
    return { next: { ...step, length: step.length - 1, erasing: true }, after: TYPING_HOLD_MS };
  }
  if (step.erasing && step.length > 0) {
    return { next: { ...step, length: step.length - 1 }, after: KEYSTROKE_MS };
  }
  if (step.erasing) {
    const index = (step.index + 1) % TYPING_WORDS.length;
    return { next: { index, length: 1, erasing: false }, after: KEYSTROKE_MS };
  }
  return { next: { ...step, length: step.length + 1 }, after: KEYSTROKE_MS };
}

/**
 * Types the words in turn. Server HTML and reduced motion show the first word, still; screen
 * readers get the whole headline once from the parent, not every keystroke.
 */
export function TypingWords() {
  const reduced = useReducedMotion();
  const [step, setStep] = useState<TypingStep>(FIRST_STEP);

  // The next keystroke is timed from the commit of this one, so a busy main thread delays the
  // animation instead of merging two keystrokes into one render (a letter never seen).
  useEffect(() => {
    if (reduced) {
      setStep(FIRST_STEP);
      return;
    }
    const { next, after } = nextTypingStep(step);
    const timer = setTimeout(() => setStep(next), after);
    return () => clearTimeout(timer);
  }, [step, reduced]);

  return (
    <span className="text-saffron-300" data-testid="typing-word">
      {TYPING_WORDS[step.index].slice(0, step.length)}
      <span
        aria-hidden
        className="ml-1 inline-block w-[3px] animate-pulse bg-saffron-300 align-baseline motion-reduce:hidden"
      >
        &nbsp;
      </span>
    </span>
  );
}
