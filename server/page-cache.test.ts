import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "../app/.server/platform/content-version";
import type { AppServices } from "../app/.server/platform/types";
import { createTestServices, engines } from "../tests/support/databases";
import { SHELL_NAME } from "../app/lib/personal-slot";
import { avatarInitial } from "../app/lib/shell";
import { createPageCache, type Answer, type PageCache, type ShellVisitor } from "./page-cache";

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

  /** A page as the app renders it for a role's copy: the stand-ins in the header and in the router's data. */
  const roleCopy = (role: string, nonce = "r1") =>
    new Response(
      `<html><body><header><button aria-label="Account menu for ${SHELL_NAME}"><span>${avatarInitial({ name: SHELL_NAME, email: "x" })}</span><span data-testid="display-name">${SHELL_NAME}</span></button><p>menu of ${role}</p></header>` +
        `<main>Page</main><script nonce="${nonce}">window.__ctx = {"user":{"name":"${SHELL_NAME}"}}</script></body></html>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  const signedIn = (path: string, encoding = "gzip, deflate, br") =>
    get(path, { cookie: "better-auth.session_token=t.s", "accept-encoding": encoding });
  const facts = (path: string, encoding: string | null = "gzip, deflate, br", method = "GET") => ({
    method,
    target: path,
    acceptEncoding: encoding,
  });
  /** The body as the visitor's browser reads it (gunzip checks the length and the checksum). */
  const read = (a: Answer) => {
    const body = a.body!;
    const gz = a.headers[a.headers.indexOf("content-encoding") + 1] === "gzip";
    expect(a.headers[a.headers.indexOf("content-length") + 1]).toBe(String(body.length));
    return (gz ? gunzipSync(body) : body).toString();
  };
  const ann: ShellVisitor = { name: "Ann <b>&\"O'Neil", email: "ann@example.com", role: "user" };
  const bob: ShellVisitor = { name: "Bob Stone", email: "bob@example.com", role: "user" };
  const ada: ShellVisitor = { name: "Ada Admin", email: "ada@example.com", role: "admin" };

  it("fills a role's copy with each visitor's own name and data, and nobody else's", async () => {
    expect(
      cache.wantsShell({ method: "GET", target: "/about", cookie: null, authorization: null }),
    ).toBe(false);
    expect(cache.wantsShell(factsWithCookie("/about"))).toBe(true);
    // A course page shows the visitor's enrolment: always rendered for them.
    expect(cache.wantsShell(factsWithCookie("/courses/some-course"))).toBe(false);
    expect(cache.wantsShell(factsWithCookie("/about.data"))).toBe(false);
    expect(cache.fillShell(facts("/about"), ann)).toBeUndefined();

    expect(await cache.storeShell(signedIn("/about"), roleCopy("user"), "user")).toBe(true);
    expect(await cache.storeShell(signedIn("/about"), roleCopy("admin"), "admin")).toBe(true);
    // Many visitors at once, gzip and plain: each answer carries its own visitor only.
    const visitors = [ann, bob, ada];
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const visitor = visitors[i % 3]!;
        return {
          visitor,
          answer: cache.fillShell(facts("/about", i % 2 ? "gzip" : null), visitor)!,
        };
      }),
    );
    for (const { visitor, answer } of answers) {
      const text = read(answer);
      const escaped = visitor
        .name!.replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#x27;");
      expect(text).toContain(`<span data-testid="display-name">${escaped}</span>`);
      expect(text).toContain(`aria-label="Account menu for ${escaped}"`);
      expect(text).toContain(`<span>${visitor.name![0]}</span>`);
      expect(text).toContain(`"email":"${visitor.email}"`);
      expect(text).toContain(`menu of ${visitor.role}`);
      for (const other of visitors.filter((v) => v !== visitor)) {
        expect(text).not.toContain(other.email);
        expect(text).not.toContain(other.name!.slice(0, 3));
      }
      // The stand-ins stay only inside the script, which keeps the hash the policy allows.
      expect(text.replace(/<script[\s\S]*?<\/script>/g, "")).not.toMatch(/[\uE000\uE001]/);
      const headers = Object.fromEntries(
        answer.headers.flatMap((v, i, all) => (i % 2 ? [] : [[v, all[i + 1]]])),
      );
      expect(headers["cache-control"]).toBe("private, no-store");
      const hash = createHash("sha256")
        .update(`window.__ctx = {"user":{"name":"${SHELL_NAME}"}}`)
        .digest("base64");
      expect(headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    }
    // The name cannot close the data block: its "<" is written as \u003c.
    expect(read(cache.fillShell(facts("/about"), ann)!)).toContain('"name":"Ann \\u003cb>');
    expect(cache.fillShell(facts("/about", "gzip", "HEAD"), ann)!.body).toBeNull();
    // The anonymous copy is a different entry: a role's copy is never served without a session.
    expect(
      cache.lookup(get("/about", { "accept-encoding": "gzip" }))?.headers.get("cache-control"),
    ).not.toBe("private, no-store");
  });

  it("keeps no role copy of a page that set a cookie, failed, or has no stand-in", async () => {
    const withCookie = roleCopy("user");
    withCookie.headers.set("set-cookie", "a=b");
    expect(await cache.storeShell(signedIn("/help"), withCookie, "user")).toBe(false);
    const failed = new Response("x", { status: 404, headers: { "content-type": "text/html" } });
    expect(await cache.storeShell(signedIn("/help"), failed, "user")).toBe(false);
    expect(await cache.storeShell(signedIn("/help"), html("n"), "user")).toBe(false);
    expect(await cache.storeShell(get("/help"), roleCopy("user"), "user")).toBe(false);
    expect(cache.fillShell(facts("/help"), ann)).toBeUndefined();
  });

  it("drops the role copies with the rest when the content changes", async () => {
    expect(await cache.storeShell(signedIn("/blog/4"), roleCopy("user"), "user")).toBe(true);
    expect(cache.fillShell(facts("/blog/4"), bob)).toBeDefined();
    await bumpContentVersion(services.db);
    await cache.refresh();
    expect(cache.fillShell(facts("/blog/4"), bob)).toBeUndefined();
  });
});

function factsWithCookie(target: string) {
  return { method: "GET", target, cookie: "better-auth.session_token=t.s", authorization: null };
}
