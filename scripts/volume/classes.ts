import { expandSeries } from "../../app/.server/classes/occurrences";
import { createRandom, DAY_MS, FIRST_NAMES, LAST_NAMES } from "./random";

// The classes at docs/classes.md's volume, for `npm run bench:classes`: 2,000 class groups
// with 100 sessions each (200,000), 150 teachers, and 60,000 member rows (each placed enrolment
// has its active placement and one or two earlier, transferred ones; a cancelled one, the one it
// left). Groups start over the last fifteen months and the next five (the world has eighteen
// months of history, world.ts) and run for about a year, in the zones learners live in: a week
// holds a few thousand sessions and about 86,000 are held. Attendance (issue 27): 1,500,000
// marks of the held classes, for the members on each class's roster.

type Row = Record<string, string | number | boolean | null>;

export const CLASS_COUNTS = {
  cohorts: 2_000,
  sessionsPerCohort: 100,
  teachers: 150,
  members: 60_000,
  attendance: 1_500_000,
};

const ZONES = [
  "Asia/Kolkata",
  "America/New_York",
  "Europe/London",
  "Australia/Sydney",
  "Asia/Dubai",
  "America/Los_Angeles",
  "Asia/Singapore",
];

export interface ClassTables {
  tables: [string, Row[]][];
  /** A teacher and a learner with a full timetable, for the bench. */
  busyTeacherId: string;
  busyLearnerId: string;
  /**
   * The attendance rows, made as they are inserted (1,500,000 objects at once would hold about
   * half a gigabyte): `count` of them, chosen evenly among the possible ones.
   */
  attendance: { count: number; rows: () => Iterable<Row> };
}

export function classTables(options: {
  seed: number;
  now: number;
  scale: number;
  courses: { id: string; title: string }[];
  enrollments: { id: string; userId: string; courseId: string; status: string }[];
}): ClassTables {
  const random = createRandom(options.seed * 7 + 26);
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = iso(options.now);
  const cohortCount = Math.max(1, Math.round(CLASS_COUNTS.cohorts * options.scale));
  const teacherCount = Math.max(2, Math.round(CLASS_COUNTS.teachers * options.scale));
  const memberTarget = Math.round(CLASS_COUNTS.members * options.scale);

  const teachers: Row[] = [];
  for (let i = 0; i < teacherCount; i++) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    teachers.push({
      id: `vol-teacher-${i}`,
      name,
      email: `teacher${i}@teachers.learnova.example`,
      emailVerified: true,
      image: null,
      createdAt: iso(options.now - 400 * DAY_MS),
      updatedAt: iso(options.now - 400 * DAY_MS),
      role: "teacher",
      accountType: "professional",
      phone: null,
      timeZone: random.pick(ZONES),
      version: 1,
    });
  }

  const cohorts: Row[] = [];
  const cohortTeachers: Row[] = [];
  const series: Row[] = [];
  const sessions: Row[] = [];
  const byCourse = new Map<string, number[]>();
  for (let i = 0; i < cohortCount; i++) {
    const course = options.courses[i % options.courses.length];
    const zone = random.pick(ZONES);
    const startMs = options.now + random.int(-450, 150) * DAY_MS;
    const fromDate = iso(startMs).slice(0, 10);
    const weekdays = [random.int(0, 2), random.int(3, 6)];
    const localStart = `${String(random.int(7, 20)).padStart(2, "0")}:${random.pick(["00", "30"])}`;
    const count = CLASS_COUNTS.sessionsPerCohort;
    const occurrences = expandSeries(
      { weekdays, localStart, durationMinutes: 60, fromDate, count, untilDate: null },
      zone,
    );
    const first = occurrences[0].startsAt;
    const last = occurrences[occurrences.length - 1].endsAt;
    const status = random.chance(0.03)
      ? "cancelled"
      : last <= at
        ? "completed"
        : first <= at
          ? "running"
          : "open";
    const id = `vol-cohort-${i}`;
    const teacherId = teachers[i % teachers.length].id as string;
    cohorts.push({
      id,
      courseId: course.id,
      name: `${course.title} · ${i}`,
      anchorZone: zone,
      capacity: 40,
      seatsTaken: 0,
      startDate: fromDate,
      status,
      cancelReason: status === "cancelled" ? "Not enough learners" : null,
      defaultMeetingUrl: `https://meet.example.com/${id}`,
      createdAt: iso(startMs - 30 * DAY_MS),
      updatedAt: iso(startMs - 30 * DAY_MS),
      version: 1,
    });
    cohortTeachers.push({ cohortId: id, teacherId, role: "lead" });
    const assistant = teachers[(i * 7 + 3) % teachers.length].id;
    if (assistant !== teacherId)
      cohortTeachers.push({ cohortId: id, teacherId: assistant, role: "assistant" });
    const seriesId = `${id}-s`;
    series.push({
      id: seriesId,
      cohortId: id,
      weekdays: weekdays.join(","),
      localStart,
      durationMinutes: 60,
      fromDate,
      count,
      untilDate: null,
      teacherId: null,
      meetingUrl: null,
      splitFrom: null,
      createdAt: iso(startMs - 30 * DAY_MS),
      updatedAt: iso(startMs - 30 * DAY_MS),
      version: 1,
    });
    for (const o of occurrences) {
      sessions.push({
        id: `${id}-${o.occurrenceKey}`,
        seriesId,
        cohortId: id,
        occurrenceKey: o.occurrenceKey,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        teacherId,
        meetingUrl: null,
        status:
          status === "cancelled" || random.chance(0.02)
            ? "cancelled"
            : o.endsAt <= at
              ? "held"
              : "scheduled",
        cancelReason: null,
        edited: 0,
        gapShifted: o.gapShifted ? 1 : 0,
        sequence: 0,
        createdAt: iso(startMs - 30 * DAY_MS),
        updatedAt: iso(startMs - 30 * DAY_MS),
        version: 1,
      });
    }
    byCourse.set(course.id, [...(byCourse.get(course.id) ?? []), i]);
  }

  // Each placed enrolment: its current placement (active) after one earlier, transferred one —
  // or two, for as many enrolments as the member target needs beyond two rows each (the target
  // is twice the enrolments, and some are cancelled); a cancelled enrolment keeps the
  // placement it left (withdrawn). Rows in time order per enrolment, 30 days apart.
  const members: Row[] = [];
  const seats = new Array<number>(cohortCount).fill(0);
  let busyLearnerId = "";
  let busiest = -1;
  const perLearner = new Map<string, number>();
  const placeable = options.enrollments.filter(
    (e) => e.status !== "cancelled" && byCourse.has(e.courseId),
  ).length;
  const cancelled = options.enrollments.filter(
    (e) => e.status === "cancelled" && byCourse.has(e.courseId),
  ).length;
  let extraLeft = Math.max(0, memberTarget - 2 * placeable - cancelled);
  let placeableLeft = placeable;
  const placement = (
    cohort: number,
    enrollmentId: string,
    status: string,
    from: number,
    to: number | null,
  ) => ({
    id: random.uuid(),
    cohortId: cohorts[cohort].id,
    enrollmentId,
    status,
    placedAt: iso(from),
    leftAt: to === null ? null : iso(to),
    version: to === null ? 1 : 2,
  });
  for (const e of options.enrollments) {
    const choices = byCourse.get(e.courseId);
    if (!choices || choices.length === 0) continue;
    const placed = options.now - random.int(10, 200) * DAY_MS;
    if (e.status === "cancelled") {
      if (members.length + 1 > memberTarget) break;
      members.push(
        placement(random.pick(choices), e.id, "withdrawn", placed - 30 * DAY_MS, placed),
      );
      continue;
    }
    const twice = random.chance(placeableLeft > 0 ? extraLeft / placeableLeft : 0);
    placeableLeft--;
    const open = choices.filter((c) => seats[c] < 40 && cohorts[c].status !== "cancelled");
    if (open.length === 0) continue;
    const earlier = twice ? 2 : 1;
    if (members.length + earlier + 1 > memberTarget) break;
    if (twice) extraLeft--;
    for (let k = earlier; k >= 1; k--) {
      members.push(
        placement(
          random.pick(choices),
          e.id,
          "transferred",
          placed - 30 * k * DAY_MS,
          placed - 30 * (k - 1) * DAY_MS,
        ),
      );
    }
    const current = random.pick(open);
    members.push(placement(current, e.id, "active", placed, null));
    seats[current]++;
    const n = (perLearner.get(e.userId) ?? 0) + 1;
    perLearner.set(e.userId, n);
    if (n > busiest) {
      busiest = n;
      busyLearnerId = e.userId;
    }
  }
  cohorts.forEach((c, i) => (c.seatsTaken = seats[i]));

  const attendance = attendanceRows({
    seed: options.seed,
    now: options.now,
    target: Math.round(CLASS_COUNTS.attendance * options.scale),
    sessions,
    members,
  });

  return {
    attendance,
    tables: [
      ["user", teachers],
      ["cohort", cohorts],
      ["cohortTeacher", cohortTeachers],
      ["classSeries", series],
      ["classSession", sessions],
      ["cohortMember", members],
    ],
    busyTeacherId: teachers[0].id as string,
    busyLearnerId,
  };
}

const MARKS = [
  ["present", 75],
  ["late", 8],
  ["absent", 12],
  ["excused", 5],
] as const;

/**
 * Attendance of the classes held before `now`: one row per class and member on its roster (not
 * gone before its start, not withdrawn: the roster app/.server/classes/queries-teacher.ts
 * shows; the seed's placements are all from the last 200 days, so "placed by its start" would
 * leave a quarter of the target), `target` of the possible rows picked evenly (selection
 * sampling), so most classes are marked in full and some members have no row (unmarked). A
 * present or late member joined through /join a few minutes around the start; the class's
 * teacher marked it within a day of its end.
 */
function attendanceRows(options: {
  seed: number;
  now: number;
  target: number;
  sessions: Row[];
  members: Row[];
}): { count: number; rows: () => Iterable<Row> } {
  const at = new Date(options.now).toISOString();
  const byCohort = new Map<string, Row[]>();
  for (const m of options.members) {
    if (m.status === "withdrawn") continue;
    const list = byCohort.get(String(m.cohortId));
    if (list) list.push(m);
    else byCohort.set(String(m.cohortId), [m]);
  }
  const held = options.sessions.filter((s) => s.status === "held" && String(s.endsAt) <= at);
  const roster = (s: Row) =>
    (byCohort.get(String(s.cohortId)) ?? []).filter(
      (m) => m.leftAt === null || String(m.leftAt) > String(s.startsAt),
    );
  let possible = 0;
  for (const s of held) possible += roster(s).length;
  const count = Math.min(options.target, possible);
  return {
    count,
    *rows() {
      const random = createRandom(options.seed * 11 + 27);
      let needed = count;
      let left = possible;
      for (const s of held) {
        const start = Date.parse(String(s.startsAt));
        const end = Date.parse(String(s.endsAt));
        for (const m of roster(s)) {
          // Selection sampling (Knuth's algorithm S): exactly `count` rows, evenly spread.
          const take = random.next() * left < needed;
          left--;
          if (!take) continue;
          needed--;
          const status = random.weighted(MARKS);
          const joined =
            status === "present"
              ? start + random.int(-10, 3) * 60_000
              : status === "late"
                ? start + random.int(5, 25) * 60_000
                : null;
          yield {
            sessionId: s.id,
            cohortMemberId: m.id,
            status,
            joinedAt: joined === null ? null : new Date(joined).toISOString(),
            markedAt: new Date(end + random.int(5, 1_440) * 60_000).toISOString(),
            markedBy: s.teacherId,
            version: 2,
          };
        }
      }
    },
  };
}
