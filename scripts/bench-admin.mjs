// `npm run bench:admin` (by hand, after `npm run seed:volume`; not in CI): the admin panel at
// the volume of docs/admin.md "Scale and speed". Starts the production server in its own process (decision 0008) on the
// volume database (DATABASE_URL, else sqlite:./data/volume.db), signs in as the seed's admin,
// and times each admin list (first page, a filtered page, a deep page), the dashboard and the
// CSV exports (time, and the server's peak memory while streaming). Also (issue 24): short and
// non-Latin searches, every sort the lists offer at depth (alone and under a filter), four admins
// browsing at once, and a public page's p50/p99 alone and while each export streams, in one run.
// Prints p50/p95 per row (and the server's CPU ms per request) with PASS/FAIL against that
// section's targets; always exits 0. Pages answering 404 are "not built".
//   BENCH_RUNS=30 (timed requests per row, after 3 warm-ups), BENCH_PORT=3660, --build (rebuild),
//   BENCH_SERVER=build/server.mjs (another build's bundle, for a before/after comparison),
//   BENCH_ONLY=pages,searches,sorts,concurrent,exports (a subset of the sections; "dashboard":
//   the dashboard's row alone). Each row also gives the server's CPU ms per request.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  cpuMs,
  measureGet,
  percentile,
  PUBLIC_DURING_HEADERS,
  publicSummary,
  signIn,
  startServer,
  streamWithMemory,
  timeGet,
  timePublic as timePublicAt,
  waitFor,
} from "./volume/http.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUPS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3660);
const DATABASE_URL = process.env.DATABASE_URL ?? "sqlite:./data/volume.db";
// scripts/volume/seed.ts VOLUME_ADMIN: the account `npm run seed:volume` creates.
const ADMIN = { email: "volume-admin@learnova.example", password: "volume-bench-password-15" };
const SERVER = process.env.BENCH_SERVER ?? "build/server.mjs";
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? "pages,searches,sorts,concurrent,exports").split(","),
);
const TARGET = {
  list: 100,
  dashboard: 150,
  csvSeconds: 20,
  csvGrowthMiB: 64,
  /** A public page's p99 while an export streams, as a multiple of its p99 alone (issue 24). */
  publicDuringExport: 5,
};
/** The public page timed alone and during each export: cached, as most visitors get it. */
const PUBLIC_PAGE = "/courses";
/** Four admins browsing at once, each this many requests (issue 24). */
const ADMINS = 4;
/** How far the keyset lists (outbox, audit) are followed for their deep page. */
const KEYSET_DEPTH = 200;

/**
 * The lists and their filtered and deep pages. The filters' names are the sections' own
 * (docs/admin.md §2–§11: status and search; users also role and account type; audit person,
 * section, action, date; bookings also audience, course, assignee and the demo's dates); a
 * parameter a list does not know is ignored by its schema.
 */
const LISTS = [
  {
    path: "/admin/bookings",
    filtered: "?status=confirmed&audience=parent&q=sharma",
    paging: "offset",
  },
  { path: "/admin/messages", filtered: "?status=new&q=sharma", paging: "offset" },
  { path: "/admin/newsletter", filtered: "?status=active&q=gmail", paging: "offset" },
  { path: "/admin/users", filtered: "?role=user&accountType=parent&q=priya", paging: "offset" },
  { path: "/admin/outbox", filtered: "?status=failed&q=gmail", paging: "keyset" },
  { path: "/admin/audit", filtered: "?entity=message&action=message.reply", paging: "keyset" },
];
/**
 * Searches a trigram index cannot narrow (issue 24): one and two characters, a two-letter text
 * that matches nothing, and names in Chinese (two characters), Devanagari and Cyrillic.
 */
const SEARCHES = [
  { label: "one character", q: "a" },
  { label: "two letters, no match", q: "qx" },
  { label: "two letters", q: "li" },
  { label: "Chinese, two characters", q: "王伟" },
  { label: "Chinese, one character", q: "李" },
  { label: "Devanagari", q: "प्रिया" },
  { label: "Cyrillic, two letters", q: "Ол" },
];
const SEARCHED = [
  "/admin/bookings",
  "/admin/messages",
  "/admin/newsletter",
  "/admin/users",
  "/admin/outbox",
];
/** Every sort the offset lists offer (app/lib/admin/*-list.ts), with a filter for each. */
const SORTS = [
  { path: "/admin/bookings", sorts: ["booked", "demo", "name"], filter: "status=confirmed" },
  { path: "/admin/messages", sorts: ["received", "name"], filter: "status=replied" },
  { path: "/admin/newsletter", sorts: ["subscribed", "email"], filter: "status=active" },
  { path: "/admin/users", sorts: ["joined", "name", "email"], filter: "accountType=student" },
];
/** Deep pages for the sorts: page 2000 of the whole list, page 1000 of a filtered one. */
const SORT_DEPTH = { all: 2000, filtered: 1000 };
const EXPORTS = [
  { path: "/admin/bookings/export.csv", label: "bookings, all (~100,000 rows)" },
  { path: "/admin/newsletter/export.csv", label: "newsletter, all (~200,000 rows)" },
  { path: "/admin/newsletter/export.csv?status=active", label: "newsletter, active" },
  { path: "/admin/newsletter/export.csv?status=pending", label: "newsletter, pending (small)" },
  { path: "/admin/messages/export.csv", label: "messages, all" },
  { path: "/admin/users/export.csv", label: "users, all" },
  { path: "/admin/outbox/export.csv", label: "outbox, all" },
  { path: "/admin/audit/export.csv", label: "audit, all (~500,000 rows)" },
];

const base = `http://127.0.0.1:${PORT}`;
const ms = (t) => Number(t.toFixed(1));
/** p50/p95 of RUNS sequential requests after WARMUPS, or the status that stopped it. */
const measure = (url, cookie, pid) =>
  measureGet(url, cookie, { runs: RUNS, warmups: WARMUPS, pid });

/** The "Older →" link of a keyset page (rel="next" with an `after`), as an absolute path. */
function nextLink(path, html) {
  for (const tag of html.match(/<a\b[^>]*>/g) ?? []) {
    if (!/\brel="next"/.test(tag)) continue;
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&");
    if (href?.includes("after=")) return href.startsWith("?") ? `${path}${href}` : href;
  }
  return undefined;
}

/** Walks KEYSET_DEPTH pages of a keyset list: the page reached is its deep page. */
async function deepKeyset(path, cookie) {
  let url = path;
  for (let i = 0; i < KEYSET_DEPTH; i++) {
    const page = await timeGet(`${base}${url}`, cookie);
    if (page.status === 404 && i === 0) return { missing: "not built (pending merge)" };
    if (page.status !== 200) return { url };
    const next = nextLink(path, page.body);
    if (!next)
      return i === 0
        ? { missing: 'no "Older →" link (rel="next", after=) on the first page' }
        : { url };
    url = next;
  }
  return { url };
}

/** Streams one export to the end, counting rows, while watching the server's resident memory. */
async function measureExport(path, cookie, pid) {
  let done = false;
  const publicTimes = timePublic({ until: () => done });
  try {
    const result = await streamWithMemory(`${base}${path}`, cookie, pid);
    done = true;
    return { ...result, during: summary(await publicTimes) };
  } finally {
    done = true;
  }
}

const timePublic = (options) => timePublicAt(`${base}${PUBLIC_PAGE}`, options);
const summary = publicSummary;

/**
 * ADMINS admins at once, each requesting every URL of `urls` in turn (each from its own place in
 * the list), after one warm-up round: the p50/p95 of all their requests, for the lists and the
 * dashboard apart. Each admin goes round the whole list enough times that the dashboard, one URL
 * among them, is timed at least RUNS times in all (with the full bench's 94 URLs, 30 requests
 * per admin had timed it once).
 */
async function concurrentAdmins(urls, cookie, pid) {
  const times = { list: [], dashboard: [] };
  const failures = [];
  let cpuBefore;
  let timed = 0;
  await Promise.all(
    Array.from({ length: ADMINS }, async (_, admin) => {
      const timedPerAdmin = Math.max(RUNS, Math.ceil(RUNS / ADMINS) * urls.length);
      for (let i = -urls.length; i < timedPerAdmin; i++) {
        const url = urls[(i + urls.length + admin * 3) % urls.length];
        if (i === 0 && cpuBefore === undefined) cpuBefore = cpuMs(pid);
        if (i >= 0) timed++;
        const r = await timeGet(`${base}${url}`, cookie).catch((error) => ({
          status: `failed (${error.cause?.code ?? error.message})`,
        }));
        if (r.status !== 200) failures.push(`${url}: ${r.status}`);
        else if (i >= 0) times[url === "/admin" ? "dashboard" : "list"].push(r.ms);
      }
    }),
  );
  if (failures.length) console.log(`  ${failures.length} requests failed: ${failures[0]}`);
  // The server's CPU per request while the four browsed (from the first timed request on;
  // the others' last warm-ups overlap it slightly).
  const cpu = Number(((cpuMs(pid) - cpuBefore) / timed).toFixed(1));
  return Object.fromEntries(
    Object.entries(times).map(([k, v]) => {
      v.sort((a, b) => a - b);
      const n = failures.length ? `${v.length} (${failures.length} failed)` : v.length;
      return [k, { n, p50: ms(percentile(v, 50)), p95: ms(percentile(v, 95)), cpu }];
    }),
  );
}

const verdict = (value, limit) => (value < limit ? "PASS" : "FAIL");

function printRows(title, headers, rows) {
  console.log(`\n${title}\n`);
  console.log(`| ${headers.join(" | ")} |`);
  console.log(`| ${headers.map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

if (process.argv.includes("--build") || !existsSync(SERVER)) {
  console.log("Building (npm run build)…");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the build failed");
}

console.log(`Admin bench on ${DATABASE_URL.replace(/:\/\/[^@]*@/, "://…@")}, ${RUNS} runs per row`);
const server = startServer({ server: SERVER, port: PORT, databaseUrl: DATABASE_URL });
const pageRows = [];
const exportRows = [];
const concurrentRows = [];
const publicRows = [];
try {
  await waitFor(`${base}/healthz`, server);
  const cookie = await signIn(base, PORT, ADMIN).catch((error) => {
    throw new Error(`${error.message}: run \`npm run seed:volume\` on this database first`);
  });
  const check = await fetch(`${base}/admin`, { headers: { cookie }, redirect: "manual" });
  if (check.status !== 200) throw new Error(`signed in, /admin answered ${check.status}`);

  const browsed = [];
  const row = async (page, variant, path, target, documentOnly = false) => {
    browsed.push(path);
    const kinds = [
      ["document", path],
      [".data", path.replace(/^([^?]*)/, "$1.data")],
    ];
    for (const [kind, url] of documentOnly ? kinds.slice(0, 1) : kinds) {
      const r = await measure(`${base}${url}`, cookie, server.pid);
      const result =
        r.state === "ok"
          ? verdict(r.p95, target)
          : r.state === "not built"
            ? "pending merge"
            : "FAIL";
      pageRows.push([
        page,
        variant,
        kind,
        `\`${url}\``,
        r.p50 ?? "–",
        r.p95 ?? "–",
        r.cpu ?? "–",
        `< ${target}`,
        r.state === "ok" ? result : `${r.state} (${result})`,
      ]);
      console.log(
        `  ${page} ${variant} ${kind}: ${r.state === "ok" ? `p50 ${r.p50} ms, p95 ${r.p95} ms, CPU ${r.cpu} ms` : r.state}`,
      );
    }
  };

  if (ONLY.has("pages") || ONLY.has("dashboard"))
    await row("dashboard", "—", "/admin", TARGET.dashboard);
  for (const list of ONLY.has("pages") ? LISTS : []) {
    await row(list.path, "first page", list.path, TARGET.list);
    await row(list.path, "filtered", `${list.path}${list.filtered}`, TARGET.list);
    const deep =
      list.paging === "offset"
        ? { url: `${list.path}?page=2000` }
        : await deepKeyset(list.path, cookie);
    if (deep.url) {
      const variant =
        list.paging === "offset" ? "deep (page 2000)" : `deep (${KEYSET_DEPTH} pages on)`;
      await row(list.path, variant, deep.url, TARGET.list);
    } else {
      pageRows.push([
        list.path,
        "deep",
        "document",
        "—",
        "–",
        "–",
        "–",
        `< ${TARGET.list}`,
        deep.missing,
      ]);
    }
  }

  if (ONLY.has("searches")) {
    for (const path of SEARCHED) {
      for (const search of SEARCHES) {
        const url = `${path}?q=${encodeURIComponent(search.q)}`;
        await row(path, `search: ${search.label} "${search.q}"`, url, TARGET.list, true);
      }
    }
  }
  if (ONLY.has("sorts")) {
    for (const list of SORTS) {
      for (const sort of list.sorts) {
        for (const dir of ["asc", "desc"]) {
          const all = `${list.path}?sort=${sort}&dir=${dir}&page=${SORT_DEPTH.all}`;
          await row(
            list.path,
            `sort ${sort} ${dir}, page ${SORT_DEPTH.all}`,
            all,
            TARGET.list,
            true,
          );
          const filtered = `${list.path}?${list.filter}&sort=${sort}&dir=${dir}&page=${SORT_DEPTH.filtered}`;
          await row(
            list.path,
            `${list.filter}, sort ${sort} ${dir}, page ${SORT_DEPTH.filtered}`,
            filtered,
            TARGET.list,
            true,
          );
        }
      }
    }
  }
  if (ONLY.has("concurrent")) {
    const urls = browsed.some((p) => p !== "/admin")
      ? [...new Set(["/admin", ...browsed])]
      : ["/admin", ...LISTS.flatMap((l) => [l.path, `${l.path}${l.filtered}`])];
    const r = await concurrentAdmins(urls, cookie, server.pid);
    for (const [kind, target] of [
      ["list", TARGET.list],
      ["dashboard", TARGET.dashboard],
    ]) {
      concurrentRows.push([
        `${ADMINS} admins at once: ${kind === "list" ? "list pages" : "the dashboard"}`,
        `${urls.length} URLs in turn`,
        r[kind].n,
        r[kind].p50,
        r[kind].p95,
        r[kind].cpu,
        `< ${target}`,
        verdict(r[kind].p95, target),
      ]);
      console.log(
        `  ${ADMINS} admins, ${kind}: p50 ${r[kind].p50} ms, p95 ${r[kind].p95} ms (server CPU ${r[kind].cpu} ms per request, lists and dashboard together)`,
      );
    }
  }

  for (const exp of ONLY.has("exports") ? EXPORTS : []) {
    await timePublic({ count: 20 }); // warm-up
    const alone = summary(await timePublic({ count: 300 }));
    const r = await measureExport(exp.path, cookie, server.pid);
    if (r.status === 200) {
      const limit = Math.max(alone.p99, 1) * TARGET.publicDuringExport;
      publicRows.push([
        exp.label,
        `${alone.p50} / ${alone.p99} (${alone.n})`,
        `${r.during.p50} / ${r.during.p99} (${r.during.n})`,
        `${(r.during.p99 / alone.p99).toFixed(1)}×`,
        `≤ ${TARGET.publicDuringExport}×`,
        r.during.p99 <= limit && r.during.failed === 0 ? "PASS" : "FAIL",
      ]);
      console.log(
        `  ${PUBLIC_PAGE} alone p50/p99 ${alone.p50}/${alone.p99} ms; during ${exp.label} ${r.during.p50}/${r.during.p99} ms (${r.during.n} requests)`,
      );
    }
    if (r.status !== 200) {
      exportRows.push([
        exp.label,
        `\`${exp.path}\``,
        "–",
        "–",
        "–",
        "–",
        r.status === 404 ? "not built (pending merge)" : `HTTP ${r.status}`,
      ]);
      console.log(`  export ${exp.label}: ${r.status === 404 ? "not built" : `HTTP ${r.status}`}`);
      continue;
    }
    const growth = r.peak - r.before;
    const pass = r.seconds < TARGET.csvSeconds && growth < TARGET.csvGrowthMiB ? "PASS" : "FAIL";
    exportRows.push([
      exp.label,
      `\`${exp.path}\``,
      Math.max(0, r.lines - 1).toLocaleString("en"),
      r.seconds.toFixed(2),
      `${r.before.toFixed(0)} → ${r.peak.toFixed(0)}`,
      growth.toFixed(0),
      pass,
    ]);
    console.log(
      `  export ${exp.label}: ${r.lines - 1} rows in ${r.seconds.toFixed(2)} s, RSS ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MiB`,
    );
  }
} catch (error) {
  console.error(`\nThe bench stopped: ${error.message} ${error.cause?.message ?? ""}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
}

printRows(
  `Admin pages: server time in ms (wall time on localhost, ${RUNS} sequential requests after ${WARMUPS} warm-ups)`,
  ["page", "variant", "as", "URL", "p50", "p95", "server CPU ms/request", "target p95", "result"],
  pageRows,
);
printRows(
  `CSV exports (targets: under ${TARGET.csvSeconds} s, server memory growing less than ${TARGET.csvGrowthMiB} MiB)`,
  ["export", "URL", "rows", "seconds", "server RSS MiB (before → peak)", "growth MiB", "result"],
  exportRows,
);
printRows(
  `Admins at once (${ADMINS} admins, each round the URLs in turn after a warm-up round, until the dashboard is timed at least ${RUNS} times)`,
  ["case", "URLs", "requests", "p50", "p95", "server CPU ms/request (all)", "target p95", "result"],
  concurrentRows,
);
printRows(
  `A public page (${PUBLIC_PAGE}, cached) alone and while each export streams, sequential requests: ms`,
  PUBLIC_DURING_HEADERS,
  publicRows,
);
process.exitCode = 0;
