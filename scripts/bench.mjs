// `npm run bench` (by hand, on the production build; not in CI). Every server runs in its own
// process, as the app does, so the load generator never shares a process with what it
// measures (docs/decisions/0008-measuring-on-a-shared-two-core-machine.md):
//   1. bare node:http answering "ok", and bare node:http sending the cached landing page's bytes;
//   2. the production server: cached landing (anonymous), uncached landing and /courses, the
//      sendContactMessage function, and, signed in as a learner who signed up through the API,
//      the landing, a course page, the three learner pages and /account-settings.
// Prints req/s and p99 per row and the cached landing's ratio to both bare servers.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
/** The app listens on PORT; the bare servers, one after the other, on PORT + 1. */
const PORT = Number(process.env.BENCH_PORT ?? 3650);
const BARE_SERVER = fileURLToPath(new URL("./support/bare-server.mjs", import.meta.url));

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
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
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

/** Runs a bare server (scripts/support/bare-server.mjs) in its own process while `measure` runs. */
async function withBareServer(port, args, measure) {
  const child = spawn(process.execPath, [BARE_SERVER, String(port), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  try {
    return await measure(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

/** Signs a learner up through the API, as the sign-up form does; returns the session cookie. */
async function signUpLearner(base) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    // Better Auth accepts the site's own origin (SITE_URL), not 127.0.0.1.
    headers: { "content-type": "application/json", origin: `http://localhost:${PORT}` },
    body: JSON.stringify({
      name: "Bench Learner",
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password-42",
      accountType: "student",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error("sign-up set no session cookie");
  return cookie;
}

// 1. The production server on a fresh SQLite database, rate limits raised for the run, metrics
// on (as in production) so their cost is in the figures.
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
    METRICS_TOKEN: "bench-metrics-token-0123456789",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
const results = new Map();
let bytes;
try {
  await waitFor(`${base}/healthz`);
  // Pages are requested as a browser does, accepting compressed answers.
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  await fetch(`${base}/`, { headers: browser }); // warm the cache and the JIT
  // The cache compresses a page in the background after storing it: wait for the compressed
  // copy, which is what browsers get (a busy machine takes longer than an idle one).
  let page;
  for (let tries = 0; ; tries++) {
    page = await rawGet(`${base}/`, browser);
    if (page.headers["x-cache"] === "HIT" && page.headers["content-encoding"]) break;
    if (tries === 100) throw new Error("the landing page was not cached and compressed");
    await new Promise((r) => setTimeout(r, 100));
  }
  bytes = page.body;
  // A learner for the signed-in rows, checked before anything is measured.
  const cookie = await signUpLearner(base);
  const catalogue = await (await fetch(`${base}/courses`)).text();
  const course = /href="(\/courses\/[a-z0-9-]+)"/.exec(catalogue)?.[1];
  if (!course) throw new Error("no course link on /courses");
  const signedInPages = [
    "/",
    course,
    "/subscribed-courses",
    "/upcoming-courses",
    "/completed-courses",
    "/account-settings",
  ];
  for (const path of signedInPages) {
    const check = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
    if (check.status !== 200) throw new Error(`signed in, ${path} answered ${check.status}`);
  }

  // 2. The ceilings, each bare server in its own process: answering "ok", and sending exactly
  // the bytes (and encoding) of the cached landing page.
  results.set(
    "bare node:http, tiny body",
    await withBareServer(PORT + 1, [], (url) => run({ url })),
  );
  const bodyFile = join(dir, "landing.body");
  writeFileSync(bodyFile, bytes);
  const encoding = page.headers["content-encoding"] ?? "identity";
  results.set(
    "bare node:http, same bytes",
    await withBareServer(PORT + 1, [bodyFile, encoding], (url) => run({ url })),
  );

  // 3. The app.
  // An unknown session cookie skips the anonymous cache but still renders the public page.
  const uncached = { ...browser, cookie: "better-auth.session_token=bench-no-such-session" };
  results.set("cached landing /", await run({ url: `${base}/`, headers: browser }));
  results.set("uncached landing /", await run({ url: `${base}/`, headers: uncached }));
  results.set("uncached /courses", await run({ url: `${base}/courses`, headers: uncached }));
  results.set(
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
  );

  // 4. Signed in: every page is rendered for its visitor.
  for (const path of signedInPages) {
    results.set(
      `signed in ${path}`,
      await run({ url: `${base}${path}`, headers: { ...browser, cookie } }),
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}

// Only the cached landing has a target now. The uncached landing (1/40 of bare) and the contact
// call (0.15× of bare) targets were retired in issue 14; their figures are still printed.
const CACHED_TARGET = 0.5;
const rps = (r) => r.requests.average;
const tiny = rps(results.get("bare node:http, tiny body"));
const same = rps(results.get("bare node:http, same bytes"));
let ok = true;
console.log(`\n${DURATION}s per run, ${CONNECTIONS} connections, ${new Date().toISOString()}`);
console.log(`cached landing page: ${(bytes.length / 1024).toFixed(1)} KB as sent\n`);
console.log("| row | req/s | p99 ms | × bare tiny | × bare same bytes | errors | goal |");
console.log("|---|---:|---:|---:|---:|---:|---|");
for (const [name, r] of results) {
  const bad = r.errors + r.timeouts + r.non2xx;
  let goal = "—";
  if (name === "cached landing /") {
    const met = rps(r) / tiny >= CACHED_TARGET;
    goal = `≥ ${CACHED_TARGET}× bare tiny ${met ? "✓" : "✗"}`;
    if (!met) ok = false;
  }
  if (bad > 0) ok = false;
  console.log(
    `| ${name} | ${Math.round(rps(r))} | ${r.latency.p99} | ${(rps(r) / tiny).toFixed(3)} | ${(rps(r) / same).toFixed(3)} | ${bad} | ${goal} |`,
  );
}
console.log(
  ok ? "\nAll bench targets met, no errors." : "\nA target was missed or a row had errors.",
);
process.exit(ok ? 0 : 1);
