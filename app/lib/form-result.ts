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
      /**
       * What was sent, so a page answered without JavaScript shows the fields as typed
       * (passwords never come back).
       */
      values?: Record<string, string>;
    };

export function formSuccess(title: string, message: string, intent?: string): FormResult {
  return { ok: true, intent, title, message };
}

export function formFailure(
  errors: FieldErrors,
  formError?: string,
  intent?: string,
  values?: Record<string, string>,
): FormResult {
  return { ok: false, intent, errors, formError, values: values && echoable(values) };
}

/** The sent fields that may be shown again: never a password, a token or a hidden intent. */
function echoable(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!/password|token|^intent$|^redirectTo$/i.test(name)) out[name] = value.slice(0, 5000);
  }
  return out;
}
