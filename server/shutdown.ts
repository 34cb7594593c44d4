import type { ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import { STOP_WAIT_MS } from "../app/.server/outbox/jobs";
import type { AppServices } from "../app/.server/platform/types";

/** How long in-flight requests get to finish before their connections are closed. */
export const DRAIN_TIMEOUT_MS = 10_000;
/**
 * After the drain, how long the background workers and the database get before the process
 * exits anyway. The outbox worker gives up on a hanging SMTP server after STOP_WAIT_MS and
 * leaves its mail queued, so this is only reached if something else hangs.
 */
export const STOP_TIMEOUT_MS = STOP_WAIT_MS + 5_000;

export interface ShutdownOptions {
  drainMs?: number;
  stopMs?: number;
  /** process.exit by default; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * Stops accepting, lets in-flight requests finish (at most drainMs), stops the background
 * workers and closes the database, then exits: 0 when all of it finished in time, 1 when the
 * deadline (drainMs + stopMs) came first.
 */
export async function shutdown(
  server: ServerType,
  services: Pick<AppServices, "log" | "handle" | "stopBackground">,
  {
    drainMs = DRAIN_TIMEOUT_MS,
    stopMs = STOP_TIMEOUT_MS,
    exit = process.exit,
  }: ShutdownOptions = {},
): Promise<void> {
  const { log } = services;
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    clearTimeout(deadline);
    exit(code);
  };
  const deadline = setTimeout(() => {
    log.error({ ms: drainMs + stopMs }, "shutdown deadline passed; exiting anyway");
    exitOnce(1);
  }, drainMs + stopMs);
  deadline.unref();

  const http = server as Server;
  const drained = new Promise<void>((resolve) => http.close(() => resolve()));
  // Keep-alive sockets with no request in flight would hold close() open.
  http.closeIdleConnections?.();
  const force = setTimeout(() => {
    log.warn("drain timed out; closing remaining connections");
    http.closeAllConnections?.();
  }, drainMs);
  force.unref();
  await drained;
  clearTimeout(force);
  try {
    await services.stopBackground?.();
    await services.handle.close();
  } catch (error) {
    log.error({ error: String(error) }, "error while stopping");
    exitOnce(1);
    return;
  }
  log.info("stopped");
  exitOnce(0);
}

/** SIGTERM/SIGINT: shut down once, within DRAIN_TIMEOUT_MS + STOP_TIMEOUT_MS. */
export function onShutdown(
  server: ServerType,
  services: Pick<AppServices, "log" | "handle" | "stopBackground">,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal }, "shutting down: draining requests");
    void shutdown(server, services);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
