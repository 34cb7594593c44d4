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

/**
 * Rewrites an internal router error in place to a plain sentence. Called from the server
 * entry's handleError, which React Router runs on each such error before it encodes the
 * page's data (for a document and for a client navigation's data request alike); replacing
 * it any later would miss the already-encoded copy.
 */
export function hideRouterInternals(error: unknown): void {
  if (isRouteErrorResponse(error) && (error as { internal?: boolean }).internal) {
    (error as { data: unknown }).data =
      PLAIN_WORDS[error.status] ?? "This request could not be handled.";
  }
}
