import { AsyncLocalStorage } from "node:async_hooks";

// The request a log line belongs to, wherever it is written from (a loader, Better Auth, a
// library's console.warn): every line carries the request id (issue 23, item 9;
// docs/decisions/0028-every-log-line-is-json.md).

const store = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and everything it awaits) as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return store.run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}
