// Which paths show the site header and footer, and which menu item is active
// (docs/product.md §7.2, §7.3).

/**
 * Path prefixes decided from the route table's facts (app/lib/route-areas.ts, SHELL_PATHS).
 * The root loader sends them to the page, so the browser bundle does not carry the whole table.
 */
export interface ShellPaths {
  /**
   * The original specification's list (docs/product.md §7.2) plus our own entry pages: every page
   * outside the public area.
   */
  hidden: readonly string[];
  /** Pages that wait for the signed-in user: they show 'Loading...' while a navigation resolves. */
  guarded: readonly string[];
}

export function isShellHidden(pathname: string, paths: ShellPaths): boolean {
  return paths.hidden.some((prefix) => pathname.startsWith(prefix));
}

export function isGuardedPath(pathname: string, paths: ShellPaths): boolean {
  return paths.guarded.some((prefix) => pathname.startsWith(prefix));
}

export interface NavItem {
  label: string;
  to: string;
  /** Extra prefixes that also count as this item (Home also owns /home; Blogs owns /blog/…). */
  alsoMatches?: string[];
}

export const MAIN_MENU: NavItem[] = [
  { label: "Home", to: "/", alsoMatches: ["/home"] },
  { label: "Our Courses", to: "/courses" },
  { label: "About Us", to: "/about" },
  { label: "Blogs", to: "/blogs", alsoMatches: ["/blog/"] },
];

/**
 * The original specification's rule (docs/product.md §7.3): active when the path equals or starts
 * with the item's path. "/" is matched exactly, or every page would light up Home.
 */
export function isActive(item: NavItem, pathname: string): boolean {
  const prefixes = [item.to, ...(item.alsoMatches ?? [])];
  return prefixes.some((p) =>
    p === "/" ? pathname === "/" : pathname === p || pathname.startsWith(p),
  );
}

export interface MenuUser {
  name: string | null;
  email: string;
  role: "user" | "admin" | "teacher";
}

/** Display name: the name, else the e-mail's local part, else 'User'. */
export function displayName(user: Pick<MenuUser, "name" | "email">): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local || "User";
}

/** Avatar letter: first letter of the name, else of the e-mail. */
export function avatarInitial(user: Pick<MenuUser, "name" | "email">): string {
  const source = user.name?.trim() || user.email?.trim() || "U";
  return source.charAt(0).toUpperCase();
}

export const LEARNER_MENU = [
  { label: "Profile", to: "/account-settings" },
  { label: "Subscribed courses", to: "/subscribed-courses" },
  { label: "Upcoming courses", to: "/upcoming-courses" },
  { label: "Completed courses", to: "/completed-courses" },
] as const;

export const ADMIN_MENU = [{ label: "Admin Panel", to: "/admin" }] as const;

/**
 * A teacher's avatar menu: the learner entries and their area (docs/classes.md "Teacher
 * area"). Admins keep ADMIN_MENU alone: they reach /teach too, but run the school from the
 * panel (docs/decisions/0031-the-teacher-area.md).
 */
export const TEACHER_MENU = [...LEARNER_MENU, { label: "Teaching", to: "/teach" }] as const;

/** The avatar menu's entries for a role. */
export function avatarMenu(role: MenuUser["role"]): readonly NavItem[] {
  if (role === "admin") return ADMIN_MENU;
  return role === "teacher" ? TEACHER_MENU : LEARNER_MENU;
}

/** The teacher area's section navigation (app/routes/teach/layout.tsx). */
export const TEACH_MENU = [
  { label: "Your week", to: "/teach" },
  { label: "Availability", to: "/teach/availability" },
] as const;
