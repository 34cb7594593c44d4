import type { FieldErrors } from "./forms";

/**
 * What a multi-form page's action answers for one form `intent`: a success message (shown as a
 * toast, or inline without JavaScript) or the errors to show beside the fields.
 */
export type ActionResult =
  | { intent: string; ok: true; message: string; title: string }
  | { intent: string; ok: false; errors: FieldErrors; formError?: string };

export function succeeded(intent: string, title: string, message: string): ActionResult {
  return { intent, ok: true, title, message };
}

export function failed(intent: string, errors: FieldErrors, formError?: string): ActionResult {
  return { intent, ok: false, errors, formError };
}
