// `npx tsx scripts/volume/explain-classes.ts` (DATABASE_URL as for seed:volume): the plans and
// times of every query the classes' pages run (the reads in app/.server/classes/queries-*.ts,
// called as the pages call them, on the busiest teacher, learner, group and week), for
// docs/classes.md "Volume" — the evidence for db/migrations/2026-11-26-30-class-indexes.ts.
// The SQL is captured as Kysely compiles it, so the plans are of the app's own statements.
import { CompiledQuery, type KyselyPlugin } from "kysely";
import {
  classOptions,
  cohortDetail,
  cohortListExtras,
  listCohorts,
  placeableEnrollments,
  placementsOf,
  sessionCsvBatch,
  siblingCohorts,
  timetableWeek,
} from "../../app/.server/classes/queries-admin";
import { learnerRunningGroups, learnerUpcoming } from "../../app/.server/classes/queries-learner";
import { teacherSessions } from "../../app/.server/classes/queries-teacher";
import { listEnrollments } from "../../app/.server/enrollments/queries";
import { connectDatabase } from "../../app/.server/platform/db/connect";

const handle = connectDatabase(process.env.DATABASE_URL ?? "sqlite:./data/volume.db");
const pg = handle.dialect === "postgres";
let captured: CompiledQuery[] = [];
const capture: KyselyPlugin = {
  transformQuery(args) {
    captured.push(handle.db.getExecutor().compileQuery(args.node, args.queryId));
    return args.node;
  },
  transformResult: async (args) => args.result,
};
const db = handle.db.withPlugin(capture);

async function explain(name: string, run: () => Promise<unknown>) {
  captured = [];
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const queries = captured.slice(0, captured.length / 7);
  console.log(`\n${name}: median ${times[3].toFixed(1)} ms over 7 runs, ${queries.length} queries`);
  for (const q of queries) {
    const plan = await handle.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(
        `${pg ? "explain (analyze, costs off, timing off, summary on)" : "explain query plan"} ${q.sql}`,
        [...q.parameters],
      ),
    );
    console.log(`  ${q.sql.replace(/\s+/g, " ").slice(0, 160)}`);
    for (const r of plan.rows) console.log(`    ${r["QUERY PLAN"] ?? r.detail}`);
  }
}

try {
  const now = new Date();
  const iso = now.toISOString();
  const { teacherId } = await handle.db
    .selectFrom("classSession")
    .select(["teacherId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("startsAt", ">=", iso)
    .where("startsAt", "<", new Date(now.getTime() + 7 * 86_400_000).toISOString())
    .groupBy("teacherId")
    .orderBy("n", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const { userId } = await handle.db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .select(["e.userId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("m.status", "=", "active")
    .groupBy("e.userId")
    .orderBy("n", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const { cohortId } = await handle.db
    .selectFrom("cohortMember")
    .select(["cohortId", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("cohortId")
    .orderBy("n", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const cohort = await handle.db
    .selectFrom("cohort")
    .select("courseId")
    .where("id", "=", cohortId)
    .executeTakeFirstOrThrow();
  const week = { startsAt: iso, endsAt: new Date(now.getTime() + 7 * 86_400_000).toISOString() };
  const day = iso.slice(0, 10);

  await explain("teacher's week", () => teacherSessions(db, teacherId!, week));
  await explain("learner's upcoming", () => learnerUpcoming(db, userId, iso));
  await explain("learner's running groups", () => learnerRunningGroups(db, userId, iso));
  await explain("learner's enrolments", () => listEnrollments(db, userId, "upcoming"));
  await explain("group page: detail", () => cohortDetail(db, cohortId));
  await explain("group page: placeable enrolments", () =>
    placeableEnrollments(db, cohort.courseId),
  );
  await explain("group page: sibling groups", () => siblingCohorts(db, cohort.courseId, cohortId));
  const members = await handle.db
    .selectFrom("cohortMember")
    .select("enrollmentId")
    .where("cohortId", "=", cohortId)
    .execute();
  await explain("group page: placements", () =>
    placementsOf(
      db,
      members.map((m) => m.enrollmentId),
    ),
  );
  await explain("class options", () => classOptions(db));
  await explain("timetable week", () =>
    timetableWeek(db, { week: day, teacher: "", course: "" }, "Asia/Kolkata", now),
  );
  const list = { status: "", course: "", teacher: "", q: "", sort: "start", dir: "desc", page: 1 };
  await explain("class groups list", () => listCohorts(db, list as never));
  const ids = (await listCohorts(handle.db, list as never)).rows.map((r) => r.id);
  await explain("class groups list: extras", () => cohortListExtras(db, ids, now));
  const filter = { teacher: "", course: "", cohort: "", status: "" as const };
  await explain("sessions CSV: a batch mid-way", () =>
    sessionCsvBatch(db, filter, { createdAt: iso, id: "" }, 1_000),
  );
  await explain("group's sessions CSV: first batch", () =>
    sessionCsvBatch(db, { ...filter, cohort: cohortId }, undefined, 1_000),
  );
} finally {
  await handle.close();
}
