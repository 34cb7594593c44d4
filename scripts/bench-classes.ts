// `npm run bench:classes` (by hand, after `npm run seed:volume`; not in CI): the classes' targets
// (docs/classes.md "Volume") on the volume database (DATABASE_URL, default
// sqlite:./data/volume.db), in three sections:
// - queries: the read functions called in-process, one at a time, after a short warm-up — a
//   teacher's week and a learner's upcoming sessions (p95 < 50 ms), a class group's page and
//   the admin timetable week (p95 < 100 ms), and the sessions CSV read whole in keyset batches
//   with its heap growth;
// - http: the production build (`build/server.mjs`, in its own process as
//   scripts/bench-admin.mjs runs it) on the same database, signed in as the seed's admin, the
//   busiest learner and the busiest teacher: `/admin/classes/:id` (the group with most members),
//   `/admin/timetable` (the busiest week), `/admin/classes`, `/upcoming-courses` and `/teach`
//   (that week), a held class's roster `/teach/sessions/:id` (the recent class with the longest
//   roster, as its teacher and as the admin; p95 < 50 ms), the dashboard `/admin` (p95 < 150 ms),
//   p50/p95 of BENCH_RUNS_HTTP sequential requests after 3 warm-ups, document and `.data`; the
//   attendance form posted by that teacher (every member's mark changed each time; p95 < 50 ms);
//   then every classes CSV (one group's classes and attendance, the class groups list, the
//   timetable's of every week, the attendance of every group, teacher hours, classes not marked,
//   members at risk; or "route not present") streamed while the server's resident memory is
//   sampled (target: < 64 MiB growth), and a cached public page timed alone and while each one
//   streams (p99 during ≤ 5× alone, issue 24); `BENCH_ONLY=csv` runs the CSVs without the pages;
// - reminders: 10,000 due class reminders sent by two processes at once (scripts/volume/
//   reminders.ts): how long the claiming takes, and duplicates (target 0).
// The http section gives the learner and the teacher it signs in as the bench password (a
// credential account), as the seed does for its admin, and the posts change the marks of one
// class; it changes nothing else. The reminders section removes what it added.
//   BENCH_ONLY=queries,http,csv,reminders  BENCH_RUNS=200 (in-process)  BENCH_RUNS_HTTP=30
//   BENCH_PORT=3670  BENCH_SERVER=build/server.mjs (another build's bundle, for a before/after
//   comparison)  BENCH_SKIP=<pattern> (http rows to leave out, by label)  --build (rebuild first; also when build/server.mjs is missing)
// Exits 1 when a target is missed.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import type { Kysely } from "kysely";
import { inBatches } from "../app/.server/kit/csv";
import { cohortDetail, sessionCsvBatch, timetableWeek } from "../app/.server/classes/queries-admin";
import { learnerUpcoming } from "../app/.server/classes/queries-learner";
import { sessionWithRoster, teacherSessions } from "../app/.server/classes/queries-teacher";
import { sessionAttendance } from "../app/.server/classes/writes-attendance";
import { connectDatabase } from "../app/.server/platform/db/connect";
import type { Database } from "../app/.server/platform/db/schema";
import { mondayOf } from "../app/lib/admin/weeks";
import { ZONE_COOKIE } from "../app/lib/zoned-time";
import { benchReminders } from "./volume/reminders";
import { VOLUME_ADMIN } from "./volume/seed";
import {
  measureGet,
  percentile,
  signIn,
  startServer,
  stopServer,
  streamWithMemory,
  cpuMs,
  PUBLIC_DURING_HEADERS,
  publicSummary,
  timePublic,
  waitFor,
} from "./volume/http.mjs";

const url = process.env.DATABASE_URL ?? "sqlite:./data/volume.db";
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const HTTP_RUNS = Number(process.env.BENCH_RUNS_HTTP ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3670);
const SERVER = process.env.BENCH_SERVER ?? "build/server.mjs";
const ONLY = new Set((process.env.BENCH_ONLY ?? "queries,http,reminders").split(","));
/** Rows of the http section to leave out, by a pattern of their labels (a slow old build's). */
const SKIP = process.env.BENCH_SKIP ? new RegExp(process.env.BENCH_SKIP) : null;
const TARGET = {
  teacher: 50,
  learner: 50,
  group: 100,
  timetable: 100,
  list: 100,
  roster: 50,
  mark: 50,
  dashboard: 150,
  csvMiB: 64,
  /** A public page's p99 while a CSV streams, as a multiple of its p99 alone (issue 24). */
  publicDuringExport: 5,
};
/** The public page timed alone and during each CSV: cached, as most visitors get it. */
const PUBLIC_PAGE = "/courses";

/** Every classes CSV (docs/classes.md): one group's, and the whole school's under no filter. */
const CSVS = (who: Subjects): [string, string][] => [
  [`one group's classes (${who.group.id})`, `/admin/classes/${who.group.id}/sessions.csv`],
  [`one group's attendance (${who.group.id})`, `/admin/classes/${who.group.id}/attendance.csv`],
  ["class groups list", "/admin/classes/export.csv"],
  ["timetable, every week", "/admin/timetable/export.csv"],
  ["attendance, every group", "/admin/classes/attendance.csv"],
  ["teacher hours, this month", "/admin/classes/teacher-hours.csv"],
  ["classes not marked", "/admin/classes/unmarked.csv"],
  ["members at risk", "/admin/classes/at-risk.csv"],
];
/** The admin's clock for the admin pages (the panel's zone cookie). */
const ADMIN_ZONE = "Asia/Kolkata";
const WEEK_MS = 7 * 86_400_000;

async function measure(name: string, budget: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (target < ${budget} ms) ${p95 < budget ? "ok" : "OVER"}`,
  );
  return p95 < budget;
}

/** The people and places the http section visits: the busiest of each. */
async function subjects(db: Kysely<Database>, now: Date) {
  // The busiest of the 13 weeks around now (UTC Mondays), by sessions.
  let week = { monday: "", n: -1 };
  for (let i = -6; i <= 6; i++) {
    const monday = mondayOf(new Date(now.getTime() + i * WEEK_MS).toISOString().slice(0, 10));
    const start = `${monday}T00:00:00.000Z`;
    const end = new Date(Date.parse(start) + WEEK_MS).toISOString();
    const { n } = await db
      .selectFrom("classSession")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("startsAt", ">=", start)
      .where("startsAt", "<", end)
      .executeTakeFirstOrThrow();
    if (Number(n) > week.n) week = { monday, n: Number(n) };
  }
  const weekStart = `${week.monday}T00:00:00.000Z`;
  const weekEnd = new Date(Date.parse(weekStart) + WEEK_MS).toISOString();
  const teacher = await db
    .selectFrom("classSession")
    .select(["teacherId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("teacherId", "is not", null)
    .where("startsAt", ">=", weekStart)
    .where("startsAt", "<", weekEnd)
    .groupBy("teacherId")
    .orderBy("n", "desc")
    .orderBy("teacherId")
    .limit(1)
    .executeTakeFirstOrThrow();
  const learner = await db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .select(["e.userId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("m.status", "in", ["active", "paused"])
    .groupBy("e.userId")
    .orderBy("n", "desc")
    .orderBy("e.userId")
    .limit(1)
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom("cohortMember")
    .select(["cohortId", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("cohortId")
    .orderBy("n", "desc")
    .orderBy("cohortId")
    .limit(1)
    .executeTakeFirstOrThrow();
  // A class held in the last six days (its teacher may still mark it) with the longest roster:
  // the members not gone before it started and not withdrawn (queries-teacher.ts).
  const recent = await db
    .selectFrom("classSession as s")
    .innerJoin("cohortMember as m", "m.cohortId", "s.cohortId")
    .select(["s.id", "s.teacherId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("s.endsAt", "<=", now.toISOString())
    .where("s.endsAt", ">", new Date(now.getTime() - 6 * 86_400_000).toISOString())
    .where("s.status", "!=", "cancelled")
    .where("s.teacherId", "is not", null)
    .where("m.status", "!=", "withdrawn")
    .where((eb) => eb.or([eb("m.leftAt", "is", null), eb("m.leftAt", ">", eb.ref("s.startsAt"))]))
    .groupBy(["s.id", "s.teacherId"])
    .orderBy("n", "desc")
    .orderBy("s.id")
    .limit(1)
    .executeTakeFirstOrThrow();
  const marks = await db
    .selectFrom("attendance")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sessionId", "=", recent.id)
    .executeTakeFirstOrThrow();
  const people = await db
    .selectFrom("user")
    .select(["id", "email"])
    .where("id", "in", [teacher.teacherId!, learner.userId, recent.teacherId!])
    .execute();
  const email = (id: string) => people.find((p) => p.id === id)!.email;
  return {
    week: { ...week, n: week.n },
    teacher: {
      id: teacher.teacherId!,
      email: email(teacher.teacherId!),
      sessions: Number(teacher.n),
    },
    learner: { id: learner.userId, email: email(learner.userId), placements: Number(learner.n) },
    group: { id: group.cohortId, members: Number(group.n) },
    roster: {
      sessionId: recent.id,
      teacherId: recent.teacherId!,
      teacherEmail: email(recent.teacherId!),
      members: Number(recent.n),
      marks: Number(marks.n),
    },
  };
}

/** Gives a user the bench password: their credential account's, or a new credential account. */
async function benchPassword(db: Kysely<Database>, userId: string, hash: string) {
  const at = new Date().toISOString();
  const updated = await db
    .updateTable("account")
    .set({ password: hash, updatedAt: at })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto("account")
    .values({
      id: randomBytes(16).toString("hex"),
      userId,
      accountId: userId,
      providerId: "credential",
      password: hash,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

async function inProcess(db: Kysely<Database>, now: Date): Promise<boolean> {
  const iso = now.toISOString();
  const teacher = await db
    .selectFrom("classSession")
    .select(["teacherId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("teacherId", "is not", null)
    .groupBy("teacherId")
    .orderBy("n", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const learners = (
    await db
      .selectFrom("cohortMember as m")
      .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
      .select("e.userId")
      .where("m.status", "=", "active")
      .distinct()
      .limit(200)
      .execute()
  ).map((r) => r.userId);
  const cohorts = (
    await db.selectFrom("cohort").select("id").orderBy("id").limit(200).execute()
  ).map((r) => r.id);
  const weeks = Array.from({ length: 12 }, (_, i) =>
    new Date(now.getTime() + (i - 6) * WEEK_MS).toISOString().slice(0, 10),
  );
  console.log(`\nIn-process queries, ${RUNS} runs each after 10 warm-ups`);
  const ok = [
    await measure("teacher's week", TARGET.teacher, (i) =>
      teacherSessions(db, teacher.teacherId!, {
        startsAt: new Date(now.getTime() + ((i % 12) - 6) * WEEK_MS).toISOString(),
        endsAt: new Date(now.getTime() + ((i % 12) - 5) * WEEK_MS).toISOString(),
      }),
    ),
    await measure("learner's upcoming", TARGET.learner, (i) =>
      learnerUpcoming(db, learners[i % learners.length], iso),
    ),
    await measure("class group's page", TARGET.group, (i) =>
      cohortDetail(db, cohorts[i % cohorts.length]),
    ),
    await measure("timetable week", TARGET.timetable, (i) =>
      timetableWeek(
        db,
        { week: weeks[i % weeks.length], teacher: "", course: "" },
        ADMIN_ZONE,
        now,
      ),
    ),
  ];
  // The whole sessions export: rows read in batches, heap sampled; flat means bounded growth.
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  let rows = 0;
  const t = performance.now();
  for await (const _row of inBatches(
    (after, limit) =>
      sessionCsvBatch(db, { teacher: "", course: "", cohort: "", status: "" }, after, limit),
    1_000,
  )) {
    if (++rows % 1_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  console.log(
    `sessions CSV read          ${rows.toLocaleString("en")} rows in ${((performance.now() - t) / 1000).toFixed(1)} s, heap growth ≤ ${((peak - base) / 2 ** 20).toFixed(1)} MiB`,
  );
  return ok.every(Boolean);
}

type Subjects = Awaited<ReturnType<typeof subjects>>;

/**
 * The roster form as the page posts it (app/.server/classes/writes-attendance.ts
 * parseRosterForm): every member's mark, `status`, at the version the database holds now.
 */
async function rosterForm(db: Kysely<Database>, sessionId: string, status: string) {
  const found = await sessionWithRoster(db, sessionId, null);
  const rows = await sessionAttendance(db, sessionId);
  const form = new URLSearchParams({ intent: "save" });
  for (const m of found!.roster) {
    form.set(`mark:${m.id}`, status);
    form.set(`version:${m.id}`, String(rows.get(m.id)?.version ?? 1));
  }
  return form;
}

async function overHttp(db: Kysely<Database>, who: Subjects): Promise<boolean> {
  if (process.argv.includes("--build") || !existsSync(SERVER)) {
    console.log("Building (npm run build)…");
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const base = `http://127.0.0.1:${PORT}`;
  const server = startServer({ server: SERVER, port: PORT, databaseUrl: url });
  const rows: string[][] = [];
  const csvRows: string[][] = [];
  const publicRows: string[][] = [];
  let ok = true;
  try {
    await waitFor(`${base}/healthz`, server);
    const zone = `${ZONE_COOKIE}=${encodeURIComponent(ADMIN_ZONE)}`;
    const cookies = {
      admin: `${await signIn(base, PORT, VOLUME_ADMIN)}; ${zone}`,
      learner: await signIn(base, PORT, {
        email: who.learner.email,
        password: VOLUME_ADMIN.password,
      }),
      teacher: await signIn(base, PORT, {
        email: who.teacher.email,
        password: VOLUME_ADMIN.password,
      }),
      marker: await signIn(base, PORT, {
        email: who.roster.teacherEmail,
        password: VOLUME_ADMIN.password,
      }),
    };
    const pages: [string, string, keyof typeof cookies, number][] = [
      [
        `class group (${who.group.members} member rows, 100 classes)`,
        `/admin/classes/${who.group.id}`,
        "admin",
        TARGET.group,
      ],
      [
        `timetable, week of ${who.week.monday} (${who.week.n} classes)`,
        `/admin/timetable?week=${who.week.monday}`,
        "admin",
        TARGET.timetable,
      ],
      // The week's first day in its own view (decision 0044; a build before it shows the week).
      [
        `timetable, day view of ${who.week.monday}`,
        `/admin/timetable?day=${who.week.monday}`,
        "admin",
        TARGET.timetable,
      ],
      ["class groups list", "/admin/classes", "admin", TARGET.list],
      [
        `learner's upcoming (${who.learner.placements} groups)`,
        "/upcoming-courses",
        "learner",
        TARGET.learner,
      ],
      [
        `teacher's week (${who.teacher.sessions} classes)`,
        `/teach?week=${who.week.monday}`,
        "teacher",
        TARGET.teacher,
      ],
      [
        `a class's roster as its teacher (${who.roster.members} members, ${who.roster.marks} marks)`,
        `/teach/sessions/${who.roster.sessionId}`,
        "marker",
        TARGET.roster,
      ],
      [
        "the same roster as the admin",
        `/teach/sessions/${who.roster.sessionId}`,
        "admin",
        TARGET.roster,
      ],
      ["dashboard", "/admin", "admin", TARGET.dashboard],
    ];
    for (const [label, path, as, target] of ONLY.has("http") ? pages : []) {
      if (SKIP?.test(label)) continue;
      for (const [kind, u] of [
        ["document", path],
        [".data", path.replace(/^([^?]*)/, "$1.data")],
      ]) {
        const r = await measureGet(`${base}${u}`, cookies[as], {
          runs: HTTP_RUNS,
          warmups: 3,
          pid: server.pid,
        });
        const result =
          r.p95 !== undefined
            ? r.p95 < target
              ? "PASS"
              : "FAIL"
            : r.state === "not built"
              ? "not built"
              : `FAIL (${r.state})`;
        if (result.startsWith("FAIL")) ok = false;
        rows.push([
          label,
          kind,
          `\`${u}\``,
          String(r.p50 ?? "–"),
          String(r.p95 ?? "–"),
          String(r.cpu ?? "–"),
          `< ${target}`,
          result,
        ]);
        console.log(
          `  ${label} ${kind}: ${r.p50 !== undefined ? `p50 ${r.p50} ms, p95 ${r.p95} ms, server CPU ${r.cpu} ms/request` : r.state}`,
        );
      }
    }
    // The attendance form, posted as a browser without JavaScript does, by the class's teacher:
    // each post changes every member's mark (present, absent, in turn). The form's versions
    // are read from the database before each post, untimed.
    if (ONLY.has("http") && !SKIP?.test("attendance form posted")) {
      const path = `/teach/sessions/${who.roster.sessionId}`;
      const times: number[] = [];
      let failed = "";
      const cpuBefore = { at: 0 };
      for (let i = 0; i < HTTP_RUNS + 3 && !failed; i++) {
        if (i === 3) cpuBefore.at = cpuMs(server.pid!);
        const form = await rosterForm(db, who.roster.sessionId, i % 2 ? "absent" : "present");
        const t = performance.now();
        // Addressed as the site (localhost): React Router refuses a form post whose Origin is
        // not its Host, and the server's own check wants the site's origin.
        const res = await fetch(`http://localhost:${PORT}${path}`, {
          method: "POST",
          headers: {
            cookie: cookies.marker,
            "content-type": "application/x-www-form-urlencoded",
            origin: `http://localhost:${PORT}`,
          },
          body: form,
          redirect: "manual",
        });
        await res.text();
        if (res.status >= 400) failed = `HTTP ${res.status}`;
        if (i >= 3) times.push(performance.now() - t);
      }
      const cpu = failed ? "–" : ((cpuMs(server.pid!) - cpuBefore.at) / HTTP_RUNS).toFixed(1);
      times.sort((a, b) => a - b);
      const p50 = failed ? "–" : percentile(times, 50).toFixed(1);
      const p95 = failed ? undefined : percentile(times, 95);
      const result = failed ? `FAIL (${failed})` : p95! < TARGET.mark ? "PASS" : "FAIL";
      if (result !== "PASS") ok = false;
      rows.push([
        `attendance form posted (${who.roster.members} marks changed)`,
        "POST",
        `\`${path}\``,
        p50,
        p95 === undefined ? "–" : p95.toFixed(1),
        cpu,
        `< ${TARGET.mark}`,
        result,
      ]);
      console.log(
        `  attendance post: ${failed || `p50 ${p50} ms, p95 ${p95!.toFixed(1)} ms, server CPU ${cpu} ms/request`}`,
      );
    }
    for (const [label, path] of ONLY.has("csv") || ONLY.has("http") ? CSVS(who) : []) {
      if (SKIP?.test(label)) continue;
      // A cached public page alone, then while the CSV streams (issue 24: p99 during ≤ 5×).
      await timePublic(`${base}${PUBLIC_PAGE}`, { count: 20 });
      const alone = publicSummary(await timePublic(`${base}${PUBLIC_PAGE}`, { count: 300 }));
      let done = false;
      const during = timePublic(`${base}${PUBLIC_PAGE}`, { until: () => done });
      const cpuBefore = cpuMs(server.pid!);
      const r = await streamWithMemory(`${base}${path}`, cookies.admin, server.pid!).finally(
        () => (done = true),
      );
      const cpu = (cpuMs(server.pid!) - cpuBefore) / 1000;
      const duringExport = publicSummary(await during);
      const growth = r.peak - r.before;
      // The attendance export is another engineer's route (issue 27): until it is merged, the
      // row says so instead of failing.
      if (r.status === 404) {
        csvRows.push([label, `\`${path}\``, "–", "–", "–", "–", "route not present"]);
        console.log(`  ${label}: route not present`);
        continue;
      }
      const result =
        r.status !== 200 ? `FAIL (HTTP ${r.status})` : growth < TARGET.csvMiB ? "PASS" : "FAIL";
      if (result !== "PASS") ok = false;
      csvRows.push([
        label,
        `\`${path}\``,
        Math.max(0, r.lines - 1).toLocaleString("en"),
        r.seconds.toFixed(2),
        `${r.before.toFixed(0)} → ${r.peak.toFixed(0)}`,
        growth.toFixed(0),
        result,
      ]);
      const ratio = duringExport.p99 / alone.p99;
      publicRows.push([
        label,
        `${alone.p50} / ${alone.p99} (${alone.n})`,
        `${duringExport.p50} / ${duringExport.p99} (${duringExport.n})`,
        `${ratio.toFixed(1)}×`,
        `≤ ${TARGET.publicDuringExport}×`,
        ratio <= TARGET.publicDuringExport && duringExport.failed === 0 ? "PASS" : "FAIL",
      ]);
      console.log(
        `  ${label}: ${r.lines - 1} rows in ${r.seconds.toFixed(2)} s, RSS ${r.before.toFixed(0)} → ${r.peak.toFixed(0)} MiB, server CPU ${cpu.toFixed(1)} s; ${PUBLIC_PAGE} p99 ${alone.p99} ms alone, ${duringExport.p99} ms during`,
      );
    }
  } finally {
    await stopServer(server);
  }
  const table = (title: string, headers: string[], body: string[][]) => {
    console.log(
      `\n${title}\n\n| ${headers.join(" | ")} |\n| ${headers.map(() => "---").join(" | ")} |`,
    );
    for (const r of body) console.log(`| ${r.join(" | ")} |`);
  };
  table(
    `Pages over HTTP: ms (wall time on localhost, ${HTTP_RUNS} sequential requests after 3 warm-ups; the server's CPU time per request)`,
    ["page", "as", "URL", "p50", "p95", "CPU/request", "target p95", "result"],
    rows,
  );
  table(
    `CSVs streamed (target: server memory growing less than ${TARGET.csvMiB} MiB)`,
    ["export", "URL", "rows", "seconds", "server RSS MiB (before → peak)", "growth MiB", "result"],
    csvRows,
  );
  table(
    `A public page (${PUBLIC_PAGE}, cached) alone and while each CSV streams, sequential requests: ms`,
    PUBLIC_DURING_HEADERS,
    publicRows,
  );
  return ok;
}

async function reminders(db: Kysely<Database>): Promise<boolean> {
  console.log("\nReminders: 10,000 due, two processes at once");
  const r = await benchReminders(db, url);
  const ok = r.duplicates === 0 && r.sent === r.due && r.distinct === r.due;
  console.log(
    `  ${r.due.toLocaleString("en")} due, ${r.sent.toLocaleString("en")} sent (${r.perProcess.map((p) => `${p.workerId} ${p.sent} in ${p.passes} passes, ${(p.ms / 1000).toFixed(1)} s`).join("; ")}), ${r.taken} found taken; ${r.mails.toLocaleString("en")} mails, duplicates = ${r.duplicates}; claiming took ${r.seconds.toFixed(1)} s (${((r.seconds * 1000) / r.due).toFixed(2)} ms a reminder) ${ok ? "ok" : "FAIL"}`,
  );
  return ok;
}

const handle = connectDatabase(url);
const now = new Date();
let ok = true;
console.log(`bench:classes on ${url.replace(/:\/\/[^@]*@/, "://…@")}`);
try {
  if (ONLY.has("queries")) ok = (await inProcess(handle.db, now)) && ok;
  if (ONLY.has("http") || ONLY.has("csv")) {
    const who = await subjects(handle.db, now);
    const hash = await hashPassword(VOLUME_ADMIN.password);
    for (const id of new Set([who.teacher.id, who.learner.id, who.roster.teacherId])) {
      await benchPassword(handle.db, id, hash);
    }
    ok = (await overHttp(handle.db, who)) && ok;
  }
  if (ONLY.has("reminders")) ok = (await reminders(handle.db)) && ok;
} finally {
  await handle.close();
}
process.exitCode = ok ? 0 : 1;
