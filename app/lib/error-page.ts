import { isRouteErrorResponse } from "react-router";

// What an error page says. A 4xx is the request's fault, so the page says what was wrong with
// it; "an unexpected problem" is kept for 5xx, our own failures (issue 23, item 10;
// docs/decisions/0016-one-form-pattern.md: bodies that are not forms are refused with a 4xx).

export interface ErrorPageText {
  status: number;
  title: string;
  message: string;
}

const TITLES: Record<number, string> = {
  400: "That request could not be read",
  401: "Please sign in",
  403: "Not allowed",
  404: "Page not found",
  405: "That action is not available here",
  409: "This was changed by someone else",
  413: "That was too large",
  415: "This address expects a form submission",
  429: "Too many requests",
};

const MESSAGES: Record<number, string> = {
  400: "What was sent could not be read. Go back and try again.",
  401: "Sign in to continue.",
  403: "You don't have access to this.",
  404: "We couldn't find that page.",
  405: "This address does not accept that kind of request.",
  409: "Reload the page to see the latest version.",
  413: "What was sent is larger than this address accepts.",
  415: "This address expects a form submission.",
  429: "Please wait a moment and try again.",
};

/** A short message the answer carries itself: a string body, or a refused form's formError. */
function carried(data: unknown): string | undefined {
  // A router's own refusal ("Error: You made a POST request to … route "routes/…"") names
  // route ids (issue 23 item 2): only our own sentences are shown.
  if (typeof data === "string" && data.length > 0 && data.length <= 300 && !/^Error\b/.test(data))
    return data;
  if (data && typeof data === "object" && "formError" in data) {
    const formError = (data as { formError?: unknown }).formError;
    if (typeof formError === "string" && formError) return formError;
  }
  return undefined;
}

/** The status, title and message of the page shown for a thrown error or error answer. */
export function errorPageText(error: unknown): ErrorPageText {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500 || status < 400) {
    return {
      status,
      title: "Something went wrong",
      message: "We hit an unexpected problem. Please try again in a moment.",
    };
  }
  const own = isRouteErrorResponse(error) ? carried(error.data) : undefined;
  // "Not Found" and the like repeat the title; a sentence of the answer's own says more.
  const message = own && /[.!?]$/.test(own) ? own : (MESSAGES[status] ?? "Go back and try again.");
  return { status, title: TITLES[status] ?? "That request could not be completed", message };
}
