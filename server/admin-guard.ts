import type { SessionUser } from "../app/.server/platform/session";

// The guarded areas fail closed (docs/admin.md "Who and how", decision 0017). React Router runs a
// layout's loader beside its children's, not before, and never for an action or for a data
// request that names only the child (`?_routes=`), so the layout's guard alone would let a
// child that forgot its own check answer. This runs before React Router, for every address of
// each area, and lets nobody but the area's users reach any of its modules.

/** An area of the route table that only some users may reach; one line per area. */
export interface GuardedArea {
  /** The area's first path segment, lower case ("/admin"). */
  prefix: string;
  /** The layout route whose guard answers a refused data request in React Router's encoding. */
  layoutRouteId: string;
  /** Who may reach it. */
  allows: (user: SessionUser | null) => boolean;
}

export const GUARDED_AREAS: readonly GuardedArea[] = [
  { prefix: "/admin", layoutRouteId: "routes/admin/layout", allows: (u) => u?.role === "admin" },
  {
    prefix: "/teach",
    layoutRouteId: "routes/teach/layout",
    allows: (u) => u?.role === "teacher" || u?.role === "admin",
  },
];

/**
 * The path as React Router matches it, or a superset: each segment percent-decoded once (as
 * its decodePath does; a bad escape stays as written), case folded (routes match without
 * regard to case), repeated slashes merged, and the `.data` suffix of a data request dropped.
 * A trailing slash needs nothing: a prefix match covers it.
 */
export function routerPath(pathname: string): string {
  const decoded = pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "");
}

/** The guarded area a path belongs to, matched the way React Router matches it. */
export function guardedAreaOf(pathname: string): GuardedArea | undefined {
  const path = routerPath(pathname);
  return GUARDED_AREAS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
}

/** /admin, its data twin /admin.data, and everything under /admin/, in any spelling. */
export function isAdminPath(pathname: string): boolean {
  return guardedAreaOf(pathname)?.prefix === "/admin";
}

export type AdminGate =
  | { kind: "pass" }
  /**
   * A page: the original specification's redirect, docs/product.md §7.2 (anonymous → /login and
   * back, anyone else → /not-found).
   */
  | { kind: "redirect"; location: string }
  /**
   * A data request: ask only the layout, whose guard answers with the same redirect in React
   * Router's own encoding (which a client navigation understands).
   */
  | { kind: "layout-only"; request: Request }
  /** A change (POST, PUT, …): refused outright; nothing runs. */
  | { kind: "refuse"; status: 401 | 403 };

export function gateAdminRequest(request: Request, user: SessionUser | null): AdminGate {
  const url = new URL(request.url);
  const area = guardedAreaOf(url.pathname);
  if (!area || area.allows(user)) return { kind: "pass" };
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead) return { kind: "refuse", status: user ? 403 : 401 };
  if (url.pathname.endsWith(".data")) {
    const layoutOnly = new URL(`${area.prefix}.data`, url);
    layoutOnly.searchParams.set("_routes", area.layoutRouteId);
    return { kind: "layout-only", request: new Request(layoutOnly, { headers: request.headers }) };
  }
  if (user) return { kind: "redirect", location: "/not-found" };
  const back = url.pathname + url.search;
  return { kind: "redirect", location: `/login?redirectTo=${encodeURIComponent(back)}` };
}
