/**
 * The islands entry (docs/decisions/0046-landing-islands.md): hydrates each `[data-island]` of
 * the page as its own React root, from the JSON props written on it (app/islands/island.tsx).
 * Built by scripts/build-islands.mjs with react-router aliased to ./router-shim.tsx.
 *
 * One root per island, each in its own task: the page's hydration is a row of short tasks instead
 * of a few long ones (issue 28 item 5). Islands near the screen come first; the code of the others
 * loads when they come within a screen of it, or at once when the visitor moves to them
 * (keyboard, hash link).
 */
import { createElement, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/** Each island's component; its props come from JSON, so they are checked by the server render. */
type Loader = () => Promise<unknown>;

const REGISTRY: Record<string, Loader> = {
  header: () => import("~/components/layout/site-header").then((m) => m.SiteHeader),
  hero: () => import("~/components/landing/hero").then((m) => m.Hero),
  courses: () => import("~/components/landing/course-carousels").then((m) => m.CourseCarousels),
  about: () => import("~/components/landing/about-teaser").then((m) => m.AboutTeaser),
  boards: () => import("~/components/landing/boards-strip").then((m) => m.BoardsStrip),
  testimonials: () => import("~/components/landing/testimonials").then((m) => m.Testimonials),
  blog: () => import("~/components/landing/blog-carousel").then((m) => m.BlogCarousel),
  faq: () => import("~/components/landing/landing-faq").then((m) => m.LandingFaq),
  newsletter: () => import("~/components/landing/newsletter").then((m) => m.Newsletter),
  toaster: () => import("~/components/ui/toaster").then((m) => m.Toaster),
  "sign-in-error": () => import("~/components/auth/sign-in-error").then((m) => m.SignInError),
  "google-one-tap": () => import("~/components/auth/google-one-tap").then((m) => m.default),
};

/** Calls `done` once the island's first render is committed (after any lazy part resolved). */
function Committed({ done, children }: { done: () => void; children?: React.ReactNode }) {
  useEffect(done, [done]);
  return children;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate(el: HTMLElement): Promise<void> {
  const load = REGISTRY[el.dataset.island ?? ""];
  if (!load) return;
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    hydrateRoot(el, createElement(Committed, { done: resolve }, createElement(Component, props)));
  });
}

const NEAR = 1.5; // screens

function near(el: HTMLElement): boolean {
  const box = el.getBoundingClientRect();
  const h = window.innerHeight;
  // A display: contents box has no rectangle of its own: its first child's counts.
  const r = box.width || box.height ? box : (el.firstElementChild?.getBoundingClientRect() ?? box);
  return r.bottom > -h * NEAR && r.top < h * (1 + NEAR);
}

async function start() {
  const all = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const now = all.filter(near);
  const later = all.filter((el) => !now.includes(el));
  for (const el of now) {
    await hydrate(el);
    await nextTask();
  }
  // Tests and scripts wait for this mark (tests/support/navigation.ts), as on router pages.
  document.documentElement.dataset.hydrated = "true";
  if (!later.length) return;
  const pending = new Set(later);
  const go = (el: HTMLElement) => {
    if (!pending.delete(el)) return;
    observer.unobserve(el.firstElementChild ?? el);
    void hydrate(el);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) go(entry.target.closest<HTMLElement>("[data-island]")!);
    },
    { rootMargin: `${NEAR * 100}% 0px` },
  );
  for (const el of later) observer.observe(el.firstElementChild ?? el);
  // Focus or a pointer landing inside an island not yet hydrated: hydrate it now.
  const wake = (event: Event) => {
    const el = (event.target as Element | null)?.closest?.<HTMLElement>("[data-island]");
    if (el) go(el);
  };
  document.addEventListener("focusin", wake);
  document.addEventListener("pointerover", wake);
}

void start();
