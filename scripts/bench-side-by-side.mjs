// `node scripts/bench-side-by-side.mjs <other build's server.mjs>` (by hand, on the production
// build): this build and another measured AT THE SAME TIME, each at the same fixed rate, on the
// cached landing and the signed-in landing. On a machine others share, `npm run bench` measures
// the two builds seconds apart and its figures swing more between runs than between builds
// (docs/performance.md §10.7); here both servers see the same load of the machine at the same
// instant, so their CPU per request compares like with like. Prints, per row and build, the
// answers per second, p99 and the server's CPU ms a request.
// BENCH_RATE (requests/s per server, default 1000), BENCH_SECONDS (default 10), BENCH_PORT.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "./volume/http.mjs";

const OTHER = process.argv[2];
if (!OTHER) throw new Error("usage: node scripts/bench-side-by-side.mjs <other server.mjs>");
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3650);
const CONNECTIONS = 16;
const dir = mkdtempSync(join(tmpdir(), "learnova-side-by-side-"));

/** User + system CPU of a process so far, in ms (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startServer(bundle, port, database) {
  return spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: `sqlite:${join(dir, database)}`,
      BETTER_AUTH_SECRET: "Bench9x2Lq7Wm4Zr8Tp3Vn6Ks1Hd5Fg0Yc",
      RATE_LIMIT_MULTIPLIER: "1000000",
      METRICS_TOKEN: "bench-metrics-token-0123456789",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A learner signed up on this server (each has its own database); returns the cookie. */
async function signUp(base, port) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
    body: JSON.stringify({
      name: "Bench Learner",
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password-42",
      accountType: "student",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

/** Warms a server's cached and role copies until both answer from the cache, compressed. */
async function warm(base, cookie) {
  for (let tries = 0; tries < 100; tries++) {
    const anonymous = await fetch(`${base}/`, { headers: browser });
    await anonymous.arrayBuffer();
    const signedIn = await fetch(`${base}/`, { headers: { ...browser, cookie } });
    await signedIn.arrayBuffer();
    if (
      anonymous.headers.get("x-cache") === "HIT" &&
      signedIn.headers.get("x-cache") === "HIT" &&
      signedIn.headers.get("cache-control") === "private, no-store"
    ) {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base}: the landing page was not served from the cache`);
}

function load(url, headers) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        headers,
        duration: DURATION,
        connections: CONNECTIONS,
        overallRate: RATE,
        setupClient: (client) => (client.pipelinedRequests.addBody = () => {}),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
}

const builds = [
  { label: "this build", bundle: "build/server.mjs", port: PORT, database: "this.db" },
  { label: "other build", bundle: OTHER, port: PORT + 1, database: "other.db" },
];
const servers = builds.map((b) => startServer(b.bundle, b.port, b.database));
try {
  for (const [i, b] of builds.entries()) {
    b.base = `http://127.0.0.1:${b.port}`;
    await waitFor(`${b.base}/healthz`, servers[i]);
    b.cookie = await signUp(b.base, b.port);
    await warm(b.base, b.cookie);
  }
  const load1 = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(`${DURATION}s per row, ${RATE} req/s per server, load average ${load1}\n`);
  console.log("| row | build | answers/s | p99 ms | server CPU ms/req | errors |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const [row, signedIn] of [
    ["cached landing /", false],
    ["signed in /", true],
  ]) {
    const before = servers.map((s) => cpuMs(s.pid));
    const results = await Promise.all(
      builds.map((b) => load(`${b.base}/`, signedIn ? { ...browser, cookie: b.cookie } : browser)),
    );
    results.forEach((r, i) => {
      const cpu = (cpuMs(servers[i].pid) - before[i]) / Math.max(1, r.requests.total);
      const bad = r.errors + r.timeouts + r.non2xx;
      console.log(
        `| ${row} | ${builds[i].label} | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${cpu.toFixed(3)} | ${bad} |`,
      );
    });
  }
} finally {
  for (const s of servers) {
    s.kill("SIGTERM");
    await new Promise((r) => s.once("exit", r));
  }
  rmSync(dir, { recursive: true, force: true });
}
