import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { Duplex } from "node:stream";
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createDeflate,
  createGzip,
  deflateSync,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from "node:zlib";

/**
 * The compression of dynamic answers (rendered pages, their `.data`, JSON, CSV exports), in place
 * of hono/compress, whose CompressionStream ran zlib's default level 6 through a web stream
 * (docs/decisions/0049-cheap-compression-for-dynamic-answers.md). Level 6 is for files
 * compressed once; an answer compressed on every request takes the cheap end, as nginx's own
 * default (`gzip_comp_level 1`) does: on the admin lists' 70–130 KB pages brotli quality 1 and
 * gzip level 1 cost a quarter or less of gzip level 6's CPU, brotli's output no larger than
 * level 6's, gzip's about 15 % larger (docs/performance.md §10.3). Cached public pages and
 * built files keep their own, stronger compression (server/page-cache.ts, server/static.ts).
 */
export const DYNAMIC_GZIP: ZlibOptions = { level: 1 };
export const DYNAMIC_BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
};

/** Below this many bytes compression is not worth a header (hono/compress's threshold). */
const THRESHOLD = 1024;
type Encoding = "br" | "gzip" | "deflate";
/** In order of preference when the client accepts several equally. */
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "deflate"];
/**
 * A rendered page (app/entry.server.tsx renders the whole document before answering), a page's
 * data (React Router's `.data`; no loader defers anything, nothing reads it with <Await>), a
 * plain-text answer (a refusal, server/app.ts) and JSON (a resource route's, such as the account
 * export) are whole when they reach this middleware, even when handed over as a stream without a
 * length.
 * Only a CSV export (app/.server/kit/csv.ts) is streamed as it is read.
 */
const WHOLE = /^(text\/html|text\/x-script|text\/plain|application\/json)\s*(;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer with for an Accept-Encoding header, honouring q-values (q=0 refuses one,
 * `*` stands for the rest); undefined when none is accepted.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const value = weight === undefined ? 1 : Number(weight);
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const weight = q.get(encoding) ?? q.get("*") ?? 0;
    if (weight > 0 && (!best || weight > best.q)) best = { encoding, q: weight };
  }
  return best?.encoding;
}

function compressSync(body: Uint8Array, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, {
      params: {
        ...DYNAMIC_BROTLI.params,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return encoding === "gzip" ? gzipSync(body, DYNAMIC_GZIP) : deflateSync(body, DYNAMIC_GZIP);
}

function compressor(encoding: Encoding) {
  if (encoding === "br") return createBrotliCompress(DYNAMIC_BROTLI);
  return encoding === "gzip" ? createGzip(DYNAMIC_GZIP) : createDeflate(DYNAMIC_GZIP);
}

/**
 * Compresses a compressible answer for a client that accepts it, under hono/compress's rules
 * (not a 206, a HEAD, an encoded or `no-transform` answer, or one under 1 KiB; Vary names
 * Accept-Encoding; a strong ETag becomes weak). A page, a page's data and any answer whose length
 * is known are compressed in one call and go out in one write with their Content-Length; a
 * streamed one (a CSV export) stays streamed.
 */
export function compressDynamic(): MiddlewareHandler {
  return async function compressDynamic(c, next) {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    const length = res.headers.get("content-length");
    if (
      res.status === 206 ||
      c.req.method === "HEAD" ||
      !res.body ||
      res.headers.has("content-encoding") ||
      res.headers.has("transfer-encoding") ||
      (length !== null && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const headers = new Headers(c.res.headers);
    const weakenEtagAndEncode = () => {
      headers.set("content-encoding", encoding);
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    };
    let body: BodyInit;
    if (length !== null || WHOLE.test(type)) {
      const whole = new Uint8Array(await res.arrayBuffer());
      // A short answer whose length only reading it told (a refusal's sentence) is sent as it
      // is: compressing it cost a compressor's set-up per request and saved nothing.
      const short = whole.byteLength < THRESHOLD;
      if (!short) weakenEtagAndEncode();
      const sent = short ? whole : compressSync(whole, encoding);
      headers.set("content-length", String(sent.byteLength));
      body = sent as unknown as BodyInit;
    } else {
      weakenEtagAndEncode();
      headers.delete("content-length");
      const { readable, writable } = Duplex.toWeb(compressor(encoding));
      body = res.body.pipeThrough({
        readable: readable as ReadableStream<Uint8Array>,
        writable: writable as WritableStream<Uint8Array>,
      });
    }
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
