import type { FieldErrors } from "./forms";

export type { FieldErrors };

/**
 * What every form's server side answers and every form shows (docs/decisions/0016): success
 * with a title and message (a toast with JavaScript, a line in the page without), or the
 * messages to show beside each refused field and above the form. `intent` names the form on a
 * page that holds several.
 */
export type FormResult =
  | { ok: true; intent?: string; title: string; message: string }
  | {
      ok: false;
      intent?: string;
      errors: FieldErrors;
      formError?: string;
      /** The reset link is missing, expired or used: the page offers a new one instead. */
      linkInvalid?: boolean;
    };

export function formSuccess(title: string, message: string, intent?: string): FormResult {
  return { ok: true, intent, title, message };
}

export function formFailure(errors: FieldErrors, formError?: string, intent?: string): FormResult {
  return { ok: false, intent, errors, formError };
}
