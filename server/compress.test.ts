import { Hono } from "hono";
import { gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress } from "./compress";

const PAGE = `<!DOCTYPE html><html><body>${"<p>Your upcoming classes</p>".repeat(200)}</body></html>`;

function app(headers: Record<string, string> = {}, body = PAGE) {
  const hono = new Hono();
  hono.use(compress());
  hono.all("*", () => new Response(body, { headers: { "content-type": "text/html", ...headers } }));
  return hono;
}

describe("compress", () => {
  it("gzips a page for a browser and the bytes read back as the page", async () => {
    const res = await app({ etag: '"abc"' }).request("/", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("etag")).toBe('W/"abc"');
    expect(res.headers.has("content-length")).toBe(false);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(PAGE.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(PAGE);
  });

  it("chooses by q-values as Hono's middleware does", async () => {
    const deflated = await app().request("/", {
      headers: { "accept-encoding": "gzip;q=0, deflate" },
    });
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toBe(PAGE);
    const preferred = await app().request("/", {
      headers: { "accept-encoding": "gzip;q=0.5, deflate;q=0.8" },
    });
    expect(preferred.headers.get("content-encoding")).toBe("deflate");
    const none = await app().request("/", { headers: { "accept-encoding": "br" } });
    expect(none.headers.has("content-encoding")).toBe(false);
    expect(none.headers.get("vary")).toBe("Accept-Encoding");
    expect(await none.text()).toBe(PAGE);
  });

  it("leaves alone what must not or need not be compressed", async () => {
    const gzip = { headers: { "accept-encoding": "gzip" } };
    const cases = [
      app({ "cache-control": "private, no-transform" }),
      app({ "content-encoding": "br" }),
      app({ "content-type": "image/png" }),
      app({ "content-length": "10" }, "tiny body!"),
    ];
    for (const one of cases) {
      const res = await one.request("/", gzip);
      expect(res.headers.get("content-encoding") ?? "none").not.toBe("gzip");
    }
    const head = await app().request("/", { method: "HEAD", ...gzip });
    expect(head.headers.has("content-encoding")).toBe(false);
  });
});
