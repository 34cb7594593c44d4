import { sql, type Kysely, type QueryResult, type RawBuilder } from "kysely";
import { addDays, dayIn, recentWeeks, type Week } from "~/lib/admin/weeks";
import { startOfDayIn } from "~/lib/admin/time";
import type { Dialect } from "../platform/db/connect";
import type { BookingStatus, Database } from "../platform/db/schema";

// The admin dashboard (docs/admin.md §1). Everything is counted and bucketed in SQL, in five
// queries whatever the volume, each reading index ranges (migration 06 adds the indexes). A
// week's count is its own index range (`perWeek`: one `select … where t >= start and t < end`
// per week, joined by `union all`), the week boundaries computed in the admin's zone: our
// columns hold ISO-8601 UTC text, which orders like time, so the ranges are exact on both
// engines, across daylight-saving changes too, with no engine's date functions. Bucketing the
// whole 12 weeks' rows with one `case when t < end₀ then 0 …` expression gave the same numbers
// at four to twelve times the CPU on SQLite (decision 0042).

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
 * `select <i> as "week", <select> from <from> where <week i's range of column> and <where>`
 * for each week from `firstWeek` on, joined by `union all`: every week is one range of an
 * index on `column`, which the engine counts without evaluating an expression per row or
 * sorting all the rows into groups (decision 0042).
 */
export function perWeek(
  weeks: Week[],
  q: {
    column: RawBuilder<unknown>;
    select: RawBuilder<unknown>;
    from: RawBuilder<unknown>;
    where?: RawBuilder<unknown>;
    groupBy?: RawBuilder<unknown>;
    firstWeek?: number;
  },
): RawBuilder<unknown> {
  const each = weeks.slice(q.firstWeek ?? 0).map((w, i) => {
    const week = sql.lit(i + (q.firstWeek ?? 0));
    const where = q.where ? sql` and ${q.where}` : sql``;
    const group = q.groupBy ? sql` group by ${q.groupBy}` : sql``;
    return sql`select ${week} as "week", ${q.select} from ${q.from}
      where ${q.column} >= ${w.start} and ${q.column} < ${w.end}${where}${group}`;
  });
  return sql.join(each, sql` union all `);
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
  const stored = perWeek(weeks, {
    column: sql`"createdAt"`,
    select: sql`count(*) as "n"`,
    from: sql`"user"`,
  });
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
 * week's end and not unsubscribed by then. Index ranges on (status, unsubscribedAt,
 * confirmedAt): the long-standing active subscribers are one count and the recent ones one
 * range per week; of those who left in the 12 weeks, the ones confirmed earlier are one range
 * per week of leaving, and only the few who both joined and left within the 12 weeks are
 * bucketed by expression. A subscriber who asked again after unsubscribing is pending with the
 * old confirmedAt and no unsubscribedAt (their history is gone): pending rows never count.
 * `recent` marks the per-week ranges of those who joined and stayed: getDashboard takes their
 * sum off the long-standing row, which the database would otherwise count a second time.
 */
function subscribersQuery(weeks: Week[]) {
  const first = weeks[0].end;
  const last = weeks[weeks.length - 1].end;
  const stayed = sql`"status" = 'active' and "unsubscribedAt" is null`;
  const left = sql`"status" in ('active', 'unsubscribed')`;
  // Left in week j (1…11), or after the last week's end (a clock ahead of ours): 12, never.
  const leftIn = weeks.slice(1).map((w, j) => ({ week: j + 1, from: w.start, to: w.end }));
  leftIn.push({ week: weeks.length, from: last, to: "" });
  const leftEarlyJoiners = leftIn.map(
    (l) => sql`select 0 as "joined", ${sql.lit(l.week)} as "left", count(*) as "n", 0 as "recent"
      from "newsletterSubscriber" where ${left} and "unsubscribedAt" >= ${l.from}
      ${l.to ? sql`and "unsubscribedAt" < ${l.to}` : sql``} and "confirmedAt" < ${first}`,
  );
  // The long-standing active subscribers, most of the table (116,000 of 200,000 at
  // docs/admin.md's volume), are not counted row by row (48 ms on PostgreSQL): the active count
  // the database keeps (migration 2026-11-27-08-subscriber-counts) less three short index
  // ranges: the ones who left, the ones never confirmed, and the ones confirmed after the last
  // week (a clock ahead of ours; usually none). The recent joiners who stayed are left in this
  // row, and getDashboard takes them off it with their own per-week rows (below), which cover
  // exactly [first, last) because each week starts where the one before ends (recentWeeks).
  // Counting them here a second time took 14 of the query's 60 ms on PostgreSQL at that volume.
  const active = sql`"newsletterSubscriber" where "status" = 'active'`;
  const longStanding = sql`coalesce((select "n" from "newsletterStatusCount" where "status" = 'active'), 0)
      - (select count(*) from ${active} and "unsubscribedAt" is not null)
      - (select count(*) from ${active} and "unsubscribedAt" is null and "confirmedAt" is null)
      - (select count(*) from ${active} and "unsubscribedAt" is null and "confirmedAt" >= ${last})`;
  // A union's columns are named by its first select: "joined", "left", "n", "recent".
  return sql<{ joined: unknown; left: unknown; n: unknown; recent: unknown }>`
    select 0 as "joined", 12 as "left", ${longStanding} as "n", 0 as "recent"
    union all
    ${perWeek(weeks, {
      column: sql`"confirmedAt"`,
      select: sql`12 as "left", count(*) as "n", 1 as "recent"`,
      from: sql`"newsletterSubscriber"`,
      where: stayed,
      firstWeek: 1,
    })}
    union all
    ${sql.join(leftEarlyJoiners, sql` union all `)}
    union all
    select ${weekOf(sql`"confirmedAt"`, weeks)} as "joined", ${weekOf(sql`"unsubscribedAt"`, weeks)} as "left", count(*) as "n", 0 as "recent"
      from "newsletterSubscriber"
      where ${left} and "unsubscribedAt" >= ${first} and "confirmedAt" >= ${first}
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
  return sql<{ week: unknown; status: BookingStatus; n: unknown }>`${perWeek(weeks, {
    column: sql`"createdAt"`,
    select: sql`"status", count(*) as "n"`,
    from: sql`"demoBooking"`,
    groupBy: sql`"status"`,
  })}`;
}

/**
 * The funnel's last step: demos of the 12 weeks that an admin converted into an enrolment
 * (convertedAt is set by the conversion, which only a completed demo allows, and the status
 * stays completed). One range of the partial index on converted demos, read from the index
 * alone (migration 2026-11-27-05-dashboard-converted).
 */
function enrolledQuery(weeks: Week[]) {
  return sql<{ n: unknown }>`
    select count(*) as "n" from "demoBooking"
    where "createdAt" >= ${weeks[0].start} and "createdAt" < ${weeks[weeks.length - 1].end}
      and "status" = 'completed' and "convertedAt" is not null`;
}

const count = (v: unknown) => Number(v ?? 0);

type Results<T extends readonly RawBuilder<unknown>[]> = {
  [K in keyof T]: T[K] extends RawBuilder<infer R> ? QueryResult<R> : never;
};

/**
 * Runs independent reads. SQLite: one after another in one read transaction (its one
 * connection could not run them at once), so the answers describe one moment. PostgreSQL: all
 * at once, each on its own pooled connection, so the slowest sets the wait instead of the sum
 * (decision 0042); under READ COMMITTED one transaction gave each statement its own snapshot
 * anyway. (Without JIT compilation, like every pooled connection: decision 0057.)
 */
export async function readAll<T extends readonly RawBuilder<unknown>[]>(
  db: Kysely<Database>,
  dialect: Dialect,
  queries: T,
): Promise<Results<T>> {
  if (dialect === "sqlite") {
    // Read only: SQLite's deferred begin, no write lock (app/.server/platform/db/connect.ts).
    return db
      .transaction()
      .setAccessMode("read only")
      .execute(async (trx) => {
        const results: QueryResult<unknown>[] = [];
        for (const q of queries) results.push(await q.execute(trx));
        return results as Results<T>;
      });
  }
  const results = await Promise.all(queries.map((q) => q.execute(db)));
  return results as Results<T>;
}

/** Everything the dashboard shows, for the admin's zone at `now`. */
export async function getDashboard(
  db: Kysely<Database>,
  dialect: Dialect,
  { now = new Date(), zone }: { now?: Date; zone: string },
): Promise<DashboardData> {
  const weeks = recentWeeks(now, zone);
  const today = dayIn(now, zone);

  const [tiles, bookingRows, enrolled, signupRows, subscriberRows] = await readAll(db, dialect, [
    tilesQuery(now, zone),
    bookingsQuery(weeks),
    enrolledQuery(weeks),
    signupsQuery(dialect, weeks),
    subscribersQuery(weeks),
  ] as const);

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
  // The long-standing row still holds the recent joiners who stayed: each of their
  // per-week rows is taken off it as it is added to its own weeks (subscribersQuery).
  for (const row of subscriberRows.rows) {
    if (count(row.recent) === 1)
      for (let i = 0; i < weeks.length; i++) subscribers[i] -= count(row.n);
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
