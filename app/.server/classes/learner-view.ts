import type { Kysely } from "kysely";
import { formatDateTime, knownZone } from "~/lib/admin/time";
import { canJoin, classWhen, seriesWords, zoneWords, type ShownClass } from "~/lib/class-schedule";
import type { Database } from "../platform/db/schema";
import { cookieZone } from "../kit/zone";
import {
  courseOpenGroups,
  groupSchedules,
  learnerRunningGroups,
  learnerUpcoming,
  userClock,
  type GroupSchedule,
} from "./queries-learner";

// What the course page and the learner's class pages show (docs/classes.md "Learner pages and
// feeds"), worded on the server on the reader's clock with the zone named.

/** The signed-in reader's clock: their own setting, else the browser's (cookie), else UTC. */
export async function learnerZone(
  db: Kysely<Database>,
  request: Request,
  userId: string,
): Promise<string> {
  return knownZone((await userClock(db, userId)) ?? cookieZone(request));
}

function scheduleView(
  g: { anchorZone: string } & GroupSchedule,
  zone: string | null,
): { rules: string[]; anchorZone: string; clock: string; next: ShownClass[] } {
  const clock = zone ?? g.anchorZone;
  return {
    rules: g.series.map(seriesWords),
    anchorZone: zoneWords(g.anchorZone),
    clock: zoneWords(clock),
    next: g.nextSessions.map((s) => classWhen(s.startsAt, s.endsAt, clock)),
  };
}

export type OpenGroupView = Awaited<ReturnType<typeof openGroupsView>>[number];

/**
 * A course's open groups for its page. `zone` null: each group on its own anchor clock (the
 * anonymous page, cached for everyone, before the browser says its zone).
 */
export async function openGroupsView(
  db: Kysely<Database>,
  courseId: string,
  zone: string | null,
  now = new Date(),
) {
  const groups = await courseOpenGroups(db, courseId, now.toISOString());
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    teacherName: g.teacherName,
    seatsLeft: g.seatsLeft,
    capacity: g.capacity,
    ...scheduleView(g, zone),
  }));
}

/** "as of" for the seats on a page that may be kept by the page cache. */
export function asOfWords(zone: string | null, now = new Date()): string {
  return formatDateTime(now, zone ?? "UTC");
}

/** /upcoming-courses: the next classes on the learner's clock, with the joining link in time. */
export async function upcomingClassesView(
  db: Kysely<Database>,
  userId: string,
  zone: string,
  now = new Date(),
) {
  const rows = await learnerUpcoming(db, userId, now.toISOString());
  return rows.map((s) => {
    const cancelled = s.status === "cancelled";
    return {
      id: s.id,
      when: classWhen(s.startsAt, s.endsAt, zone),
      courseTitle: s.courseTitle,
      courseSlug: s.courseSlug,
      groupName: s.cohortName,
      anchorZone: zoneWords(s.anchorZone),
      teacherName: s.teacherName,
      learnerName: s.learnerName ?? null,
      cancelled,
      cancelReason: cancelled ? s.cancelReason : null,
      // Through /join, which records the join, checks the link or makes a room, and says so
      // when there is none yet (app/.server/classes/writes-join.ts).
      joinUrl:
        !cancelled && canJoin(s.startsAt, s.endsAt, now.getTime())
          ? `/join/${encodeURIComponent(s.id)}`
          : null,
    };
  });
}

/** /subscribed-courses: the learner's running groups with their timetable. */
export async function runningGroupsView(
  db: Kysely<Database>,
  userId: string,
  zone: string,
  now = new Date(),
) {
  const groups = await learnerRunningGroups(db, userId, now.toISOString());
  const schedules = await groupSchedules(
    db,
    groups.map((g) => g.id),
    now.toISOString(),
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    courseTitle: g.courseTitle,
    courseSlug: g.courseSlug,
    learnerName: g.learnerName ?? null,
    teacherName: schedules.get(g.id)!.teacherName,
    ...scheduleView({ anchorZone: g.anchorZone, ...schedules.get(g.id)! }, zone),
  }));
}
