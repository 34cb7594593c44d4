import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { getContentVersion } from "../app/.server/content-version";
import { latestLivePostAt } from "../app/.server/repos/blog";
import { pathPattern, routeFacts } from "../app/lib/route-areas";
import type { AppServices } from "../app/.server/services";
import { contentSecurityPolicy, fixedSecurityHeaders } from "./security-headers";
import { carriesSessionCredential } from "./session-credential";

/**
 * Pages (and their client-navigation .data twins) that look the same to every anonymous visitor:
 * the routes marked `cached` in the route table's facts.
 */
const CACHEABLE = routeFacts
  .filter((f) => "cached" in f)
  .map((f) => pathPattern(f.path, { dataTwin: true }));

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const POLL_MS = 2_000;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  status: number;
  /** Every response header but the length and the encoding, as flat name/value pairs. */
  headers: readonly string[];
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Per encoding held, the whole header list for writeHead, built once. */
  rawHeaders: Partial<Record<Encoding, readonly string[]>>;
  etag: string;
}

function rawHeadersFor(headers: readonly string[], body: Buffer, encoding: Encoding) {
  const raw = [...headers, "content-length", String(body.length)];
  if (encoding !== "identity") raw.push("content-encoding", encoding);
  return raw;
}

/** What the cache needs to know of a request, from a fetch Request or a Node IncomingMessage. */
interface RequestFacts {
  method: string;
  /** Path and query. */
  target: string;
  cookie: string | null | undefined;
  authorization: string | null | undefined;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
}

/** A cached answer, not yet written. */
interface Answer {
  status: number;
  /** Flat name/value pairs, shared between answers: copy before adding to it. */
  headers: readonly string[];
  body: Buffer | null;
}

export interface PageCache {
  /** A cached answer for this request as a fetch Response, or undefined (then render and store). */
  lookup(request: Request): Response | undefined;
  /**
   * The same for Node's own request, answered before the request reaches the app: a cache hit
   * then costs little more than writing the bytes. True when it answered.
   */
  serveNode(req: IncomingMessage, res: ServerResponse): boolean;
  store(request: Request, response: Response): Promise<Response>;
  isCacheable(request: Request): boolean;
  /**
   * Checks the content version now rather than at the next poll: called after a write this
   * process made, so the next visitor here sees it at once (other processes within a poll).
   */
  refresh(): Promise<void>;
  clear(): void;
  stop(): void;
  readonly size: number;
}

function factsOf(request: Request): RequestFacts {
  const url = new URL(request.url);
  const h = request.headers;
  return {
    method: request.method,
    target: url.pathname + url.search,
    cookie: h.get("cookie"),
    authorization: h.get("authorization"),
    acceptEncoding: h.get("accept-encoding"),
    ifNoneMatch: h.get("if-none-match"),
  };
}

/** The best encoding we hold that the client accepts (no q-value parsing: q=0 is never sent for these). */
function chooseEncoding(accept: string | null | undefined, entry: Entry): Encoding {
  if (accept) {
    if (entry.bodies.br && /\bbr\b/.test(accept)) return "br";
    if (entry.bodies.gzip && /\bgzip\b/.test(accept)) return "gzip";
  }
  return "identity";
}

/** 'sha256-…' for each inline script: the page's scripts are allowed by hash, not by nonce. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, text] = match;
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * In-memory cache of public pages for visitors without a session (docs/performance.md §2:
 * rendering a page costs CPU). A stored page's bytes are the same for every visitor: its inline
 * scripts are allowed by their hashes instead of a per-request nonce, so it is compressed once and
 * can be revalidated with a 304. Entries are dropped when the content version in the database
 * changes; each process checks it every two seconds, so an edit made through one process
 * reaches all of them.
 */
export function createPageCache(
  services: Pick<AppServices, "db" | "log" | "config">,
  /** Told of every lookup of a cacheable request (metrics count hits and misses). */
  options: { onLookup?: (result: "hit" | "miss") => void } = {},
): PageCache {
  const { onLookup } = options;
  const entries = new Map<string, Entry>();
  const security = fixedSecurityHeaders(services.config);
  const policy = contentSecurityPolicy(services.config);
  let version: string | undefined;
  let generation = 0;
  let stopped = false;
  // Checked once: building a log record per hit costs more than the hit when nobody reads it.
  const logHits = services.log.isLevelEnabled("info");

  const poll = async () => {
    try {
      // A scheduled post going live changes public pages without any write: the newest live
      // post's time is part of the version, so each process drops its pages within a poll.
      const [content, latestPost] = await Promise.all([
        getContentVersion(services.db),
        latestLivePostAt(services.db),
      ]);
      const current = `${content}|${latestPost}`;
      if (version !== undefined && current !== version) {
        entries.clear();
        generation++;
      }
      version = current;
    } catch (error) {
      services.log.warn({ error: String(error) }, "content version check failed");
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();

  function cacheable(f: Pick<RequestFacts, "method" | "target" | "cookie" | "authorization">) {
    if (stopped || (f.method !== "GET" && f.method !== "HEAD")) return false;
    if (carriesSessionCredential(f.cookie, f.authorization)) return false;
    const q = f.target.indexOf("?");
    const path = q === -1 ? f.target : f.target.slice(0, q);
    return CACHEABLE.some((re) => re.test(path));
  }

  function answer(f: RequestFacts): Answer | undefined {
    if (!cacheable(f)) return undefined;
    const entry = entries.get(f.target);
    onLookup?.(entry ? "hit" : "miss");
    if (!entry) return undefined;
    // Refresh the LRU position.
    entries.delete(f.target);
    entries.set(f.target, entry);
    if (f.ifNoneMatch === entry.etag) {
      return { status: 304, headers: entry.headers, body: null };
    }
    const encoding = chooseEncoding(f.acceptEncoding, entry);
    const body = entry.bodies[encoding]!;
    const headers = entry.rawHeaders[encoding]!;
    return { status: entry.status, headers, body: f.method === "HEAD" ? null : body };
  }

  async function compressInto(entry: Entry, key: string, atGeneration: number) {
    const [br, gz] = await Promise.all([
      brotli(entry.bodies.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(entry.bodies.identity, { level: 9 }),
    ]);
    // Only if the entry is still the one stored (no content change or newer render since).
    if (generation === atGeneration && entries.get(key) === entry) {
      entry.rawHeaders.br = rawHeadersFor(entry.headers, br, "br");
      entry.rawHeaders.gzip = rawHeadersFor(entry.headers, gz, "gzip");
      entry.bodies.br = br;
      entry.bodies.gzip = gz;
    }
  }

  return {
    isCacheable: (request) => cacheable(factsOf(request)),
    refresh: poll,
    get size() {
      return entries.size;
    },
    lookup(request) {
      const a = answer(factsOf(request));
      if (!a) return undefined;
      const headers = new Headers();
      for (let i = 0; i < a.headers.length; i += 2)
        headers.append(a.headers[i]!, a.headers[i + 1]!);
      return new Response(a.body as unknown as BodyInit, { status: a.status, headers });
    },
    serveNode(req, res) {
      const h = req.headers;
      const a = answer({
        method: req.method ?? "GET",
        target: req.url ?? "/",
        cookie: h.cookie,
        authorization: h.authorization,
        acceptEncoding: h["accept-encoding"],
        ifNoneMatch: h["if-none-match"],
      });
      if (!a) return false;
      const incomingId = h["x-request-id"];
      const requestId = (typeof incomingId === "string" && incomingId.slice(0, 64)) || randomUUID();
      res.writeHead(a.status, [...a.headers, "x-request-id", requestId]);
      res.end(a.body ?? undefined);
      if (!logHits) return true;
      services.log.info(
        {
          requestId,
          method: req.method,
          path: (req.url ?? "/").split("?")[0],
          status: a.status,
          cache: "hit",
        },
        "request",
      );
      return true;
    },
    async store(request, response) {
      const facts = factsOf(request);
      const type = response.headers.get("content-type") ?? "";
      const cacheControl = response.headers.get("cache-control") ?? "";
      if (
        !cacheable(facts) ||
        response.status !== 200 ||
        response.headers.has("set-cookie") ||
        /private|no-store/.test(cacheControl) ||
        !(type.startsWith("text/html") || type.startsWith("text/x-script"))
      ) {
        return response;
      }
      const atGeneration = generation;
      const text = await response.text();
      const headers = new Headers(response.headers);
      const bytes = Buffer.from(text);
      if (bytes.length <= MAX_BODY_BYTES) {
        const etag = `W/"${createHash("sha1").update(bytes).digest("base64url").slice(0, 27)}"`;
        headers.set("etag", etag);
        headers.set("vary", "Accept-Encoding");
        const stored: Record<string, string> = { ...security };
        headers.forEach((value, name) => {
          if (name !== "content-length" && name !== "content-encoding") stored[name] = value;
        });
        if (type.startsWith("text/html")) {
          // This visitor's nonce is in the page; everyone after gets the same bytes, so the
          // policy allows exactly these inline scripts by hash.
          stored["content-security-policy"] = policy(inlineScriptHashes(text));
        }
        stored["x-cache"] = "HIT";
        const key = facts.target;
        const flat = Object.entries(stored).flat();
        const entry: Entry = {
          status: 200,
          headers: flat,
          bodies: { identity: bytes },
          rawHeaders: { identity: rawHeadersFor(flat, bytes, "identity") },
          etag,
        };
        entries.set(key, entry);
        while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        void compressInto(entry, key, atGeneration).catch((error: unknown) =>
          services.log.warn({ error: String(error) }, "page compression failed"),
        );
      }
      headers.set("x-cache", "MISS");
      return new Response(text, { status: 200, headers });
    },
    clear: () => {
      entries.clear();
      generation++;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      entries.clear();
    },
  };
}
