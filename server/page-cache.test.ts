import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "../app/.server/content-version";
import type { AppServices } from "../app/.server/services";
import { createTestServices, engines } from "../tests/support/databases";
import { createPageCache, type PageCache } from "./page-cache";

const html = (nonce: string, text = "Hello") =>
  new Response(`<html><script nonce="${nonce}">x</script><p>${text}</p></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
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

  it("serves a stored page to the next anonymous visitor with their own nonce", async () => {
    expect(cache.lookup(get("/courses?category=Languages"), "n1")).toBeUndefined();
    const first = await cache.store(get("/courses?category=Languages"), html("n1"), "n1");
    expect(first.headers.get("x-cache")).toBe("MISS");
    const hit = cache.lookup(get("/courses?category=Languages"), "n2")!;
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe('<html><script nonce="n2">x</script><p>Hello</p></html>');
    expect(cache.lookup(get("/courses?category=Mental"), "n3")).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match, except for a page with a nonce", async () => {
    const data = new Response("[1]", { headers: { "content-type": "text/x-script" } });
    const stored = await cache.store(get("/about.data"), data, "d1");
    const etag = stored.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(cache.lookup(get("/about.data", { "if-none-match": etag }), "d2")!.status).toBe(304);

    // The browser's stored page has an older nonce than this response's CSP: send it afresh.
    const page = await cache.store(get("/about"), html("a1"), "a1");
    const again = cache.lookup(
      get("/about", { "if-none-match": page.headers.get("etag")! }),
      "a2",
    )!;
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('nonce="a2"');
  });

  it("never serves or stores signed-in, private, cookie-setting or non-public responses", async () => {
    await cache.store(get("/help"), html("h1"), "h1");
    expect(
      cache.lookup(get("/help", { cookie: "better-auth.session_token=abc" }), "h2"),
    ).toBeUndefined();
    expect(cache.lookup(get("/help", { authorization: "Bearer t" }), "h2")).toBeUndefined();

    const withCookie = new Response("<p>x</p>", {
      headers: { "content-type": "text/html", "set-cookie": "a=b" },
    });
    await cache.store(get("/blogs"), withCookie, "b1");
    expect(cache.lookup(get("/blogs"), "b2")).toBeUndefined();

    const priv = new Response("<p>x</p>", {
      headers: { "content-type": "text/html", "cache-control": "private, no-store" },
    });
    await cache.store(get("/contact"), priv, "c1");
    expect(cache.lookup(get("/contact"), "c2")).toBeUndefined();

    for (const path of [
      "/account-settings",
      "/admin",
      "/demo-confirmation?booking=x",
      "/unsubscribe?token=t",
      "/setup?token=t",
    ]) {
      await cache.store(get(path), html("p1"), "p1");
      expect(cache.lookup(get(path), "p2"), path).toBeUndefined();
    }
    await cache.store(
      get("/blog/1"),
      new Response("gone", { status: 404, headers: { "content-type": "text/html" } }),
      "z",
    );
    expect(cache.lookup(get("/blog/1"), "z")).toBeUndefined();
  });

  it("drops everything within seconds when the content version changes", async () => {
    await cache.store(get("/blog/2"), html("v1", "old"), "v1");
    expect(cache.lookup(get("/blog/2"), "v2")).toBeDefined();
    await bumpContentVersion(services.db);
    await expect
      .poll(() => cache.lookup(get("/blog/2"), "v3"), { timeout: 6_000, interval: 250 })
      .toBeUndefined();
  });
});
