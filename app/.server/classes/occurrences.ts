import { zonedTimeToUtcAfterGap } from "~/lib/zoned-time";

// A class series is a rule on the anchor zone's wall clock; its sessions are UTC instants
// computed one occurrence at a time (docs/classes.md "Time"). So 17:00 in New York stays 17:00
// across the clock changes while the UTC instant moves, a time the clocks skip moves to the
// first instant after the gap (flagged), and a repeated time takes the first of the two.

/** The most sessions one series may generate: two years of a class every day. */
export const MAX_OCCURRENCES = 730;

export interface SeriesRule {
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** "HH:MM" on the anchor zone's clock. */
  localStart: string;
  durationMinutes: number;
  /** yyyy-mm-dd: the first day that may hold an occurrence. */
  fromDate: string;
  /** How many occurrences, or null when the series runs until untilDate. */
  count: number | null;
  /** yyyy-mm-dd, inclusive; null when count is given. */
  untilDate: string | null;
}

export interface Occurrence {
  /** The occurrence's local date in the anchor zone; it names the occurrence for good. */
  occurrenceKey: string;
  startsAt: string;
  endsAt: string;
  /** The local start did not exist that day; startsAt is the first instant after the gap. */
  gapShifted: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 24 * 3600 * 1000;

/** A yyyy-mm-dd that is a real calendar date, as UTC midnight ms; else null. */
export function calendarDateMs(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d
    ? ms
    : null;
}

export function isLocalTime(value: string): boolean {
  return HHMM.test(value);
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a calendar date, the same in every zone. */
export function weekdayOf(date: string): number {
  return new Date(calendarDateMs(date) ?? Number.NaN).getUTCDay();
}

/** One occurrence: the local date and time in the zone as a UTC start and end. */
export function occurrenceAt(
  date: string,
  localStart: string,
  durationMinutes: number,
  zone: string,
): Occurrence {
  const at = zonedTimeToUtcAfterGap(`${date}T${localStart}`, zone);
  if (!at) throw new RangeError(`${date} ${localStart} is not a date and time`);
  const start = at.instant.getTime();
  return {
    occurrenceKey: date,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + durationMinutes * 60_000).toISOString(),
    gapShifted: at.shifted,
  };
}

/**
 * Every occurrence of a series, in order. The rule must already be valid (validateRule); the
 * expansion stops at MAX_OCCURRENCES whatever the rule says.
 */
export function expandSeries(rule: SeriesRule, zone: string): Occurrence[] {
  const from = calendarDateMs(rule.fromDate);
  if (from === null) throw new RangeError(`fromDate ${rule.fromDate} is not a date`);
  const until = rule.untilDate === null ? null : calendarDateMs(rule.untilDate);
  const limit = Math.min(rule.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const days = new Set(rule.weekdays);
  const out: Occurrence[] = [];
  if (days.size === 0) return out;
  for (let day = from; out.length < limit; day += DAY_MS) {
    if (until !== null && day > until) break;
    if (!days.has(new Date(day).getUTCDay())) continue;
    out.push(occurrenceAt(dateOf(day), rule.localStart, rule.durationMinutes, zone));
  }
  return out;
}

/** The words of what is wrong with a rule, or null when it is valid. */
export function validateRule(rule: SeriesRule): string | null {
  if (rule.weekdays.length === 0) return "Choose at least one weekday.";
  if (rule.weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
    return "Weekdays are 0 (Sunday) to 6 (Saturday).";
  }
  if (!isLocalTime(rule.localStart)) return "The start time must be HH:MM, from 00:00 to 23:59.";
  if (!Number.isInteger(rule.durationMinutes) || rule.durationMinutes < 5) {
    return "A class lasts at least 5 minutes.";
  }
  if (rule.durationMinutes > 8 * 60) return "A class lasts at most 8 hours.";
  const from = calendarDateMs(rule.fromDate);
  if (from === null) return "The first date must be a real date (yyyy-mm-dd).";
  if ((rule.count === null) === (rule.untilDate === null)) {
    return "Give either a number of classes or an end date.";
  }
  if (rule.count !== null) {
    if (!Number.isInteger(rule.count) || rule.count < 1) return "Give at least one class.";
    if (rule.count > MAX_OCCURRENCES) return `A series has at most ${MAX_OCCURRENCES} classes.`;
  }
  if (rule.untilDate !== null) {
    const until = calendarDateMs(rule.untilDate);
    if (until === null) return "The end date must be a real date (yyyy-mm-dd).";
    if (until < from) return "The end date must be on or after the first date.";
    if (until - from > 2 * 366 * DAY_MS) return "A series runs for at most two years.";
  }
  return null;
}
