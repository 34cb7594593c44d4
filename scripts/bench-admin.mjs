// `npm run bench:admin` (by hand, after `npm run seed:volume`; not in CI): the admin panel at
// the volume of docs/admin.md "Scale and speed". Starts the production server in its own process
// (decision 0008) on the volume database (DATABASE_URL, else sqlite:./data/volume.db), signs in as
// the volume seed's admin, and times each admin list (first page, a filtered page, a deep page),
// the dashboard and the CSV exports (time, and the server's peak memory while streaming). Prints
// p50/p95 per row with PASS/FAIL against that section's targets; always exits 0. Pages answering
// 404 are "not built".
//   BENCH_RUNS=30 (timed requests per row, after 3 warm-ups), BENCH_PORT=3660, --build (rebuild)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUPS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3660);
const DATABASE_URL = process.env.DATABASE_URL ?? "sqlite:./data/volume.db";
// scripts/volume/seed.ts VOLUME_ADMIN: the account `npm run seed:volume` creates.
const ADMIN = { email: "volume-admin@learnova.example", password: "volume-bench-password-15" };
const TARGET = { list: 100, dashboard: 150, csvSeconds: 20, csvGrowthMiB: 64 };
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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeGet(url, cookie) {
  const t = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - t, body };
}

/** p50/p95 of RUNS sequential requests after WARMUPS, or the status that stopped it. */
async function measure(url, cookie) {
  const first = await timeGet(url, cookie);
  if (first.status === 404) return { state: "not built" };
  if (first.status !== 200) return { state: `HTTP ${first.status}` };
  for (let i = 1; i < WARMUPS; i++) await timeGet(url, cookie);
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push((await timeGet(url, cookie)).ms);
  times.sort((a, b) => a - b);
  return { state: "ok", p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)) };
}

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

function vm(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(
    new RegExp(`^${field}:\\s+(\\d+)`, "m"),
  );
  return line ? Number(line[1]) / 1024 : NaN; // MiB
}

/** Streams one export to the end, counting rows, while watching the server's resident memory. */
async function measureExport(path, cookie, pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM, where the kernel allows it
  } catch {}
  const before = vm(pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, vm(pid, "VmRSS"))), 10);
  const t = performance.now();
  try {
    const result = await new Promise((resolve, reject) => {
      httpGet(`${base}${path}`, { headers: { cookie } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on("data", (chunk) => {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        });
        res.on("end", () => resolve({ status: res.statusCode, bytes, lines }));
        res.on("error", reject);
      }).on("error", reject);
    });
    const seconds = (performance.now() - t) / 1000;
    peak = Math.max(peak, vm(pid, "VmRSS"), vm(pid, "VmHWM"));
    return { ...result, seconds, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

async function signIn() {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${PORT}` },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) {
    throw new Error(
      `signing in as ${ADMIN.email} failed (${res.status}): run \`npm run seed:volume\` on this database first`,
    );
  }
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function startServer() {
  const child = spawn(process.execPath, ["build/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_URL: `http://localhost:${PORT}`,
      DATABASE_URL,
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "Volume7Kq2Wm9Rt4Zx8Pn3Ls6Hd1Fg5Yc0B",
      RATE_LIMIT_MULTIPLIER: "1000000",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitFor(url, child, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}

const verdict = (value, limit) => (value < limit ? "PASS" : "FAIL");

function printRows(title, headers, rows) {
  console.log(`\n${title}\n`);
  console.log(`| ${headers.join(" | ")} |`);
  console.log(`| ${headers.map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

if (process.argv.includes("--build") || !existsSync("build/server.mjs")) {
  console.log("Building (npm run build)…");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the build failed");
}

console.log(`Admin bench on ${DATABASE_URL.replace(/:\/\/[^@]*@/, "://…@")}, ${RUNS} runs per row`);
const server = startServer();
const pageRows = [];
const exportRows = [];
try {
  await waitFor(`${base}/healthz`, server);
  const cookie = await signIn();
  const check = await fetch(`${base}/admin`, { headers: { cookie }, redirect: "manual" });
  if (check.status !== 200) throw new Error(`signed in, /admin answered ${check.status}`);

  const row = async (page, variant, path, target) => {
    for (const [kind, url] of [
      ["document", path],
      [".data", path.replace(/^([^?]*)/, "$1.data")],
    ]) {
      const r = await measure(`${base}${url}`, cookie);
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
        `< ${target}`,
        r.state === "ok" ? result : `${r.state} (${result})`,
      ]);
      console.log(
        `  ${page} ${variant} ${kind}: ${r.state === "ok" ? `p50 ${r.p50} ms, p95 ${r.p95} ms` : r.state}`,
      );
    }
  };

  await row("dashboard", "—", "/admin", TARGET.dashboard);
  for (const list of LISTS) {
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
        `< ${TARGET.list}`,
        deep.missing,
      ]);
    }
  }

  for (const exp of EXPORTS) {
    const r = await measureExport(exp.path, cookie, server.pid);
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
  console.error(`\nThe bench stopped: ${error.message}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
}

printRows(
  `Admin pages: server time in ms (wall time on localhost, ${RUNS} sequential requests after ${WARMUPS} warm-ups)`,
  ["page", "variant", "as", "URL", "p50", "p95", "target p95", "result"],
  pageRows,
);
printRows(
  `CSV exports (targets: under ${TARGET.csvSeconds} s, server memory growing less than ${TARGET.csvGrowthMiB} MiB)`,
  ["export", "URL", "rows", "seconds", "server RSS MiB (before → peak)", "growth MiB", "result"],
  exportRows,
);
process.exitCode = 0;
