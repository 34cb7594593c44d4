import type { Context } from "hono";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../app/.server/platform/db/unavailable";

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Briefly unavailable · Learnova</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>Briefly unavailable</h1><p>${UNAVAILABLE_MESSAGE}</p></body></html>`;

/**
 * The 503 for a request that needed the database while it could not be reached: the callable
 * protocol's JSON for functions, JSON for other API calls, a short page for everything else.
 */
export function serviceUnavailable(c: Context): Response {
  const headers = {
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  };
  const path = c.req.path;
  if (path.startsWith("/api/functions/")) {
    return c.json({ error: { status: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE } }, 503, headers);
  }
  if (path.startsWith("/api/") || path.endsWith(".data")) {
    return c.json({ error: UNAVAILABLE_MESSAGE }, 503, headers);
  }
  return c.html(PAGE, 503, headers);
}
