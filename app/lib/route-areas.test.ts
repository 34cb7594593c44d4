import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { pathPattern, ROUTE_PATHS, routeFacts, SHELL_PATHS } from "./route-areas";
import { isGuardedPath, isShellHidden } from "./shell";

/** Every path of the route table, with its leading slash, and the layout file it sits under. */
function walk(entries: RouteConfigEntry[], base = "", layoutFile?: string) {
  const out: { path: string; file: string; layout?: string }[] = [];
  for (const e of entries) {
    const path = e.index ? base || "/" : e.path ? `${base}/${e.path}` : base;
    if (e.children) out.push(...walk(e.children, path, e.path ? layoutFile : e.file));
    else out.push({ path, file: e.file, layout: layoutFile });
  }
  return out;
}
const table = walk(routes);

describe("route table facts", () => {
  it("classify every route of app/routes.ts, and nothing else", () => {
    expect(new Set(table.map((r) => r.path))).toEqual(new Set(Object.keys(ROUTE_PATHS)));
    expect(table.length).toBe(new Set(table.map((r) => r.path)).size);
  });

  it("put learner, teacher and admin pages under their area's layout, and only those", () => {
    const LAYOUTS: Partial<Record<string, string>> = {
      learner: "routes/learner/layout.tsx",
      teach: "routes/teach/layout.tsx",
      admin: "routes/admin/layout.tsx",
    };
    for (const { path, layout } of table) {
      const { area } = ROUTE_PATHS[path as keyof typeof ROUTE_PATHS];
      const expected = LAYOUTS[area];
      expect(layout, path).toBe(expected);
    }
  });

  it("mark resource routes as such (a .ts module renders no page)", () => {
    for (const { path, file } of table) {
      const facts = ROUTE_PATHS[path as keyof typeof ROUTE_PATHS];
      expect("resource" in facts, `${path} (${file})`).toBe(file.endsWith(".ts"));
    }
  });
});

describe("derived from the facts", () => {
  it("the header and footer hide on the seed's paths plus ours", () => {
    expect([...SHELL_PATHS.hidden].sort()).toEqual(
      [
        // The original specification's list (docs/product.md §7.2)
        "/signup",
        "/login",
        "/get-started",
        "/demo-confirmation",
        "/account-settings",
        "/subscribed-courses",
        "/upcoming-courses",
        "/completed-courses",
        // A class's joining page (docs/classes.md "Joining and attendance")
        "/join",
        "/not-found",
        "/admin",
        // The teacher area (docs/classes.md)
        "/teach",
        // Our own account-entry pages
        "/forgot-password",
        "/reset-password",
        "/setup",
        "/invite",
        // The booker's manage link, like the demo confirmation
        "/manage-booking",
      ].sort(),
    );
    expect(isShellHidden("/get-started/parent", SHELL_PATHS)).toBe(true);
    expect(isShellHidden("/admin/users", SHELL_PATHS)).toBe(true);
    expect(isShellHidden("/newsletter/confirm", SHELL_PATHS)).toBe(false);
    expect(isShellHidden("/courses/primary-computing", SHELL_PATHS)).toBe(false);
  });

  it("guarded pages are the learner area, the teacher area and the admin panel", () => {
    expect([...SHELL_PATHS.guarded].sort()).toEqual(
      [
        "/account-settings",
        "/admin",
        "/teach",
        "/completed-courses",
        "/subscribed-courses",
        "/upcoming-courses",
        "/join",
      ].sort(),
    );
    expect(isGuardedPath("/admin/users", SHELL_PATHS)).toBe(true);
    expect(isGuardedPath("/courses", SHELL_PATHS)).toBe(false);
  });

  const cacheable = (path: string) =>
    routeFacts
      .filter((f) => "cached" in f)
      .some((f) => pathPattern(f.path, { dataTwin: true }).test(path));

  it.each([
    "/",
    "/_root.data",
    "/home",
    "/home.data",
    "/about",
    "/courses",
    "/courses.data",
    "/courses/primary-computing",
    "/courses/primary-computing.data",
    "/blogs",
    "/blog/3",
    "/blog/3.data",
    "/terms-of-service",
    "/privacy-policy",
    "/data-deletion-policy",
    "/contact",
    "/help",
    "/get-started",
    "/get-started/parent",
    "/get-started/parent.data",
  ])("the page cache may keep %s", (path) => expect(cacheable(path)).toBe(true));

  it.each([
    "/login",
    "/signup",
    "/setup",
    "/reset-password",
    "/demo-confirmation",
    "/manage-booking/0123456789abcdef0123456789abcdef0123456789abcdef",
    "/manage-booking/0123456789abcdef0123456789abcdef0123456789abcdef.data",
    "/manage-booking/0123456789abcdef0123456789abcdef0123456789abcdef/calendar.ics",
    "/account-settings",
    "/account-settings/export.json",
    "/subscribed-courses.data",
    "/admin",
    "/admin/users",
    "/teach",
    "/teach/sessions/x.data",
    "/newsletter/confirm",
    "/unsubscribe",
    "/sitemap.xml",
    "/blog/rss.xml",
    "/not-found",
    "/no-such-page",
    "/courses/a/b",
    "/about/x",
    "/root.data",
  ])("the page cache never keeps %s", (path) => expect(cacheable(path)).toBe(false));

  it("the sitemap lists the public pages and the booking pages, never private ones", () => {
    const listed = routeFacts.filter((f) => "listed" in f).map((f) => f.path);
    expect(listed).toEqual([
      "/",
      "/about",
      "/courses",
      "/courses/:slug",
      "/blogs",
      "/blog/:id",
      "/terms-of-service",
      "/privacy-policy",
      "/data-deletion-policy",
      "/contact",
      "/help",
      "/get-started",
      "/get-started/:type",
    ]);
    for (const f of routeFacts.filter((f) => "listed" in f)) {
      expect(["public", "entry"], f.path).toContain(f.area);
      expect("cached" in f, f.path).toBe(true);
    }
  });
});
