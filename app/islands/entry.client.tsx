/**
 * The islands entry (docs/decisions/0046-landing-islands.md): hydrates each `[data-island]` of
 * the page as its own React root, from the JSON props written on it (app/islands/island.tsx).
 * Built by scripts/build-islands.mjs with react-router aliased to ./router-shim.tsx.
 *
 * One root per island, each in its own task: the page's hydration is a row of short tasks instead
 * of a few long ones (issue 28 item 5). Each island wakes as its registry entry says (`Wake`,
 * docs/decisions/0059-islands-wake-when-needed.md): only what runs on its own hydrates with the
 * page; the rest when it comes into view, when the visitor uses it, or with the first toast. A
 * click, focus or pointer in any island always wakes it at once.
 */
import { createElement, useEffect, type ComponentProps, type ComponentType } from "react";
import { showCarriedToast, subscribeToToasts } from "~/hooks/use-toast";
import { isOneTapPath } from "~/lib/google-one-tap";
import { redirectErrorMessage } from "~/lib/sign-in-error";

/** Each island's component; its props come from JSON, so they are checked by the server render. */
type Loader = () => Promise<unknown>;

/**
 * When an island hydrates, besides a click, focus or pointer in it (which always wakes it):
 * - "load": with the page (after its first paint), since it runs on its own from the start;
 * - "visible": when it comes into view, since it shows what it measures or moves on screen
 *   (a carousel's arrows know whether there is more to scroll only once hydrated);
 * - "use": only then: its server HTML is the whole of it until the visitor acts;
 * - "toast": with the page's first toast, which only a visitor's action in another island raises;
 * - "never": nothing to do on this page (and no way to use it, as it renders nothing).
 */
type Wake = "load" | "visible" | "use" | "toast" | "never";

type IslandSpec = (
  | { load: Loader }
  /** Runs without React: its script is given the island's element (and React DOM not loaded). */
  | { run: () => Promise<(island: HTMLElement) => unknown> }
) & {
  /** A function when it depends on the address or on the island's props. */
  wake: Wake | ((props: Record<string, unknown>) => Wake);
  /**
   * A plain script run at load on an island that wakes later: it shows what only the browser
   * knows (the visitor's zone) in the server's HTML, which the island then hydrates from.
   */
  prepare?: () => Promise<(island: HTMLElement) => unknown>;
};

const whenVisible = (load: Loader): IslandSpec => ({ load, wake: "visible" });

const REGISTRY: Record<string, IslandSpec> = {
  header: {
    load: () =>
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
    // Links, and menus that open on a click (app/components/layout/site-header.tsx); the server
    // already filled in a signed-in visitor's name (app/lib/personal-slot.ts).
    wake: "use",
  },
  // The typed words and the background clip start by themselves; a script of their own, so the
  // first screen needs no React (app/components/landing/hero-motion.ts).
  hero: {
    run: () => import("~/components/landing/hero-motion").then((m) => m.startHeroMotion),
    wake: "load",
  },
  // The sections below the first screen: each shows what it measures or moves on screen.
  courses: whenVisible(() =>
    import("~/components/landing/course-carousels").then((m) => m.CourseCarousels),
  ),
  about: whenVisible(() => import("~/components/landing/about-teaser").then((m) => m.AboutTeaser)),
  boards: whenVisible(() => import("~/components/landing/boards-strip").then((m) => m.BoardsStrip)),
  testimonials: whenVisible(() =>
    import("~/components/landing/testimonials").then((m) => m.Testimonials),
  ),
  blog: whenVisible(() => import("~/components/landing/blog-carousel").then((m) => m.BlogCarousel)),
  faq: whenVisible(() => import("~/components/landing/landing-faq").then((m) => m.LandingFaq)),
  newsletter: whenVisible(() =>
    import("~/components/landing/newsletter").then((m) => m.Newsletter),
  ),
  // The contact page's form and FAQ: nothing moves until the visitor types, clicks or tabs in.
  "contact-form": {
    load: () => import("~/components/contact/contact-form").then((m) => m.ContactForm),
    wake: "use",
  },
  "contact-faq": {
    load: () => import("~/components/contact/contact-faq").then((m) => m.ContactFaq),
    wake: "use",
  },
  // The Help Center's search and the answers it filters: nothing moves until the visitor uses it.
  "help-center": {
    load: () => import("~/components/help/help-center").then((m) => m.HelpCenter),
    wake: "use",
  },
  // The catalogue's filters: a plain script that redraws the list in place (no React); at load,
  // since a select changed from the keyboard searches at once, focus or not
  // (docs/decisions/0061-catalogue-and-booking-as-islands.md).
  "catalogue-filters": {
    run: () =>
      import("~/components/courses/catalogue-filters").then((m) => m.startCatalogueFilters),
    wake: "load",
  },
  // A course page's class groups, to a visitor not signed in: the browser's clock put in the
  // address at load, the clock form's Show; a plain script (no React) that redraws the section.
  "class-groups": {
    run: () =>
      import("~/components/courses/class-groups-clock").then((m) => m.startClassGroupsClock),
    wake: "load",
  },
  // The demo-class form (/get-started/:type): nothing moves until the visitor types, clicks or
  // tabs in; the visitor's zone is shown at load by a plain script.
  "booking-form": {
    load: () => import("~/components/booking/booking-form").then((m) => m.BookingForm),
    wake: "use",
    prepare: () => import("~/components/booking/booking-zone").then((m) => m.showDetectedZone),
  },
  toaster: { load: () => import("~/components/ui/toaster").then((m) => m.Toaster), wake: "toast" },
  "sign-in-error": {
    load: () => import("~/components/auth/sign-in-error").then((m) => m.SignInError),
    // The dialog's own test (app/components/auth/sign-in-error.tsx): only after a failed
    // redirect sign-in does it show anything.
    wake: () =>
      redirectErrorMessage(new URLSearchParams(window.location.search)) === null ? "never" : "load",
  },
  "google-one-tap": {
    load: () => import("~/components/auth/google-one-tap").then((m) => m.default),
    // The prompt shows by itself, to signed-out visitors only, on the pages that allow it
    // (app/lib/google-one-tap.ts); elsewhere (the entry pages) nothing loads.
    wake: (props) => (props.signedIn || !isOneTapPath(window.location.pathname) ? "never" : "load"),
  },
};

function propsOf(el: HTMLElement): Record<string, unknown> {
  return JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
}

function wakeOf(el: HTMLElement): Wake {
  const spec = REGISTRY[el.dataset.island ?? ""];
  if (!spec) return "never";
  return typeof spec.wake === "function" ? spec.wake(propsOf(el)) : spec.wake;
}

/** Calls `done` once the island's first render is committed (after any lazy part resolved). */
function Committed({ done, children }: { done: () => void; children?: React.ReactNode }) {
  useEffect(done, [done]);
  return children;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const started = new Map<HTMLElement, Promise<void>>();
const hydrated = new WeakSet<HTMLElement>();

/**
 * Hydrates the island once (later calls get the same promise). One that failed (its code could
 * not be fetched) is forgotten, so the visitor's next use tries again.
 */
function ensure(el: HTMLElement): Promise<void> {
  let promise = started.get(el);
  if (!promise) {
    promise = hydrate(el).then(
      () => {
        hydrated.add(el);
        // Each island's own mark, for tests that reach a section below the fold.
        el.dataset.hydrated = "true";
      },
      (error: unknown) => {
        started.delete(el);
        throw error;
      },
    );
    started.set(el, promise);
  }
  return promise;
}

async function hydrate(el: HTMLElement): Promise<void> {
  const spec = REGISTRY[el.dataset.island ?? ""];
  if (!spec) return;
  if ("run" in spec) {
    (await spec.run())(el);
    return;
  }
  // React DOM loads with the first island that needs it, not with the page.
  const [Component, { hydrateRoot }] = await Promise.all([
    spec.load() as Promise<ComponentType<Record<string, unknown>>>,
    import("react-dom/client"),
  ]);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      el,
      createElement(Committed, { done: resolve }, createElement(Component, propsOf(el))),
    );
  });
}

const NEAR = 1.5; // screens

/** The island's box (a display: contents box has none of its own: its first child's counts). */
function boxOf(el: HTMLElement): DOMRect {
  const box = el.getBoundingClientRect();
  return box.width || box.height ? box : (el.firstElementChild?.getBoundingClientRect() ?? box);
}

/**
 * Whether the screen shows the island: a quarter of the screen of it, or half of it if it is
 * shorter than that. A section whose top padding peeks in below the hero (the course rows, by
 * 19 px on a phone) shows nothing to use yet, and waits for the visitor to move.
 */
function shownOnScreen(el: HTMLElement): boolean {
  const r = boxOf(el);
  const h = window.innerHeight;
  return Math.min(r.bottom, h) - Math.max(r.top, 0) >= Math.min(h / 4, r.height / 2);
}

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
}

/** An island whose code has not run yet, that the visitor's event landed in. */
function waitingIsland(event: Event): HTMLElement | null {
  const el = islandOf(event.target);
  return el && !hydrated.has(el) && REGISTRY[el.dataset.island ?? ""] ? el : null;
}

/**
 * A link, a text field or its label: what the browser itself answers, hydrated or not. Written
 * again, with CONTROL_KEYS, in the loader's inline text (IslandsScript, app/islands/island.tsx),
 * which runs before any module: change both.
 */
const BROWSERS_OWN = "a[href], input:not([type=checkbox],[type=radio]), textarea, select";
const answeredByTheBrowser = (target: EventTarget | null) =>
  target instanceof Element &&
  (target.closest(BROWSERS_OWN) !== null ||
    target.closest("label")?.control?.matches(BROWSERS_OWN) === true);

/** The islands holding an event of the visitor's until they are hydrated (one each). */
const holding = new WeakSet<HTMLElement>();

/** Copies given back unheld: their island could not hydrate, so the browser answers them. */
const unheld = new WeakSet<Event>();

/**
 * Holds `event` until its island is hydrated, then gives `again` (its copy) to the same element,
 * once, and calls `then` unless a handler took it. A second event arriving meanwhile is dropped:
 * two taps on a menu's button while its code loads would otherwise open and close it. If the
 * island cannot hydrate (its code could not be fetched), the copy goes to the browser as without
 * JavaScript (a form's button still posts it).
 */
function holdUntilHydrated(el: HTMLElement, event: Event, again: Event, then?: () => void) {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (holding.has(el)) return;
  holding.add(el);
  const target = event.target as Element;
  const giveBack = () => {
    holding.delete(el);
    if (target.dispatchEvent(again)) then?.();
  };
  ensure(el).then(giveBack, () => {
    unheld.add(again);
    giveBack();
  });
}

// A click that lands on a button in an island before it is hydrated would reach no handler: it
// is held, the island hydrated, and the click given again to the same element. A link is left to
// navigate at once: it needs no code, and a visitor should not wait for React to follow it.
// False where the click is not one to hold.
function holdClick(event: MouseEvent): boolean {
  const el = waitingIsland(event);
  if (!el || unheld.has(event) || answeredByTheBrowser(event.target)) return false;
  holdUntilHydrated(el, event, new MouseEvent("click", event));
  return true;
}
// The same for the keys a button answers (a menu's button opens and focuses its first entry on
// Enter, Space or an arrow): held, then given again; a key the hydrated button does not take for
// itself then activates it as the browser would have (a copy given by a script never does).
const CONTROL_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);
const activates = (key: string) => key === "Enter" || key === " ";
function holdControlKey(event: KeyboardEvent): boolean {
  const el = waitingIsland(event);
  if (!el || unheld.has(event) || !CONTROL_KEYS.has(event.key)) return false;
  // Only a button's keys: an arrow on a scrolling track scrolls it, hydrated or not.
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.closest("button, [role=button]") === null)
    return false;
  const activate = activates(event.key) ? () => target.click() : undefined;
  holdUntilHydrated(el, event, new KeyboardEvent("keydown", event), activate);
  return true;
}
document.addEventListener("click", holdClick, true);
document.addEventListener("keydown", holdControlKey, true);

/**
 * The clicks and keys the inline loader held before this code ran (IslandsScript in
 * app/islands/island.tsx), each taken as the listeners above take an event: held until its
 * island is hydrated, or, where no island's code will come, given to the browser as the loader
 * gives them when the entry fails (a click again, a button's Enter or Space as its click). From
 * here on the listeners above take every event, so the loader stops holding.
 */
function replayEarlyEvents() {
  const early = (window as { __islandsEarly?: Event[] }).__islandsEarly ?? [];
  (window as { __islandsEarly?: Event[] }).__islandsEarly = undefined;
  for (const event of early) {
    const target = event.target as HTMLElement;
    if (event instanceof KeyboardEvent) {
      if (!holdControlKey(event) && activates(event.key)) target.click();
    } else if (!holdClick(event as MouseEvent)) {
      const again = new MouseEvent("click", event);
      unheld.add(again);
      target.dispatchEvent(again);
    }
  }
}

// Focus or a pointer arriving in an island not yet hydrated: start now.
for (const type of ["focusin", "pointerover"])
  document.addEventListener(type, (event) => {
    const el = islandOf(event.target);
    if (el) ensure(el).catch(() => undefined);
  });

/**
 * The "visible" islands not on the screen: once the visitor moves (scrolls, or presses a key or a
 * pointer), each is hydrated as it comes within NEAR screens, so it is ready before it is seen. A
 * page left at rest does only what its screen shows. `moved`: the page opened scrolled already
 * (at a #section, or where the browser restored it), so watching starts at once.
 */
function watchAsTheVisitorMoves(islands: HTMLElement[], moved: boolean) {
  if (!islands.length) return;
  const moves = ["scroll", "wheel", "touchstart", "keydown", "pointerdown"] as const;
  const options = { capture: true, passive: true } as const;
  const begin = () => {
    for (const type of moves) window.removeEventListener(type, begin, options);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const el = islandOf(entry.target);
          if (el) ensure(el).catch(() => undefined);
        }
      },
      { rootMargin: `${NEAR * 100}% 0px` },
    );
    for (const el of islands) if (!started.has(el)) observer.observe(el.firstElementChild ?? el);
  };
  if (moved) return begin();
  for (const type of moves) window.addEventListener(type, begin, options);
}

async function start() {
  // Before anything else: the visitor's early clicks come first, and the loader stops holding.
  replayEarlyEvents();
  // The images outside every island: their own small script (app/islands/static-images.ts).
  if (document.querySelector("img[data-static-image]"))
    void import("./static-images").then((m) => m.startStaticImages());
  const all = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  // Each island's wake on the page, for tests and for anyone reading the DOM.
  for (const el of all) el.dataset.wake = wakeOf(el);
  const visible = all.filter((el) => el.dataset.wake === "visible");
  const now = [...all.filter((el) => el.dataset.wake === "load"), ...visible.filter(shownOnScreen)];
  // Listening before anything is awaited: a toast or a scroll while the first islands load is
  // not missed.
  const toaster = all.find((el) => el.dataset.wake === "toast");
  if (toaster) subscribeToToasts(() => void ensure(toaster).catch(() => undefined));
  // A toast the previous page carried over its navigation (app/islands/router-shim.tsx).
  showCarriedToast();
  watchAsTheVisitorMoves(
    visible.filter((el) => !now.includes(el)),
    window.scrollY > 0 || window.location.hash !== "",
  );
  // Each prepared island's script, all at once and beside the islands that wake now; not once
  // the island has begun to wake (the visitor was quicker): it does the same itself.
  const prepared = all.map((el) => {
    const prepare = REGISTRY[el.dataset.island ?? ""]?.prepare;
    return prepare?.()
      .then((run) => started.has(el) || run(el))
      .catch(() => undefined);
  });
  for (const el of now) {
    // One island whose code could not be fetched leaves the others to hydrate.
    await ensure(el).catch(() => undefined);
    await nextTask();
  }
  await Promise.all(prepared);
  // Tests and scripts wait for this mark (tests/support/navigation.ts): what wakes with the page
  // has run.
  document.documentElement.dataset.hydrated = "true";
}

void start();
