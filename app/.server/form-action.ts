import { data } from "react-router";
import type { z } from "zod";
import { formFailure, type FieldErrors, type FormResult } from "~/lib/form-result";
import { formValues, parseWith } from "~/lib/forms";
import { CLIENT_IP_HEADER } from "./auth";
import { knownFunctionError } from "./db/unavailable";
import { retryAfterOf, runCallable } from "./functions/run-callable";
import type { AppServices } from "./services";
import type { SessionUser } from "./session";

// The server side of every form (docs/decisions/0016): read the post, parse it with the form's
// schema, answer one FormResult shape. Nothing here trusts what the browser checked.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** What a refused body was (the error page shows it, app/lib/error-page.ts). */
export const NOT_A_FORM = "This address expects a form submission, not JSON or other data.";
export const BROKEN_FORM = "The form submission was broken or incomplete. Please try again.";

/** An answer that carries a FormResult, with its HTTP status; never cached. */
export function formAnswer(result: FormResult, status = 200, headers?: HeadersInit) {
  const init = new Headers(headers);
  init.set("Cache-Control", "private, no-store");
  return data(result, { status, headers: init });
}

/**
 * A form post's text fields. A body that is not a form (JSON, plain text, none, a broken
 * multipart) is answered 4xx here, before any action code runs: never a 500.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    throw formAnswer(formFailure({}, NOT_A_FORM), 415);
  }
  try {
    return formValues(await request.formData());
  } catch {
    throw formAnswer(formFailure({}, BROKEN_FORM), 400);
  }
}

/** Parses fields with a form's schema: the data, or the answer that shows every refusal. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  intent?: string,
): { ok: true; data: z.infer<S> } | { ok: false; answer: ReturnType<typeof formAnswer> } {
  const parsed = parseWith(schema, values);
  if (parsed.ok) return parsed;
  const sent = values && typeof values === "object" ? (values as Record<string, string>) : {};
  return {
    ok: false,
    answer: formAnswer(formFailure(parsed.errors, undefined, intent, sent), 400),
  };
}

interface CallableFormArgs {
  request: Request;
  context: { services: AppServices; user: SessionUser | null };
}

/**
 * A page's no-JavaScript post of a callable's form: the same runner as the JSON endpoint (its
 * rate limit by the real client address, its schema, its handler), and its refusals in the
 * form's shape. The callable's own result, or the answer to return.
 */
export async function runCallableForm(
  { request, context }: CallableFormArgs,
  name: string,
  input: unknown,
  options: {
    /** Receives the cookies the callable sets (an account it created is signed in). */
    setCookies?: (cookies: string[]) => void;
    /** Moves a message to the field that shows it, as the form's own hook does. */
    placeErrors?: (errors: FieldErrors) => FieldErrors;
    /** The fields as posted, shown again when the form is refused. */
    values?: Record<string, string>;
  } = {},
): Promise<{ ok: true; result: unknown } | { ok: false; answer: ReturnType<typeof formAnswer> }> {
  try {
    const result = await runCallable(name, input, {
      services: context.services,
      user: context.user,
      clientIp: request.headers.get(CLIENT_IP_HEADER) ?? "unknown",
      setCookies: options.setCookies ?? (() => undefined),
    });
    return { ok: true, result };
  } catch (caught) {
    // An outage reads as UNAVAILABLE (503), as on the JSON endpoint; anything else is a bug.
    const error = knownFunctionError(caught);
    if (!error) throw caught;
    const details = error.details as { fieldErrors?: Record<string, string> } | undefined;
    const given = details?.fieldErrors ?? {};
    const fieldErrors = options.placeErrors ? options.placeErrors(given) : given;
    const formError = Object.keys(fieldErrors).length > 0 ? undefined : error.message;
    const retry = retryAfterOf(error);
    return {
      ok: false,
      answer: formAnswer(
        formFailure(fieldErrors, formError, undefined, options.values),
        error.httpStatus,
        retry ? { "Retry-After": String(retry) } : undefined,
      ),
    };
  }
}
