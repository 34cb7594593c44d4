import { sql, type Kysely, type RawBuilder } from "kysely";
import { addDays, dayIn, recentWeeks, type Week } from "~/lib/admin/weeks";
import { startOfDayIn } from "~/lib/admin/time";
import type { Dialect } from "../db/connect";
import type { BookingStatus, Database } from "../db/schema";

// The admin dashboard (ADMIN.md §1). Everything is counted and bucketed in SQL, in four
// queries whatever the volume: the tiles, bookings per week and status (which also yields the
// funnel), sign-ups per week, and active subscribers at each week's end. A week is bucketed by
// comparing the stored time with the 13 week boundaries computed in the admin's zone
// (`case when t < b1 then 0 when t < b2 then 1 …`): our columns hold ISO-8601 UTC text, which
// orders like time, so the same expression is exact on both engines, across daylight-saving
// changes too, with no engine's date functions.

export const BOOKING_OUTCOMES = [
  "requested",
  "confirmed",
  "completed",
  "no-show",
  "cancelled",
] as const satisfies readonly BookingStatus[];

export interface DashboardTiles {
  /** Demo requests nobody has answered yet. */
  requested: number;
  /** Confirmed demos starting today, and from today through the next six days. */
  today: number;
  thisWeek: number;
  unreadMessages: number;
  failedEmails: number;
}

export interface DashboardData {
  /** The admin's today (yyyy-mm-dd) and the last day of "this week" (today + 6). */
  today: string;
  weekLastDay: string;
  tiles: DashboardTiles;
  weeks: Week[];
  /** Per week, oldest first: bookings created that week, by their status now. */
  bookings: Record<BookingStatus, number>[];
  signups: number[];
  /** Active subscribers at the end of each week (the current week: now). */
  subscribers: number[];
  /** Bookings created in the 12 weeks, and how far they got. */
  funnel: { requested: number; confirmed: number; attended: number; enrolled: number };
}

/** `case when t < end₀ then 0 … end`: the week a time falls in (rows before week 0 are filtered out). */
function weekOf(time: RawBuilder<unknown>, weeks: Week[]): RawBuilder<number> {
  const whens = weeks.map((w, i) => sql`when ${time} < ${w.end} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} end`;
}

/**
 * Better Auth's `user.createdAt`: a timestamptz on PostgreSQL (compared with ISO text
 * parameters, which PostgreSQL reads as timestamps); ISO text on SQLite (its adapter stores
 * dates with toISOString), where an epoch number left by another writer (seconds or
 * milliseconds) is turned into the same text so that it sorts with the rest.
 */
function userCreatedAt(dialect: Dialect): RawBuilder<unknown> {
  if (dialect === "postgres") return sql`u."createdAt"`;
  const c = sql`u."createdAt"`;
  return sql`(case when typeof(${c}) in ('integer', 'real') then strftime('%Y-%m-%dT%H:%M:%fZ', case when abs(${c}) < 100000000000 then ${c} else ${c} / 1000.0 end, 'unixepoch') else ${c} end)`;
}

const count = (v: unknown) => Number(v ?? 0);

/** Everything the dashboard shows, for the admin's zone at `now`. */
export async function getDashboard(
  db: Kysely<Database>,
  dialect: Dialect,
  { now = new Date(), zone }: { now?: Date; zone: string },
): Promise<DashboardData> {
  const weeks = recentWeeks(now, zone);
  const from = weeks[0].start;
  const to = weeks[weeks.length - 1].end;
  const today = dayIn(now, zone);
  const todayStart = startOfDayIn(today, zone).toISOString();
  const tomorrowStart = startOfDayIn(addDays(today, 1), zone).toISOString();
  const weekEnd = startOfDayIn(addDays(today, 7), zone).toISOString();

  const confirmedBetween = (a: string, b: string) =>
    sql`(select count(*) from "demoBooking" where "status" = 'confirmed' and "scheduledStart" >= ${a} and "scheduledStart" < ${b})`;
  const tilesQuery = sql<Record<keyof DashboardTiles, unknown>>`select
    (select count(*) from "demoBooking" where "status" = 'requested') as "requested",
    ${confirmedBetween(todayStart, tomorrowStart)} as "today",
    ${confirmedBetween(todayStart, weekEnd)} as "thisWeek",
    (select count(*) from "contactMessage" where "status" = 'new') as "unreadMessages",
    (select count(*) from "emailOutbox" where "status" = 'failed') as "failedEmails"`;

  // "Enrolled": a completed demo whose booker (the signed-in account that booked, or the
  // account with the booking's address) has a live enrolment in the course of interest.
  const enrolled = sql`exists (
    select 1 from "enrollment" e
    join "course" c on c."id" = e."courseId"
    where c."slug" = b."courseSlug" and e."status" <> 'cancelled'
      and (e."userId" = b."userId"
        or e."userId" in (select u."id" from "user" u where lower(u."email") = b."emailKey")))`;
  const bookingsQuery = sql<{
    week: unknown;
    status: BookingStatus;
    n: unknown;
    enrolled: unknown;
  }>`
    select ${weekOf(sql`b."createdAt"`, weeks)} as "week", b."status" as "status", count(*) as "n",
      sum(case when b."status" = 'completed' and ${enrolled} then 1 else 0 end) as "enrolled"
    from "demoBooking" b
    where b."createdAt" >= ${from} and b."createdAt" < ${to}
    group by "week", b."status"`;

  const created = userCreatedAt(dialect);
  const signupsQuery = sql<{ week: unknown; n: unknown }>`
    select ${weekOf(created, weeks)} as "week", count(*) as "n"
    from "user" u
    where ${created} >= ${from} and ${created} < ${to}
    group by "week"`;

  // Active at a week's end: confirmed before it and not unsubscribed by then. A subscriber
  // who asked again after unsubscribing is pending with the old confirmedAt and no
  // unsubscribedAt (their history is gone), so pending rows never count.
  const activeAt = weeks.map(
    (w, i) =>
      sql`sum(case when "confirmedAt" < ${w.end} and ("unsubscribedAt" is null or "unsubscribedAt" >= ${w.end}) then 1 else 0 end) as ${sql.ref(`w${i}`)}`,
  );
  const subscribersQuery = sql<Record<string, unknown>>`
    select ${sql.join(activeAt)}
    from "newsletterSubscriber"
    where "confirmedAt" is not null and "status" <> 'pending'
      and ("unsubscribedAt" is null or "unsubscribedAt" >= ${weeks[0].end})`;

  const [tiles, bookingRows, signupRows, subscriberRows] = await Promise.all([
    tilesQuery.execute(db),
    bookingsQuery.execute(db),
    signupsQuery.execute(db),
    subscribersQuery.execute(db),
  ]);

  const bookings = weeks.map(
    () => Object.fromEntries(BOOKING_OUTCOMES.map((s) => [s, 0])) as Record<BookingStatus, number>,
  );
  const funnel = { requested: 0, confirmed: 0, attended: 0, enrolled: 0 };
  for (const row of bookingRows.rows) {
    const n = count(row.n);
    const week = bookings[count(row.week)];
    if (week && row.status in week) week[row.status] += n;
    funnel.requested += n;
    if (row.status === "confirmed" || row.status === "completed" || row.status === "no-show")
      funnel.confirmed += n;
    if (row.status === "completed") funnel.attended += n;
    funnel.enrolled += count(row.enrolled);
  }
  const signups = weeks.map(() => 0);
  for (const row of signupRows.rows) signups[count(row.week)] += count(row.n);
  const active = subscriberRows.rows[0] ?? {};
  const t = tiles.rows[0];

  return {
    today,
    weekLastDay: addDays(today, 6),
    tiles: {
      requested: count(t.requested),
      today: count(t.today),
      thisWeek: count(t.thisWeek),
      unreadMessages: count(t.unreadMessages),
      failedEmails: count(t.failedEmails),
    },
    weeks,
    bookings,
    signups,
    subscribers: weeks.map((_, i) => count(active[`w${i}`])),
    funnel,
  };
}
