import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { constants as zlib, deflateRaw } from "node:zlib";
import type { AppLoadContext, LoaderFunctionArgs, ServerBuild } from "react-router";
import { sessionToken, signedInUser } from "../app/.server/auth/session-cookie";
import type { SessionUser } from "../app/.server/platform/session";
import type { AppServices } from "../app/.server/platform/types";
import { copyrightYearEnds } from "../app/lib/copyright-year";
import { routeFacts } from "../app/lib/route-areas";
import { gzipJoin, pieceChecksums, type PieceChecksums } from "./gzip-pieces";
import type { RequestFacts } from "./page-cache";
import { PRIVATE_CACHE_CONTROL } from "./private-pages";
import { contentSecurityPolicy, fixedSecurityHeaders } from "./security-headers";
import { carriesSessionCredential } from "./session-credential";

/**
 * The learner pages' rendered answers, and a signed-in visitor's course pages, kept per person
 * and served again only when the request proves that nothing the page shows has changed
 * (docs/decisions/0051-learner-pages-kept-per-person.md,
 * docs/decisions/0053-course-pages-kept-and-reads-compiled-once.md). A page's HTML is a function of its
 * address, its loaders' data and the footer's year (and of the build and the nonce): so each
 * request runs the page's loaders as the render would (their queries are a few per cent of a
 * render's CPU, docs/performance.md §10.4), and the kept answer is sent only when every loader
 * returned exactly the data the kept answer was rendered from, before the footer's year turns.
 * Every write on any instance that changes what a page shows changes its loaders' data, so no
 * write path needs to know about this cache.
 */

/** The paths whose answers are kept (the route table's facts). */
const KEPT_PATHS = new Set<string>(
  routeFacts.filter((f) => "keptPerPerson" in f).map((f) => f.path),
);

/** Bounds of the kept answers' memory (pieces, their deflated copies and the fingerprints). */
export const KEPT_BYTES_CAP = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;
/** Response headers a kept answer does not keep: per request, or set when sent. */
const PER_REQUEST_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "set-cookie",
  "x-request-id",
  "etag",
]);
const deflateRawAsync = promisify(deflateRaw);

interface Kept {
  userId: string;
  /** Per route of the page, its loader's data as written by fingerprintOf, joined. */
  fingerprint: string;
  /** The page's text cut at its nonce: the nonce goes between pieces[i] and pieces[i + 1]. */
  pieces: readonly Buffer[];
  deflated: readonly Buffer[];
  crcs: PieceChecksums;
  /** Flat name/value pairs of the fixed headers. */
  headers: readonly string[];
  /** The first instant the page may read differently with nothing written (the footer's year). */
  expiresAt: number;
  bytes: number;
}

/** What the cache reads of a request: the page cache's facts and the host. */
export type KeptRequestFacts = Omit<RequestFacts, "ifNoneMatch"> & {
  host: string | null | undefined;
};

export interface LearnerPageCache {
  /** The build to render with: the kept pages' loaders also report their data's fingerprint. */
  readonly build: ServerBuild;
  /** Whether this request is for a kept page, with a session cookie and nothing else to check. */
  wants(f: KeptRequestFacts): boolean;
  /**
   * Answers from the kept page when its loaders' data is unchanged; false otherwise (then the
   * app renders, and keeps the new answer).
   */
  serveNode(req: IncomingMessage, res: ServerResponse, f: KeptRequestFacts): Promise<boolean>;
  /** Before the app renders a wanted page: the loaders will record their data into `context`. */
  record(context: AppLoadContext): void;
  /**
   * Keeps a rendered answer of a wanted page under its session and address, if the render used
   * the recorded data and nothing per request but the nonce; returns the answer to send.
   */
  keep(
    f: KeptRequestFacts,
    context: AppLoadContext,
    startedAt: Date,
    response: Response,
  ): Promise<Response>;
  /** Forgets every page kept for a session (its sign-out). */
  dropSession(cookie: string | null | undefined): void;
  readonly bytes: number;
  readonly size: number;
}

/** The route ids of a path's branch in the build (root first); `path` as the route table writes it. */
function branchOf(build: ServerBuild, path: string): string[] | undefined {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : "";
    if (!route.path) return parent;
    return `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`;
  };
  const leaf = Object.keys(build.routes).find(
    (id) => !build.routes[id]!.index && build.routes[id]!.path && fullPath(id) === path,
  );
  if (!leaf) return undefined;
  const branch: string[] = [];
  for (let id: string | undefined = leaf; id; id = build.routes[id]!.parentId) branch.unshift(id);
  return branch;
}

/** A kept route's branch and the parameters of one address of it. */
interface KeptMatch {
  pattern: string;
  branch: readonly string[];
  params: Record<string, string>;
}

/**
 * A path segment decoded as React Router decodes a parameter (the segment once, then a `%2F`
 * left in it as a slash); undefined if empty or malformed.
 */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).replace(/%2F/g, "/") || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A loader's data written out so that equal text means equal data as a render reads it: plain
 * objects (keys in order), arrays, dates, strings, numbers, booleans, null and undefined, and
 * React Router's `data()` wrapper. Anything else (a class instance, a Map, a function) returns
 * undefined: such a page is not kept.
 */
export function fingerprintOf(value: unknown): string | undefined {
  const out: string[] = [];
  return write(value, out) ? out.join("") : undefined;
}

function write(value: unknown, out: string[]): boolean {
  switch (typeof value) {
    case "undefined":
      out.push("u");
      return true;
    case "boolean":
      out.push(value ? "t" : "f");
      return true;
    case "number":
      out.push(Object.is(value, -0) ? "#-0;" : `#${value};`);
      return true;
    case "bigint":
      out.push(`b${value};`);
      return true;
    case "string":
      out.push(JSON.stringify(value));
      return true;
    case "object": {
      if (value === null) {
        out.push("n");
        return true;
      }
      if (Array.isArray(value)) {
        out.push("[");
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) out.push("_");
          else if (!write(value[i], out)) return false;
          out.push(",");
        }
        out.push("]");
        return true;
      }
      if (value instanceof Date) {
        out.push(`d${value.getTime()};`);
        return true;
      }
      const proto = Object.getPrototypeOf(value) as object | null;
      const wrapper = proto?.constructor?.name === "DataWithResponseInit";
      if (proto !== Object.prototype && proto !== null && !wrapper) return false;
      out.push(wrapper ? "W{" : "{");
      for (const [key, field] of Object.entries(value)) {
        out.push(JSON.stringify(key), ":");
        if (!write(field, out)) return false;
        out.push(",");
      }
      out.push("}");
      return true;
    }
    default:
      return false;
  }
}

/** Per route id, its loader's fingerprint (undefined: not keepable), for one render. */
type Recorder = Map<string, string | undefined>;

export function createLearnerPageCache(
  services: AppServices,
  rawBuild: ServerBuild,
  { capBytes = KEPT_BYTES_CAP }: { capBytes?: number } = {},
): LearnerPageCache {
  const recorders = new WeakMap<object, Recorder>();
  const branches = new Map<string, string[]>();
  for (const path of KEPT_PATHS) {
    const branch = branchOf(rawBuild, path);
    if (branch) branches.set(path, branch);
  }
  // Paths without parameters are looked up as they are; the others are matched segment by segment.
  const fixedPaths = new Map([...branches].filter(([pattern]) => !pattern.includes("/:")));
  const matchers = [...branches]
    .filter(([pattern]) => !fixedPaths.has(pattern))
    .map(([pattern, branch]) => ({ pattern, branch, segments: pattern.split("/") }));
  /** The kept route an address is for, with its parameters as React Router decodes them. */
  const matchOf = (path: string): KeptMatch | undefined => {
    // Client navigations' data requests are answered by the app, never kept (decision 0051).
    if (path.endsWith(".data")) return undefined;
    const fixed = fixedPaths.get(path);
    if (fixed) return { pattern: path, branch: fixed, params: {} };
    const parts = path.split("/");
    for (const { pattern, branch, segments } of matchers) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matched = segments.every((segment, i) => {
        if (!segment.startsWith(":")) return segment === parts[i];
        const value = decodedSegment(parts[i]!);
        if (!value) return false;
        params[segment.slice(1)] = value;
        return true;
      });
      if (matched) return { pattern, branch, params };
    }
    return undefined;
  };
  const wrapped = new Set([...branches.values()].flat());
  // The kept pages' loaders tell a recording render what they returned, as they returned it.
  const routes = Object.fromEntries(
    Object.entries(rawBuild.routes).map(([id, route]) => {
      const loader = route?.module.loader;
      if (!route || !loader || !wrapped.has(id)) return [id, route];
      const recording = async (args: LoaderFunctionArgs) => {
        const result: unknown = await loader(args);
        recorders.get(args.context)?.set(id, fingerprintOf(result));
        return result;
      };
      return [id, { ...route, module: { ...route.module, loader: recording } }];
    }),
  ) as ServerBuild["routes"];
  const build: ServerBuild = { ...rawBuild, routes };
  const policy = contentSecurityPolicy(services.config);
  const security = fixedSecurityHeaders(services.config);
  const logHits = services.log.isLevelEnabled("info");
  const entries = new Map<string, Kept>();
  let bytes = 0;

  const pathOf = (target: string) => {
    const q = target.indexOf("?");
    return q === -1 ? target : target.slice(0, q);
  };
  const keyOf = (token: string, f: KeptRequestFacts) => `${token}\n${f.host ?? ""}\n${f.target}`;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** The branch's fingerprints in route order, or undefined when one is missing or not keepable. */
  const joined = (branch: readonly string[], of: (id: string) => string | undefined) => {
    const parts: string[] = [];
    for (const id of branch) {
      const fingerprint = of(id);
      if (fingerprint === undefined) return undefined;
      parts.push(id, "=", fingerprint, "\n");
    }
    return parts.join("");
  };

  function wants(f: KeptRequestFacts): boolean {
    if (f.method !== "GET" || typeof f.authorization === "string") return false;
    if (!carriesSessionCredential(f.cookie, f.authorization)) return false;
    return matchOf(pathOf(f.target)) !== undefined;
  }

  /** The fingerprint of the page's data as of now, read by its loaders as a render would. */
  async function currentFingerprint(
    { branch, pattern, params }: KeptMatch,
    f: KeptRequestFacts,
    req: IncomingMessage,
    user: SessionUser,
  ): Promise<string | undefined> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const request = new Request(`http://${f.host ?? "localhost"}${f.target}`, { headers });
    // As the app's own context (server/app.ts); these loaders read neither the nonce nor the id.
    const context: AppLoadContext = { services, user, nonce: "", requestId: "" };
    const results = await Promise.all(
      branch.map((id) =>
        rawBuild.routes[id]!.module.loader?.({
          request,
          url: new URL(request.url),
          pattern,
          params,
          context,
        }),
      ),
    );
    const byId = new Map(branch.map((id, i) => [id, fingerprintOf(results[i])]));
    return joined(branch, (id) => byId.get(id));
  }

  return {
    build,
    wants,
    async serveNode(req, res, f) {
      const match = matchOf(pathOf(f.target));
      const token = sessionToken(services.config, f.cookie);
      if (!match || typeof token !== "string") return false;
      const key = keyOf(token, f);
      const entry = entries.get(key);
      if (!entry) return false;
      if (Date.now() >= entry.expiresAt) {
        forget(key);
        return false;
      }
      // Who, by the same rules as every rendered page: a session Better Auth must extend or
      // end, or another user's, is the app's to answer.
      const user = await signedInUser(services, f.cookie);
      if (!user || user === "ask-better-auth" || user.id !== entry.userId) return false;
      const fingerprint = await currentFingerprint(match, f, req, user);
      if (fingerprint === undefined || fingerprint !== entry.fingerprint) return false;
      if (entries.get(key) !== entry || Date.now() >= entry.expiresAt) return false;
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      const nonce = Buffer.from(randomBytes(16).toString("base64"));
      const values = entry.pieces.slice(1).map(() => nonce);
      const gzipped = /\bgzip\b/.test(f.acceptEncoding ?? "");
      const parts = gzipped
        ? gzipJoin(entry.pieces, entry.deflated, entry.crcs, values)
        : entry.pieces.flatMap((piece, i) => (i < values.length ? [piece, nonce] : [piece]));
      const body = Buffer.concat(parts);
      const incomingId = req.headers["x-request-id"];
      const requestId = (typeof incomingId === "string" && incomingId.slice(0, 64)) || randomUUID();
      const headers = [
        ...entry.headers,
        "content-security-policy",
        policy([`'nonce-${nonce.toString()}'`]),
        "content-length",
        String(body.length),
        "x-request-id",
        requestId,
      ];
      if (gzipped) headers.push("content-encoding", "gzip");
      res.writeHead(200, headers);
      res.end(body);
      if (logHits) {
        services.log.info(
          { requestId, method: req.method, path: pathOf(f.target), status: 200, cache: "kept" },
          "request",
        );
      }
      return true;
    },
    record(context) {
      recorders.set(context, new Map());
    },
    async keep(f, context, startedAt, response) {
      const recorder = recorders.get(context);
      recorders.delete(context);
      const branch = matchOf(pathOf(f.target))?.branch;
      const token = sessionToken(services.config, f.cookie);
      const user = context.user;
      const type = response.headers.get("content-type") ?? "";
      if (
        !recorder ||
        !branch ||
        typeof token !== "string" ||
        !user ||
        response.status !== 200 ||
        response.headers.has("set-cookie") ||
        !type.startsWith("text/html")
      ) {
        return response;
      }
      const fingerprint = joined(branch, (id) => recorder.get(id));
      const text = await response.text();
      const answer = new Response(text, { status: response.status, headers: response.headers });
      // The nonce is random (16 bytes): found anywhere else in the page only by its own use.
      const pieces = context.nonce ? text.split(context.nonce).map((p) => Buffer.from(p)) : [];
      const size = pieces.reduce((sum, p) => sum + p.length, 0);
      if (fingerprint === undefined || pieces.length < 2 || size > MAX_ENTRY_BYTES) return answer;
      const last = pieces.length - 1;
      const deflated = await Promise.all(
        pieces.map((piece, i) =>
          deflateRawAsync(piece, {
            level: 6,
            finishFlush: i === last ? zlib.Z_FINISH : zlib.Z_SYNC_FLUSH,
          }),
        ),
      );
      if (response.headers.get("cache-control") !== PRIVATE_CACHE_CONTROL) return answer;
      // The app's middleware adds these on the way out (server/security-headers.ts,
      // server/compress.ts); a kept answer leaves without passing them again.
      const fixed: Record<string, string> = { ...security, vary: "Accept-Encoding" };
      response.headers.forEach((value, name) => {
        if (!PER_REQUEST_HEADERS.has(name)) fixed[name] = value;
      });
      fixed["x-cache"] = "KEPT";
      const headers = Object.entries(fixed).flat();
      const entryBytes =
        size + deflated.reduce((sum, d) => sum + d.length, 0) + fingerprint.length * 2;
      const key = keyOf(token, f);
      forget(key);
      entries.set(key, {
        userId: user.id,
        fingerprint,
        pieces,
        deflated,
        crcs: pieceChecksums(pieces),
        headers,
        expiresAt: copyrightYearEnds(startedAt),
        bytes: entryBytes,
      });
      bytes += entryBytes;
      while (bytes > capBytes && entries.size > 0) forget(entries.keys().next().value!);
      return answer;
    },
    dropSession(cookie) {
      const token = sessionToken(services.config, cookie);
      if (typeof token !== "string") return;
      for (const key of [...entries.keys()]) {
        if (key.startsWith(`${token}\n`)) forget(key);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
