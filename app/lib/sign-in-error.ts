// The message of the 'Sign-in Error' dialog after Google's redirect (docs/product.md §7.7): the
// error's own description, else a readable message for Better Auth's known codes, else the original
// specification's fallback.

export const REDIRECT_ERROR_FALLBACK = "An error occurred during sign-in after redirect.";

const KNOWN: Record<string, string> = {
  access_denied: "Google sign-in was cancelled.",
  state_mismatch: "Your sign-in took too long or was started elsewhere. Please try again.",
  state_not_found: "Your sign-in took too long or was started elsewhere. Please try again.",
  please_restart_the_process: "Your sign-in took too long. Please try again.",
  account_not_linked:
    "This Google address matches an account we can't link automatically. Sign in with your email and password instead.",
  email_not_found: "Google did not share an email address for this account.",
};

/** The dialog's message for a redirect back with `?signin=google&error=…`, or null for none. */
export function redirectErrorMessage(params: URLSearchParams): string | null {
  if (params.get("signin") !== "google") return null;
  const code = params.get("error");
  if (!code) return null;
  const description = params.get("error_description")?.trim();
  if (description) return description;
  return KNOWN[code.toLowerCase()] ?? REDIRECT_ERROR_FALLBACK;
}
