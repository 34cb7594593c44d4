import { startOfDayIn } from "./time";

// Calendar arithmetic for the dashboard, in the admin's zone. Days are "yyyy-mm-dd" strings
// (a calendar day has no zone); instants are ISO-8601 UTC text, the form our tables store, so
// the boundaries below compare directly with the stored columns on both engines.

const MS_PER_DAY = 86_400_000;

/** The calendar day (yyyy-mm-dd) that `instant` falls on in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function dayToUtc(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(dayToUtc(day) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Monday on or before `day` (weeks start on Monday, as in India and ISO 8601). */
export function mondayOf(day: string): string {
  const weekday = new Date(dayToUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** One week of a chart: from its Monday's midnight to the next Monday's, in the admin's zone. */
export interface Week {
  /** The Monday, yyyy-mm-dd. */
  day: string;
  /** The instants (ISO UTC) at which the week begins and ends. */
  start: string;
  end: string;
  /** "3 Nov", under the bars. */
  label: string;
  /** "3 Nov 2026", in the tables. */
  longLabel: string;
}

const shortDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
});
const longDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * The weeks depend only on the zone and the day: computed once per (zone, this Monday, count).
 * Each boundary is a zone conversion of several Intl calls (zoned-time.ts), about 7 ms for the
 * 12 weeks, and the dashboard asks for them on every request (decision 0042). Frozen, so no
 * caller can change another's weeks; a few zones' entries at most, cleared if ever many.
 */
const weeksCache = new Map<string, readonly Week[]>();

/** The last `count` weeks up to and including the one `now` falls in, oldest first. */
export function recentWeeks(now: Date, zone: string, count = 12): Week[] {
  const thisMonday = mondayOf(dayIn(now, zone));
  const key = `${zone}|${thisMonday}|${count}`;
  const cached = weeksCache.get(key);
  if (cached) return cached as Week[];
  const weeks: Week[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const day = addDays(thisMonday, -7 * i);
    const date = new Date(dayToUtc(day));
    weeks.push(
      Object.freeze({
        day,
        start: startOfDayIn(day, zone).toISOString(),
        end: startOfDayIn(addDays(day, 7), zone).toISOString(),
        label: shortDay.format(date),
        longLabel: longDay.format(date),
      }),
    );
  }
  if (weeksCache.size >= 100) weeksCache.clear();
  weeksCache.set(key, Object.freeze(weeks));
  return weeks;
}
