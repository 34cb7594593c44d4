import type { Kysely } from "kysely";
import { startOfDayIn } from "~/lib/admin/time";
import { addDays, dayIn, mondayOf } from "~/lib/admin/weeks";
import { formatShortDate } from "~/lib/format";
import type { ClassSessionStatus, Database } from "../platform/db/schema";
import { teacherSessions } from "../classes/queries-teacher";

// The teacher's /teach page (docs/classes.md "Teacher area"): today and one week, Monday to
// Sunday, on the teacher's clock. Days are cut at that clock's midnights (startOfDayIn), so a
// session late on Sunday in Kolkata is Sunday's even when it is Monday in UTC; the week in
// the address is its Monday (`?week=2026-11-23`).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday the address names, or this week's on `zone`'s clock when it names none (or junk). */
export function weekOf(param: string | null, zone: string, now = new Date()): string {
  if (param && DAY.test(param)) {
    const parsed = new Date(`${param}T00:00:00Z`);
    if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === param) {
      return mondayOf(param);
    }
  }
  return mondayOf(dayIn(now, zone));
}

export interface ShownSession {
  id: string;
  iso: string;
  /** "17:00–18:00" on the teacher's clock. */
  time: string;
  courseTitle: string;
  cohortName: string;
  status: ClassSessionStatus;
  meetingUrl: string | null;
  /** Another teacher takes it; this one is a lead or assistant of its group. */
  assisting: boolean;
}

export interface ShownDay {
  day: string;
  /** "Monday 23 November". */
  label: string;
  isToday: boolean;
  sessions: ShownSession[];
}

// One formatter per zone: building one costs far more than using it.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clock(zone: string): Intl.DateTimeFormat {
  let f = clocks.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(zone, f);
  }
  return f;
}
const dayLabel = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "Monday 23 November" for a calendar day. */
export function longDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** "17:02" on `zone`'s clock. */
export function clockTime(iso: string, zone: string): string {
  return clock(zone).format(new Date(iso));
}

/** "17:00–18:00" on `zone`'s clock. */
export function sessionTime(startsAt: string, endsAt: string, zone: string): string {
  const f = clock(zone);
  return `${f.format(new Date(startsAt))}–${f.format(new Date(endsAt))}`;
}

/** A session's day and time on `zone`'s clock: { day: "Monday 23 November", time: "17:00–18:00" }. */
export function sessionWhen(startsAt: string, endsAt: string, zone: string) {
  return {
    day: longDay(dayIn(new Date(startsAt), zone)),
    time: sessionTime(startsAt, endsAt, zone),
  };
}

export async function teachingWeek(
  db: Kysely<Database>,
  teacherId: string,
  zone: string,
  weekParam: string | null,
  now = new Date(),
) {
  const monday = weekOf(weekParam, zone, now);
  const today = dayIn(now, zone);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const weekStart = startOfDayIn(monday, zone).toISOString();
  const weekEnd = startOfDayIn(addDays(monday, 7), zone).toISOString();
  const todayStart = startOfDayIn(today, zone).toISOString();
  const todayEnd = startOfDayIn(addDays(today, 1), zone).toISOString();
  const inWeek = today >= monday && today < addDays(monday, 7);
  const [rows, todayRows] = await Promise.all([
    teacherSessions(db, teacherId, { startsAt: weekStart, endsAt: weekEnd }),
    // Today is shown whichever week is open; when it lies in that week it is read once.
    inWeek
      ? Promise.resolve(null)
      : teacherSessions(db, teacherId, { startsAt: todayStart, endsAt: todayEnd }),
  ]);
  const shown = (r: (typeof rows)[number]): ShownSession & { day: string } => ({
    id: r.id,
    iso: r.startsAt,
    time: sessionTime(r.startsAt, r.endsAt, zone),
    courseTitle: r.courseTitle,
    cohortName: r.cohortName,
    status: r.status,
    // A session without a link of its own meets at its group's (the seed's sessions have none).
    meetingUrl: r.meetingUrl ?? r.defaultMeetingUrl,
    assisting: r.assisting,
    day: dayIn(new Date(r.startsAt), zone),
  });
  const weekSessions = rows.map(shown);
  const todaySessions = (todayRows ?? rows).map(shown).filter((s) => s.day === today);
  return {
    zone,
    week: monday,
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
    thisWeek: mondayOf(today),
    range: `${formatShortDate(monday)} – ${formatShortDate(addDays(monday, 6))}`,
    today: { day: today, label: longDay(today), sessions: todaySessions },
    days: days.map((day): ShownDay => ({
      day,
      label: longDay(day),
      isToday: day === today,
      sessions: weekSessions.filter((s) => s.day === day),
    })),
  };
}
