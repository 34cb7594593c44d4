import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { randomUUID } from "node:crypto";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CLIENT_IP_HEADER } from "../app/.server/auth/better-auth";
import { signedInUser } from "../app/.server/auth/session-cookie";
import { isMigrated } from "../app/.server/platform/db/migrate";
import { isDatabaseUnavailable } from "../app/.server/platform/db/unavailable";
import { MAX_UPLOAD_BODY_BYTES } from "../app/.server/media/limits";
import { serveMedia } from "../app/.server/media/serve";
import type { AppServices } from "../app/.server/platform/types";
import { withRequestId } from "../app/.server/platform/request-context";
import type { SessionUser } from "../app/.server/platform/session";
import { SHELL_EMAIL, SHELL_NAME } from "../app/lib/personal-slot";
import { compressDynamic } from "./compress";
import { createFunctionsRouter } from "./functions";
import { forwardedClient } from "./client-ip";
import type { Metrics } from "./metrics";
import { checkOrigin } from "./origin";
import { oneClickClassRemindersOff, oneClickUnsubscribe } from "./one-click-unsubscribe";
import { factsOf, responseOf, type PageCache } from "./page-cache";
import type { LearnerPageCache } from "./learner-page-cache";
import { isPersonalAnswer, withPrivateCaching } from "./private-pages";
import { securityHeaders } from "./security-headers";
import { gateAdminRequest } from "./admin-guard";
import { carriesSessionCredential } from "./session-credential";
import { staticFiles } from "./static";
import { serviceUnavailable } from "./unavailable";
import type { Env } from "./env";

export interface AppOptions {
  services: AppServices;
  /** Production passes the built server; development passes a loader that asks Vite. */
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  /** Folder of built browser files (production only). */
  clientDir?: string;
  /** Cache of anonymous public pages (production only). */
  pageCache?: PageCache;
  /** Prometheus metrics; GET /metrics answers 404 unless METRICS_TOKEN or METRICS_ALLOW is set. */
  metrics?: Metrics;
  /** The learner pages kept per person (production only); its build renders them. */
  learnerCache?: LearnerPageCache;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** The admin pages that take an image upload in their forms (app/.server/media). */
const UPLOAD_PATHS = /^\/admin\/(media|courses|blog|content\/boards)(\/|$)/;
const BODY_HEADERS = new Set(["content-length", "content-encoding", "etag", "vary", "set-cookie"]);

/** The whole HTTP surface of Learnova as one Hono app (docs/layout.md §1). */
export function createApp({
  services,
  getBuild,
  mode,
  clientDir,
  pageCache,
  metrics,
  learnerCache,
}: AppOptions) {
  const { config, log, auth } = services;
  const app = new Hono<Env>();
  // One request handler per build (production has one; development gets a new one per edit).
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = createRequestHandler(build, mode)));
    return handler;
  };

  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("clientIp", clientIp(c, config.trustProxy));
    const started = performance.now();
    // Every log line written while this request is handled carries its id.
    await withRequestId(requestId, next);
    // On the answer itself: c.header() would rebuild it around its body as a stream, and a
    // whole rendered page would then leave in pieces (docs/performance.md §10.3).
    c.res.headers.set("x-request-id", requestId);
    // Path only: query strings can carry reset and setup tokens.
    log.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  // A request that failed because the database is out of reach (a PostgreSQL restart, an
  // outage) answers 503 with a clear message, not 500: thrown errors are recognised here, and
  // a 500 that a page or Better Auth rendered from such an error is checked with one ping.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseUnavailable(error)) return serviceUnavailable(c);
    log.error({ requestId: c.get("requestId"), err: error }, "request failed");
    return c.text("Internal Server Error", 500);
  });
  app.use(async (c, next) => {
    await next();
    if (c.res.status >= 500 && c.res.status !== 503 && !(await services.handle.ping())) {
      const failed = c.res;
      const answer = serviceUnavailable(c);
      // Keep the security and request headers; the failed body's own headers don't apply.
      for (const [name, value] of failed.headers) {
        if (!answer.headers.has(name) && !BODY_HEADERS.has(name)) answer.headers.set(name, value);
      }
      c.res = undefined;
      c.res = answer;
    }
  });

  app.use(securityHeaders(config, mode));
  // Unconfigured, a plain 404 (not the catch-all's redirect), as for any scraper refused.
  app.get("/metrics", (c) => (metrics ? metrics.endpoint(c) : c.text("Not Found", 404)));
  // Functions enforce their own 16 KiB limit and answer in the protocol's JSON shape.
  app.route("/api/functions", createFunctionsRouter(services));
  // Counted while the body streams in (a chunked body has no Content-Length to trust), so no
  // more than the limit is ever held. The connection is closed after the 413: otherwise Node
  // reads and discards whatever the client keeps sending before it can reuse the socket.
  // Image uploads (admin only: the gate refuses anyone else before a body is read) may be
  // larger: the upload reader counts the file itself (5 MB) while it streams, and answers
  // with a clear message; this is only the cap past which the connection is cut.
  const tooLarge = (c: Context<Env>) => c.text("Request too large", 413, { Connection: "close" });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });
  const pageLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use((c, next) => (UPLOAD_PATHS.test(c.req.path) ? uploadLimit : pageLimit)(c, next));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      const ready = await isMigrated(services.handle);
      return ready ? c.json({ status: "ready" }) : c.json({ status: "migrations pending" }, 503);
    } catch {
      return c.json({ status: "database unreachable" }, 503);
    }
  });

  // Better Auth checks Origin only when a cookie is sent: ours refuses every cross-site post
  // (a password-reset request from another site, a sign-up with a stranger's address).
  app.use(
    "/api/auth/*",
    checkOrigin(config, (c) =>
      c.json({ code: "CROSS_SITE_REQUEST", message: "Cross-site request refused." }, 403),
    ),
  );
  // A sign-out forgets the pages kept for its session here; other instances can no longer serve
  // theirs, which need a live session (server/learner-page-cache.ts).
  app.use("/api/auth/sign-out", async (c, next) => {
    learnerCache?.dropSession(c.req.header("cookie"));
    await next();
  });
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(withClientIp(c)));

  if (clientDir) app.use(staticFiles(clientDir));
  // Uploaded images, from the database: public and the same for everyone, so answered before
  // any session is looked up (a signed-in admin's request would otherwise be made private).
  app.get("/media/u/:file", (c) => serveMedia(services.db, c.req.param("file")));

  // Before the origin check: mail providers post from their servers (see the module).
  app.on(["GET", "POST"], "/unsubscribe/one-click", oneClickUnsubscribe(services));
  app.on(["GET", "POST"], "/class-reminders/one-click", oneClickClassRemindersOff(services));

  app.use(checkOrigin(config));
  app.use(compressDynamic());

  app.all("*", async (c) => {
    // Page-cache hits never get here: server/index.ts answers them before the app.
    const nonce = c.get("nonce");
    const request = withClientIp(c);
    const credential = carriesSessionCredential(
      request.headers.get("cookie"),
      request.headers.get("authorization"),
    );
    // The common case (one signed session cookie, a live session not due for its extension) is
    // read as the cached pages' header reads it (decision 0045): Better Auth's getSession cost
    // about 2 ms of CPU a request (docs/decisions/0050-learner-pages-without-better-auth-lookups.md).
    // Anything else is Better Auth's, which extends or ends the session and sets its cookies.
    const quick =
      credential && !request.headers.has("authorization")
        ? await signedInUser(services, request.headers.get("cookie"))
        : null;
    const known = quick === "ask-better-auth" ? null : quick;
    const session =
      credential && !known
        ? await auth.api.getSession({ headers: request.headers, returnHeaders: true })
        : null;
    const user = known ?? (session?.response?.user as SessionUser | undefined) ?? null;
    const gate = gateAdminRequest(request, user);
    if (gate.kind === "redirect") return withPrivateCaching(c.redirect(gate.location, 302));
    if (gate.kind === "refuse") {
      const text =
        gate.status === 401
          ? "Your session has ended. Sign in again as an admin and repeat the change."
          : "Only admins can do this.";
      return withPrivateCaching(c.text(text, gate.status));
    }
    const handle = handlerFor(await getBuild());
    const refreshed = session?.headers?.get("set-cookie");
    // A signed-in visitor of a public page: render their role's copy once, with stand-ins for
    // the name, keep it, and fill it in (server/page-cache.ts); later visits never get here.
    if (user && gate.kind === "pass" && pageCache?.wantsShell(factsOf(request))) {
      const shell = await handle(request, {
        services,
        user: shellUser(user.role),
        nonce,
        requestId: c.get("requestId"),
      });
      if (await pageCache.storeShell(request, shell, user.role)) {
        const filled = responseOf(pageCache.fillShell(factsOf(request), user)!);
        if (refreshed) filled.headers.append("set-cookie", refreshed);
        filled.headers.set("x-cache", "MISS");
        return filled;
      }
    }
    if (c.req.path === "/logout" && c.req.method === "POST") {
      learnerCache?.dropSession(request.headers.get("cookie"));
    }
    const context = { services, user, nonce, requestId: c.get("requestId") };
    // A learner page for a session read the quick way: rendered with its loaders recording
    // their data, and kept for this session (server/learner-page-cache.ts).
    const keptFacts =
      known && gate.kind === "pass"
        ? { ...factsOf(request), host: request.headers.get("host") }
        : undefined;
    const keeping = keptFacts && learnerCache?.wants(keptFacts) ? learnerCache : undefined;
    keeping?.record(context);
    const startedAt = new Date();
    const rendered = await handle(gate.kind === "layout-only" ? gate.request : request, context);
    // One rule for every personal answer, rather than one header per loader (which a new
    // page or an error answer would forget).
    const personal = isPersonalAnswer(c.req.path, credential)
      ? withPrivateCaching(rendered)
      : rendered;
    const response =
      keeping && keptFacts ? await keeping.keep(keptFacts, context, startedAt, personal) : personal;
    // A session refresh sets a new cookie; pass it on unless the page set its own.
    if (refreshed && !response.headers.has("set-cookie")) {
      const headers = new Headers(response.headers);
      headers.append("set-cookie", refreshed);
      return new Response(response.body, { status: response.status, headers });
    }
    if (!pageCache) return response;
    // An admin's change to public content: this process drops its pages before answering, so
    // the page the admin is sent to, and any visitor's next request here, shows the change.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.path.startsWith("/admin")) {
      await pageCache.refresh();
    }
    return pageCache.store(request, response);
  });

  return app;
}

/** Whom a role's copy of a page is rendered for: the role, with stand-ins for the person. */
function shellUser(role: SessionUser["role"]): SessionUser {
  return { id: "", name: SHELL_NAME, email: SHELL_EMAIL, role, accountType: "student" };
}

function clientIp(c: Context<Env>, trustProxy: number): string {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The request with our client-IP header, replacing whatever the client sent under that name. */
function withClientIp(c: Context<Env>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
  return new Request(c.req.raw, { headers });
}
