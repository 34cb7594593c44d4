import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's default is 5 s, shorter than the
 * clients that keep connections to us: nginx keeps its upstream connections for 60 s
 * (deploy/nginx/learnova.conf), browsers and HTTP clients for longer. When the server closes a
 * connection at the moment a client sends its next request on it, that request fails with a
 * reset (a 502 through nginx for a post, which nginx does not retry; "socket hang up" for a
 * client). So the server waits longer than its clients and they close first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout; the headers timeout must stay above it (Node's rule). */
export function keepConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
