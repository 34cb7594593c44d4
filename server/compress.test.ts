import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressDynamic } from "./compress";

const page = `<!DOCTYPE html><html><body>${"<tr><td>Priya Sharma</td><td>confirmed</td></tr>".repeat(200)}</body></html>`;

function appAnswering(make: () => Response) {
  const app = new Hono();
  app.use(compressDynamic());
  app.all("*", () => make());
  return app;
}

const html = (body: BodyInit = page, headers: Record<string, string> = {}) =>
  new Response(body, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      ...(typeof body === "string" ? { "content-length": String(Buffer.byteLength(body)) } : {}),
      ...headers,
    },
  });

const get = (app: Hono, acceptEncoding?: string, method = "GET") =>
  app.request("/admin/bookings", {
    method,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, then deflate, and honours q-values", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("deflate");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip;q=0")).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("zstd")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe("compressDynamic", () => {
  it("compresses a whole page in one piece, with its compressed length", async () => {
    const app = appAnswering(() => html(page, { etag: '"v1"' }));
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
      ["deflate", "deflate", inflateSync],
    ] as const) {
      const res = await get(app, accept);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-length")).toBe(String(body.byteLength));
      expect(body.byteLength).toBeLessThan(Buffer.byteLength(page) / 10);
      expect(decode(body).toString()).toBe(page);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("etag")).toBe('W/"v1"');
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
  });

  it("compresses a page or its data handed over as a stream in one piece too", async () => {
    for (const type of ["text/html; charset=utf-8", "text/x-script"]) {
      const app = appAnswering(() => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(page.slice(0, 500)));
            controller.enqueue(new TextEncoder().encode(page.slice(500)));
            controller.close();
          },
        });
        return new Response(stream, { headers: { "content-type": type } });
      });
      const res = await get(app, "gzip");
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-encoding"), type).toBe("gzip");
      expect(res.headers.get("content-length"), type).toBe(String(body.byteLength));
      expect(gunzipSync(body).toString(), type).toBe(page);
    }
  });

  it("sends a short answer of unknown length plain, and a long one compressed in one piece", async () => {
    // A refusal (server/app.ts answers c.text(…, 403), which carries no Content-Length) and a
    // function's JSON: read whole, then sent as they are when under the threshold.
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    const long = JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => `Priya ${i}`) });
    for (const [type, text, compressed] of [
      ["text/plain; charset=UTF-8", "Only admins can do this.", false],
      ["application/json", '{"ok":true}', false],
      ["text/plain; charset=UTF-8", "Only admins can do this. ".repeat(60), true],
      ["application/json", long, true],
    ] as const) {
      const res = await get(
        appAnswering(
          () => new Response(stream(text), { status: 403, headers: { "content-type": type } }),
        ),
        "gzip, br",
      );
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status, type).toBe(403);
      expect(res.headers.get("content-length"), type).toBe(String(body.byteLength));
      expect(res.headers.get("vary"), type).toBe("Accept-Encoding");
      expect(res.headers.get("content-encoding"), type).toBe(compressed ? "br" : null);
      expect((compressed ? brotliDecompressSync(body) : body).toString(), type).toBe(text);
    }
  });

  it("keeps a streamed answer streamed", async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `${i},Priya Sharma,confirmed\n`);
    const app = appAnswering(() => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const row of rows) controller.enqueue(new TextEncoder().encode(row));
          controller.close();
        },
      });
      return new Response(stream, { headers: { "content-type": "text/csv; charset=utf-8" } });
    });
    const res = await get(app, "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(rows.join(""));
  });

  it("leaves alone what it should not compress, as hono/compress did", async () => {
    const cases: [string, () => Response, string | undefined, string?][] = [
      ["no Accept-Encoding", () => html(), undefined],
      ["identity only", () => html(), "identity"],
      ["a small answer", () => html("<p>ok</p>"), "gzip"],
      ["an image", () => html(page, { "content-type": "image/png" }), "gzip"],
      ["no-transform", () => html(page, { "cache-control": "private, no-transform" }), "gzip"],
      ["already encoded", () => html(page, { "content-encoding": "gzip" }), "gzip"],
      ["a HEAD", () => html(), "gzip", "HEAD"],
    ];
    for (const [label, make, accept, method] of cases) {
      const res = await get(appAnswering(make), accept, method);
      const encoding = res.headers.get("content-encoding");
      expect(encoding === null || label === "already encoded", label).toBe(true);
      if (method !== "HEAD" && label !== "already encoded") {
        expect(await res.text(), label).toBe(label === "a small answer" ? "<p>ok</p>" : page);
      }
    }
    // A compressible answer varies by Accept-Encoding even when this client gets it plain.
    expect(
      (
        await get(
          appAnswering(() => html()),
          "identity",
        )
      ).headers.get("vary"),
    ).toBe("Accept-Encoding");
    const varied = await get(
      appAnswering(() => html(page, { vary: "Cookie" })),
      "gzip",
    );
    expect(varied.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });
});
