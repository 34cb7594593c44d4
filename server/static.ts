import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { Env } from "./env";

/**
 * Built browser files and public/ copies. Hashed files under /assets/ never change, so they
 * are cached for a year; the rest (generated images, video, icons) for a week. Precompressed .br/.gz
 * siblings written at build time are served when the browser accepts them.
 */
export function staticFiles(root: string): MiddlewareHandler<Env> {
  const serve = serveStatic<Env>({
    root,
    precompressed: true,
    onFound: (path, c) => {
      const immutable = path.includes("/assets/");
      c.header(
        "Cache-Control",
        immutable
          ? "public, max-age=31536000, immutable"
          : "public, max-age=604800, stale-while-revalidate=86400",
      );
    },
  });
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // Only real files: the root path and directories fall through to the page handler.
    if (c.req.path === "/" || c.req.path.endsWith("/")) return next();
    // A built file that is not there (an old page asking after a deploy) is a plain 404, not
    // a redirect to the not-found page: a script loader must see that it failed.
    if (c.req.path.startsWith("/assets/")) {
      return serve(c, async () => {
        c.res = c.text("Not found", 404, { "Cache-Control": "no-store" });
      });
    }
    return serve(c, next);
  };
}
