// The callable-function protocol's error codes (docs/product.md §5.3; the original specification's
// mapping, §7.10), shared by the server and the browser client.

export const FUNCTION_ERROR_STATUS = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;

export type FunctionErrorStatus = keyof typeof FUNCTION_ERROR_STATUS | "UNKNOWN";

/** The original specification's client-side codes, from an HTTP status (docs/product.md §7.10). */
export type FunctionsErrorCode =
  | "invalid-argument"
  | "unauthenticated"
  | "permission-denied"
  | "not-found"
  | "aborted"
  | "resource-exhausted"
  | "cancelled"
  | "internal"
  | "unimplemented"
  | "unavailable"
  | "deadline-exceeded"
  | "unknown";

const BY_HTTP: Record<number, FunctionsErrorCode> = {
  400: "invalid-argument",
  401: "unauthenticated",
  403: "permission-denied",
  404: "not-found",
  409: "aborted",
  429: "resource-exhausted",
  499: "cancelled",
  500: "internal",
  501: "unimplemented",
  503: "unavailable",
  504: "deadline-exceeded",
};

/**
 * docs/product.md §7.10's mapping: listed statuses to their code, 200 to ok, anything else to
 * unknown.
 */
export function codeForHttpStatus(status: number): FunctionsErrorCode | "ok" {
  if (status >= 200 && status < 300) return "ok";
  return BY_HTTP[status] ?? "unknown";
}

/** An error a function throws on purpose; becomes `{ error: { status, message, details } }`. */
export class HttpsError extends Error {
  constructor(
    readonly status: keyof typeof FUNCTION_ERROR_STATUS,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "HttpsError";
  }

  get httpStatus(): number {
    return FUNCTION_ERROR_STATUS[this.status];
  }
}
