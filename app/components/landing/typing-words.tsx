import { useEffect, useState } from "react";
import { useReducedMotion } from "~/hooks/use-reduced-motion";

// The seed's typing animation: each word typed, held 2000 ms, erased, the next typed; forever.
export const TYPING_WORDS = ["Limits", "Restrictions"] as const;
export const TYPING_HOLD_MS = 2000;
/** Speed 50 on the seed's 1–99 scale: (100 − 50) ms per keystroke. */
export const TYPING_SPEED = 50;
const KEYSTROKE_MS = 100 - TYPING_SPEED;

/**
 * Types the words in turn. Server HTML and reduced motion show the first word, still; screen
 * readers get the whole headline once from the parent, not every keystroke.
 */
export function TypingWords() {
  const reduced = useReducedMotion();
  const [text, setText] = useState<string>(TYPING_WORDS[0]);

  useEffect(() => {
    if (reduced) {
      setText(TYPING_WORDS[0]);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const wait = (ms: number) => new Promise<void>((r) => (timer = setTimeout(r, ms)));
    (async () => {
      // The first word is already on screen (from the server): hold, erase, type the next.
      let index = 0;
      while (!cancelled) {
        await wait(TYPING_HOLD_MS);
        const shown = TYPING_WORDS[index];
        for (let n = shown.length - 1; n >= 0 && !cancelled; n--) {
          setText(shown.slice(0, n));
          await wait(KEYSTROKE_MS);
        }
        index = (index + 1) % TYPING_WORDS.length;
        const next = TYPING_WORDS[index];
        for (let n = 1; n <= next.length && !cancelled; n++) {
          setText(next.slice(0, n));
          await wait(KEYSTROKE_MS);
        }
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [reduced]);

  return (
    <span className="text-saffron-300" data-testid="typing-word">
      {text}
      <span
        aria-hidden
        className="ml-1 inline-block w-[3px] animate-pulse bg-saffron-300 align-baseline motion-reduce:hidden"
      >
        &nbsp;
      </span>
    </span>
  );
}
