import { zonedToUtc } from "../../app/lib/time-slots";
import { createRandom, type Random } from "./random";

// What the volume seed's tables share: the clock, the course catalogue, and the ids (with their
// creation times) of rows that later tables refer to. Tables are generated in order; each
// records what it made here, so an audit entry names a message that existed at its time.

export interface VolumeCounts {
  users: number;
  sessions: number;
  enrollments: number;
  bookings: number;
  messages: number;
  subscribers: number;
  outbox: number;
  audit: number;
}

/**
 * docs/admin.md "Scale and speed", plus the enrolments, sessions and mails a school that size has.
 */
export const FULL_COUNTS: VolumeCounts = {
  users: 100_000,
  sessions: 5_000,
  enrollments: 30_000,
  bookings: 100_000,
  messages: 100_000,
  subscribers: 200_000,
  outbox: 50_000,
  audit: 500_000,
};

export const ADMIN_COUNT = 8;
/** Eighteen months of history, ending at `now`. */
export const HISTORY_MS = 548 * 24 * 3_600_000;

export interface Course {
  id: string;
  slug: string;
  title: string;
}

/** Ids in creation order with their creation times (ms), for "a row that existed then". */
export class Made {
  readonly ids: string[] = [];
  private times: number[] = [];
  add(id: string, at: number): void {
    this.ids.push(id);
    this.times.push(at);
  }
  get size(): number {
    return this.ids.length;
  }
  /** How many were made at or before `at` (rows are made in time order). */
  countUntil(at: number): number {
    let lo = 0;
    let hi = this.times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.times[mid] <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** A random id among those made by `at` (or the first one when none was). */
  pickUntil(random: Random, at: number): string | undefined {
    const n = this.countUntil(at);
    if (this.ids.length === 0) return undefined;
    return this.ids[n === 0 ? 0 : Math.floor(random.next() * n)];
  }
  timeOf(index: number): number {
    return this.times[index];
  }
}

export interface Person {
  id: string;
  name: string;
  email: string;
  createdAt: number;
}

export interface World {
  seed: number;
  now: number;
  from: number;
  counts: VolumeCounts;
  courses: Course[];
  /** One scrypt hash, shared by every generated password account (hashing 100,000 takes hours). */
  passwordHash: string;
  users: Person[];
  admins: Person[];
  /** Replied messages, for their reply rows. */
  replied: { id: string; at: number }[];
  made: Record<"message" | "subscriber" | "booking" | "enrollment" | "outbox", Made>;
  /** A separate stream per table, so changing one table's count leaves the others alone. */
  random(table: string): Random;
}

export function createWorld(options: {
  seed?: number;
  now: number;
  counts: VolumeCounts;
  courses: Course[];
  passwordHash: string;
}): World {
  const seed = options.seed ?? 15;
  return {
    seed,
    now: options.now,
    from: options.now - HISTORY_MS,
    counts: options.counts,
    courses: options.courses,
    passwordHash: options.passwordHash,
    users: [],
    admins: [],
    replied: [],
    made: {
      message: new Made(),
      subscriber: new Made(),
      booking: new Made(),
      enrollment: new Made(),
      outbox: new Made(),
    },
    random: (table) => createRandom(seed * 1_000_003 + hash(table)),
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The UTC instant of a half-hour slot in a zone. zonedToUtc builds two formatters per call;
 * the zone's offset is taken once per zone and day (at noon: changes happen at night).
 */
const offsets = new Map<string, number>();
export function slotInstant(day: number, slot: number, timeZone: string): number {
  const key = `${timeZone}:${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    offset = zonedToUtc(date, "12:00", timeZone).getTime() - (day * 86_400_000 + 12 * 3_600_000);
    offsets.set(key, offset);
  }
  // slot 0 is 08:00, slot 24 is 20:00.
  return day * 86_400_000 + (8 * 60 + slot * 30) * 60_000 + offset;
}
