import { createHash } from "node:crypto";
import type { AppServices } from "../app/.server/services";
import { getContentVersion } from "../app/.server/content-version";

/** Pages (and their client-navigation .data twins) that look the same to every anonymous visitor. */
const CACHEABLE = [
  /^\/$/,
  /^\/(home|about|courses|blogs|contact|help|get-started|terms-of-service|privacy-policy|data-deletion-policy|_root)(\.data)?$/,
  /^\/courses\/[a-z0-9-]+(\.data)?$/,
  /^\/blog\/\d+(\.data)?$/,
  /^\/get-started\/(student|parent|professional)(\.data)?$/,
];

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const POLL_MS = 2_000;

interface Entry {
  status: number;
  headers: [string, string][];
  /**
   * The body as UTF-8, cut wherever the original request's CSP nonce stood, so each visitor's
   * own nonce is spliced in without re-encoding the page. One part means no nonce.
   */
  parts: Buffer[];
  etag: string;
}

export interface PageCache {
  /** A cached answer for this request, or undefined (then render and call store). */
  lookup(request: Request, nonce: string): Response | undefined;
  store(request: Request, response: Response, nonce: string): Promise<Response>;
  isCacheable(request: Request): boolean;
  clear(): void;
  stop(): void;
  readonly size: number;
}

/** [a, b, c] with x → [a, x, b, x, c]. */
function splice(parts: Buffer[], nonce: Buffer): Buffer[] {
  const out: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(nonce);
    out.push(part);
  });
  return out;
}

function hasSession(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return (
    /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(cookie) ||
    request.headers.has("authorization")
  );
}

/**
 * In-memory cache of public pages for visitors without a session (ARCHITECTURE.md: SSR is CPU
 * heavy). Entries are dropped when the content version in the database changes; each process
 * checks it every two seconds, so an edit made through one process reaches all of them.
 */
export function createPageCache(services: Pick<AppServices, "db" | "log">): PageCache {
  const entries = new Map<string, Entry>();
  let version: string | undefined;
  let stopped = false;

  const poll = async () => {
    try {
      const current = await getContentVersion(services.db);
      if (version !== undefined && current !== version) entries.clear();
      version = current;
    } catch (error) {
      services.log.warn({ error: String(error) }, "content version check failed");
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();

  const keyOf = (request: Request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  };

  function isCacheable(request: Request): boolean {
    if (stopped || (request.method !== "GET" && request.method !== "HEAD")) return false;
    if (hasSession(request)) return false;
    const path = new URL(request.url).pathname;
    return CACHEABLE.some((re) => re.test(path));
  }

  return {
    isCacheable,
    get size() {
      return entries.size;
    },
    lookup(request, nonce) {
      if (!isCacheable(request)) return undefined;
      const key = keyOf(request);
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Refresh the LRU position.
      entries.delete(key);
      entries.set(key, entry);
      const headers = new Headers(entry.headers);
      headers.set("x-cache", "HIT");
      // Only a body without a nonce (the .data twins) may be revalidated: a 304 would give the
      // browser's stored page this response's CSP nonce, which its older scripts don't carry,
      // so none of them would run and the page would never hydrate.
      if (entry.parts.length === 1 && request.headers.get("if-none-match") === entry.etag) {
        return new Response(null, { status: 304, headers });
      }
      const body =
        entry.parts.length === 1
          ? entry.parts[0]
          : Buffer.concat(splice(entry.parts, Buffer.from(nonce)));
      return new Response(request.method === "HEAD" ? null : (body as unknown as BodyInit), {
        status: entry.status,
        headers,
      });
    },
    async store(request, response, nonce) {
      const type = response.headers.get("content-type") ?? "";
      const cacheControl = response.headers.get("cache-control") ?? "";
      if (
        !isCacheable(request) ||
        response.status !== 200 ||
        response.headers.has("set-cookie") ||
        /private|no-store/.test(cacheControl) ||
        !(type.startsWith("text/html") || type.startsWith("text/x-script"))
      ) {
        return response;
      }
      const body = await response.text();
      const headers = new Headers(response.headers);
      if (body.length <= MAX_BODY_BYTES) {
        const etag = `W/"${createHash("sha1").update(body.replaceAll(nonce, "")).digest("base64url").slice(0, 27)}"`;
        headers.set("etag", etag);
        entries.set(keyOf(request), {
          status: 200,
          headers: [...headers.entries()],
          parts: body.split(nonce).map((part) => Buffer.from(part)),
          etag,
        });
        while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      headers.set("x-cache", "MISS");
      return new Response(body, { status: 200, headers });
    },
    clear: () => entries.clear(),
    stop() {
      stopped = true;
      clearInterval(timer);
      entries.clear();
    },
  };
}
