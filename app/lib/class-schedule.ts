// A class group's timetable in words (docs/classes.md "Learner pages and feeds"): the series'
// rule on its anchor clock ("Mondays and Wednesdays, 17:00–18:00") and single classes on a
// reader's clock. Worded on the server, in the loader, so the browser shows the characters it
// hydrates (as app/lib/admin/time.ts does for the panel).

const DAY_NAMES = [
  "Sundays",
  "Mondays",
  "Tuesdays",
  "Wednesdays",
  "Thursdays",
  "Fridays",
  "Saturdays",
];

/** "17:00" + 90 minutes → "18:30" (a class past midnight shows the next day's clock). */
function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(":").map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

function list(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** A series' weekly rule on its anchor clock: "Mondays and Wednesdays, 17:00–18:00". */
export function seriesWords(rule: {
  weekdays: string;
  localStart: string;
  durationMinutes: number;
}): string {
  const days = rule.weekdays
    .split(",")
    .map(Number)
    .filter((d) => d >= 0 && d <= 6)
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => DAY_NAMES[d]);
  return `${list(days)}, ${rule.localStart}–${addMinutes(rule.localStart, rule.durationMinutes)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat[]>();
function formattersFor(zone: string): Intl.DateTimeFormat[] {
  let f = formatters.get(zone);
  if (!f) {
    f = [
      new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
      new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    ];
    formatters.set(zone, f);
  }
  return f;
}

/** One class on a clock: "Mon 7 Dec 2026, 17:00–18:00", with its instants for <time>. */
export interface ShownClass {
  iso: string;
  text: string;
}

/**
 * Class times already worded, by zone, start and end: the same words every time (a pure function
 * of the three), and formatToParts cost a learner's upcoming page about 5 % of its CPU for its 20
 * classes (docs/performance.md §10.4). Bounded: emptied when full.
 */
const worded = new Map<string, ShownClass>();
const WORDED_MAX = 10_000;

export function classWhen(startsAt: string, endsAt: string, zone: string): ShownClass {
  const key = `${zone} ${startsAt} ${endsAt}`;
  const known = worded.get(key);
  if (known) return { ...known };
  const shown = wordClass(startsAt, endsAt, zone);
  if (worded.size >= WORDED_MAX) worded.clear();
  worded.set(key, shown);
  return { ...shown };
}

function wordClass(startsAt: string, endsAt: string, zone: string): ShownClass {
  const [full, time] = formattersFor(zone);
  const start = new Date(startsAt);
  // Put together from the parts: ICU versions differ in the commas and words between them.
  const parts = full.formatToParts(start);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return {
    iso: start.toISOString(),
    text: `${get("weekday")} ${get("day")} ${get("month")} ${get("year")}, ${get("hour")}:${get("minute")}–${time.format(new Date(endsAt))}`,
  };
}

/** A zone's name as people read it: "America/New_York" → "America/New York". */
export function zoneWords(zone: string): string {
  return zone.replaceAll("_", " ");
}

/**
 * When a class's joining link is shown (docs/decisions/0033-learner-classes-and-feeds.md):
 * from 15 minutes before it starts until it ends, the window the joining page of the next part
 * is to keep (docs/classes.md "Learner pages and feeds").
 */
export const JOIN_LEAD_MS = 15 * 60 * 1000;

export function canJoin(startsAt: string, endsAt: string, now: number): boolean {
  return now >= Date.parse(startsAt) - JOIN_LEAD_MS && now < Date.parse(endsAt);
}
