import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { Duplex } from "node:stream";
import { constants, createDeflate, createGzip } from "node:zlib";

/**
 * Hono's compress middleware (hono/compress: the same answers, headers and rules) with zlib's
 * fastest level. Hono's uses CompressionStream, which has no level and takes zlib's default (6):
 * on a learner page rendered per request that was a fifth of the server's CPU, and level 1 takes
 * about 40 % of level 6's time for 6–9 % more bytes (docs/performance.md §10.4). Pages kept by
 * the page cache are compressed once at the highest levels (server/page-cache.ts), not here.
 */
export function compress(level: number = constants.Z_BEST_SPEED): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    const type = res.headers.get("Content-Type");
    if (
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      c.req.method === "HEAD" ||
      (length && Number(length) < 1024) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*?no-transform\s*?(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) {
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = selectEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !c.res.body) return;
    const zlib = encoding === "gzip" ? createGzip({ level }) : createDeflate({ level });
    const pair = Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    c.res = new Response(c.res.body.pipeThrough(pair), c.res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}

/** As Hono's: gzip, else deflate, by the request's q-values (a wildcard counts for both). */
function selectEncoding(header: string | undefined): "gzip" | "deflate" | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: "gzip" | "deflate"; q: number } | undefined;
  for (const encoding of ["gzip", "deflate"] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
