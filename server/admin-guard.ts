import type { SessionUser } from "../app/.server/platform/session";

// The admin panel fails closed (ADMIN.md "Who and how", decision 0017). React Router runs a
// layout's loader beside its children's, not before, and never for an action or for a data
// request that names only the child (`?_routes=`), so the layout's guard alone would let a
// child that forgot its own check answer. This runs before React Router, for every address of
// the panel, and lets nobody but an admin reach any of its modules.

const LAYOUT_ROUTE_ID = "routes/admin/layout";

/** /admin, its data twin /admin.data, and everything under /admin/. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin.data" || pathname.startsWith("/admin/");
}

export type AdminGate =
  | { kind: "pass" }
  /** A page: the seed's redirect (anonymous → /login and back, anyone else → /not-found). */
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
  if (!isAdminPath(url.pathname) || user?.role === "admin") return { kind: "pass" };
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead) return { kind: "refuse", status: user ? 403 : 401 };
  if (url.pathname.endsWith(".data")) {
    const layoutOnly = new URL("/admin.data", url);
    layoutOnly.searchParams.set("_routes", LAYOUT_ROUTE_ID);
    return { kind: "layout-only", request: new Request(layoutOnly, { headers: request.headers }) };
  }
  if (user) return { kind: "redirect", location: "/not-found" };
  const back = url.pathname + url.search;
  return { kind: "redirect", location: `/login?redirectTo=${encodeURIComponent(back)}` };
}
