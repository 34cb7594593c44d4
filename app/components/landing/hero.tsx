import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { startHeroMotion } from "./hero-motion";
import { HeroVideo } from "./hero-video";
import { TYPING_WORDS } from "./typing-words";

/**
 * Section 1: full-screen video, dark overlay, 'Learn Without' + typing words, two calls. Its
 * motion is ./hero-motion.ts, which the landing page's islands entry starts without React; here
 * (the router's render, as in development) an effect starts the same.
 */
export function Hero({ subline }: { subline: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? startHeroMotion(ref.current) : undefined), []);
  return (
    <section
      ref={ref}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-brand-950"
    >
      <HeroVideo />
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-r from-brand-950/90 via-brand-950/75 to-brand-950/50"
      />
      <div className="container-page relative py-20 text-white">
        <h1
          id="hero-title"
          className="max-w-4xl text-4xl leading-tight text-white min-[360px]:text-5xl sm:text-6xl lg:text-7xl"
        >
          <span className="sr-only">Learn Without Limits</span>
          {/* The typed word has a line of its own, one line-height tall (the h1's leading-tight is
              1.25 at every size) and never wrapped (the caret is a place to break), and its size
              and layout are contained: a keystroke re-lays and reshapes only this line, not the
              whole document, which halved each keystroke's rendering task (docs/performance.md
              §20.1). No paint containment: a wide word is never clipped by its line. Below 360 px
              the headline is a size smaller, so "Restrictions" fits a 280 px screen. */}
          <span aria-hidden="true">
            Learn Without{" "}
            <span className="block h-[1.25em] whitespace-nowrap [contain:size_layout]">
              <TypingWords />
            </span>
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{subline}</p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Button asChild variant="accent" size="lg">
            <Link to="/get-started">Get Started for Free</Link>
          </Button>
          <Link
            to="/courses"
            className="rounded-full px-4 py-3 font-semibold text-white underline decoration-saffron-300 decoration-2 underline-offset-4 hover:text-saffron-200"
          >
            Explore Courses
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * The typed word as the server renders it: the first word, still, and the caret. The words are
 * typed by ./hero-motion.ts (started by the islands entry, or by Hero below); screen
 * readers get the whole headline once from the parent, not every keystroke.
 */
function TypingWords() {
  return (
    <span className="text-saffron-300" data-testid="typing-word">
      {TYPING_WORDS[0]}
      <span
        aria-hidden
        className="ml-1 inline-block w-[3px] animate-pulse bg-saffron-300 align-baseline motion-reduce:hidden"
      >
        &nbsp;
      </span>
    </span>
  );
}
