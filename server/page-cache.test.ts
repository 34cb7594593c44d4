import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "../app/.server/platform/content-version";
import type { AppServices } from "../app/.server/platform/types";
import { createTestServices, engines } from "../tests/support/databases";
import { createPageCache, type PageCache } from "./page-cache";

const SCRIPT = "window.x = 1";
const html = (nonce: string, text = "Hello") =>
  new Response(
    `<html><script type="application/ld+json">{}</script><script nonce="${nonce}">${SCRIPT}</script><p>${text}</p></html>`,
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe.each(engines)("public page cache on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let cache: PageCache;
  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    cache = createPageCache(services);
  });
  afterAll(async () => {
    cache.stop();
    await cleanup();
  });

  it("serves a stored page to the next anonymous visitor, its inline scripts allowed by hash", async () => {
    expect(cache.lookup(get("/courses?category=Languages"))).toBeUndefined();
    const first = await cache.store(get("/courses?category=Languages"), html("n1"));
    expect(first.headers.get("x-cache")).toBe("MISS");
    const hit = cache.lookup(get("/courses?category=Languages"))!;
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toContain(`<script nonce="n1">${SCRIPT}</script>`);
    const csp = hit.headers.get("content-security-policy")!;
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    // Exactly the executable inline script: not the JSON-LD block, and no nonce.
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' 'strict-dynamic'`);
    expect(csp).not.toContain("nonce-");
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(cache.lookup(get("/courses?category=Mental"))).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match and sends the compressed copy the client accepts", async () => {
    const page = await cache.store(get("/about"), html("a1", "About us"));
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(cache.lookup(get("/about", { "if-none-match": etag }))!.status).toBe(304);
    expect(cache.lookup(get("/about", { "if-none-match": 'W/"other"' }))!.status).toBe(200);

    // Compression runs in the background once per stored page.
    await expect
      .poll(() =>
        cache
          .lookup(get("/about", { "accept-encoding": "gzip, deflate, br" }))!
          .headers.get("content-encoding"),
      )
      .toBe("br");
    const br = cache.lookup(get("/about", { "accept-encoding": "gzip, deflate, br" }))!;
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-length")).toBe(String(brBody.length));
    expect(brotliDecompressSync(brBody).toString()).toContain("About us");
    const gz = cache.lookup(get("/about", { "accept-encoding": "gzip" }))!;
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("About us");
    const plain = cache.lookup(get("/about"))!;
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("About us");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("never serves or stores signed-in, private, cookie-setting or non-public responses", async () => {
    await cache.store(get("/help"), html("h1"));
    expect(cache.lookup(get("/help", { cookie: "better-auth.session_token=abc" }))).toBeUndefined();
    expect(cache.lookup(get("/help", { authorization: "Bearer t" }))).toBeUndefined();

    const withCookie = new Response("<p>x</p>", {
      headers: { "content-type": "text/html", "set-cookie": "a=b" },
    });
    await cache.store(get("/blogs"), withCookie);
    expect(cache.lookup(get("/blogs"))).toBeUndefined();

    const priv = new Response("<p>x</p>", {
      headers: { "content-type": "text/html", "cache-control": "private, no-store" },
    });
    await cache.store(get("/contact"), priv);
    expect(cache.lookup(get("/contact"))).toBeUndefined();

    for (const path of [
      "/account-settings",
      "/admin",
      "/demo-confirmation?booking=x",
      "/unsubscribe?token=t",
      "/setup?token=t",
    ]) {
      await cache.store(get(path), html("p1"));
      expect(cache.lookup(get(path)), path).toBeUndefined();
    }
    await cache.store(
      get("/blog/1"),
      new Response("gone", { status: 404, headers: { "content-type": "text/html" } }),
    );
    expect(cache.lookup(get("/blog/1"))).toBeUndefined();
  });

  it("drops everything within seconds when the content version changes", async () => {
    await cache.store(get("/blog/2"), html("v1"));
    expect(cache.lookup(get("/blog/2"))).toBeDefined();
    await bumpContentVersion(services.db);
    await expect
      .poll(() => cache.lookup(get("/blog/2")), { timeout: 6_000, interval: 250 })
      .toBeUndefined();
  });

  it("drops everything at once when refreshed after a write in this process", async () => {
    await cache.store(get("/blog/3"), html("v1"));
    await cache.refresh();
    expect(cache.lookup(get("/blog/3"))).toBeDefined();
    await bumpContentVersion(services.db);
    await cache.refresh();
    expect(cache.lookup(get("/blog/3"))).toBeUndefined();
  });

  it("drops everything within seconds when a scheduled post goes live, with no write at all", async () => {
    // Decision 0019: nothing is written when a post's time comes, so the cache's version
    // includes the newest live post's time.
    const due = new Date(Date.now() + 2_500).toISOString();
    const stamp = new Date().toISOString();
    await services.db
      .insertInto("blogPost")
      .values({
        id: 7001,
        slug: "cache-scheduled",
        title: "Scheduled",
        excerpt: "x",
        contentHtml: "<p>x</p>",
        image: "/images/blog/x",
        category: "EDUCATION",
        publishedAt: due,
        status: "published",
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    // Let a poll see the post while it is still ahead, then store a page.
    await new Promise((r) => setTimeout(r, 2_100));
    await cache.store(get("/blogs"), html("s1"));
    expect(cache.lookup(get("/blogs"))).toBeDefined();
    await expect
      .poll(() => cache.lookup(get("/blogs")), { timeout: 8_000, interval: 250 })
      .toBeUndefined();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(due));
    await services.db.deleteFrom("blogPost").where("id", "=", 7001).execute();
  });
});
