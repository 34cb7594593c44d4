/** The query a plain-form account deletion lands on: `/?account=deleted`. */
export const ACCOUNT_DELETED_PARAM = "account=deleted";

/** The confirmation the home page shows after it (the JavaScript dialog shows a toast instead). */
export const ACCOUNT_DELETED_NOTICE =
  "Your account and its data have been deleted. You are signed out.";
