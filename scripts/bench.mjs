// `npm run bench`: one run measuring a bare node:http server (this machine's ceiling), then
// the production server: cached landing page, uncached landing page, /courses, and the
// sendContactMessage function. Prints req/s, p99 and each figure's ratio to the bare server.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const PORT = 3650;

/**
 * autocannon appends every response body to a string (`body += chunk`), decoding it as UTF-8.
 * On compressed pages that decoding, not the server, becomes the limit: with it, a bare server
 * sending 20 KB of Brotli reached 0.07–0.2× of the bare "ok" server; without it, 0.9×. The bench
 * verifies no bodies, so each connection only counts the bytes (they still cross the socket and
 * go through autocannon's HTTP parser).
 */
function countBytesOnly(client) {
  client.pipelinedRequests.addBody = () => {};
}

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon(
      { duration: DURATION, connections: CONNECTIONS, setupClient: countBytesOnly, ...opts },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
}

/** A GET that keeps the body as sent (fetch would decompress it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

async function waitFor(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

// 1. The ceiling: a bare node:http server on this machine.
const bare = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("ok");
});
await new Promise((r) => bare.listen(PORT - 1, "127.0.0.1", r));
const bareResult = await run({ url: `http://127.0.0.1:${PORT - 1}/` });
await new Promise((r) => bare.close(r));

// 2. The production server on a fresh SQLite database, rate limits raised for the run.
const dir = mkdtempSync(join(tmpdir(), "learnova-bench-"));
const server = spawn(process.execPath, ["build/server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    SITE_URL: `http://localhost:${PORT}`,
    DATABASE_URL: `sqlite:${join(dir, "bench.db")}`,
    BETTER_AUTH_SECRET: "Bench9x2Lq7Wm4Zr8Tp3Vn6Ks1Hd5Fg0Yc",
    RATE_LIMIT_MULTIPLIER: "1000000",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
const results = [];
try {
  await waitFor(`${base}/healthz`);
  await fetch(`${base}/`); // warm the cache and the JIT
  // Pages are requested as a browser does, accepting compressed answers.
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  // An unknown session cookie skips the anonymous cache but still renders the public page.
  const uncached = { ...browser, cookie: "better-auth.session_token=bench-no-such-session" };
  // The cache compresses a page in the background after storing it.
  await new Promise((r) => setTimeout(r, 500));
  // The same bytes from a bare server: what sending the page alone costs on this machine.
  const page = await rawGet(`${base}/`, browser);
  const bytes = page.body;
  const sameBytes = createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "text/html",
      "content-encoding": page.headers["content-encoding"] ?? "identity",
    });
    res.end(bytes);
  });
  await new Promise((r) => sameBytes.listen(PORT - 2, "127.0.0.1", r));
  results.push([
    `bare node:http, same ${(bytes.length / 1024).toFixed(1)} KB`,
    await run({ url: `http://127.0.0.1:${PORT - 2}/` }),
  ]);
  await new Promise((r) => sameBytes.close(r));
  results.push(["cached landing /", await run({ url: `${base}/`, headers: browser })]);
  results.push(["uncached landing /", await run({ url: `${base}/`, headers: uncached })]);
  results.push(["uncached /courses", await run({ url: `${base}/courses`, headers: uncached })]);
  results.push([
    "sendContactMessage",
    await run({
      url: `${base}/api/functions/sendContactMessage`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        data: {
          name: "Bench Mark",
          email: "bench@example.com",
          message: "A benchmark message, ten+ chars.",
        },
      }),
    }),
  ]);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}

const targets = {
  "cached landing /": { ratio: 0.5 },
  "uncached landing /": { ratio: 1 / 40 },
  "uncached /courses": {},
  sendContactMessage: { ratio: 0.15, p99: 50 },
};
const rps = (r) => r.requests.average;
const rows = [["bare node:http", bareResult], ...results];
let ok = true;
console.log(`\n${DURATION}s per run, ${CONNECTIONS} connections, ${new Date().toISOString()}\n`);
console.log("| target | req/s | p99 ms | × bare | errors | goal |");
console.log("|---|---:|---:|---:|---:|---|");
for (const [name, r] of rows) {
  const ratio = rps(r) / rps(bareResult);
  const t = targets[name] ?? {};
  const bad = r.errors + r.non2xx;
  const pass =
    (t.ratio === undefined || ratio >= t.ratio) &&
    (t.p99 === undefined || r.latency.p99 < t.p99) &&
    bad === 0;
  if (!pass) ok = false;
  const goal = [
    t.ratio !== undefined ? `≥ ${t.ratio.toFixed(3)}× bare` : "",
    t.p99 !== undefined ? `p99 < ${t.p99} ms` : "",
  ]
    .filter(Boolean)
    .join(", ");
  console.log(
    `| ${name} | ${Math.round(rps(r))} | ${r.latency.p99} | ${ratio.toFixed(3)} | ${bad} | ${goal ? `${goal} ${pass ? "✓" : "✗"}` : "—"} |`,
  );
}
console.log(ok ? "\nAll bench targets met." : "\nSome bench targets were missed.");
process.exit(ok ? 0 : 1);
