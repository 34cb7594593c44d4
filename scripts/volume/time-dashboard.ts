// `npx tsx scripts/volume/time-dashboard.ts` (DATABASE_URL as for seed:volume): the dashboard's
// reads in-process, each timed alone (p50 / p95 of RUNS after 5 warm-ups), without HTTP or
// rendering. Does not migrate.
import { connectDatabase } from "../../app/.server/platform/db/connect";
import { getDashboard } from "../../app/.server/dashboard/queries";
import { getClassesDashboard } from "../../app/.server/dashboard/queries-classes";

const RUNS = Number(process.env.RUNS ?? 30);
const handle = connectDatabase(process.env.DATABASE_URL ?? "sqlite:./data/volume.db");
handle.optimize?.();
const zone = process.env.ZONE ?? "Asia/Kolkata";
const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await f();
  const xs: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await f();
    xs.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  xs.sort((a, b) => a - b);
  console.log(
    `${name}: p50 ${pct(xs, 50).toFixed(1)} / p95 ${pct(xs, 95).toFixed(1)} ms, this process's CPU ${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(1)} ms`,
  );
}

await time("getDashboard", () => getDashboard(handle.db, handle.dialect, { zone }));
await time("getClassesDashboard", () => getClassesDashboard(handle.db, { zone }));
await handle.close();
