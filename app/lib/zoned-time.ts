// A wall-clock time in a named zone ("2026-12-01T17:30" in Asia/Kolkata, as an <input
// type="datetime-local"> sends it) as a UTC instant, correct across daylight-saving changes
// through Intl. One conversion for every form of the panel that takes a time (a demo's start, a
// post's publishing time). The other way, an instant on a zone's clock, is localInputValue in
// ./admin/time.ts.

/**
 * The cookie in which the browser's time zone is kept (app/hooks/use-zone-cookie.ts sets it in
 * the admin panel and on the learner's class pages; app/.server/kit/zone.ts reads it).
 */
export const ZONE_COOKIE = "learnova_tz";

/** "2026-12-01T17:30" as an <input type="datetime-local"> sends it (seconds allowed). */
export const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// One formatter per zone: building one costs far more than using it, and a class series
// converts hundreds of occurrences at a time (app/.server/classes/occurrences.ts).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock fields on a zone's clock: [year, month, day, hour, minute, second]. */
export function zoneParts(instant: number, zone: string): number[] {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return [get("year"), get("month"), get("day"), get("hour"), get("minute"), get("second")];
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const [y, mo, d, h, mi, s] = zoneParts(instant, zone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

/**
 * A "yyyy-mm-ddThh:mm[:ss]" value read as if it were UTC, in milliseconds; null when it is not
 * a date and time on any calendar (a 13th month, 31 November, 25 o'clock).
 */
function wallClockMs(local: string): number | null {
  const m = LOCAL_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls "13th month" or "31 November" over into the next; such a value is wrong.
  const back = new Date(wall);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  return wall;
}

/** Whether a datetime-local value is a real date and time (in some zone it may still be skipped). */
export function isCalendarTime(local: string): boolean {
  return wallClockMs(local) !== null;
}

/**
 * The UTC instant of a wall-clock time in a zone, or null when the clocks skip that time (the
 * hour lost when daylight saving starts). A time that happens twice (the hour repeated when it
 * ends) is the first of the two, as calendars take it.
 */
export function zonedTimeToUtc(local: string, zone: string): Date | null {
  const wall = wallClockMs(local);
  if (wall === null) return null;
  // The zone's offset a day either side covers both sides of any change near this time.
  const day = 24 * 3600 * 1000;
  const candidates = [...new Set([offsetAt(wall - day, zone), offsetAt(wall + day, zone)])]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const p = zoneParts(instant, zone);
      return Date.UTC(p[0], p[1] - 1, p[2], p[3], p[4], p[5]) === wall;
    })
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]) : null;
}

/**
 * Like zonedTimeToUtc, but a time the clocks skip becomes the first instant after the gap (the
 * moment of the change: 02:30 on New York's spring-forward day is 03:00 EDT), flagged as
 * shifted, as class sessions take it (docs/classes.md "Time"). Null only for a value that is
 * no date and time at all.
 */
export function zonedTimeToUtcAfterGap(
  local: string,
  zone: string,
): { instant: Date; shifted: boolean } | null {
  const exact = zonedTimeToUtc(local, zone);
  if (exact) return { instant: exact, shifted: false };
  const wall = wallClockMs(local);
  if (wall === null) return null;
  const day = 24 * 3600 * 1000;
  const after = offsetAt(wall + day, zone);
  // The change lies between the instant the wall time would be on the new offset (before the
  // change) and on the old one (after it): find, to the second, the first instant on the new.
  let lo = Math.min(wall - after, wall - offsetAt(wall - day, zone));
  let hi = Math.max(wall - after, wall - offsetAt(wall - day, zone));
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(mid, zone) === after) hi = mid;
    else lo = mid;
  }
  return { instant: new Date(hi), shifted: true };
}
