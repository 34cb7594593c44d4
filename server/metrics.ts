import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context } from "hono";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import { countUnsentMails } from "../app/.server/outbox/writes";
import type { AppServices } from "../app/.server/platform/types";
import type { Env } from "./env";

/**
 * Prometheus metrics (issue 14, item 11; docs/decisions/0014-metrics.md). Requests are counted
 * where Node hands them over, so answers from the page cache count like the rest; the outbox
 * and the database pool are read on each scrape.
 */
export interface Metrics {
  /** Wraps the server's request listener to count and time every request. */
  instrument(listener: RequestListener): RequestListener;
  /** For createPageCache's onLookup. */
  onPageCacheLookup(result: "hit" | "miss"): void;
  /** GET /metrics: the text format for an allowed scraper, 404 (or 401 for a bad token) otherwise. */
  endpoint(c: Context<Env>): Promise<Response>;
  readonly registry: Registry;
}

export interface MetricsOptions {
  /** Route patterns (e.g. "/courses/:slug") that label requests; see routePatterns(). */
  routes?: readonly string[];
}

/** Prometheus's default scrape timeout is 10 s; the rest of a scrape takes milliseconds. */
const OUTBOX_COUNT_TIMEOUT_MS = 2_000;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(
  services: Pick<AppServices, "config" | "db" | "handle" | "log" | "mail">,
  options: MetricsOptions = {},
): Metrics {
  const { config, log } = services;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const routeOf = createRouteLabeler(options.routes ?? []);

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status class",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by route pattern",
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const cacheLookups = new Counter({
    name: "learnova_page_cache_lookups_total",
    help: "Lookups of cacheable anonymous pages in the page cache, by result (hit or miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  // Both series exist from the start, so a rate() over them works before the first miss.
  const cacheHits = cacheLookups.labels({ result: "hit" });
  const cacheMisses = cacheLookups.labels({ result: "miss" });
  cacheHits.inc(0);
  cacheMisses.inc(0);

  new Gauge({
    name: "learnova_outbox_mails",
    help: "Mails in the outbox that are not sent: queued, being sent, or given up (failed)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        // A database that does not answer must not hold the scrape past Prometheus's timeout.
        const counts = await Promise.race([
          countUnsentMails(services.db),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error("timed out")), OUTBOX_COUNT_TIMEOUT_MS);
          }),
        ]);
        for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
      } catch (error) {
        // The database is down: leave the series out rather than fail the whole scrape.
        log.warn({ error: String(error) }, "metrics: outbox count failed");
      } finally {
        clearTimeout(timer);
      }
    },
  });
  const sends = new Counter({
    name: "learnova_outbox_send_attempts_total",
    help: "Attempts to send a mail, by outcome: sent, kept (no SMTP_URL: stored, not delivered), retry (failed, queued again) or failed (given up)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  for (const outcome of ["sent", "kept", "retry", "failed"]) sends.inc({ outcome }, 0);
  services.mail?.observe((outcome, count) => sends.inc({ outcome }, count));

  const pool = services.handle.pool;
  if (pool) {
    new Gauge({
      name: "learnova_db_pool_connections",
      help: "PostgreSQL pool: connections open (total), idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  // Per request, the labelled series are looked up by one string key rather than by
  // prom-client's hashing of a label object (issue 28: a cached page costs little more than its
  // bytes, and the metrics were a measurable part of it; docs/performance.md §9.5).
  const series = new Map<
    string,
    { count: Counter.Internal; time: Histogram.Internal<"method" | "route" | "status"> }
  >();
  const routes = new Map<string, string>();
  const record = (req: IncomingMessage, res: ServerResponse, seconds: number) => {
    const method = req.method && METHODS.has(req.method) ? req.method : "other";
    const target = req.url ?? "/";
    let route = routes.get(target);
    if (route === undefined) {
      // Bounded: any address can be asked for, and each is remembered only while few are.
      if (routes.size >= 1_000) routes.clear();
      routes.set(target, (route = routeOf(target)));
    }
    const status = statusClass(res.statusCode);
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) {
      const labels = { method, route, status };
      child = { count: requests.labels(labels), time: duration.labels(labels) };
      series.set(key, child);
    }
    child.count.inc();
    child.time.observe(seconds);
  };

  const allow = new Set(config.metrics.allow.map(plainIp));
  const tokenDigest = config.metrics.token ? sha256(config.metrics.token) : undefined;

  return {
    registry,
    instrument: (listener) => (req, res) => {
      const started = performance.now();
      // "close" comes after the answer, or when the client went away before it was complete.
      res.once("close", () => record(req, res, (performance.now() - started) / 1000));
      return listener(req, res);
    },
    onPageCacheLookup: (result) => (result === "hit" ? cacheHits : cacheMisses).inc(),
    async endpoint(c) {
      if (!tokenDigest && allow.size === 0) return c.text("Not Found", 404);
      if (allow.size > 0 && !allow.has(plainIp(c.get("clientIp")))) {
        return c.text("Not Found", 404);
      }
      if (tokenDigest) {
        const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
        if (!given || !timingSafeEqual(sha256(given), tokenDigest)) {
          c.header("www-authenticate", 'Bearer realm="metrics"');
          return c.text("Unauthorized", 401);
        }
      }
      c.header("cache-control", "no-store");
      c.header("content-type", registry.contentType);
      return c.body(await registry.metrics());
    },
  };
}

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** "::ffff:10.0.0.5" (an IPv4 client of a dual-stack socket) is 10.0.0.5. */
function plainIp(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
}

function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** Every page route of the build as a full pattern: "/", "/courses/:slug", "/admin/*" … */
export function routePatterns(build: Pick<ServerBuild, "routes">): string[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  return [...new Set(Object.keys(routes).map((id) => fullPath(id) || "/"))];
}

/** Requests the server answers itself, before React Router. */
const SERVER_ROUTES = ["/healthz", "/readyz", "/metrics"];
const SERVER_PREFIXES: [prefix: string, label: string][] = [
  ["/api/functions/", "/api/functions/:name"],
  ["/api/auth/", "/api/auth/*"],
  ["/assets/", "/assets/*"],
];

/**
 * Turns a request target into the pattern of the route that answers it, so that labels stay
 * few whatever paths clients invent: "/courses/web-basics?x=1" → "/courses/:slug",
 * "/blog/3.data" → "/blog/:id.data", a file of public/ → "static", anything else → "other".
 */
export function createRouteLabeler(patterns: readonly string[]): (target: string) => string {
  const exact = new Set([...SERVER_ROUTES, ...patterns.filter((p) => !/[:*]/.test(p))]);
  const toRegex = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("/")
        .map((part) =>
          part === "*"
            ? ".*"
            : part.startsWith(":")
              ? "[^/]+"
              : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("/")}$`,
    );
  const dynamic = patterns
    .filter((p) => /[:*]/.test(p))
    // Parameters before splats; longer (more specific) patterns first.
    .sort((a, b) => Number(a.endsWith("*")) - Number(b.endsWith("*")) || b.length - a.length)
    .map((pattern) => ({ pattern, regex: toRegex(pattern), splat: pattern.endsWith("*") }));

  return (target) => {
    const q = target.indexOf("?");
    let path = q === -1 ? target : target.slice(0, q);
    for (const [prefix, label] of SERVER_PREFIXES) if (path.startsWith(prefix)) return label;
    // Client navigations fetch "<page>.data" (and "/_root.data" for "/").
    let suffix = "";
    if (path.endsWith(".data")) {
      if (path === "/_root.data") return path;
      path = path.slice(0, -".data".length);
      suffix = ".data";
    }
    if (exact.has(path)) return path + suffix;
    for (const route of dynamic) {
      if (route.splat && !suffix && /\/[^/]+\.[a-z0-9]+$/i.test(path)) return "static";
      if (route.regex.test(path)) return route.pattern + suffix;
    }
    return /\.[a-z0-9]+$/i.test(path) ? "static" : "other";
  };
}
