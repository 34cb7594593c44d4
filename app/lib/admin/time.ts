// Times in the admin panel are shown in the admin's own zone, with the zone named
// (docs/admin.md "Who and how", docs/product.md §8.2). The text is made on the server, in the
// loader, so the browser shows the same characters it hydrates (Node's and the browser's ICU may
// word a time differently).

import { canonicalTimeZone, isValidTimeZone } from "../time-slots";
import { zonedTimeToUtc, zoneParts } from "../zoned-time";

const FALLBACK_ZONE = "UTC";

export { ZONE_COOKIE } from "../zoned-time";

/** The zone's one name (canonicalTimeZone) if this runtime knows it, else UTC. */
export function knownZone(zone: string | null | undefined): string {
  if (!zone || !isValidTimeZone(zone)) return FALLBACK_ZONE;
  return canonicalTimeZone(zone);
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, withZone: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${withZone}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      ...(withZone ? { timeZoneName: "short" } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** "23 Nov 2026, 21:58 GMT+5:30", or "" for no time. */
export function formatDateTime(iso: string | Date | null | undefined, zone: string): string {
  if (!iso) return "";
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatter(zone, true).format(date);
}

/** A time for the page: its ISO form for <time dateTime> and its words in the admin's zone. */
export interface ShownTime {
  iso: string;
  text: string;
}

export function shownTime(value: string | Date | null | undefined, zone: string): ShownTime | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: formatDateTime(date, zone) };
}

/**
 * The UTC instant at which the calendar day `day` (yyyy-mm-dd) begins in `zone`: its midnight on
 * that zone's clock. When the clocks skip midnight (Asia/Beirut on 31 March 2024, 00:00 → 01:00)
 * the day begins at the change, the first time its clock shows; when they go back at midnight
 * (America/Santiago, 7 April 2024), when its clock first shows 00:00 of that day.
 */
export function startOfDayIn(day: string, zone: string): Date {
  // Every zone's changes move the clock by at most two hours, at quarter-hour steps.
  for (let minutes = 0; minutes <= 120; minutes += 15) {
    const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
    const mm = String(minutes % 60).padStart(2, "0");
    const at = zonedTimeToUtc(`${day}T${hh}:${mm}`, zone);
    if (at) return at;
  }
  // Not reached for any real zone; the day's UTC midnight is the safe reading.
  return new Date(`${day}T00:00:00Z`);
}

/** The wall-clock digits of an instant in a zone, as a datetime-local input shows them. */
function wallClock(date: Date, zone: string) {
  const [y, mo, d, h, mi] = zoneParts(date.getTime(), zone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(y).padStart(4, "0")}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}`;
}

/** An instant as a datetime-local input's value ("2026-03-08T09:30") on the zone's clock. */
export function localInputValue(value: string | Date, zone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : wallClock(date, zone);
}

/**
 * The digits of the same instant on another clock, for the schedule form's "On the clock of"
 * (issue 23, item 15); the digits unchanged when they name no instant on the old one (empty, or
 * a time its clocks skip); null when the instant is the second pass of the hour the new clock
 * repeats (daylight saving ends), whose digits would be read as the first pass.
 */
export function switchClock(startLocal: string, from: string, to: string): string | null {
  const at = startLocal ? zonedTimeToUtc(startLocal, from) : null;
  if (!at) return startLocal;
  const next = localInputValue(at, to);
  return zonedTimeToUtc(next, to)?.getTime() === at.getTime() ? next : null;
}
