import { sql, type Kysely } from "kysely";
import { addDays, dayIn, recentWeeks } from "~/lib/admin/weeks";
import { startOfDayIn } from "~/lib/admin/time";
import { unmarkedClasses, type UnmarkedClass } from "../classes/queries-follow-up";
import type { Database } from "../platform/db/schema";
import { perWeek } from "./queries";

// The dashboard's classes part (docs/classes.md "Follow-up and what the school sees"):
// classes today, classes not marked, and the attendance rate per week over 12 weeks, days and
// weeks on the admin's clock. Counted in SQL like the rest of the dashboard (queries.ts): a
// week is a range of the stored UTC start, bucketed by comparing with the week boundaries.

export interface AttendanceWeek {
  /** Marks present or late. */
  attended: number;
  /** Every mark (present, late, absent, excused). */
  marked: number;
}

export interface ClassesDashboard {
  classesToday: number;
  /** Members in a streak of absences now (the "At risk" list). */
  atRisk: number;
  unmarked: { rows: UnmarkedClass[]; total: number };
  /** Oldest first, one per week of `recentWeeks` (the bookings charts' weeks). */
  attendance: AttendanceWeek[];
}

export async function getClassesDashboard(
  db: Kysely<Database>,
  { now = new Date(), zone }: { now?: Date; zone: string },
): Promise<ClassesDashboard> {
  const weeks = recentWeeks(now, zone);
  const today = dayIn(now, zone);
  const todayStart = startOfDayIn(today, zone).toISOString();
  const tomorrowStart = startOfDayIn(addDays(today, 1), zone).toISOString();
  const [today_, atRisk, unmarked, rates] = await Promise.all([
    db
      .selectFrom("classSession")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("startsAt", ">=", todayStart)
      .where("startsAt", "<", tomorrowStart)
      .where("status", "!=", "cancelled")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("absenceStreak")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("endedAt", "is", null)
      .executeTakeFirstOrThrow(),
    unmarkedClasses(db, { now, limit: 10 }),
    // The classes of the 12 weeks by their start, summing the mark counts each class keeps
    // (migration 2026-11-27-04-session-mark-counts), from the partial index classSession_marked:
    // one range of it per week (queries.ts perWeek).
    sql<{ week: unknown; attended: unknown; marked: unknown }>`${perWeek(weeks, {
      column: sql`s."startsAt"`,
      select: sql`sum(s."attendedCount") as "attended", sum(s."markedCount") as "marked"`,
      from: sql`"classSession" s`,
      where: sql`s."markedCount" > 0 and s."status" != 'cancelled'`,
    })}`.execute(db),
  ]);
  const attendance = weeks.map(() => ({ attended: 0, marked: 0 }));
  for (const r of rates.rows) {
    const w = attendance[Number(r.week)];
    if (!w) continue;
    w.attended += Number(r.attended ?? 0);
    w.marked += Number(r.marked ?? 0);
  }
  return { classesToday: Number(today_.n), atRisk: Number(atRisk.n), unmarked, attendance };
}
