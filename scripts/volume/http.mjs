// What the HTTP benches share (scripts/bench.mjs, scripts/bench-side-by-side.mjs,
// scripts/bench-admin.mjs, scripts/bench-classes.ts): the production server started in its own
// process (decision 0008), waiting for it to answer, signing in through Better Auth's own
// endpoint, timed sequential GETs, and a streamed download with the server's resident memory
// sampled from /proc.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";

/** The value at percentile p of an ascending list (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Starts `server` (a build's server.mjs) on `port` with `databaseUrl`; stderr is passed on. */
export function startServer({ server, port, databaseUrl }) {
  return spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "Volume7Kq2Wm9Rt4Zx8Pn3Ls6Hd1Fg5Yc0B",
      RATE_LIMIT_MULTIPLIER: "1000000",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Waits until `url` answers 200, or throws when the server exits or `ms` pass. */
export async function waitFor(url, child, ms = 120_000) {
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

/** Stops the server it started and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
}

/** Signs in with e-mail and password; the session cookies as one Cookie header. */
export async function signIn(base, port, credentials) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`signing in as ${credentials.email} failed (${res.status})`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function timeGet(url, cookie) {
  const t = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - t, body };
}

/** A process's CPU time so far (user + system), in ms, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * p50/p95 of `runs` sequential GETs after `warmups`, or the status that stopped it; with the
 * server's `pid`, also its CPU time per request (ms): on a shared, loaded machine wall times
 * swing with other people's work, the CPU a request costs much less.
 */
export async function measureGet(url, cookie, { runs, warmups, pid }) {
  const first = await timeGet(url, cookie);
  if (first.status === 404) return { state: "not built" };
  if (first.status !== 200) return { state: `HTTP ${first.status}` };
  for (let i = 1; i < warmups; i++) await timeGet(url, cookie);
  const times = [];
  const cpuBefore = pid ? cpuMs(pid) : 0;
  for (let i = 0; i < runs; i++) times.push((await timeGet(url, cookie)).ms);
  const cpu = pid ? (cpuMs(pid) - cpuBefore) / runs : undefined;
  times.sort((a, b) => a - b);
  const round = (t) => Number(t.toFixed(1));
  return {
    state: "ok",
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    cpu: cpu === undefined ? undefined : round(cpu),
  };
}

/** A /proc/<pid>/status size in MiB (VmRSS, VmHWM). */
export function vmMiB(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(
    new RegExp(`^${field}:\\s+(\\d+)`, "m"),
  );
  return line ? Number(line[1]) / 1024 : NaN;
}

/**
 * Streams `url` to the end, counting bytes and lines, while sampling the server's resident
 * memory every 10 ms (and its high-water mark, reset first where the kernel allows it).
 */
export async function streamWithMemory(url, cookie, pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {}
  const before = vmMiB(pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, vmMiB(pid, "VmRSS"))), 10);
  const t = performance.now();
  try {
    const result = await new Promise((resolve, reject) => {
      httpGet(url, { headers: { cookie } }, (res) => {
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
    peak = Math.max(peak, vmMiB(pid, "VmRSS"), vmMiB(pid, "VmHWM"));
    return { ...result, seconds: (performance.now() - t) / 1000, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Sequential GETs of `url` (a public page: no cookie) until `until()` says stop or `count` are
 * done: their times in ms, ascending, with `failed` counting requests that failed (a keep-alive
 * connection the server closed while it was held is a failed visit; the next opens a new one).
 */
export async function timePublic(url, { count = Infinity, until = () => false } = {}) {
  const times = [];
  times.failed = 0;
  while (times.length < count && !until()) {
    const t = performance.now();
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - t);
    } catch {
      times.failed++;
    }
  }
  return times.sort((a, b) => a - b);
}

/** The columns of the benches' "a public page alone and during each export" tables. */
export const PUBLIC_DURING_HEADERS = [
  "export",
  "alone p50 / p99 (n)",
  "during p50 / p99 (n)",
  "p99 during ÷ alone",
  "target",
  "result",
];

/** p50 and p99 of timePublic's times, and how many (with the failures). */
export function publicSummary(sorted) {
  const round = (t) => Number(t.toFixed(1));
  return {
    failed: sorted.failed ?? 0,
    n: sorted.failed ? `${sorted.length}, ${sorted.failed} failed` : sorted.length,
    p50: sorted.length ? round(percentile(sorted, 50)) : NaN,
    p99: sorted.length ? round(percentile(sorted, 99)) : NaN,
  };
}
