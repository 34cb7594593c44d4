import { isAPIError } from "better-auth/api";
import { AUTH_MESSAGES } from "~/lib/auth-messages";

// Better Auth refuses some values our schemas let through (a current password over its 128
// characters, a value its own validation rejects). Every auth form reads such a refusal through
// this one map, so the visitor sees the field's message with a 4xx, never a 500 (issue 23,
// item 8; docs/decisions/0016-one-form-pattern.md: bad input is a 4xx beside its field).

/** What a form shows for a refusal: the status, and the field and message (or a form message). */
export interface AuthRefusal {
  status: number;
  field?: string;
  message: string;
}

/** A Better Auth error body: its code, its message, and the field our input hook names. */
interface RefusalBody {
  code?: string;
  message?: string;
  field?: string;
}

/**
 * Our words for Better Auth's refusals of a password form, by its code. `passwordField` is the
 * field that holds the new password on this form ("password" or "newPassword").
 */
function byCode(body: RefusalBody, passwordField: string): AuthRefusal | undefined {
  switch (body.code) {
    case "PASSWORD_TOO_LONG":
      return { status: 400, field: passwordField, message: AUTH_MESSAGES.passwordTooLong };
    case "PASSWORD_TOO_SHORT":
      return { status: 400, field: passwordField, message: AUTH_MESSAGES.passwordTooShort };
    case "INVALID_EMAIL":
      return { status: 400, field: "email", message: AUTH_MESSAGES.invalidEmail };
    case "INVALID_FIELD":
      // Our own input hook (auth-input.ts) names the refused field with the form's message.
      return body.field && body.message
        ? { status: 400, field: body.field, message: body.message }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * Reads a refused Better Auth answer (a Response from its handler) as a form refusal. A 5xx stays
 * a 5xx: that is our failure, not the visitor's input. Any other 4xx without a known code is a
 * 400 with `fallback` as the form's message: Better Auth's 422 for a taken address would tell
 * anyone which addresses have accounts.
 */
export async function refusalOfResponse(
  response: Response,
  fallback: string,
  passwordField = "password",
): Promise<AuthRefusal> {
  if (response.status === 429) return { status: 429, message: fallback };
  if (response.status >= 500) return { status: 500, message: AUTH_MESSAGES.unexpected };
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as RefusalBody | null;
  return byCode(body ?? {}, passwordField) ?? { status: 400, message: fallback };
}

/** The same for an error thrown by `auth.api.*`; undefined when it is not Better Auth's 4xx. */
export function refusalOfError(error: unknown, passwordField: string): AuthRefusal | undefined {
  if (!isAPIError(error) || error.statusCode >= 500) return undefined;
  return byCode((error.body ?? {}) as RefusalBody, passwordField);
}
