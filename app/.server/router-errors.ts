import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type EntryContext } from "react-router";

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

/** Replaces each internal router error of the render with one that names nothing inside. */
export function hideRouterInternals(context: EntryContext): void {
  const errors = context.staticHandlerContext.errors;
  if (!errors) return;
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error) && (error as { internal?: boolean }).internal) {
      errors[routeId] = new UNSAFE_ErrorResponseImpl(
        error.status,
        error.statusText,
        PLAIN_WORDS[error.status] ?? "This request could not be handled.",
      );
    }
  }
}
