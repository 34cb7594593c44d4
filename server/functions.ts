import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { callables } from "../app/.server/functions";
import { knownFunctionError } from "../app/.server/db/unavailable";
import { retryAfterOf, runCallable } from "../app/.server/functions/run-callable";
import type { AppServices } from "../app/.server/services";
import type { SessionUser } from "../app/.server/session";
import { HttpsError } from "../app/lib/functions-errors";
import type { Env } from "./app";
import { isCrossSiteRequest } from "./origin";
import { serviceUnavailable } from "./unavailable";
import { carriesSessionCredential } from "./session-credential";

/** docs/product.md §5.1: request bodies are at most 16 KiB. */
export const MAX_FUNCTION_BODY_BYTES = 16 * 1024;

function errorResponse(c: Context<Env>, error: HttpsError) {
  const body: { error: { status: string; message: string; details?: unknown } } = {
    error: { status: error.status, message: error.message },
  };
  if (error.details !== undefined) body.error.details = error.details;
  return c.json(body, error.httpStatus as 400);
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
    // Also refuses a browser call marked cross-site or same-site that carries no Origin.
    if (
      isCrossSiteRequest(c.req.raw.headers, allowedOrigins, [selfOrigin, new URL(c.req.url).origin])
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

  const tooLarge = (c: Context<Env>) =>
    errorResponse(
      c,
      new HttpsError("INVALID_ARGUMENT", "Request body is too large (the limit is 16 KiB)."),
    );

  // Counted while streaming: a chunked body is cut off at the limit, never read whole.
  app.post(
    "/:name",
    bodyLimit({ maxSize: MAX_FUNCTION_BODY_BYTES, onError: tooLarge }),
    async (c) => {
      const name = c.req.param("name");
      if (!Object.hasOwn(callables, name))
        return errorResponse(c, new HttpsError("NOT_FOUND", `Function ${name} not found.`));
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
        body = JSON.parse(await c.req.text());
      } catch {
        return errorResponse(
          c,
          new HttpsError("INVALID_ARGUMENT", "Request body is not valid JSON."),
        );
      }
      if (typeof body !== "object" || body === null || Array.isArray(body) || !("data" in body)) {
        return errorResponse(
          c,
          new HttpsError(
            "INVALID_ARGUMENT",
            "Request body must be a JSON object with a data field.",
          ),
        );
      }

      const session = carriesSessionCredential(
        c.req.header("cookie"),
        c.req.header("authorization"),
      )
        ? await services.auth.api
            .getSession({ headers: new Headers(c.req.raw.headers) })
            .catch(() => null)
        : null;
      const cookies: string[] = [];
      try {
        const result = await runCallable(name, (body as { data: unknown }).data, {
          services,
          user: (session?.user as SessionUser | undefined) ?? null,
          clientIp: c.get("clientIp"),
          setCookies: (list) => cookies.push(...list),
        });
        for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
        return c.json({ result: result ?? null });
      } catch (error) {
        const known = knownFunctionError(error);
        if (known?.status === "UNAVAILABLE") return serviceUnavailable(c);
        if (known) {
          const retry = retryAfterOf(known);
          if (retry) c.header("Retry-After", String(retry));
          return errorResponse(c, known);
        }
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
    },
  );

  app.all("/:name", (c) =>
    errorResponse(c, new HttpsError("INVALID_ARGUMENT", "Call a function with POST.")),
  );
  return app;
}
