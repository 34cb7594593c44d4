import { Hono, type Context } from "hono";
import { z } from "zod";
import { callables } from "../app/.server/functions";
import { knownFunctionError } from "../app/.server/db/unavailable";
import { consumeRateLimit } from "../app/.server/rate-limit";
import type { AppServices } from "../app/.server/services";
import type { SessionUser } from "../app/.server/session";
import { HttpsError } from "../app/lib/functions-errors";
import type { Env } from "./app";
import { carriesSessionCredential } from "./session-credential";

/** PRODUCT.md §5: request bodies are at most 16 KiB. */
export const MAX_FUNCTION_BODY_BYTES = 16 * 1024;

function errorResponse(c: Context<Env>, error: HttpsError) {
  const body: { error: { status: string; message: string; details?: unknown } } = {
    error: { status: error.status, message: error.message },
  };
  if (error.details !== undefined) body.error.details = error.details;
  return c.json(body, error.httpStatus as 400);
}

/** Field messages in the shape the forms show: { fieldErrors: { email: "Invalid email address." } }. */
function validationDetails(error: z.ZodError) {
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
 * The Firebase callable protocol over our own server: POST /api/functions/{name} with
 * {"data": …}; {"result": …} or {"error": {status, message, details}}. CORS for listed origins.
 */
export function createFunctionsRouter(services: AppServices) {
  const { config, log } = services;
  const allowedOrigins = new Set(config.allowedOrigins);
  const selfOrigin = new URL(config.siteUrl).origin;
  const app = new Hono<Env>();

  // CORS headers go on every answer to an allowed origin, errors included.
  app.use(async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (c.req.method === "OPTIONS") {
      if (!allowed) return c.body(null, 403);
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers":
          "Content-Type, Authorization, X-Firebase-AppCheck, Firebase-Instance-ID-Token, X-Firebase-GMPID, X-Client-Version",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      });
    }
    // A browser call from another site that isn't listed never reaches a function.
    if (
      origin !== undefined &&
      origin !== selfOrigin &&
      origin !== new URL(c.req.url).origin &&
      !allowed
    ) {
      return errorResponse(
        c,
        new HttpsError("PERMISSION_DENIED", "This origin may not call Learnova's functions."),
      );
    }
    await next();
    if (allowed) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Vary", "Origin");
    }
  });

  app.post("/:name", async (c) => {
    const name = c.req.param("name");
    const definition = Object.hasOwn(callables, name) ? callables[name] : undefined;
    if (!definition)
      return errorResponse(c, new HttpsError("NOT_FOUND", `Function ${name} not found.`));

    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_FUNCTION_BODY_BYTES) {
      return errorResponse(
        c,
        new HttpsError("INVALID_ARGUMENT", "Request body is too large (the limit is 16 KiB)."),
      );
    }
    const raw = await c.req.text();
    if (Buffer.byteLength(raw) > MAX_FUNCTION_BODY_BYTES) {
      return errorResponse(
        c,
        new HttpsError("INVALID_ARGUMENT", "Request body is too large (the limit is 16 KiB)."),
      );
    }
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      return errorResponse(
        c,
        new HttpsError(
          "INVALID_ARGUMENT",
          "Request body must be JSON (Content-Type: application/json).",
        ),
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return errorResponse(
        c,
        new HttpsError("INVALID_ARGUMENT", "Request body is not valid JSON."),
      );
    }
    if (typeof body !== "object" || body === null || Array.isArray(body) || !("data" in body)) {
      return errorResponse(
        c,
        new HttpsError("INVALID_ARGUMENT", "Request body must be a JSON object with a data field."),
      );
    }

    const limit = {
      ...definition.rateLimit,
      limit: Math.round(definition.rateLimit.limit * config.rateLimitMultiplier),
    };
    const { allowed, retryAfterSeconds } = await consumeRateLimit(
      services.db,
      `fn:${name}:${c.get("clientIp")}`,
      limit,
    );
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return errorResponse(
        c,
        new HttpsError(
          "RESOURCE_EXHAUSTED",
          "Too many requests. Please wait a few minutes and try again.",
        ),
      );
    }

    const parsed = definition.schema.safeParse((body as { data: unknown }).data);
    if (!parsed.success) {
      const details = validationDetails(parsed.error);
      const first =
        Object.values(details.fieldErrors)[0] ?? details.formErrors[0] ?? "Invalid request.";
      return errorResponse(c, new HttpsError("INVALID_ARGUMENT", first, details));
    }

    const session = carriesSessionCredential(c.req.header("cookie"), c.req.header("authorization"))
      ? await services.auth.api
          .getSession({ headers: new Headers(c.req.raw.headers) })
          .catch(() => null)
      : null;
    const cookies: string[] = [];
    try {
      const result = await definition.handler(parsed.data, {
        services,
        user: (session?.user as SessionUser | undefined) ?? null,
        clientIp: c.get("clientIp"),
        setCookies: (list) => cookies.push(...list),
      });
      for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ result: result ?? null });
    } catch (error) {
      const known = knownFunctionError(error);
      if (known) return errorResponse(c, known);
      log.error(
        {
          fn: name,
          requestId: c.get("requestId"),
          error: error instanceof Error ? error.message : String(error),
        },
        "function failed",
      );
      return errorResponse(
        c,
        new HttpsError("INTERNAL", "Something went wrong on our side. Please try again."),
      );
    }
  });

  app.all("/:name", (c) =>
    errorResponse(c, new HttpsError("INVALID_ARGUMENT", "Call a function with POST.")),
  );
  return app;
}
