// `npm run bench:classes`: the classes' read targets (docs/classes.md "Lists") on the volume
// database `npm run seed:volume` made (DATABASE_URL, default sqlite:./data/volume.db): a
// teacher's week and a learner's upcoming sessions (p95 < 50 ms), a class group's page and the
// admin timetable week (p95 < 100 ms), and the sessions CSV read whole in keyset batches with
// its memory growth. Queries are called in-process, one at a time, after a short warm-up.
import { inBatches } from "../app/.server/kit/csv";
import { cohortDetail, sessionCsvBatch, timetableWeek } from "../app/.server/classes/queries-admin";
import { learnerUpcoming } from "../app/.server/classes/queries-learner";
import { teacherSessions } from "../app/.server/classes/queries-teacher";
import { connectDatabase } from "../app/.server/platform/db/connect";

const url = process.env.DATABASE_URL ?? "sqlite:./data/volume.db";
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

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

const handle = connectDatabase(url);
const { db } = handle;
try {
  const now = new Date();
  const iso = now.toISOString();
  // The busiest of each: the teacher with most sessions, learners with open placements.
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
    new Date(now.getTime() + (i - 6) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  console.log(`bench:classes on ${url.replace(/:\/\/[^@]*@/, "://…@")}, ${RUNS} runs each`);
  const ok = [
    await measure("teacher's week", 50, (i) =>
      teacherSessions(db, teacher.teacherId!, {
        startsAt: new Date(now.getTime() + ((i % 12) - 6) * 7 * 86_400_000).toISOString(),
        endsAt: new Date(now.getTime() + ((i % 12) - 5) * 7 * 86_400_000).toISOString(),
      }),
    ),
    await measure("learner's upcoming", 50, (i) =>
      learnerUpcoming(db, learners[i % learners.length], iso),
    ),
    await measure("class group's page", 100, (i) => cohortDetail(db, cohorts[i % cohorts.length])),
    await measure("timetable week", 100, (i) =>
      timetableWeek(
        db,
        { week: weeks[i % weeks.length], teacher: "", course: "" },
        "Asia/Kolkata",
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
  process.exitCode = ok.every(Boolean) ? 0 : 1;
} finally {
  await handle.close();
}
