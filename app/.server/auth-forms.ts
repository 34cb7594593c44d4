import { AUTH_MESSAGES as MESSAGES } from "~/lib/auth-messages";
import { formFailure, formSuccess, type FormResult } from "~/lib/form-result";
import { parseWith, type FieldErrors } from "~/lib/forms";
import { safeRedirectPath } from "~/lib/safe-redirect";
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "~/lib/schemas/auth";
import { GOOGLE_REDIRECT_ERROR_PATH } from "./auth";
import { callAuth, redirectWithCookies } from "./auth-calls";
import { refusalOfResponse, type AuthRefusal } from "./auth-refusal";
import { formAnswer, readForm } from "./form-action";
import type { AppServices } from "./services";

// The server side of the four account forms. Each answer is either a redirect (carrying the
// cookies Better Auth set) or the FormResult the page shows, with its HTTP status.

export interface FormProblem {
  status: number;
  result: FormResult;
}

export type FormOutcome = { redirect: Response } | FormProblem;

export { MESSAGES };

function invalid(errors: FieldErrors, values?: Record<string, string>): FormProblem {
  return { status: 400, result: formFailure(errors, undefined, undefined, values) };
}

/** A Better Auth refusal beside its field, or above the form when it names none. */
function refused(r: AuthRefusal, values?: Record<string, string>): FormProblem {
  const errors = r.field ? { [r.field]: r.message } : {};
  return {
    status: r.status,
    result: formFailure(errors, r.field ? undefined : r.message, undefined, values),
  };
}

function problem(status: number, formError: string, values?: Record<string, string>): FormProblem {
  return { status, result: formFailure({}, formError, undefined, values) };
}

/** E-mail and password sign-in; one message for every failure, so no address is revealed. */
export async function signInWithPassword(
  services: AppServices,
  request: Request,
  values: Record<string, string>,
): Promise<FormOutcome> {
  const parsed = parseWith(loginSchema, values);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const response = await callAuth(services, request, "/sign-in/email", parsed.data);
  if (response.status === 429) return problem(429, MESSAGES.tooManySignIns, values);
  if (!response.ok) return problem(401, MESSAGES.signInFailed, values);
  return { redirect: redirectWithCookies(safeRedirectPath(values.redirectTo), response) };
}

/** Creates the account (Better Auth's hook fills the profile) and signs it in. */
export async function signUpWithPassword(
  services: AppServices,
  request: Request,
  values: Record<string, string>,
): Promise<FormOutcome> {
  const parsed = parseWith(signupSchema, values);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const response = await callAuth(services, request, "/sign-up/email", parsed.data);
  if (response.status === 429) return problem(429, MESSAGES.tooManySignUps, values);
  if (!response.ok) {
    return refused(await refusalOfResponse(response, MESSAGES.signUpFailed), values);
  }
  return { redirect: redirectWithCookies(safeRedirectPath(values.redirectTo), response) };
}

/** Always the same answer for a well-formed address, registered or not. */
export async function requestPasswordReset(
  services: AppServices,
  request: Request,
  values: Record<string, string>,
): Promise<FormOutcome> {
  const parsed = parseWith(forgotPasswordSchema, values);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const response = await callAuth(services, request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/reset-password",
  });
  if (response.status === 429) return problem(429, MESSAGES.tooManyResets);
  // A 4xx is about the input (Better Auth's own address check); only a 5xx is ours.
  if (!response.ok)
    return refused(await refusalOfResponse(response, MESSAGES.invalidEmail, "email"));
  return { status: 200, result: formSuccess("Check your inbox", MESSAGES.resetSent) };
}

/** Sets the new password; Better Auth deletes the token and ends every session of the user. */
export async function resetPassword(
  services: AppServices,
  request: Request,
  values: Record<string, string>,
): Promise<FormOutcome> {
  const parsed = parseWith(resetPasswordSchema, values);
  if (!parsed.ok) return invalid(parsed.errors, values);
  const response = await callAuth(services, request, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (response.status === 429) return problem(429, MESSAGES.tooManyResets);
  const refusal = response.ok ? undefined : await refusalOfResponse(response, "");
  // A password Better Auth refuses is the field's to say; anything else means the link.
  if (refusal?.field || (refusal && refusal.status >= 500)) return refused(refusal);
  if (!response.ok) {
    return {
      status: 400,
      result: { ok: false, errors: {}, formError: MESSAGES.resetLinkInvalid, linkInvalid: true },
    };
  }
  return { redirect: redirectWithCookies("/login?reset=done", response) };
}

/**
 * Starts Google's OAuth redirect (the form button works without JavaScript): Better Auth
 * answers with Google's address and a state cookie, which the redirect carries.
 */
export async function startGoogleRedirect(
  services: AppServices,
  request: Request,
): Promise<FormOutcome> {
  if (!services.config.google?.clientSecret) return problem(404, MESSAGES.googleUnavailable);
  const response = await callAuth(services, request, "/sign-in/social", {
    provider: "google",
    callbackURL: "/",
    errorCallbackURL: GOOGLE_REDIRECT_ERROR_PATH,
    disableRedirect: true,
  });
  if (response.status === 429) return problem(429, MESSAGES.tooManySignIns);
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: unknown } | null;
  if (!response.ok || typeof body?.url !== "string") {
    services.log.warn({ status: response.status }, "google redirect sign-in did not start");
    return problem(502, MESSAGES.googleUnavailable);
  }
  return { redirect: redirectWithCookies(body.url, response) };
}

/** What the route's action returns: the redirect, or the problem with its HTTP status. */
export function formResponse(outcome: FormOutcome) {
  return "redirect" in outcome ? outcome.redirect : formAnswer(outcome.result, outcome.status);
}

type FormHandler = (
  services: AppServices,
  request: Request,
  values: Record<string, string>,
) => Promise<FormOutcome>;

/** The sign-in and sign-up pages hold two forms: their own and 'Continue with Google'. */
export async function passwordOrGoogle(
  services: AppServices,
  request: Request,
  submit: FormHandler,
) {
  const values = await readForm(request);
  const outcome =
    values.intent === "google"
      ? await startGoogleRedirect(services, request)
      : await submit(services, request, values);
  return formResponse(outcome);
}
