import { getRequestListener } from "@hono/node-server";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig } from "../app/.server/platform/config";
import { createLogger, routeConsoleTo } from "../app/.server/platform/log";
import { seedContent } from "../app/.server/platform/seed";
import { createServices } from "../app/.server/services";
import { announceSetup } from "./announce-setup";
import { createApp } from "./app";
import { createMetrics, routePatterns } from "./metrics";
import { createLearnerPageCache, type KeptRequestFacts } from "./learner-page-cache";
import { createPageCache, nodeFactsOf, type Answer } from "./page-cache";
import { signedInVisitor } from "../app/.server/auth/session-cookie";
import { onShutdown } from "./shutdown";
import { keepConnectionsLongerThanClients } from "./keep-alive";

// Production entry, bundled to build/server.mjs (Node 20 cannot run .ts directly).
const config = loadConfig();
const log = createLogger(config.logLevel);
// What libraries print goes through the logger too: every line on stdout and stderr is one
// JSON object (docs/decisions/0028-every-log-line-is-json.md).
routeConsoleTo(log);
// A promise nobody awaited that fails (a fire-and-forget write during a database outage) is a
// bug to log, not a reason to end the process and every request in flight with it.
process.on("unhandledRejection", (reason) => {
  log.error({ err: reason }, "unhandled rejection");
});
const services = await createServices(config, log);
await seedContent(services);
await announceSetup(services);

const rawBuild = (await import(
  pathToFileURL(fileURLToPath(new URL("./server/index.js", import.meta.url))).href
)) as ServerBuild;
// The learner pages kept per person; its build is the one rendered (its loaders report their data).
const learnerCache = createLearnerPageCache(services, rawBuild);
const build = learnerCache.build;
// Metrics cost a little per request: collected only when someone may read them.
const metricsWanted = Boolean(config.metrics.token || config.metrics.allow.length > 0);
const metrics = metricsWanted
  ? createMetrics(services, { routes: routePatterns(build) })
  : undefined;
const pageCache = createPageCache(services, { onLookup: metrics?.onPageCacheLookup });
const stopMail = services.stopBackground;
services.stopBackground = async () => {
  pageCache.stop();
  await stopMail?.();
};
const app = createApp({
  services,
  pageCache,
  learnerCache,
  getBuild: async () => build,
  metrics,
  mode: "production",
  clientDir: fileURLToPath(new URL("./client", import.meta.url)),
});

// Cache hits are answered before the request reaches the app; everything else goes to Hono.
const handleWithApp = getRequestListener(app.fetch);
const listener: RequestListener = (req, res) => {
  if (pageCache.serveNode(req, res)) return;
  const facts = nodeFactsOf(req);
  if (pageCache.wantsShell(facts)) serveSignedIn(req, res, facts);
  else {
    const kept = { ...facts, host: req.headers.host };
    if (learnerCache.wants(kept)) void serveKept(req, res, kept);
    else void handleWithApp(req, res);
  }
};

type Facts = ReturnType<typeof nodeFactsOf>;
type Visitor = Awaited<ReturnType<typeof signedInVisitor>>;

/**
 * A signed-in visitor of a public page: their session is read (auth/session-cookie.ts) and
 * their role's copy of the page is filled in for them (server/page-cache.ts), before the
 * request reaches the app. No copy yet, a session Better Auth must see to (to extend or end
 * it), or a failed lookup: the app answers, as for any other request, and keeps the copy.
 * On SQLite the session read is synchronous, and the copy is written in the turn the request
 * arrived in, as a cache hit is: no promise, no microtask (decision 0052).
 */
function serveSignedIn(req: IncomingMessage, res: ServerResponse, facts: Facts) {
  let visitor: Visitor | Promise<Visitor>;
  try {
    visitor =
      typeof facts.authorization === "string"
        ? "ask-better-auth"
        : signedInVisitor(services, facts.cookie);
  } catch {
    // The app looks the session up again and answers a database outage with its 503.
    return void handleWithApp(req, res);
  }
  if (visitor instanceof Promise) {
    visitor.then(
      (known) => answerSignedIn(req, res, facts, known),
      () => void handleWithApp(req, res),
    );
  } else {
    answerSignedIn(req, res, facts, visitor);
  }
}

function answerSignedIn(req: IncomingMessage, res: ServerResponse, facts: Facts, visitor: Visitor) {
  let filled: Answer | undefined;
  try {
    if (visitor && visitor !== "ask-better-auth") filled = pageCache.fillShell(facts, visitor);
  } catch {
    // Thrown in the request's own turn it would end the process: the app renders the page.
  }
  if (filled) pageCache.writeNode(req, res, filled, "role");
  else void handleWithApp(req, res);
}
/**
 * A learner page: answered from the page kept for this session when its loaders' data is
 * unchanged (server/learner-page-cache.ts); otherwise, or on any failure, the app renders it
 * (and keeps it) as for any other request.
 */
async function serveKept(req: IncomingMessage, res: ServerResponse, facts: KeptRequestFacts) {
  let served = false;
  try {
    served = await learnerCache.serveNode(req, res, facts);
  } catch {
    // The app reads it all again and answers a database outage with its 503.
  }
  if (!served) return handleWithApp(req, res);
}
const server = createServer(metrics ? metrics.instrument(listener) : listener);
keepConnectionsLongerThanClients(server);
server.listen(config.port, config.host, () => {
  log.info({ port: config.port, site: config.siteUrl }, "Learnova is listening");
});
onShutdown(server, services);
