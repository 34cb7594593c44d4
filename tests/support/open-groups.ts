import { randomBytes } from "node:crypto";
import { execute, query } from "./db";

// Class groups the end-to-end tests add straight to the database, and the content version that
// makes every process's page cache drop its pages (app/.server/platform/content-version.ts).

const TEACHER = "seed-teacher-daniel";

function courseId(slug: string): string {
  return query<{ id: string }>("select id from course where slug = ?", slug)[0].id;
}

/**
 * An open class group of the course `slug`, anchored in London: a class in 10 minutes, then
 * weekly; one cancelled; taught by a seeded teacher.
 */
export function addOpenGroup(slug: string, name: string, capacity: number, seatsTaken = 0): string {
  const id = `e2e-group-${randomBytes(5).toString("hex")}`;
  const at = new Date().toISOString();
  const start = Date.now() + 10 * 60_000;
  execute(
    `insert into cohort (id, courseId, name, anchorZone, capacity, seatsTaken, startDate, status,
       cancelReason, defaultMeetingUrl, createdAt, updatedAt, version)
     values (?, ?, ?, 'Europe/London', ?, ?, ?, 'open', null, ?, ?, ?, 1)`,
    id,
    courseId(slug),
    name,
    capacity,
    seatsTaken,
    at.slice(0, 10),
    `https://meet.example.com/${id}`,
    at,
    at,
  );
  const teacher = query<{ id: string }>("select id from user where id = ?", TEACHER)[0]?.id;
  if (teacher) {
    execute(
      "insert into cohortTeacher (cohortId, teacherId, role) values (?, ?, 'lead')",
      id,
      teacher,
    );
  }
  execute(
    `insert into classSeries (id, cohortId, weekdays, localStart, durationMinutes, fromDate, count,
       untilDate, teacherId, meetingUrl, splitFrom, createdAt, updatedAt, version)
     values (?, ?, '2', '18:00', 60, ?, 3, null, null, null, null, ?, ?, 1)`,
    `${id}-series`,
    id,
    at.slice(0, 10),
    at,
    at,
  );
  for (let week = 0; week < 3; week++) {
    const startsAt = new Date(start + week * 7 * 86_400_000).toISOString();
    const endsAt = new Date(start + week * 7 * 86_400_000 + 3_600_000).toISOString();
    execute(
      `insert into classSession (id, seriesId, cohortId, occurrenceKey, startsAt, endsAt, teacherId,
         meetingUrl, status, cancelReason, edited, gapShifted, sequence, createdAt, updatedAt, version)
       values (?, ?, ?, ?, ?, ?, ?, null, ?, ?, 0, 0, 0, ?, ?, 1)`,
      `${id}-s${week}`,
      `${id}-series`,
      id,
      startsAt.slice(0, 10),
      startsAt,
      endsAt,
      teacher ?? null,
      week === 2 ? "cancelled" : "scheduled",
      week === 2 ? "Teacher away" : null,
      at,
      at,
    );
  }
  return id;
}

/** A new content version, as a write through the product would leave: cached pages go. */
export function bumpContentVersion(): void {
  execute(
    `insert into appSetting (key, value, updatedAt) values ('contentVersion', ?, ?)
     on conflict (key) do update set value = excluded.value, updatedAt = excluded.updatedAt`,
    `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    new Date().toISOString(),
  );
}
