// What each path of the route table (app/routes.ts) is, in one place. The header/footer switch
// (app/lib/shell.ts), the page cache (server/page-cache.ts) and the sitemap derive their
// decisions from these facts instead of keeping their own lists of paths. This is a plain
// module so the browser bundle can import it: app/routes.ts itself pulls in
// @react-router/dev (decision 0015). The browser gets only the prefixes it needs, through the
// root loader (SHELL_PATHS).
import type { ShellPaths } from "./shell";

/**
 * - public: the marketing site, with the site header and footer.
 * - entry: signing up or in, and booking a demo: full-screen pages without the site shell.
 * - learner: signed-in users only, in the learner layout.
 * - admin: admins only, in the admin layout.
 * - teach: teachers (and admins) only, in the teacher layout (docs/classes.md "Teacher area").
 * - system: errors, search-engine files and the catch-all.
 */
export type Area = "public" | "entry" | "learner" | "admin" | "teach" | "system";

export interface PathFacts {
  area: Area;
  /** A resource route (a file or a redirect), never rendered as a page. */
  resource?: true;
  /** Looks the same to every anonymous visitor: the page cache may keep it. */
  cached?: true;
  /**
   * Cached, and nothing on the page but the header depends on who is signed in: a signed-in
   * visitor gets their role's cached copy with their own name put in by the server
   * (server/page-cache.ts). A course page is not: it shows the visitor's enrolment.
   */
  roleShell?: true;
  /** Listed in /sitemap.xml (a path with a parameter lists one URL per value). */
  listed?: true;
  /**
   * About one person although outside the signed-in areas (a booking's page): never kept by a
   * shared cache. Learner, teacher and admin paths are personal by their area.
   */
  personal?: true;
  /**
   * A page whose rendered answer for a signed-in visitor is kept per session and served again
   * while its loaders' data is unchanged (server/learner-page-cache.ts): its render reads
   * nothing else but the address and the footer's year.
   */
  keptPerPerson?: true;
}

/** Every path of app/routes.ts, as written there but with its leading slash. */
export const ROUTE_PATHS = {
  "/": { area: "public", cached: true, roleShell: true, listed: true },
  "/home": { area: "public", cached: true, roleShell: true },
  "/about": { area: "public", cached: true, roleShell: true, listed: true },
  "/courses": { area: "public", cached: true, roleShell: true, listed: true },
  // Anonymous visitors get the shared cache's copy; a signed-in visitor's page (their enrolment,
  // their group, their clock) is kept for their session.
  "/courses/:slug": { area: "public", cached: true, listed: true, keptPerPerson: true },
  "/blogs": { area: "public", cached: true, roleShell: true, listed: true },
  "/blog/rss.xml": { area: "system", resource: true },
  "/blog/:id": { area: "public", cached: true, roleShell: true, listed: true },
  "/terms-of-service": { area: "public", cached: true, roleShell: true, listed: true },
  "/privacy-policy": { area: "public", cached: true, roleShell: true, listed: true },
  "/data-deletion-policy": { area: "public", cached: true, roleShell: true, listed: true },
  "/contact": { area: "public", cached: true, roleShell: true, listed: true },
  "/help": { area: "public", cached: true, roleShell: true, listed: true },

  "/signup": { area: "entry" },
  "/login": { area: "entry" },
  "/logout": { area: "entry", resource: true },
  "/forgot-password": { area: "entry" },
  "/reset-password": { area: "entry" },
  "/setup": { area: "entry" },
  "/invite": { area: "entry", personal: true },

  "/get-started": { area: "entry", cached: true, listed: true },
  "/get-started/:type": { area: "entry", cached: true, listed: true },
  "/demo-confirmation": { area: "entry", personal: true },
  "/demo-confirmation/calendar.ics": { area: "entry", resource: true, personal: true },
  // The booker's private manage link: its address is the credential (no account needed).
  "/manage-booking/:token": { area: "entry", personal: true },
  "/manage-booking/:token/calendar.ics": { area: "entry", resource: true, personal: true },

  "/newsletter/confirm": { area: "public" },
  "/unsubscribe": { area: "public" },
  // A class reminder's switch-off link: the signed token in its address is the credential.
  "/class-reminders/off": { area: "public", personal: true },

  "/account-settings": { area: "learner", keptPerPerson: true },
  "/account-settings/export.json": { area: "learner", resource: true },
  "/subscribed-courses": { area: "learner", keptPerPerson: true },
  "/upcoming-courses": { area: "learner", keptPerPerson: true },
  "/completed-courses": { area: "learner", keptPerPerson: true },
  "/join/:session": { area: "learner" },
  "/join/:session/calendar.ics": { area: "learner", resource: true },

  "/teach": { area: "teach" },
  "/teach/sessions/:id": { area: "teach" },
  "/teach/availability": { area: "teach" },

  "/admin": { area: "admin" },
  "/admin/bookings": { area: "admin" },
  "/admin/bookings/export.csv": { area: "admin", resource: true },
  "/admin/bookings/:id": { area: "admin" },
  "/admin/messages": { area: "admin" },
  "/admin/messages/export.csv": { area: "admin", resource: true },
  "/admin/messages/:id": { area: "admin" },
  "/admin/newsletter": { area: "admin" },
  "/admin/newsletter/export.csv": { area: "admin", resource: true },
  "/admin/newsletter/issues": { area: "admin" },
  "/admin/newsletter/issues/new": { area: "admin" },
  "/admin/newsletter/issues/:id": { area: "admin" },
  "/admin/newsletter/:id": { area: "admin" },
  "/admin/users": { area: "admin" },
  "/admin/users/export.csv": { area: "admin", resource: true },
  "/admin/users/invite": { area: "admin" },
  "/admin/users/:id": { area: "admin" },
  "/admin/content": { area: "admin" },
  "/admin/content/testimonials": { area: "admin" },
  "/admin/content/testimonials/new": { area: "admin" },
  "/admin/content/testimonials/:id": { area: "admin" },
  "/admin/content/faq": { area: "admin" },
  "/admin/content/faq/new": { area: "admin" },
  "/admin/content/faq/:id": { area: "admin" },
  "/admin/content/help": { area: "admin" },
  "/admin/content/help/new": { area: "admin" },
  "/admin/content/help/:id": { area: "admin" },
  "/admin/content/cards": { area: "admin" },
  "/admin/content/cards/new": { area: "admin" },
  "/admin/content/cards/:id": { area: "admin" },
  "/admin/content/boards": { area: "admin" },
  "/admin/content/boards/new": { area: "admin" },
  "/admin/content/boards/:id": { area: "admin" },
  "/admin/outbox": { area: "admin" },
  "/admin/outbox/export.csv": { area: "admin", resource: true },
  "/admin/outbox/:id": { area: "admin" },
  "/admin/audit": { area: "admin" },
  "/admin/audit/export.csv": { area: "admin", resource: true },
  "/admin/audit/:id": { area: "admin" },
  "/admin/blog": { area: "admin" },
  "/admin/blog/new": { area: "admin" },
  "/admin/blog/preview": { area: "admin" },
  "/admin/blog/:id": { area: "admin" },
  "/admin/blog/:id/preview": { area: "admin" },
  "/admin/courses": { area: "admin" },
  "/admin/courses/new": { area: "admin" },
  "/admin/courses/:id": { area: "admin" },
  "/admin/classes": { area: "admin" },
  "/admin/classes/export.csv": { area: "admin", resource: true },
  "/admin/classes/attendance.csv": { area: "admin", resource: true },
  "/admin/classes/teacher-hours.csv": { area: "admin", resource: true },
  "/admin/classes/new": { area: "admin" },
  "/admin/classes/at-risk": { area: "admin" },
  "/admin/classes/at-risk.csv": { area: "admin", resource: true },
  "/admin/classes/unmarked": { area: "admin" },
  "/admin/classes/unmarked.csv": { area: "admin", resource: true },
  "/admin/classes/:id": { area: "admin" },
  "/admin/classes/:id/sessions.csv": { area: "admin", resource: true },
  "/admin/classes/:id/attendance.csv": { area: "admin", resource: true },
  "/admin/timetable": { area: "admin" },
  "/admin/timetable/export.csv": { area: "admin", resource: true },
  "/admin/media": { area: "admin", resource: true },
  "/admin/*": { area: "admin" },

  "/sitemap.xml": { area: "system", resource: true },
  "/robots.txt": { area: "system", resource: true },
  "/media/u/:file": { area: "system", resource: true },
  // A private calendar feed ("<token>.ics"): its address is the credential.
  "/calendar/:feed": { area: "system", resource: true, personal: true },

  "/not-found": { area: "system" },
  "/*": { area: "system", resource: true },
} as const satisfies Record<string, PathFacts>;

export type RoutePath = keyof typeof ROUTE_PATHS;

/** The areas only a signed-in user reaches: personal, never cached, never indexed. */
export const SIGNED_IN_AREAS: readonly Area[] = ["learner", "teach", "admin"];

/** The facts as a list, for the derivations below and in the server. */
export const routeFacts: readonly (PathFacts & { path: RoutePath })[] = Object.entries(
  ROUTE_PATHS,
).map(([path, facts]) => ({ path: path as RoutePath, ...facts }));

/**
 * A path for app/routes.ts: only a classified path type-checks there, so a new route cannot
 * be added without saying what it is.
 */
export function routePath(path: RoutePath): string {
  return path.slice(1);
}

/** The part of a path before its first parameter or wildcard ("/courses/:slug" -> "/courses"). */
export function staticPrefix(path: string): string {
  const cut = path.search(/\/[:*]/);
  return cut === -1 ? path : path.slice(0, cut) || "/";
}

/**
 * The shortest path prefixes that cover every page of the given areas: a page whose path
 * starts with another's prefix adds nothing ("/get-started/:type" is covered by "/get-started").
 */
export function pagePrefixes(areas: readonly Area[]): string[] {
  return shortestPrefixes(routeFacts.filter((f) => areas.includes(f.area) && !("resource" in f)));
}

/** The static prefixes of some facts, without those another of them already covers. */
function shortestPrefixes(facts: readonly { path: string }[]): string[] {
  const prefixes = facts.map((f) => staticPrefix(f.path));
  return [...new Set(prefixes)].filter(
    (p) => !prefixes.some((q) => q !== p && p.startsWith(q + "/")),
  );
}

/**
 * The prefixes of every path about one person (pages, their files and their `.data` twins):
 * the signed-in areas (learner, teacher, admin), and the paths marked personal.
 */
export const PERSONAL_PREFIXES: string[] = shortestPrefixes(
  routeFacts.filter((f) => SIGNED_IN_AREAS.includes(f.area) || "personal" in f),
);

/** Which pages hide the site header and footer, and which wait for the signed-in user. */
export const SHELL_PATHS: ShellPaths = {
  hidden: pagePrefixes(["entry", ...SIGNED_IN_AREAS, "system"]),
  guarded: pagePrefixes(SIGNED_IN_AREAS),
};

/**
 * A regular expression for one path pattern: a parameter matches one segment, a trailing
 * wildcard anything; `.data` twins (client navigation) are included when asked.
 */
export function pathPattern(path: string, { dataTwin = false } = {}): RegExp {
  const body = path
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      // No dots: "/blog/rss.xml" is a file of its own, not a post called "rss.xml".
      if (segment.startsWith(":")) return "[^/.]+";
      return escapeForRegExp(segment);
    })
    .join("/");
  // The index page's client data lives at /_root.data.
  if (path === "/") return dataTwin ? /^\/(?:_root\.data)?$/ : /^\/$/;
  return new RegExp(`^${body}${dataTwin ? "(?:\\.data)?" : ""}$`);
}

/** A literal piece of a path, safe inside a regular expression. */
export function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
