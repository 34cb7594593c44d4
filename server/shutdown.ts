import type { ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import type { AppServices } from "../app/.server/services";

const DRAIN_TIMEOUT_MS = 10_000;

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit. */
export function onShutdown(server: ServerType, services: AppServices): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.log.info({ signal }, "shutting down: draining requests");
    const http = server as Server;
    const force = setTimeout(() => {
      services.log.warn("drain timed out; closing remaining connections");
      http.closeAllConnections?.();
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    http.close(async () => {
      clearTimeout(force);
      await services.stopBackground?.();
      await services.handle.close();
      services.log.info("stopped");
      process.exit(0);
    });
    // Keep-alive sockets with no request in flight would hold close() open.
    http.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
