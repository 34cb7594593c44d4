import { HttpsError } from "~/lib/functions-errors";

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

/** What a visitor reads while the database is out of reach. */
export const UNAVAILABLE_MESSAGE = "Learnova is briefly unavailable. Please try again in a minute.";

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": too many connections, shutting down or starting up,
 * and class 08 (connection exceptions). SQLite's SQLITE_BUSY is a writer that held the lock
 * past the busy timeout: also a moment's unavailability, not a bug.
 */
const SERVER_CODES = new Set(["53300", "57P01", "57P02", "57P03", "SQLITE_BUSY"]);

/** pg's own errors carry no code, only these messages. */
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "not queryable",
  "Client was closed and is not queryable",
];

/**
 * True when an error means the database cannot be reached right now (an outage, a restart, a
 * pool that stays exhausted), as opposed to a bug or bad data. Such errors become 503s.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08")) return true;
  }
  if (PG_MESSAGES.some((text) => error.message.includes(text))) return true;
  // Node reports a refused connection to a name with two addresses as an AggregateError, and
  // libraries wrap the driver's error as a cause.
  const inner = [
    ...(error instanceof AggregateError ? (error.errors as unknown[]) : []),
    error.cause,
  ];
  return inner.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/**
 * The callable protocol's answer for an error a function did not throw on purpose: its own
 * HttpsError as it is, UNAVAILABLE (503) while the database is out of reach, otherwise
 * undefined (the caller logs it and answers INTERNAL).
 */
export function knownFunctionError(error: unknown): HttpsError | undefined {
  if (error instanceof HttpsError) return error;
  if (isDatabaseUnavailable(error)) return new HttpsError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
  return undefined;
}
