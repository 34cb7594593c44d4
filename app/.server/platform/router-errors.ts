import { isRouteErrorResponse } from "react-router";

// React Router's own refusals (a POST to a page without an action, a data request for a
// route that is not there) carry a developer's message naming route ids and file paths. The
// page's data goes into the HTML for hydration, so a visitor would read it in the page and
// its source (issue 23 item 2). Visitors get a plain sentence instead; our own thrown
// responses (`data("This post does not exist…", 404)`) are not internal and stay as written.

const PLAIN_WORDS: Record<number, string> = {
  400: "The request was not understood.",
  403: "This request is not allowed.",
  404: "We couldn't find that page.",
  405: "This address does not accept that kind of request.",
};

/** What the router refused, for the log: its status and its own (internal) words. */
export interface RouterRefusal {
  status: number;
  detail: string;
}

/**
 * Rewrites an internal router error in place to a plain sentence, and returns what it said
 * for the log (undefined for every other error). Called from the server entry's handleError,
 * which React Router runs on each such error before it encodes the page's data (for a document
 * and for a client navigation's data request alike); replacing it any later would miss the
 * already-encoded copy. Both the answer's data and the Error it carries are replaced: the
 * page's data encodes that Error with its message, which names the route.
 */
export function hideRouterInternals(error: unknown): RouterRefusal | undefined {
  if (!isRouteErrorResponse(error) || !(error as { internal?: boolean }).internal) return undefined;
  const inner = error as unknown as { data: unknown; error?: unknown };
  const detail =
    inner.error instanceof Error ? inner.error.message : String(inner.data ?? error.statusText);
  const plain = PLAIN_WORDS[error.status] ?? "This request could not be handled.";
  inner.data = plain;
  if (inner.error !== undefined) inner.error = new Error(plain);
  return { status: error.status, detail };
}
