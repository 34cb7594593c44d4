// The original specification's typing animation (docs/product.md §7.4): each word typed, held
// 2000 ms, erased, the next typed; forever. The steps only: ./hero-motion.ts shows them, and
// ./hero.tsx renders the first word. No React here, so the landing page's hero script loads none.
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
