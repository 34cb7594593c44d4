// Demo-class slots: every half hour from 08:00 to 20:00 in the visitor's own time zone,
// from one hour ahead up to 60 days ahead.

export const SLOT_FIRST_HOUR = 8;
export const SLOT_LAST_HOUR = 20;
export const SLOT_MIN_LEAD_MS = 60 * 60 * 1000;
export const SLOT_MAX_DAYS = 60;

/** Zones already checked and named (canonicalTimeZone): the key is the spelling asked for. */
const canonicalNames = new Map<string, string>();

export function isValidTimeZone(zone: string): boolean {
  if (canonicalNames.has(zone)) return true;
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * ICU (Node, Chromium) still reports some zones by names the tz database has since replaced
 * ("Asia/Calcutta" for "Asia/Kolkata"); other browsers report the current ones. The form's list,
 * the detected zone and the confirmation all use the current name, so they always match.
 */
const RENAMED_ZONES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/**
 * The zone's one name: Intl's canonical name for any alias or spelling ("US/Eastern",
 * "asia/kolkata", "Etc/UTC"), then the tz database's current name where ICU keeps an older one.
 * Every zone the product stores or shows goes through this, so one place never reads
 * "Asia/Calcutta" and another "Asia/Kolkata" for the same clock (docs/decisions/0029-one-name-per-time-zone.md).
 * An unknown zone comes back as it was; callers check it with isValidTimeZone.
 */
export function canonicalTimeZone(zone: string): string {
  const known = canonicalNames.get(zone);
  if (known !== undefined) return known;
  if (!isValidTimeZone(zone)) return zone;
  const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  const renamed = RENAMED_ZONES[resolved];
  const name = renamed && isValidTimeZone(renamed) ? renamed : resolved;
  // Building an Intl.DateTimeFormat costs tens of microseconds, and a page with a zone list
  // asks for every zone (listTimeZones: about 1,200 of them, some 45 ms a request). Valid names
  // only, and at most a few thousand spellings, so what visitors type cannot grow it unbounded.
  if (canonicalNames.size < 4_096) canonicalNames.set(zone, name);
  return name;
}

/** The browser's own zone by its one name ("" where the browser names none). */
export function browserTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
}

/** The browser's zone, if a list of zones (a form's options) offers it. */
export function detectedZone(offered: readonly string[]): string | null {
  const zone = browserTimeZone();
  return zone !== "" && offered.includes(zone) ? zone : null;
}

/** The zones the booking form offers: current names, sorted, then UTC. */
export function listTimeZones(): string[] {
  if (!zoneList) {
    const zones = new Set(Intl.supportedValuesOf("timeZone").map(canonicalTimeZone));
    zones.delete("UTC");
    zoneList = [...zones].sort().concat("UTC");
  }
  // A copy: callers may sort or filter their own.
  return [...zoneList];
}
let zoneList: string[] | null = null;

/** Wall-clock parts of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** The UTC instant of a wall-clock date and time ("2026-12-01", "17:30") in a zone. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the zone's offset, including across daylight-saving changes.
  let utc = guess;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(utc), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    utc += guess - shown;
  }
  return new Date(utc);
}

/** Why an instant is not a bookable slot for that zone, or null when it is. */
export function slotProblem(instant: Date, timeZone: string, now = new Date()): string | null {
  if (Number.isNaN(instant.getTime())) return "Choose a date and time.";
  if (instant.getTime() < now.getTime() + SLOT_MIN_LEAD_MS)
    return "Choose a time at least one hour from now.";
  if (instant.getTime() > now.getTime() + SLOT_MAX_DAYS * 86_400_000) {
    return `Choose a date within the next ${SLOT_MAX_DAYS} days.`;
  }
  const p = zonedParts(instant, timeZone);
  const inHours =
    p.hour >= SLOT_FIRST_HOUR &&
    (p.hour < SLOT_LAST_HOUR || (p.hour === SLOT_LAST_HOUR && p.minute === 0));
  if (!inHours || (p.minute !== 0 && p.minute !== 30)) {
    return "Choose one of the listed time slots (every half hour, 08:00 to 20:00 your time).";
  }
  return null;
}

/** The slot labels of a day, "08:00" … "20:00". */
export function daySlots(): string[] {
  const out: string[] = [];
  for (let h = SLOT_FIRST_HOUR; h <= SLOT_LAST_HOUR; h++) {
    out.push(`${String(h).padStart(2, "0")}:00`);
    if (h < SLOT_LAST_HOUR) out.push(`${String(h).padStart(2, "0")}:30`);
  }
  return out;
}

/**
 * A demo's time as the booker reads it, on their zone's clock: "Tuesday, 1 December 2026,
 * 17:30". The one wording of the confirmation page, the manage page and the booking mails.
 */
export function formatSlotTime(at: Date | string, timeZone: string): string {
  return new Date(at).toLocaleString("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}
