import { expect, type Page } from "@playwright/test";
import { routeFacts, type RoutePath } from "../../app/lib/route-areas";
import { axeViolations } from "./axe";
import { open } from "./navigation";

// The page sweep (tests/e2e/page-sweep.spec.ts): every page of the route table
// (app/lib/route-areas.ts) is loaded once per width, and each load is checked for sideways
// scrolling (issue 13: no page wider than the screen) and, at a phone and a laptop width, by
// axe. Why these widths: docs/decisions/0027-one-page-sweep.md.

/** Every page is checked for sideways scrolling at these widths. */
export const SWEEP_WIDTHS = [320, 390, 768, 1366] as const;
/**
 * ... and by axe at these: a phone and a laptop. The layout changes only at 400, 640, 768,
 * 1024, 1280 and 1536 px (Tailwind's breakpoints and the header's 400 px), so 390 lays a page
 * out as 360 does and 1366 as 1280 does (decision 0027).
 */
export const AXE_WIDTHS: readonly number[] = [390, 1366];

export type Visitor = "anonymous" | "learner" | "teacher" | "admin";

export interface SweptPage {
  /** The address loaded (a path with a sample for its parameter, or a query it needs). */
  url: string;
  visitor: Visitor;
  /** False where another spec runs axe on the page in a state this sweep cannot reach. */
  axe: boolean;
}

/**
 * The addresses to load for a path that has a parameter, or that needs a query to show its
 * page. A path not here is loaded as written.
 */
const SAMPLES: Partial<Record<RoutePath, readonly string[]>> = {
  "/courses/:slug": ["/courses/primary-computing"],
  // The seeded post with a table.
  "/blog/:id": ["/blog/9"],
  "/get-started/:type": [
    "/get-started/student",
    "/get-started/parent",
    "/get-started/professional",
  ],
  "/newsletter/confirm": ["/newsletter/confirm?token=x"],
  "/unsubscribe": ["/unsubscribe?token=x"],
  "/reset-password": ["/reset-password?token=x"],
};

/**
 * Pages this sweep does not load, and where they are checked instead: each needs a record or a
 * link a test makes, or a state of the server this sweep cannot share. A new path with a
 * parameter must be given a sample above or a line here (the sweep's first test says so).
 */
export const CHECKED_ELSEWHERE: Partial<Record<RoutePath, string>> = {
  "/home": "the same page as / (an alias of the landing page)",
  "/setup": "setup-server.spec.ts (the one-time link, on a server with no admin yet)",
  "/invite": "admin-invite.spec.ts (an invitation's link, and an invalid one)",
  "/class-reminders/off": "account-settings.spec.ts (a user's signed link, and a forged one)",
  "/manage-booking/:token": "overflow.spec.ts (a confirmed booking's link)",
  "/teach/sessions/:id": "teach.spec.ts (a seeded teacher's class and its roster)",
  "/join/:session": "class-attendance.spec.ts (a class before its window, and the redirect in it)",
  "/admin/bookings/:id": "admin-bookings.spec.ts (a booking it made)",
  "/admin/messages/:id": "admin-messages.spec.ts (a message it stored)",
  "/admin/newsletter/:id": "admin-newsletter.spec.ts (a subscriber it stored)",
  "/admin/newsletter/issues/:id": "admin-newsletter-issues.spec.ts (a draft and a sent issue)",
  "/admin/users/:id": "admin-users.spec.ts (a user it made)",
  "/admin/content/testimonials/:id": "admin-content.spec.ts",
  "/admin/content/faq/:id": "admin-content.spec.ts",
  "/admin/content/help/:id": "admin-content.spec.ts",
  "/admin/content/cards/:id": "admin-content.spec.ts",
  "/admin/content/boards/:id": "admin-content.spec.ts",
  "/admin/outbox/:id": "admin-logs.spec.ts (a mail it sent)",
  "/admin/audit/:id": "admin-logs.spec.ts (an entry it caused)",
  "/admin/blog/preview": "admin-blog.spec.ts (the editor's Preview changes, a form post)",
  "/admin/blog/:id": "admin-blog.spec.ts (with the editor loaded)",
  "/admin/blog/:id/preview": "admin-blog.spec.ts",
  "/admin/courses/:id": "admin-courses.spec.ts",
  "/admin/classes/:id": "admin-classes.spec.ts (a group it made, with its classes and one open)",
  "/admin/*": "the not-found page it redirects to (/not-found is swept)",
};

/** Pages swept for width only: another spec runs axe on them in a fuller state. */
const AXE_ELSEWHERE: Partial<Record<RoutePath, string>> = {
  "/": "landing.spec.ts (with each section scrolled into view)",
};

const VISITOR_OF_AREA = {
  public: "anonymous",
  entry: "anonymous",
  system: "anonymous",
  learner: "learner",
  // The teacher area is swept as a seeded teacher, whose week has classes in it.
  teach: "teacher",
  admin: "admin",
} as const satisfies Record<string, Visitor>;

/** The page paths (not resource routes) of the route table. */
export function pagePaths(): RoutePath[] {
  return routeFacts.filter((f) => !("resource" in f && f.resource)).map((f) => f.path);
}

/** Page paths with a parameter or wildcard that have neither a sample nor a line elsewhere. */
export function unsweptPaths(): RoutePath[] {
  return pagePaths().filter(
    (path) => /[:*]/.test(path) && !SAMPLES[path] && !CHECKED_ELSEWHERE[path],
  );
}

/** What the sweep loads: every page of the route table, as its visitor. */
export function sweptPages(): SweptPage[] {
  return routeFacts
    .filter((f) => !("resource" in f && f.resource) && !CHECKED_ELSEWHERE[f.path])
    .filter((f) => !/[:*]/.test(f.path) || SAMPLES[f.path])
    .flatMap((f) =>
      (SAMPLES[f.path] ?? [f.path]).map((url) => ({
        url,
        visitor: VISITOR_OF_AREA[f.area],
        axe: !AXE_ELSEWHERE[f.path],
      })),
    );
}

interface Offender {
  tag: string;
  text: string;
  left: number;
  right: number;
  width: number;
}

/**
 * Runs in the page: null when nothing scrolls sideways, else the document's widths and the
 * elements that cause it: those whose right edge passes both the viewport and their parent's
 * right edge (so a tab row's stretched parent is named, not each of its tabs), leaving out any
 * inside an ancestor that clips or scrolls them.
 */
function findOverflow() {
  const doc = document.documentElement;
  const viewport = doc.clientWidth;
  if (doc.scrollWidth <= viewport) return null;
  const isCause = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    if (r.right <= viewport + 0.5) return false;
    const parent = el.parentElement;
    if (parent && r.right <= parent.getBoundingClientRect().right + 0.5) return false;
    if (getComputedStyle(el).position === "fixed") return false;
    for (let p = el.parentElement; p && p !== doc; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== "visible") {
        if (p.getBoundingClientRect().right <= viewport + 0.5) return false;
      }
    }
    return true;
  };
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const classes =
      typeof el.className === "string" && el.className.trim()
        ? "." + el.className.trim().split(/\s+/).slice(0, 8).join(".")
        : "";
    return `<${el.tagName.toLowerCase()}${id}${classes}>`;
  };
  const offenders: Offender[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (!isCause(el)) continue;
    const r = el.getBoundingClientRect();
    offenders.push({
      tag: describe(el),
      text: (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
      left: Math.round(r.left),
      right: Math.round(r.right),
      width: Math.round(r.width),
    });
  }
  return { scrollWidth: doc.scrollWidth, clientWidth: viewport, offenders: offenders.slice(0, 10) };
}

/**
 * Loads `path` once, at the first of `widths`, then resizes the window through the others and
 * checks each: the page itself is shown (a signed-in page, not the sign-in page it would
 * redirect to), nothing scrolls sideways, and at AXE_WIDTHS axe finds nothing. Every problem
 * at every width is reported together.
 *
 * One load, not one per width: the server's page is the same at every width and no script
 * reads the width (docs/decisions/0027-one-page-sweep.md), so a resized page is laid out as a
 * page loaded at that width (docs/decisions/0034-ci-in-twelve-minutes.md).
 */
export async function checkPage(
  page: Page,
  path: string,
  options: Parameters<typeof checkShownPage>[2] = {},
): Promise<void> {
  await page.setViewportSize({ width: (options.widths ?? SWEEP_WIDTHS)[0], height: 800 });
  await open(page, path);
  expect(new URL(page.url()).pathname, "stayed on the page").toBe(
    new URL(path, page.url()).pathname,
  );
  await checkShownPage(page, path, options);
}

/**
 * checkPage's checks on the page as it is now, without loading it again: for a state a test
 * reached by acting on the page (a refused form, an open panel), or a page it has just loaded.
 * The window is resized through `widths`; `label` names the page in the report.
 */
export async function checkShownPage(
  page: Page,
  label: string,
  {
    axe = true,
    widths = SWEEP_WIDTHS,
  }: {
    /** false: no axe; a list of widths: axe at those only (another test has the others). */
    axe?: boolean | readonly number[];
    widths?: readonly number[];
  } = {},
): Promise<void> {
  const axeWidths = axe === true ? AXE_WIDTHS : axe === false ? [] : axe;
  const problems: string[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    // Fonts (and, after a resize, the new layout) settle before anything is measured.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          document.fonts.ready.then(() => requestAnimationFrame(() => resolve(null))),
        ),
    );
    const found = await page.evaluate(findOverflow);
    if (found) {
      problems.push(
        `${label} at ${width} px: the page is ${found.scrollWidth} px wide (viewport ${found.clientWidth} px)` +
          found.offenders
            .map((o) => `\n    ${o.tag} "${o.text}" x ${o.left}..${o.right}, ${o.width} px wide`)
            .join(""),
      );
    }
    if (axeWidths.includes(width)) {
      const violations = await axeViolations(page);
      if (violations.length > 0) {
        problems.push(`${label} at ${width} px, axe:\n  ${violations.join("\n  ")}`);
      }
    }
  }
  expect(problems.join("\n"), "no sideways scrolling and no axe violations").toBe("");
}
