import { codeForHttpStatus, type FunctionsErrorCode } from "./functions-errors";

/**
 * The original specification's defaults (docs/product.md §7.10, §7.12). The region has no meaning
 * on our own server.
 */
export const FUNCTION_TIMEOUT_MS = 70_000;
export const FUNCTION_REGION = "us-central1";

/**
 * An error from a callable function, with the original specification's code (docs/product.md §7.10)
 * and any field details.
 */
export class FunctionsError extends Error {
  constructor(
    readonly code: FunctionsErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "FunctionsError";
  }

  /** Per-field messages the server sent for a validation failure. */
  get fieldErrors(): Record<string, string> {
    const d = this.details as { fieldErrors?: Record<string, string> } | undefined;
    return d?.fieldErrors ?? {};
  }
}

export interface CallOptions {
  /** Milliseconds before the request is aborted (deadline-exceeded). */
  timeout?: number;
  /** Where the functions live; defaults to this site's /api/functions. */
  baseUrl?: string;
  /** Sent as "Authorization: Bearer …" (our own pages use the session cookie instead). */
  authToken?: string;
}

/**
 * Calls a function by the Firebase callable protocol: POST {"data": …}, expect {"result": …}.
 * Behaves as the original specification's client (docs/product.md §7.10): time-out aborts the
 * request, statuses map to codes, and a reply that isn't the expected JSON is an internal error
 * with its message.
 */
export async function callFunction<T = unknown>(
  name: string,
  data: unknown,
  options: CallOptions = {},
): Promise<T> {
  const timeout = options.timeout ?? FUNCTION_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);

  let response: Response;
  try {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (options.authToken) headers.Authorization = `Bearer ${options.authToken}`;
    response = await fetch(`${options.baseUrl ?? "/api/functions"}/${encodeURIComponent(name)}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ data: data ?? null }),
      credentials: "same-origin",
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    if (timedOut) throw new FunctionsError("deadline-exceeded", "deadline-exceeded");
    throw new FunctionsError("internal", "internal");
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  } finally {
    clearTimeout(timer);
  }
  if (timedOut) throw new FunctionsError("deadline-exceeded", "deadline-exceeded");

  const code = codeForHttpStatus(response.status);
  if (code !== "ok") {
    const error = (body as { error?: { message?: string; details?: unknown } } | null)?.error;
    throw new FunctionsError(code, error?.message || code, error?.details);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new FunctionsError("internal", "Response is not valid JSON object");
  }
  const record = body as Record<string, unknown>;
  if (!("data" in record) && !("result" in record)) {
    throw new FunctionsError("internal", "Response is missing data field");
  }
  return ("data" in record ? record.data : record.result) as T;
}
