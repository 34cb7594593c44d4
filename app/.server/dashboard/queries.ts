import { sql, type Kysely, type RawBuilder } from "kysely";
import { addDays, dayIn, recentWeeks, type Week } from "~/lib/admin/weeks";
import { startOfDayIn } from "~/lib/admin/time";
import type { Dialect } from "../platform/db/connect";
import type { BookingStatus, Database } from "../platform/db/schema";

// The admin dashboard (docs/admin.md §1). Everything is counted and bucketed in SQL, in five
// queries whatever the volume, each reading index ranges (migration 06 adds the indexes). A
// week is bucketed by comparing the stored time with the week boundaries computed in the
// admin's zone (`case when t < end₀ then 0 when t < end₁ then 1 …`): our columns hold
// ISO-8601 UTC text, which orders like time, so one expression is exact on both engines,
// across daylight-saving changes too, with no engine's date functions.

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
  /** Bookings whose booker asked for another time, not yet answered (docs/admin.md §2). */
  changeRequests: number;
  /** Confirmed demos starting today, and from today through the next six days. */
  today: number;
  thisWeek: number;
  unreadMessages: number;
  failedEmails: number;
  /** Mails stored but never delivered: no SMTP_URL (docs/admin.md §10). */
  keptEmails: number;
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
export function weekOf(time: RawBuilder<unknown>, weeks: Week[]): RawBuilder<number> {
  const whens = weeks.map((w, i) => sql`when ${time} < ${w.end} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} end`;
}

/**
 * Sign-ups per week. Better Auth's `user.createdAt` is a timestamptz on PostgreSQL (the ISO
 * text parameters are read as timestamps) and ISO text on SQLite, where its adapter stores
 * dates with toISOString. An epoch number (seconds or milliseconds) left by another writer on
 * SQLite is counted too: SQLite sorts every number before any text, so `< ''` picks exactly
 * those rows, through the same index.
 */
function signupsQuery(dialect: Dialect, weeks: Week[]) {
  const from = weeks[0].start;
  const to = weeks[weeks.length - 1].end;
  const iso = sql`"createdAt"`;
  const stored = sql`select ${weekOf(iso, weeks)} as "week", count(*) as "n" from "user"
    where "createdAt" >= ${from} and "createdAt" < ${to} group by "week"`;
  if (dialect === "postgres") return sql<{ week: unknown; n: unknown }>`${stored}`;
  const c = sql`"createdAt"`;
  const epoch = sql`strftime('%Y-%m-%dT%H:%M:%fZ', case when abs(${c}) < 100000000000 then ${c} else ${c} / 1000.0 end, 'unixepoch')`;
  return sql<{ week: unknown; n: unknown }>`${stored} union all
    select ${weekOf(epoch, weeks)} as "week", count(*) as "n" from "user"
    where "createdAt" < '' and ${epoch} >= ${from} and ${epoch} < ${to} group by "week"`;
}

/**
 * Subscribers by the week they were confirmed in (0 for earlier) and the week they left (12
 * for never): active at the end of week i when joined ≤ i < left, i.e. confirmed before the
 * week's end and not unsubscribed by then. Three index ranges on (status, unsubscribedAt,
 * confirmedAt): the long-standing active subscribers are one count, only the recent ones are
 * bucketed. A subscriber who asked again after unsubscribing is pending with the old
 * confirmedAt and no unsubscribedAt (their history is gone): pending rows never count.
 */
function subscribersQuery(weeks: Week[]) {
  const first = weeks[0].end;
  const joined = weekOf(sql`"confirmedAt"`, weeks);
  return sql<{ joined: unknown; left: unknown; n: unknown }>`
    select 0 as "joined", 12 as "left", count(*) as "n" from "newsletterSubscriber"
      where "status" = 'active' and "unsubscribedAt" is null and "confirmedAt" < ${first}
    union all
    select ${joined} as "joined", 12 as "left", count(*) as "n" from "newsletterSubscriber"
      where "status" = 'active' and "unsubscribedAt" is null and "confirmedAt" >= ${first}
      group by "joined"
    union all
    select ${joined} as "joined", ${weekOf(sql`"unsubscribedAt"`, weeks)} as "left", count(*) as "n"
      from "newsletterSubscriber"
      where "status" in ('active', 'unsubscribed') and "unsubscribedAt" >= ${first}
        and "confirmedAt" is not null
      group by "joined", "left"`;
}

/**
 * A change request is open while the booking can still be moved: confirm, reschedule and cancel
 * clear it (decision 0018), and the partial index demoBooking_changeRequest holds exactly these
 * rows (migration 2026-11-26-18).
 */
const openChangeRequests = sql`select count(*) from "demoBooking"
    where "changeRequest" is not null and "status" in ('requested', 'confirmed')`;

/** The tiles: seven counts, each an index range. */
function tilesQuery(now: Date, zone: string) {
  const today = dayIn(now, zone);
  const todayStart = startOfDayIn(today, zone).toISOString();
  const tomorrowStart = startOfDayIn(addDays(today, 1), zone).toISOString();
  const weekEnd = startOfDayIn(addDays(today, 7), zone).toISOString();
  const confirmedBetween = (from: string, to: string) =>
    sql`(select count(*) from "demoBooking" where "status" = 'confirmed' and "scheduledStart" >= ${from} and "scheduledStart" < ${to})`;
  return sql<Record<keyof DashboardTiles, unknown>>`select
    (select count(*) from "demoBooking" where "status" = 'requested') as "requested",
    (${openChangeRequests}) as "changeRequests",
    ${confirmedBetween(todayStart, tomorrowStart)} as "today",
    ${confirmedBetween(todayStart, weekEnd)} as "thisWeek",
    (select count(*) from "contactMessage" where "status" = 'new') as "unreadMessages",
    (select count(*) from "emailOutbox" where "status" = 'failed') as "failedEmails",
    (select count(*) from "emailOutbox" where "status" = 'kept') as "keptEmails"`;
}

/** Bookings per week of creation and status, from the (createdAt, status) index alone. */
function bookingsQuery(weeks: Week[]) {
  return sql<{ week: unknown; status: BookingStatus; n: unknown }>`
    select ${weekOf(sql`"createdAt"`, weeks)} as "week", "status", count(*) as "n"
    from "demoBooking"
    where "createdAt" >= ${weeks[0].start} and "createdAt" < ${weeks[weeks.length - 1].end}
    group by "week", "status"`;
}

/**
 * The funnel's last step: demos of the 12 weeks that an admin converted into an enrolment
 * (convertedAt is set by the conversion, which only a completed demo allows, and the status
 * stays completed). The partial index on completed demos gives the range; only those rows are
 * read for convertedAt.
 */
function enrolledQuery(weeks: Week[]) {
  return sql<{ n: unknown }>`
    select count(*) as "n" from "demoBooking"
    where "createdAt" >= ${weeks[0].start} and "createdAt" < ${weeks[weeks.length - 1].end}
      and "status" = 'completed' and "convertedAt" is not null`;
}

const count = (v: unknown) => Number(v ?? 0);

/** Everything the dashboard shows, for the admin's zone at `now`. */
export async function getDashboard(
  db: Kysely<Database>,
  dialect: Dialect,
  { now = new Date(), zone }: { now?: Date; zone: string },
): Promise<DashboardData> {
  const weeks = recentWeeks(now, zone);
  const today = dayIn(now, zone);

  // One read transaction: the five answers describe one moment. On PostgreSQL without JIT
  // compilation, which the planner picked for the large counts' estimated cost and which took
  // longer to compile (about 170 ms) than the queries take to run.
  const [tiles, bookingRows, enrolled, signupRows, subscriberRows] = await db
    .transaction()
    .execute(async (trx) => {
      if (dialect === "postgres") await sql`set local jit = off`.execute(trx);
      return [
        await tilesQuery(now, zone).execute(trx),
        await bookingsQuery(weeks).execute(trx),
        await enrolledQuery(weeks).execute(trx),
        await signupsQuery(dialect, weeks).execute(trx),
        await subscribersQuery(weeks).execute(trx),
      ] as const;
    });

  const bookings = weeks.map(
    () => Object.fromEntries(BOOKING_OUTCOMES.map((s) => [s, 0])) as Record<BookingStatus, number>,
  );
  const funnel = { requested: 0, confirmed: 0, attended: 0, enrolled: 0 };
  for (const row of bookingRows.rows) {
    const n = count(row.n);
    const week = bookings[count(row.week)];
    if (week && Object.hasOwn(week, row.status)) week[row.status] += n;
    funnel.requested += n;
    if (row.status === "confirmed" || row.status === "completed" || row.status === "no-show")
      funnel.confirmed += n;
    if (row.status === "completed") funnel.attended += n;
  }
  funnel.enrolled = count(enrolled.rows[0]?.n);
  const signups = weeks.map(() => 0);
  for (const row of signupRows.rows) signups[count(row.week)] += count(row.n);
  const subscribers = weeks.map(() => 0);
  for (const row of subscriberRows.rows) {
    // Beyond the last week's end (a clock ahead of ours): confirmed in no week yet, or left
    // in none.
    if (row.joined === null) continue;
    const left = row.left === null ? weeks.length : count(row.left);
    for (let i = count(row.joined); i < left && i < weeks.length; i++)
      subscribers[i] += count(row.n);
  }
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
      changeRequests: count(t.changeRequests),
      keptEmails: count(t.keptEmails),
    },
    weeks,
    bookings,
    signups,
    subscribers,
    funnel,
  };
}
