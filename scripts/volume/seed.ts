import { hashPassword } from "better-auth/crypto";
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { sql } from "kysely";
import { createAuth } from "../../app/.server/auth/better-auth";
import type { AppConfig } from "../../app/.server/platform/config";
import type { DatabaseHandle } from "../../app/.server/platform/db/connect";
import { createLogger } from "../../app/.server/platform/log";
import { getSetting, putSetting } from "../../app/.server/platform/settings";
import { findUserByEmail } from "../../app/.server/users/queries";
import { setRole } from "../../app/.server/users/writes";
import { seedContent } from "../../app/.server/platform/seed";
import { bookings, messages, outbox, replies } from "./activity";
import { auditEntries } from "./audit";
import { bulkInserter } from "./insert";
import { accounts, enrollments, sessions, subscribers, users } from "./people";
import { classTables } from "./classes";
import { recountMarks } from "../../app/.server/classes/writes-attendance";
import { createWorld, FULL_COUNTS, type VolumeCounts } from "./world";

// Fills a migrated database with the volume of docs/admin.md "Scale and speed". The schema is the
// app's own (connectDatabase + migrateToLatest ran before); rows go in through bulkInserter.

/** The admin the bench signs in as (created through Better Auth, like any admin). */
export const VOLUME_ADMIN = {
  name: "Volume Admin",
  email: "volume-admin@learnova.example",
  password: "volume-bench-password-15",
} as const;

export const VOLUME_MARKER = "volumeSeededAt";

export interface SeedReport {
  /** Rows per table, in the order they were written, with the seconds each took. */
  tables: { table: string; rows: number; seconds: number }[];
  seconds: number;
  /** Bytes on disk (SQLite file and WAL, or pg_database_size). */
  bytes: number;
}

export class AlreadySeeded extends Error {}

export async function seedVolume(
  handle: DatabaseHandle,
  config: AppConfig,
  options: { counts: VolumeCounts; seed?: number; now?: number; print?: (line: string) => void },
): Promise<SeedReport> {
  const print = options.print ?? (() => {});
  const { db } = handle;
  const earlier = await getSetting(db, VOLUME_MARKER);
  if (earlier)
    throw new AlreadySeeded(`This database already holds volume data (seeded ${earlier}).`);
  const existing = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    throw new AlreadySeeded(
      `This database already has ${existing.n} users; seed volume into a fresh one.`,
    );
  }
  const started = performance.now();
  await seedContent({ db, log: createLogger("silent") });
  const courses = await db
    .selectFrom("course")
    .select(["id", "slug", "title"])
    .orderBy("position")
    .execute();
  const world = createWorld({
    seed: options.seed,
    // Whole minutes: the same day's runs give the same rows.
    now: options.now ?? Math.floor(Date.now() / 60_000) * 60_000,
    counts: options.counts,
    courses,
    passwordHash: await hashPassword(randomBytes(18).toString("base64url")),
  });

  const report: SeedReport = { tables: [], seconds: 0, bytes: 0 };
  const inserter = bulkInserter(handle);
  try {
    const steps: [string, () => Iterable<Record<string, string | number | boolean | null>>][] = [
      ["user", () => users(world)],
      ["account", () => accounts(world)],
      ["session", () => sessions(world)],
      ["enrollment", () => enrollments(world)],
      ["demoBooking", () => bookings(world)],
      ["contactMessage", () => messages(world)],
      ["contactReply", () => replies(world)],
      ["newsletterSubscriber", () => subscribers(world)],
      ["emailOutbox", () => outbox(world)],
      ["auditLog", () => auditEntries(world)],
    ];
    // `label` names the step in the report when a table is filled twice (teachers are users).
    const step = async (
      table: string,
      rows: Iterable<Record<string, string | number | boolean | null>>,
      label = table,
    ) => {
      const t = performance.now();
      const count = await inserter.insert(table, rows);
      const seconds = (performance.now() - t) / 1000;
      report.tables.push({ table: label, rows: count, seconds });
      print(
        `${label.padEnd(22)} ${count.toLocaleString("en").padStart(9)} rows  ${seconds.toFixed(1).padStart(6)} s`,
      );
    };
    for (const [table, rows] of steps) await step(table, rows());
    // Classes (docs/classes.md): built on the enrolments just written.
    const placed = await db
      .selectFrom("enrollment")
      .select(["id", "userId", "courseId", "status"])
      .orderBy("id")
      .execute();
    const classes = classTables({
      seed: world.seed,
      now: world.now,
      scale: options.counts.users / FULL_COUNTS.users,
      courses,
      enrollments: placed,
    });
    for (const [table, rows] of classes.tables) {
      await step(table, rows, table === "user" ? "user (teachers)" : table);
    }
    // Made row by row as they are inserted (app's attendance: issue 27).
    await step("attendance", classes.attendance.rows());
    // The classes' mark counts, as the attendance save keeps them (writes-attendance.ts).
    await recountMarks(db, "all");
  } finally {
    await inserter.close();
  }

  await ensureVolumeAdmin(handle, config);
  await putSetting(
    db,
    VOLUME_MARKER,
    `${new Date().toISOString()} (seed ${world.seed}, ${JSON.stringify(options.counts)})`,
  );

  // No ANALYZE, VACUUM or warm-up here: the bench measures the database as the product keeps it
  // (SQLite's statistics come from the server's own `PRAGMA optimize`, PostgreSQL's from
  // autovacuum; docs/performance.md §5.10).
  report.seconds = (performance.now() - started) / 1000;
  report.bytes = await databaseBytes(handle);
  return report;
}

/** Signs the bench's admin up through Better Auth (the real password hash) and promotes it. */
export async function ensureVolumeAdmin(handle: DatabaseHandle, config: AppConfig): Promise<void> {
  let user = await findUserByEmail(handle.db, VOLUME_ADMIN.email);
  if (!user) {
    const auth = createAuth(handle.db, handle.dialect, config);
    await auth.api.signUpEmail({
      body: { name: VOLUME_ADMIN.name, email: VOLUME_ADMIN.email, password: VOLUME_ADMIN.password },
    });
    user = await findUserByEmail(handle.db, VOLUME_ADMIN.email);
  }
  if (user && user.role !== "admin") await setRole(handle.db, user.id, "admin");
}

export async function databaseBytes(handle: DatabaseHandle): Promise<number> {
  if (handle.dialect === "postgres") {
    const { rows } = await sql<{
      bytes: string;
    }>`select pg_database_size(current_database()) as bytes`.execute(handle.db);
    return Number(rows[0].bytes);
  }
  const size = (file: string) => {
    try {
      return statSync(file).size;
    } catch {
      return 0;
    }
  };
  return size(handle.file) + size(`${handle.file}-wal`);
}
