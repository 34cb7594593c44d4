import type { z } from "zod";
import { HttpsError } from "~/lib/functions-errors";
import { RETRY_AFTER_SECONDS } from "../platform/db/unavailable";
import { consumeRateLimit } from "../platform/rate-limit";
import type { CallableContext } from "./types";
import { callables } from "./index";

/** Field messages in the shape the forms show: { fieldErrors: { email: "Invalid email address." } }. */
export function validationDetails(error: z.ZodError) {
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (key === undefined) formErrors.push(issue.message);
    else fieldErrors[String(key)] ??= issue.message;
  }
  return { fieldErrors, formErrors };
}

/**
 * The one way a callable runs, whoever calls it: the JSON endpoint and the pages' no-JavaScript
 * form posts alike. Validated with the function's schema, then rate-limited by the caller's
 * address, then handled: a refused form costs no budget (a visitor without JavaScript who
 * mistypes is not locked out), while every call that does work is counted. Failures are
 * HttpsErrors.
 */
export async function runCallable(
  name: string,
  data: unknown,
  context: CallableContext,
): Promise<unknown> {
  const definition = Object.hasOwn(callables, name) ? callables[name] : undefined;
  if (!definition) throw new HttpsError("NOT_FOUND", `Function ${name} not found.`);
  const { services, clientIp } = context;

  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    const details = validationDetails(parsed.error);
    const first =
      Object.values(details.fieldErrors)[0] ?? details.formErrors[0] ?? "Invalid request.";
    throw new HttpsError("INVALID_ARGUMENT", first, details);
  }
  const rule = definition.rateLimit;
  const { allowed, retryAfterSeconds } = await consumeRateLimit(
    services.db,
    `fn:${name}:${clientIp}`,
    { ...rule, limit: Math.round(rule.limit * services.config.rateLimitMultiplier) },
  );
  if (!allowed) {
    throw new HttpsError(
      "RESOURCE_EXHAUSTED",
      "Too many requests. Please wait a few minutes and try again.",
      { retryAfterSeconds },
    );
  }

  return definition.handler(parsed.data, context);
}

/** How many seconds a refused caller should wait (Retry-After), when the refusal says so. */
export function retryAfterOf(error: HttpsError): number | undefined {
  if (error.status === "UNAVAILABLE") return RETRY_AFTER_SECONDS;
  if (error.status !== "RESOURCE_EXHAUSTED") return undefined;
  return (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
}
