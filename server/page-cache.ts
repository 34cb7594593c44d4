import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, crc32, deflateRaw, gzip } from "node:zlib";
import { getContentVersion } from "../app/.server/platform/content-version";
import { latestLivePostAt } from "../app/.server/blog/queries";
import { pathPattern, routeFacts } from "../app/lib/route-areas";
import { PERSONAL_DATA_ID, SHELL_INITIAL, SHELL_NAME } from "../app/lib/personal-slot";
import { avatarInitial, displayName, type MenuUser } from "../app/lib/shell";
import type { AppServices } from "../app/.server/platform/types";
import { contentSecurityPolicy, fixedSecurityHeaders } from "./security-headers";
import { carriesSessionCredential } from "./session-credential";

/**
 * Pages (and their client-navigation .data twins) that look the same to every anonymous visitor:
 * the routes marked `cached` in the route table's facts.
 */
const CACHEABLE = routeFacts
  .filter((f) => "cached" in f)
  .map((f) => pathPattern(f.path, { dataTwin: true }));

/** The HTML pages a signed-in visitor gets as their role's copy (no `.data` twins: those render). */
const ROLE_SHELL = routeFacts.filter((f) => "roleShell" in f).map((f) => pathPattern(f.path));

const MAX_ENTRIES = 500;
/** A role copy's own answer sets these (or leaves them out: it is never revalidated). */
const SHELL_DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "content-security-policy",
]);
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const POLL_MS = 2_000;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

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
export interface Answer {
  status: number;
  /** Flat name/value pairs, shared between answers: copy before adding to it. */
  headers: readonly string[];
  body: Buffer | null;
}

/** Who a role copy is filled in for: the signed-in visitor, from their session. */
export type ShellVisitor = MenuUser;

/** What goes where a role copy has a stand-in. */
type Slot = "name" | "initial" | "data";

/**
 * A role's copy of a page, cut at its stand-ins (app/lib/personal-slot.ts). Each fixed piece is
 * compressed once as raw deflate ending on a byte boundary (Z_SYNC_FLUSH; the last one ends the
 * stream), so a visitor's answer is the pieces with their own bytes between them as stored
 * deflate blocks, in a gzip wrapper whose checksum covers the whole: no compression per request.
 */
interface Shell {
  status: number;
  headers: readonly string[];
  /** The fixed pieces as text bytes; slots[i] goes after pieces[i]. */
  pieces: readonly Buffer[];
  deflated: readonly Buffer[] | undefined;
  /** Per fixed piece, its CRC-32 and the operator that moves a checksum past it. */
  crcs: readonly { crc: number; shift: number }[];
  slots: readonly Slot[];
}

export interface PageCache {
  /** A cached answer for this request as a fetch Response, or undefined (then render and store). */
  lookup(request: Request): Response | undefined;
  /**
   * The same for Node's own request, answered before the request reaches the app: a cache hit
   * then costs little more than writing the bytes. True when it answered.
   */
  serveNode(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Writes an answer of this cache to Node's response with its request id, and logs it as the
   * app logs its own requests: a hit, or a role's copy filled in for a signed-in visitor.
   */
  writeNode(req: IncomingMessage, res: ServerResponse, a: Answer, cache: "hit" | "role"): void;
  store(request: Request, response: Response): Promise<Response>;
  /** Whether this signed-in request may be answered from its role's copy of the page. */
  wantsShell(f: {
    method: string;
    target: string;
    cookie: string | null | undefined;
    authorization: string | null | undefined;
  }): boolean;
  /**
   * The role's copy filled in for this visitor, or undefined when there is none yet (then
   * render the page with the role's stand-ins and pass it to storeShell).
   */
  fillShell(
    f: { method: string; target: string; acceptEncoding: string | null | undefined },
    visitor: ShellVisitor,
  ): Answer | undefined;
  /** Keeps a page rendered with the role's stand-ins; false when it may not be kept. */
  storeShell(request: Request, response: Response, role: ShellVisitor["role"]): Promise<boolean>;
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

/** What the cache reads of a fetch Request. */
export function factsOf(request: Request): RequestFacts {
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

/** The same facts of Node's own request, read before the request reaches the app. */
export function nodeFactsOf(req: IncomingMessage): RequestFacts {
  const h = req.headers;
  return {
    method: req.method ?? "GET",
    target: req.url ?? "/",
    cookie: h.cookie,
    authorization: h.authorization,
    acceptEncoding: h["accept-encoding"],
    ifNoneMatch: h["if-none-match"],
  };
}

/** An answer of this cache as a fetch Response (for the app's side, server/app.ts). */
export function responseOf(a: Answer): Response {
  const headers = new Headers();
  for (let i = 0; i < a.headers.length; i += 2) headers.append(a.headers[i]!, a.headers[i + 1]!);
  return new Response(a.body as unknown as BodyInit, { status: a.status, headers });
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

/** As React escapes text and attribute values, so a filled-in name hydrates without a mismatch. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** The visitor's own menu data as a JSON data block (never executed, so outside the policy). */
function personalDataBlock(visitor: ShellVisitor): string {
  const json = JSON.stringify({ name: visitor.name, email: visitor.email }).replace(
    /</g,
    "\\u003c",
  );
  return `<script type="application/json" id="${PERSONAL_DATA_ID}">${json}</script>`;
}

/**
 * Cuts a page rendered with a role's stand-ins at the name, the avatar letter and the end of
 * <body> (where the data block goes). Scripts are kept whole: the router's data carries the
 * stand-ins too, and changing a script would change the hash the policy allows it by.
 */
function cutShell(html: string): { pieces: Buffer[]; slots: Slot[] } | undefined {
  const pieces: Buffer[] = [];
  const slots: Slot[] = [];
  const cut = new RegExp(
    `<script\\b[\\s\\S]*?</script>|${SHELL_NAME}|${SHELL_INITIAL}|</body>`,
    "g",
  );
  let from = 0;
  for (const match of html.matchAll(cut)) {
    const token = match[0];
    if (token.startsWith("<script")) continue;
    const at = match.index;
    pieces.push(Buffer.from(html.slice(from, at)));
    if (token === "</body>") {
      slots.push("data");
      from = at;
    } else {
      slots.push(token === SHELL_NAME ? "name" : "initial");
      from = at + token.length;
    }
  }
  pieces.push(Buffer.from(html.slice(from)));
  // A page without the header's name, or without a body end, is not a role copy.
  if (!slots.includes("name") || !slots.includes("data")) return undefined;
  return { pieces, slots };
}

// CRC-32 of joined pieces from the pieces' own checksums (zlib's crc32_combine, as in its
// crc32.c): the fixed pieces' checksums are computed once, so a request checksums only its own
// few bytes instead of the whole page.
const CRC_POLY = 0xedb88320;
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}
const X2N: number[] = [0x40000000];
for (let n = 1; n < 32; n++) X2N.push(multModP(X2N[n - 1]!, X2N[n - 1]!));
/** The operator that moves a checksum past `length` more bytes. */
function crcShift(length: number): number {
  let p = 0x80000000;
  for (let k = 3; length; length = Math.floor(length / 2), k++) {
    if (length & 1) p = multModP(X2N[k & 31]!, p);
  }
  return p;
}
function crcCombine(crc1: number, shift2: number, crc2: number): number {
  return (multModP(shift2, crc1) ^ crc2) >>> 0;
}

/** A gzip member's fixed ten-byte header (no name, no time). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A gzip member's trailer: the CRC-32 and the length of what it holds. */
const GZIP_TRAILER = 8;

/** The longest run of bytes one stored (uncompressed) deflate block holds. */
const STORED_BLOCK_MAX = 0xffff;
/** A stored block's header: its type byte (stored, not the last), its length and its complement. */
const STORED_BLOCK_HEADER = 5;

/** Writes a stored block's header for `length` bytes at `at`; returns where the bytes go. */
function writeStoredBlockHeader(out: Buffer, at: number, length: number): number {
  out[at] = 0;
  out.writeUInt16LE(length, at + 1);
  out.writeUInt16LE(~length & 0xffff, at + 3);
  return at + STORED_BLOCK_HEADER;
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
  /** Role copies, by role and path (never by person: nothing personal is in them). */
  const shells = new Map<string, Shell>();
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
        shells.clear();
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
    if (stopped || (f.method !== "GET" && f.method !== "HEAD")) return undefined;
    if (carriesSessionCredential(f.cookie, f.authorization)) return undefined;
    // A stored address was a cacheable one: only a miss is checked against the route patterns
    // (a hit skips them, issue 28 item 4).
    const entry = entries.get(f.target);
    if (!entry) {
      if (cacheable(f)) onLookup?.("miss");
      return undefined;
    }
    onLookup?.("hit");
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

  function wantsShell(
    f: Pick<RequestFacts, "method" | "target" | "cookie" | "authorization">,
  ): boolean {
    if (stopped || (f.method !== "GET" && f.method !== "HEAD")) return false;
    if (!carriesSessionCredential(f.cookie, f.authorization)) return false;
    const q = f.target.indexOf("?");
    const path = q === -1 ? f.target : f.target.slice(0, q);
    return ROLE_SHELL.some((re) => re.test(path));
  }

  const shellKey = (role: string, target: string) => `${role} ${target}`;

  return {
    wantsShell,
    fillShell(f, visitor) {
      const shell = shells.get(shellKey(visitor.role, f.target));
      if (!shell) return undefined;
      const values: Record<Slot, string> = {
        name: escapeHtml(displayName(visitor)),
        initial: escapeHtml(avatarInitial(visitor)),
        data: personalDataBlock(visitor),
      };
      const { pieces, slots, deflated } = shell;
      const gzipped = deflated !== undefined && /\bgzip\b/.test(f.acceptEncoding ?? "");
      // The answer is written into one buffer of its exact size: no buffer per piece or value
      // to join afterwards (docs/performance.md §10.7).
      const lengths = slots.map((slot) => Buffer.byteLength(values[slot]));
      // Each value goes in one stored block; a longer one (no real name is) is rendered.
      if (gzipped && lengths.some((length) => length > STORED_BLOCK_MAX)) return undefined;
      let size = 0;
      for (let i = 0; i < pieces.length; i++) {
        size += gzipped ? deflated[i]!.length : pieces[i]!.length;
        if (i < lengths.length) size += lengths[i]! + (gzipped ? STORED_BLOCK_HEADER : 0);
      }
      if (gzipped) size += GZIP_HEADER.length + GZIP_TRAILER;
      const body = Buffer.allocUnsafe(size);
      let at = 0;
      if (gzipped) {
        at += GZIP_HEADER.copy(body, at);
        let crc = 0;
        let plain = 0;
        for (let i = 0; i < pieces.length; i++) {
          at += deflated[i]!.copy(body, at);
          crc = crcCombine(crc, shell.crcs[i]!.shift, shell.crcs[i]!.crc);
          plain += pieces[i]!.length;
          const slot = slots[i];
          if (slot === undefined) continue;
          const from = writeStoredBlockHeader(body, at, lengths[i]!);
          at = from + body.write(values[slot], from);
          crc = crc32(body.subarray(from, at), crc);
          plain += at - from;
        }
        at = body.writeUInt32LE(crc >>> 0, at);
        body.writeUInt32LE(plain >>> 0, at);
      } else {
        for (let i = 0; i < pieces.length; i++) {
          at += pieces[i]!.copy(body, at);
          const slot = slots[i];
          if (slot !== undefined) at += body.write(values[slot], at);
        }
      }
      const headers = [...shell.headers, "content-length", String(size)];
      if (gzipped) headers.push("content-encoding", "gzip");
      return { status: shell.status, headers, body: f.method === "HEAD" ? null : body };
    },
    async storeShell(request, response, role) {
      const facts = factsOf(request);
      const type = response.headers.get("content-type") ?? "";
      if (
        !wantsShell(facts) ||
        response.status !== 200 ||
        response.headers.has("set-cookie") ||
        !type.startsWith("text/html")
      ) {
        return false;
      }
      const atGeneration = generation;
      const text = await response.text();
      const cut = cutShell(text);
      if (!cut || text.length > MAX_BODY_BYTES) return false;
      const stored: Record<string, string> = { ...security };
      response.headers.forEach((value, name) => {
        if (!SHELL_DROPPED_HEADERS.has(name)) stored[name] = value;
      });
      stored["content-security-policy"] = policy(inlineScriptHashes(text));
      // About one person once filled in: no shared cache or disk may keep it.
      stored["cache-control"] = "private, no-store";
      stored["vary"] = "Accept-Encoding";
      stored["x-cache"] = "HIT";
      const last = cut.pieces.length - 1;
      const deflated = await Promise.all(
        cut.pieces.map((piece, i) =>
          deflateRawAsync(piece, {
            level: 9,
            finishFlush: i === last ? zlib.Z_FINISH : zlib.Z_SYNC_FLUSH,
          }),
        ),
      );
      if (generation !== atGeneration) return false;
      const key = shellKey(role, facts.target);
      shells.delete(key);
      shells.set(key, {
        status: 200,
        headers: Object.entries(stored).flat(),
        pieces: cut.pieces,
        slots: cut.slots,
        deflated,
        crcs: cut.pieces.map((piece) => ({ crc: crc32(piece), shift: crcShift(piece.length) })),
      });
      while (shells.size > MAX_ENTRIES) shells.delete(shells.keys().next().value!);
      return true;
    },
    isCacheable: (request) => cacheable(factsOf(request)),
    refresh: poll,
    get size() {
      return entries.size;
    },
    lookup(request) {
      const a = answer(factsOf(request));
      return a ? responseOf(a) : undefined;
    },
    serveNode(req, res) {
      const a = answer(nodeFactsOf(req));
      if (!a) return false;
      this.writeNode(req, res, a, "hit");
      return true;
    },
    writeNode(req, res, a, cache) {
      const incomingId = req.headers["x-request-id"];
      const requestId = (typeof incomingId === "string" && incomingId.slice(0, 64)) || randomUUID();
      res.writeHead(a.status, [...a.headers, "x-request-id", requestId]);
      res.end(a.body ?? undefined);
      if (!logHits) return;
      services.log.info(
        {
          requestId,
          method: req.method,
          path: (req.url ?? "/").split("?")[0],
          status: a.status,
          cache,
        },
        "request",
      );
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
      shells.clear();
      generation++;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      entries.clear();
      shells.clear();
    },
  };
}
