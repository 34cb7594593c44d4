import { randomBytes } from "node:crypto";
import { PostgresAdapter, type Kysely } from "kysely";
import { addDays, dayIn } from "~/lib/admin/weeks";
import type { Database } from "../platform/db/schema";
import { expandSeries, weekdayOf, type SeriesRule } from "./occurrences";

// The seeded site's classes (docs/classes.md "Seed"): two teachers and, for the first courses,
// open and running class groups with their sessions, placed around the day the site is first
// started, so a fresh `npm start` shows the timetable filled. The teachers have no password:
// an admin invites or resets them like anyone else. Stable ids: a second run adds nothing.

const TEACHERS = [
  {
    id: "seed-teacher-meera",
    name: "Meera Iyer",
    email: "meera.iyer@learnova.example",
    zone: "Asia/Kolkata",
  },
  {
    id: "seed-teacher-daniel",
    name: "Daniel Brooks",
    email: "daniel.brooks@learnova.example",
    zone: "Europe/London",
  },
];

const TEACHERS_JOINED = "2026-01-05T09:00:00.000Z";

interface SeedGroup {
  id: string;
  course: number;
  name: string;
  zone: string;
  status: "open" | "running";
  teacher: number;
  weekdays: number[];
  localStart: string;
  /** Weeks from this week's Monday to the first class (negative: already running). */
  startWeeks: number;
  count: number;
}

const GROUPS: SeedGroup[] = [
  {
    id: "seed-cohort-1",
    course: 0,
    name: "Sat 10:00 IST",
    zone: "Asia/Kolkata",
    status: "running",
    teacher: 0,
    weekdays: [6],
    localStart: "10:00",
    startWeeks: -4,
    count: 12,
  },
  {
    id: "seed-cohort-2",
    course: 0,
    name: "Mon & Wed 17:00 New York",
    zone: "America/New_York",
    status: "open",
    teacher: 1,
    weekdays: [1, 3],
    localStart: "17:00",
    startWeeks: 2,
    count: 16,
  },
  {
    id: "seed-cohort-3",
    course: 1,
    name: "Tue 18:00 London",
    zone: "Europe/London",
    status: "open",
    teacher: 1,
    weekdays: [2],
    localStart: "18:00",
    startWeeks: 1,
    count: 10,
  },
  {
    id: "seed-cohort-4",
    course: 2,
    name: "Sun 09:00 Sydney",
    zone: "Australia/Sydney",
    status: "running",
    teacher: 0,
    weekdays: [0],
    localStart: "09:00",
    startWeeks: -2,
    count: 10,
  },
];

function firstOnOrAfter(day: string, weekdays: number[]): string {
  let d = day;
  while (!weekdays.includes(weekdayOf(d))) d = addDays(d, 1);
  return d;
}

export async function insertSeedClasses(db: Kysely<Database>, now = new Date()): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const at = now.toISOString();
  const courses = await db
    .selectFrom("course")
    .select(["id", "title"])
    .orderBy("position")
    .limit(3)
    .execute();
  if (courses.length === 0) return;
  await db
    .insertInto("user")
    .values(
      TEACHERS.map((t) => ({
        id: t.id,
        name: t.name,
        email: t.email,
        emailVerified: postgres ? true : 1,
        image: null,
        // Staff joined before the site opened: they are not sign-ups of the week the site was
        // first started (the dashboard counts those).
        createdAt: TEACHERS_JOINED,
        updatedAt: TEACHERS_JOINED,
        role: "teacher" as const,
        accountType: "professional" as const,
        phone: null,
        timeZone: t.zone,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Weekday windows on each teacher's own clock: mornings to evenings, every day.
  await db
    .insertInto("teacherAvailability")
    .values(
      TEACHERS.flatMap((t) =>
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          id: `${t.id}-${weekday}`,
          teacherId: t.id,
          weekday,
          startMinute: 6 * 60,
          endMinute: 23 * 60,
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const g of GROUPS) {
    const course = courses[g.course % courses.length];
    const monday = addDays(dayIn(now, g.zone), -((weekdayOf(dayIn(now, g.zone)) + 6) % 7));
    const fromDate = firstOnOrAfter(addDays(monday, g.startWeeks * 7), g.weekdays);
    const rule: SeriesRule = {
      weekdays: g.weekdays,
      localStart: g.localStart,
      durationMinutes: 60,
      fromDate,
      count: g.count,
      untilDate: null,
    };
    const existing = await db
      .selectFrom("cohort")
      .select("id")
      .where("id", "=", g.id)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto("cohort")
      .values({
        id: g.id,
        courseId: course.id,
        name: `${course.title} · ${g.name}`,
        anchorZone: g.zone,
        capacity: 12,
        startDate: fromDate,
        status: g.status,
        cancelReason: null,
        defaultMeetingUrl: `https://meet.jit.si/learnova-${g.id}-${randomBytes(8).toString("hex")}`,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto("cohortTeacher")
      .values({ cohortId: g.id, teacherId: TEACHERS[g.teacher].id, role: "lead" })
      .execute();
    const seriesId = `${g.id}-series`;
    await db
      .insertInto("classSeries")
      .values({
        id: seriesId,
        cohortId: g.id,
        weekdays: g.weekdays.join(","),
        localStart: g.localStart,
        durationMinutes: 60,
        fromDate,
        count: g.count,
        untilDate: null,
        teacherId: null,
        meetingUrl: null,
        splitFrom: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto("classSession")
      .values(
        expandSeries(rule, g.zone).map((o) => ({
          id: `${g.id}-${o.occurrenceKey}`,
          seriesId,
          cohortId: g.id,
          occurrenceKey: o.occurrenceKey,
          startsAt: o.startsAt,
          endsAt: o.endsAt,
          teacherId: TEACHERS[g.teacher].id,
          meetingUrl: null,
          status: o.endsAt <= at ? ("held" as const) : ("scheduled" as const),
          cancelReason: null,
          gapShifted: o.gapShifted ? 1 : 0,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
  }
}
