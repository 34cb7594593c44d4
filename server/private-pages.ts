import { escapeForRegExp, PERSONAL_PREFIXES } from "../app/lib/route-areas";

/**
 * Pages about one person (their account, bookings, courses, the admin panel), including their
 * `.data` twins that client-side navigation fetches and the files under them (the data export,
 * a booking's calendar file), as the route table's facts name them. Their answers must never
 * be kept by a shared cache or on disk.
 */
const PERSONAL_PAGES = new RegExp(
  `^(${PERSONAL_PREFIXES.map(escapeForRegExp).join("|")})(/|\\.|$)`,
);

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Whether an answer is personal: it is for one of those pages, or to a request carrying a
 * session (every page then shows who is signed in).
 */
export function isPersonalAnswer(pathname: string, carriesSession: boolean): boolean {
  return carriesSession || PERSONAL_PAGES.test(pathname);
}

/** The response with `Cache-Control: private, no-store`, whatever the page asked for. */
export function withPrivateCaching(response: Response): Response {
  if (response.headers.get("cache-control") === PRIVATE_CACHE_CONTROL) return response;
  try {
    // In place: a copy made around `response.body` turns a whole rendered page into a stream,
    // which then leaves in pieces instead of in one write with its length (docs/performance.md
    // §10.3).
    response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    // Immutable headers (a response passed on from fetch()): copy it.
  }
  const headers = new Headers(response.headers);
  headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
