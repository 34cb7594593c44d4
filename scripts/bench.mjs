// `npm run bench` (by hand, on the production build; not in CI). Every server runs in its own
// process, as the app does, so the load generator never shares a process with what it
// measures (docs/decisions/0008-measuring-on-a-shared-two-core-machine.md):
//   1. bare node:http answering "ok", and bare node:http sending the cached landing page's bytes;
//   2. the production server: cached landing (anonymous), uncached landing and /courses, the
//      sendContactMessage function, and, signed in as a learner who signed up through the API,
//      the landing, a course page, the three learner pages and /account-settings.
// Prints req/s, p99 and the server's CPU ms per request per row, and the cached landing's ratio
// to both bare servers. BENCH_SERVER=<another build's server.mjs> runs that build too, on the same
// database (PORT + 2), and measures every app row on both, side by side in one run.
// BENCH_ONLY=<regular expression> measures only the app rows whose name matches (no bare rows), and
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>" starts the app servers with those options:
// together, a profile of one kind of page.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import SQLite from "better-sqlite3";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { waitFor } from "./volume/http.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
/** The app listens on PORT; the bare servers, one after the other, on PORT + 1. */
const PORT = Number(process.env.BENCH_PORT ?? 3650);
/** Another build to compare with (its build/server.mjs), on the same database. */
const OTHER_SERVER = process.env.BENCH_SERVER;
const OTHER_PORT = PORT + 2;
/** Only the app rows whose name matches this (and no bare rows): for profiling one page. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/** Node options for the app servers only, such as `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
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

/** User + system CPU of a process so far, in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** A row measured with the CPU the server process spent on it. */
async function runOn(pid, opts) {
  const before = cpuMs(pid);
  const result = await run(opts);
  result.cpuPerRequest = (cpuMs(pid) - before) / Math.max(1, result.requests.total);
  return result;
}

/** Headers Node's server writes itself on every answer. */
const NODE_OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

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

/**
 * Makes the bench learner a realistic one (issue 28): enrolled through the course page's own
 * form in every course with an open class group and in two courses without one (upcoming), and
 * then, as the class groups' lifecycle would have it, placed in a running group with its held
 * classes marked (subscribed) and in two completed courses, one of them through a finished
 * group with marks. The last part is written into the bench's own fresh database: a learner
 * cannot join a running group, and a group finishes over weeks. Returns the counts by status.
 *
 * The form posts go to the address the bench talks to (127.0.0.1) with that address as their
 * origin: React Router refuses an action whose Origin is not the request URL's origin (until
 * session 14 the bench sent the site's `localhost` origin, and every post was a 400).
 */
async function enrolLearner(base, cookie, dbFile) {
  const db = new SQLite(dbFile);
  const withGroups = db
    .prepare(
      `select c.id, c.slug, min(g.id) as cohortId from course c join cohort g on g.courseId = c.id
       where g.status = 'open' and g.seatsTaken < g.capacity group by c.id order by c.id limit 4`,
    )
    .all();
  const without = db
    .prepare(
      `select id, slug from course c where published = 1 and not exists
       (select 1 from cohort g where g.courseId = c.id) order by id limit 2`,
    )
    .all();
  let refused = 0;
  for (const course of [...withGroups, ...without]) {
    const form = new URLSearchParams({ intent: "enroll", courseId: String(course.id) });
    if (course.cohortId) form.set("cohortId", String(course.cohortId));
    const res = await fetch(`${base}/courses/${course.slug}`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    if (res.status >= 400) refused++;
  }
  if (refused > 0) throw new Error(`${refused} of the bench learner's enrolment posts failed`);
  const { userId } = db
    .prepare(`select userId from enrollment order by createdAt desc limit 1`)
    .get();
  const now = new Date().toISOString();
  let n = 0;
  const id = (what) => `bench-${what}-${++n}`;
  const enrol = db.prepare(
    `insert into enrollment (id, userId, courseId, status, createdAt, updatedAt)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const place = db.prepare(
    `insert into cohortMember (id, cohortId, enrollmentId, status, placedAt, leftAt)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const mark = db.prepare(
    `insert into attendance (sessionId, cohortMemberId, status, markedAt) values (?, ?, ?, ?)`,
  );
  const marks = ["present", "present", "late", "absent", "present", "excused"];
  const markHeld = (cohortId, memberId) => {
    const held = db
      .prepare(`select id, endsAt from classSession where cohortId = ? and status = 'held'`)
      .all(cohortId);
    held.forEach((s, i) => mark.run(s.id, memberId, marks[i % marks.length], s.endsAt));
  };
  db.transaction(() => {
    // A running group of a course the learner is not in yet: subscribed, its held classes marked.
    const running = db
      .prepare(
        `select g.id, g.courseId from cohort g where g.status = 'running' and not exists
         (select 1 from enrollment e where e.courseId = g.courseId and e.userId = ?)
         order by g.id limit 1`,
      )
      .get(userId);
    if (running) {
      const enrollmentId = id("enrollment");
      enrol.run(enrollmentId, userId, running.courseId, "subscribed", now, now);
      const memberId = id("member");
      place.run(memberId, running.id, enrollmentId, "active", now, null);
      db.prepare(`update cohort set seatsTaken = seatsTaken + 1 where id = ?`).run(running.id);
      markHeld(running.id, memberId);
    }
    // Two completed courses: one through a finished group of six held classes, one without.
    const free = db
      .prepare(
        `select id, title from course c where published = 1 and not exists
         (select 1 from enrollment e where e.courseId = c.id and e.userId = ?)
         and not exists (select 1 from cohort g where g.courseId = c.id) order by id limit 2`,
      )
      .all(userId);
    free.forEach((course, i) => {
      const enrollmentId = id("enrollment");
      enrol.run(enrollmentId, userId, course.id, "completed", now, now);
      if (i > 0) return;
      const cohortId = id("cohort");
      db.prepare(
        `insert into cohort (id, courseId, name, anchorZone, capacity, seatsTaken, startDate,
         status, createdAt, updatedAt) values (?, ?, ?, 'Asia/Kolkata', 12, 0, ?, 'completed', ?, ?)`,
      ).run(cohortId, course.id, `${course.title} · Thu 17:00 IST`, "2026-09-03", now, now);
      for (let week = 0; week < 6; week++) {
        const start = new Date(Date.UTC(2026, 8, 3 + 7 * week, 11, 30));
        db.prepare(
          `insert into classSession (id, cohortId, occurrenceKey, startsAt, endsAt, status,
           createdAt, updatedAt) values (?, ?, ?, ?, ?, 'held', ?, ?)`,
        ).run(
          id("session"),
          cohortId,
          start.toISOString().slice(0, 10),
          start.toISOString(),
          new Date(start.getTime() + 3_600_000).toISOString(),
          now,
          now,
        );
      }
      const memberId = id("member");
      place.run(memberId, cohortId, enrollmentId, "active", "2026-09-01T00:00:00.000Z", null);
      markHeld(cohortId, memberId);
    });
  })();
  const counts = Object.fromEntries(
    db
      .prepare(`select status, count(*) as n from enrollment where userId = ? group by status`)
      .all(userId)
      .map((r) => [r.status, r.n]),
  );
  const groups = db
    .prepare(
      `select count(*) as n from cohortMember m join enrollment e on e.id = m.enrollmentId
       where e.userId = ?`,
    )
    .get(userId).n;
  db.close();
  return { counts, groups };
}

// 1. The production server on a fresh SQLite database, rate limits raised for the run, metrics
// on (as in production) so their cost is in the figures.
const dir = mkdtempSync(join(tmpdir(), "learnova-bench-"));
function startServer(bundle, port) {
  return spawn(process.execPath, [...NODE_ARGS, bundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      // Both builds answer as the same site, so one session cookie works on both.
      SITE_URL: `http://localhost:${PORT}`,
      DATABASE_URL: `sqlite:${join(dir, "bench.db")}`,
      BETTER_AUTH_SECRET: "Bench9x2Lq7Wm4Zr8Tp3Vn6Ks1Hd5Fg0Yc",
      RATE_LIMIT_MULTIPLIER: "1000000",
      METRICS_TOKEN: "bench-metrics-token-0123456789",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const server = startServer("build/server.mjs", PORT);
let other;
const base = `http://127.0.0.1:${PORT}`;
const results = new Map();
let bytes;
let enrolments;
try {
  await waitFor(`${base}/healthz`, server);
  // Started once this one has migrated and seeded the database.
  if (OTHER_SERVER) {
    other = startServer(OTHER_SERVER, OTHER_PORT);
    await waitFor(`http://127.0.0.1:${OTHER_PORT}/healthz`, other);
  }
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
  enrolments = await enrolLearner(base, cookie, join(dir, "bench.db"));
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
  if (!ONLY) {
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
    // The same bytes with the cached answer's own headers (its security headers and policy are
    // about 900 of the bytes a hit writes): what writing the whole answer costs Node alone.
    // Node adds Date and the keep-alive ones itself; the request id is the one received, as
    // long as the app's own. This one sends a Content-Length, as the cache does; the row above
    // is sent chunked, so the two ceilings differ by the framing as well as the headers.
    const headersFile = join(dir, "landing.headers.json");
    const sent = Object.fromEntries(
      Object.entries(page.headers).filter(([name]) => !NODE_OWN_HEADERS.has(name)),
    );
    writeFileSync(headersFile, JSON.stringify(sent));
    results.set(
      "bare node:http, same bytes and headers",
      await withBareServer(PORT + 1, [bodyFile, encoding, headersFile], (url) => run({ url })),
    );
  }

  // 3. The app (and the other build, row by row, when BENCH_SERVER names one).
  const apps = [{ label: "", pid: server.pid, base }];
  if (other) {
    apps.push({ label: " [BENCH_SERVER]", pid: other.pid, base: `http://127.0.0.1:${OTHER_PORT}` });
  }
  // An unknown session cookie skips the anonymous cache but still renders the public page.
  const uncached = { ...browser, cookie: "better-auth.session_token=bench-no-such-session" };
  const appRows = [
    ["cached landing /", "/", { headers: browser }],
    ["uncached landing /", "/", { headers: uncached }],
    ["uncached /courses", "/courses", { headers: uncached }],
    [
      "sendContactMessage",
      "/api/functions/sendContactMessage",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          data: {
            name: "Bench Mark",
            email: "bench@example.com",
            message: "A benchmark message, ten+ chars.",
          },
        }),
      },
    ],
    // 4. Signed in: public pages from the role's cached copy (a course page is rendered for
    // its visitor: it shows the enrolment), the learner pages rendered.
    ...signedInPages.map((path) => [
      `signed in ${path}`,
      path,
      { headers: { ...browser, cookie } },
    ]),
  ];
  // Warm each build (its cached copies, role copies included) before measuring it.
  for (const app of apps) {
    for (const [, path, opts] of appRows) {
      if (opts.method !== "POST") await fetch(`${app.base}${path}`, { headers: opts.headers });
    }
  }
  for (const [name, path, opts] of appRows) {
    if (ONLY && !ONLY.test(name)) continue;
    for (const app of apps) {
      results.set(
        `${name}${app.label}`,
        await runOn(app.pid, { url: `${app.base}${path}`, ...opts }),
      );
    }
  }
} finally {
  for (const child of [server, other].filter(Boolean)) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  rmSync(dir, { recursive: true, force: true });
}

// Issue 28's targets: the cached landing at ≥ 0.8× of a bare server sending the same bytes; the
// signed-in landing at ≥ 0.5× of the cached landing and p99 < 50 ms; the learner pages p99 < 50
// ms. Issue 14's (cached landing ≥ 0.5× bare tiny) is still printed. Only this build's rows
// decide the exit code.
const CACHED_TARGET = 0.5;
const SAME_BYTES_TARGET = 0.8;
const SIGNED_IN_TARGET = 0.5;
const P99_TARGET = 50;
const LEARNER_PAGES = [
  "/subscribed-courses",
  "/upcoming-courses",
  "/completed-courses",
  "/account-settings",
];
const rps = (r) => r?.requests.average ?? NaN;
const tiny = rps(results.get("bare node:http, tiny body"));
const same = rps(results.get("bare node:http, same bytes"));
const sameHeaders = rps(results.get("bare node:http, same bytes and headers"));
let ok = true;
const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(
  `\n${DURATION}s per run, ${CONNECTIONS} connections, ${new Date().toISOString()}, load average ${load}`,
);
console.log(`cached landing page: ${(bytes.length / 1024).toFixed(1)} KB as sent`);
console.log(
  `bench learner: enrolments ${JSON.stringify(enrolments.counts)}, ${enrolments.groups} in class groups\n`,
);
console.log(
  "| row | req/s | p99 ms | server CPU ms/req | × bare tiny | × bare same bytes | × bare same bytes and headers | errors | goal |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
for (const [name, r] of results) {
  const bad = r.errors + r.timeouts + r.non2xx;
  const goals = [];
  const suffix = name.endsWith("[BENCH_SERVER]") ? " [BENCH_SERVER]" : "";
  const plain = name.slice(0, name.length - suffix.length);
  const mine = suffix === "";
  if (plain === "cached landing /") {
    goals.push(`≥ ${CACHED_TARGET}× tiny ${rps(r) / tiny >= CACHED_TARGET ? "✓" : "✗"}`);
    const met = rps(r) / same >= SAME_BYTES_TARGET;
    goals.push(`≥ ${SAME_BYTES_TARGET}× same bytes ${met ? "✓" : "✗"}`);
    if (!met && mine) ok = false;
  }
  if (plain === "signed in /") {
    const ratio = rps(r) / rps(results.get(`cached landing /${suffix}`));
    const met = ratio >= SIGNED_IN_TARGET && r.latency.p99 < P99_TARGET;
    goals.push(
      `${ratio.toFixed(2)}× cached (≥ ${SIGNED_IN_TARGET}), p99 < ${P99_TARGET} ${met ? "✓" : "✗"}`,
    );
    if (!met && mine) ok = false;
  }
  if (LEARNER_PAGES.some((p) => plain === `signed in ${p}`)) {
    const met = r.latency.p99 < P99_TARGET;
    goals.push(`p99 < ${P99_TARGET} ${met ? "✓" : "✗"}`);
    if (!met && mine) ok = false;
  }
  if (bad > 0) ok = false;
  const cpu = r.cpuPerRequest === undefined ? "—" : r.cpuPerRequest.toFixed(3);
  console.log(
    `| ${name} | ${Math.round(rps(r))} | ${r.latency.p99} | ${cpu} | ${(rps(r) / tiny).toFixed(3)} | ${(rps(r) / same).toFixed(3)} | ${(rps(r) / sameHeaders).toFixed(3)} | ${bad} | ${goals.join("; ") || "—"} |`,
  );
}
console.log(
  ok ? "\nAll bench targets met, no errors." : "\nA target was missed or a row had errors.",
);
process.exit(ok ? 0 : 1);
