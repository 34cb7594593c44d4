import { ROUTE_PATHS } from "../../app/lib/route-areas";

// Every address of the admin panel in the route table, with a parameter filled in.
export const SOME_ID = "4f1c2b9e-0000-4000-8000-000000000001";
export const ADMIN_PATHS = Object.entries(ROUTE_PATHS)
  .filter(([path, facts]) => facts.area === "admin" && !path.endsWith("*"))
  .map(([path, facts]) => ({
    path: path.replace(/:\w+/g, SOME_ID),
    resource: "resource" in facts,
  }));
export const ADMIN_PAGES = ADMIN_PATHS.filter((p) => !p.resource).map((p) => p.path);
export const ADMIN_FILES = ADMIN_PATHS.filter((p) => p.resource && p.path.endsWith(".csv")).map(
  (p) => p.path,
);
/** The admin addresses that take posts only (the image upload endpoint). */
export const ADMIN_ENDPOINTS = ADMIN_PATHS.filter(
  (p) => p.resource && !p.path.endsWith(".csv"),
).map((p) => p.path);
