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
import { createElement, useEffect, type ComponentProps, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/** Each island's component; its props come from JSON, so they are checked by the server render. */
type Loader = () => Promise<unknown>;

const REGISTRY: Record<string, Loader> = {
  header: () =>
    Promise.all([import("~/components/layout/site-header"), import("~/lib/personal-slot")]).then(
      ([{ SiteHeader }, { personalMenuUser }]) =>
        // A role's cached copy: the visitor's own name from the page (app/lib/personal-slot.ts).
        function PersonalSiteHeader({
          user,
          personal,
          ...rest
        }: ComponentProps<typeof SiteHeader> & { personal?: boolean }) {
          const own = personal && user ? (personalMenuUser(user.role) ?? user) : user;
          return createElement(SiteHeader, { ...rest, user: own });
        },
    ),
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

const started = new Map<HTMLElement, Promise<void>>();
const hydrated = new WeakSet<HTMLElement>();

/** Hydrates the island once (later calls get the same promise). */
function ensure(el: HTMLElement): Promise<void> {
  let promise = started.get(el);
  if (!promise) {
    promise = hydrate(el).then(() => {
      hydrated.add(el);
      // Each island's own mark, for tests that reach a section below the fold.
      el.dataset.hydrated = "true";
    });
    started.set(el, promise);
  }
  return promise;
}

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

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
}

// A click that lands in an island before it is hydrated would reach no handler: it is held,
// the island hydrated, and the click given again to the same element (a link then navigates, a
// button does what it does once hydrated).
document.addEventListener(
  "click",
  (event) => {
    const el = islandOf(event.target);
    if (!el || hydrated.has(el) || !REGISTRY[el.dataset.island ?? ""]) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    const again = new MouseEvent("click", event);
    void ensure(el).then(() => target.dispatchEvent(again));
  },
  true,
);
// Focus or a pointer arriving in an island not yet hydrated: start now.
for (const type of ["focusin", "pointerover"])
  document.addEventListener(type, (event) => {
    const el = islandOf(event.target);
    if (el) void ensure(el);
  });

async function start() {
  const all = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const now = all.filter(near);
  for (const el of now) {
    await ensure(el);
    await nextTask();
  }
  // Tests and scripts wait for this mark (tests/support/navigation.ts), as on router pages.
  document.documentElement.dataset.hydrated = "true";
  const later = all.filter((el) => !started.has(el));
  if (!later.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const el = islandOf(entry.target);
        if (el) void ensure(el);
      }
    },
    { rootMargin: `${NEAR * 100}% 0px` },
  );
  for (const el of later) observer.observe(el.firstElementChild ?? el);
}

void start();
