// `npm run seed:volume [-- --scale=0.1 --seed=15]`: fills a fresh database with the volume of
// docs/admin.md "Scale and speed" (100,000 users, bookings and messages, 200,000 subscribers,
// 500,000 audit entries) for `npm run bench:admin`. DATABASE_URL names the database; without it,
// sqlite:./data/volume.db (never the app's own default database). Same seed and day, same rows.
import { loadConfig } from "../app/.server/config";
import { connectDatabase } from "../app/.server/db/connect";
import { migrateToLatest } from "../app/.server/db/migrate";
import { AlreadySeeded, seedVolume, VOLUME_ADMIN } from "./volume/seed";
import { FULL_COUNTS, type VolumeCounts } from "./volume/world";

export const DEFAULT_VOLUME_URL = "sqlite:./data/volume.db";

function option(argv: string[], name: string): string | undefined {
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(argv: string[]): Promise<number> {
  const scale = Number(option(argv, "scale") ?? 1);
  const seed = Number(option(argv, "seed") ?? 15);
  if (!(scale > 0 && scale <= 10) || !Number.isInteger(seed)) {
    console.error("Usage: npm run seed:volume [-- --scale=<0..10> --seed=<integer>]");
    return 2;
  }
  const url = process.env.DATABASE_URL ?? DEFAULT_VOLUME_URL;
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: "error" });
  const counts = Object.fromEntries(
    Object.entries(FULL_COUNTS).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))]),
  ) as unknown as VolumeCounts;
  console.log(`Seeding ${url.replace(/:\/\/[^@]*@/, "://…@")} (scale ${scale}, seed ${seed})`);

  const handle = connectDatabase(url);
  try {
    const t = performance.now();
    await migrateToLatest(handle, config);
    console.log(
      `${"migrate".padEnd(22)} ${"".padStart(9)}       ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`,
    );
    const report = await seedVolume(handle, config, { counts, seed, print: (l) => console.log(l) });
    const rows = report.tables.reduce((n, r) => n + r.rows, 0);
    console.log(
      `Done: ${rows.toLocaleString("en")} rows in ${report.seconds.toFixed(1)} s; database ${(report.bytes / 2 ** 20).toFixed(0)} MiB.`,
    );
    console.log(`Admin for the bench: ${VOLUME_ADMIN.email} / ${VOLUME_ADMIN.password}`);
    return 0;
  } catch (error) {
    if (error instanceof AlreadySeeded) {
      console.log(`${error.message} Nothing to do.`);
      return 0;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
