// The hero's motion, without React (docs/decisions/0059-islands-wake-when-needed.md): the typed
// words (docs/product.md §7.4) and the looping background clip. The landing page runs it from
// the islands entry at load, so the first screen needs no React at all; the router's Hero
// (./hero.tsx) runs the same from an effect. Both start from the server's markup: the first word
// typed out, the poster in its <picture>.
import { reducedMotion } from "~/lib/reduced-motion";
import { nextTypingStep, TYPING_WORDS, type TypingStep } from "./typing-words";

const FIRST_STEP: TypingStep = { index: 0, length: TYPING_WORDS[0].length, erasing: false };

interface NetworkInformation {
  saveData?: boolean;
}

/** The clip, as the poster's sibling; never under reduced motion or Save-Data. */
function createVideo(): HTMLVideoElement {
  const video = document.createElement("video");
  video.className = "absolute inset-0 h-full w-full object-cover";
  video.muted = true;
  video.loop = true;
  video.autoplay = true;
  video.playsInline = true;
  video.preload = "auto";
  video.poster = "/media/hero-poster.jpg";
  video.setAttribute("aria-hidden", "true");
  video.dataset.testid = "hero-video";
  for (const [src, type] of [
    ["/media/hero.webm", "video/webm"],
    ["/media/hero.mp4", "video/mp4"],
  ]) {
    const source = document.createElement("source");
    source.src = src;
    source.type = type;
    video.append(source);
  }
  return video;
}

/**
 * Starts the motion inside `hero` (the section): types the words in turn, each held
 * TYPING_HOLD_MS, while the word is on screen, and attaches the clip once the page has loaded.
 * Under reduced motion the first word stays still and there is no clip, also when the visitor
 * changes the setting on the page.
 * Returns the stop, which puts the server's markup back.
 */
export function startHeroMotion(hero: HTMLElement): () => void {
  const word = hero.querySelector<HTMLElement>("[data-testid=typing-word]");
  const poster = hero.querySelector("picture");
  const motion = reducedMotion();
  // The word's own text node (the caret is its sibling); a screen reader reads the headline
  // from its sr-only copy, never the keystrokes.
  let text: Text | null = null;
  if (word) {
    const first = word.firstChild;
    text = first instanceof Text ? first : word.insertBefore(document.createTextNode(""), first);
  }
  let step = FIRST_STEP;
  let keystroke: ReturnType<typeof setTimeout> | undefined;
  // Typing runs only while the word is on screen: each keystroke is a rendering update of the
  // page, wasted on a visitor reading further down (docs/performance.md §20.1).
  let moving = false;
  let onScreen = true;
  let video: HTMLVideoElement | null = null;
  let videoTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (next: TypingStep) => {
    step = next;
    if (text) text.data = TYPING_WORDS[step.index].slice(0, step.length);
  };
  // Each keystroke is timed from the one before it was shown, so a busy main thread delays the
  // animation rather than skipping a letter.
  const type = () => {
    const { next, after } = nextTypingStep(step);
    keystroke = setTimeout(() => {
      show(next);
      type();
    }, after);
  };
  const pauseTyping = () => {
    clearTimeout(keystroke);
    keystroke = undefined;
  };
  // Picks up where it paused, the step on screen held for its own time again.
  const resumeTyping = () => {
    if (text && moving && onScreen && keystroke === undefined) type();
  };
  const visibility =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          // The newest report: a busy main thread gets a quick scroll away and back as two
          // entries in one call, oldest first.
          onScreen = Boolean(entries.at(-1)?.isIntersecting);
          if (onScreen) resumeTyping();
          else pauseTyping();
        })
      : null;
  // The word itself: `hero` may be an island's wrapper, which has no box of its own.
  if (word) visibility?.observe(word);

  const attachVideo = () => {
    videoTimer = undefined;
    if (video || !poster) return;
    video = createVideo();
    poster.after(video);
    void video.play().catch(() => undefined);
  };
  const saveData = () =>
    Boolean((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData);

  const stopMoving = () => {
    moving = false;
    pauseTyping();
    clearTimeout(videoTimer);
    window.removeEventListener("load", attachVideo);
    show(FIRST_STEP);
    video?.remove();
    video = null;
  };
  const startMoving = () => {
    moving = true;
    resumeTyping();
    if (saveData()) return;
    // After the page's own load, so the clip never competes with what the page needs.
    if (document.readyState === "complete") videoTimer = setTimeout(attachVideo, 200);
    else window.addEventListener("load", attachVideo, { once: true });
  };
  const onMotionChange = () => {
    stopMoving();
    if (!motion.matches) startMoving();
  };

  if (!motion.matches) startMoving();
  motion.addEventListener("change", onMotionChange);
  return () => {
    motion.removeEventListener("change", onMotionChange);
    visibility?.disconnect();
    stopMoving();
  };
}
