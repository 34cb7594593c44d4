import { getRequestListener } from "@hono/node-server";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../app/.server/platform/config";
import { enqueueMail } from "../app/.server/outbox/writes";
import { startOutboxWorker } from "../app/.server/outbox/jobs";
import type { AppServices } from "../app/.server/platform/types";
import { createTestServices, engines } from "../tests/support/databases";
import { createApp } from "./app";
import { createMetrics, createRouteLabeler, routePatterns } from "./metrics";
import { createPageCache } from "./page-cache";

const TOKEN = "metrics-token-0123456789abcdef";

// The route table's shape as React Router's build gives it (parent ids, relative paths).
const manifest = {
  routes: Object.fromEntries(
    [
      { id: "root", path: "" },
      { id: "home", parentId: "root", index: true },
      { id: "courses", parentId: "root", path: "courses" },
      { id: "course", parentId: "root", path: "courses/:slug" },
      { id: "rss", parentId: "root", path: "blog/rss.xml" },
      { id: "post", parentId: "root", path: "blog/:id" },
      { id: "admin", parentId: "root", path: "admin" },
      { id: "admin-layout", parentId: "admin" },
      { id: "admin-index", parentId: "admin-layout", index: true },
      { id: "admin-section", parentId: "admin-layout", path: "*" },
      { id: "catch-all", parentId: "root", path: "*" },
    ].map((r) => [r.id, r]),
  ),
} as unknown as Parameters<typeof routePatterns>[0];

describe("route labels", () => {
  const label = createRouteLabeler(routePatterns(manifest));

  it("labels a request by the pattern of its route, never by its raw path", () => {
    expect(label("/")).toBe("/");
    expect(label("/courses?category=Languages")).toBe("/courses");
    expect(label("/courses/web-basics")).toBe("/courses/:slug");
    expect(label("/courses/web-basics.data")).toBe("/courses/:slug.data");
    expect(label("/_root.data")).toBe("/_root.data");
    expect(label("/blog/rss.xml")).toBe("/blog/rss.xml");
    expect(label("/blog/42")).toBe("/blog/:id");
    expect(label("/admin")).toBe("/admin");
    expect(label("/admin/users/7")).toBe("/admin/*");
    expect(label("/api/functions/sendContactMessage")).toBe("/api/functions/:name");
    expect(label("/api/auth/sign-in/email")).toBe("/api/auth/*");
    expect(label("/assets/root-abc123.js")).toBe("/assets/*");
    expect(label("/favicon.ico")).toBe("static");
    expect(label("/healthz")).toBe("/healthz");
    // Invented paths all share one label.
    expect(label("/wp-login.php/x/y")).toBe(label("/no/such/page"));
    expect(label("/no/such/page")).toBe("/*");
  });

  it("falls back to 'other' without a catch-all route", () => {
    expect(createRouteLabeler(["/", "/courses/:slug"])("/nope")).toBe("other");
  });
});

describe("metrics configuration", () => {
  it("accepts a token and a list of addresses, and refuses a short token or a bad address", () => {
    const base = { DATABASE_URL: "sqlite::memory:", BETTER_AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig(base).metrics).toEqual({ token: undefined, allow: [] });
    expect(
      loadConfig({ ...base, METRICS_TOKEN: TOKEN, METRICS_ALLOW: "10.0.0.5, ::1" }).metrics,
    ).toEqual({ token: TOKEN, allow: ["10.0.0.5", "::1"] });
    expect(() => loadConfig({ ...base, METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_ALLOW: "10.0.0.5,prometheus" })).toThrow(
      /METRICS_ALLOW/,
    );
  });
});

/** An app with metrics behind a real node:http server, as server/index.ts runs it. */
async function serve(services: AppServices) {
  const metrics = createMetrics(services, { routes: routePatterns(manifest) });
  const app = createApp({
    services,
    metrics,
    mode: "production",
    getBuild: () => Promise.reject(new Error("no page renderer in this test")),
  });
  const server: Server = createServer(metrics.instrument(getRequestListener(app.fetch)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    metrics,
    base,
    scrape: (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
      fetch(`${base}/metrics`, { headers }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The value of one series in the text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(engines)("GET /metrics on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine, { METRICS_TOKEN: TOKEN }));
    // A worker whose every send fails, so failures can be counted.
    await services.mail?.stop();
    services.mail = startOutboxWorker(services, {
      intervalMs: 60_000,
      transport: {
        name: "smtp",
        send: () => Promise.reject(new Error("451 try again later")),
        close() {},
      },
    });
    services.stopBackground = () => services.mail!.stop();
    server = await serve(services);
  });
  afterAll(async () => {
    await server.close();
    await cleanup();
  });

  it("is refused without the token or with a wrong one", async () => {
    const none = await server.scrape({});
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain("http_requests_total");
    const wrong = await server.scrape({ authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    expect((await server.scrape({ authorization: TOKEN })).status).toBe(401);
  });

  it("counts requests by route pattern and status class, and the counts move", async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    await fetch(`${server.base}/api/functions/noSuchFunction`, { method: "POST" });
    const first = await server.scrape();
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("text/plain");
    const text = await first.text();
    const healthz = 'http_requests_total{method="GET",route="/healthz",status="2xx"}';
    expect(sample(text, healthz)).toBe(3);
    expect(
      sample(text, 'http_requests_total{method="POST",route="/api/functions/:name",status="4xx"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/healthz",status="2xx"}',
      ),
    ).toBe(3);
    expect(text).not.toContain("noSuchFunction");
    // Default process metrics are there too.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");

    await fetch(`${server.base}/healthz`);
    expect(sample(await (await server.scrape()).text(), healthz)).toBe(4);
  });

  it("reports the outbox's queue and its failed attempts", async () => {
    await enqueueMail(services.db, {
      to: "queued@example.com",
      subject: "s",
      html: "h",
      text: "t",
      kind: "test",
    });
    let text = await (await server.scrape()).text();
    expect(sample(text, 'learnova_outbox_mails{status="queued"}')).toBe(1);
    expect(sample(text, 'learnova_outbox_send_attempts_total{outcome="retry"}')).toBe(0);
    await services.mail!.drain();
    text = await (await server.scrape()).text();
    // Still queued (for a later attempt), and the failure counted.
    expect(sample(text, 'learnova_outbox_mails{status="queued"}')).toBe(1);
    expect(sample(text, 'learnova_outbox_send_attempts_total{outcome="retry"}')).toBe(1);
    expect(sample(text, 'learnova_outbox_send_attempts_total{outcome="sent"}')).toBe(0);
  });

  it("counts page-cache hits and misses", async () => {
    const cache = createPageCache(services, { onLookup: server.metrics.onPageCacheLookup });
    try {
      const page = () => new Request("http://localhost/about");
      expect(cache.lookup(page())).toBeUndefined();
      await cache.store(
        page(),
        new Response("<p>About</p>", { headers: { "content-type": "text/html" } }),
      );
      expect(cache.lookup(page())).toBeDefined();
      expect(cache.lookup(page())).toBeDefined();
      const text = await (await server.scrape()).text();
      expect(sample(text, 'learnova_page_cache_lookups_total{result="miss"}')).toBe(1);
      expect(sample(text, 'learnova_page_cache_lookups_total{result="hit"}')).toBe(2);
    } finally {
      cache.stop();
    }
  });

  it("shows the PostgreSQL pool's state (and nothing of a pool on SQLite)", async () => {
    const text = await (await server.scrape()).text();
    if (engine === "postgres") {
      expect(sample(text, 'learnova_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      // The scrape's own outbox query may be taking or waiting for a connection meanwhile.
      expect(sample(text, 'learnova_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(
        0,
      );
      expect(sample(text, 'learnova_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain("learnova_db_pool_connections");
    }
  });
});

describe("GET /metrics with the database gone", () => {
  it("still answers, leaving out only the outbox's series", async () => {
    const { services, cleanup } = await createTestServices("sqlite", { METRICS_TOKEN: TOKEN });
    const server = await serve(services);
    try {
      expect(await (await server.scrape()).text()).toContain("learnova_outbox_mails{");
      await services.mail?.stop();
      await services.handle.close();
      const res = await server.scrape();
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain("learnova_outbox_mails{");
      expect(text).toContain("http_requests_total{");
    } finally {
      await server.close();
      await cleanup().catch(() => {});
    }
  });
});

describe("GET /metrics access", () => {
  it("answers 404 from a server started without metrics (neither variable set)", async () => {
    const { services, cleanup } = await createTestServices("sqlite");
    try {
      const app = createApp({
        services,
        mode: "production",
        getBuild: () => Promise.reject(new Error("no page renderer in this test")),
      });
      const res = await app.request("/metrics");
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("process_cpu");
    } finally {
      await cleanup();
    }
  });

  const cases: [string, Record<string, string>, number][] = [
    ["neither a token nor addresses set", {}, 404],
    ["this address allowed", { METRICS_ALLOW: "127.0.0.1" }, 200],
    ["another address allowed", { METRICS_ALLOW: "10.9.9.9" }, 404],
    [
      "this address allowed, but a token required too",
      { METRICS_ALLOW: "127.0.0.1", METRICS_TOKEN: TOKEN },
      401,
    ],
  ];
  it.each(cases)("with %s it answers %d", async (_name, env, status) => {
    const { services, cleanup } = await createTestServices("sqlite", env);
    const server = await serve(services);
    try {
      const res = await server.scrape({});
      expect(res.status).toBe(status);
      if (status !== 200) expect(await res.text()).not.toContain("http_requests_total");
    } finally {
      await server.close();
      await cleanup();
    }
  });
});
