import type { Kysely } from "kysely";
import { knownZone } from "~/lib/admin/time";
import type { Database } from "../platform/db/schema";
import { DEMO_MINUTES } from "../bookings/queries";
import type { Slot, TeacherCalendar } from "./conflicts";

// What conflicts.ts checks against, read for one teacher and one span of time.

/** Longest a demo may last: demos starting this long before a span may still reach into it. */
const LONGEST_DEMO_MS = 8 * 3600 * 1000;

export async function loadTeacherCalendar(
  db: Kysely<Database>,
  teacherId: string,
  span: Slot,
  excludeSessionIds: readonly string[] = [],
): Promise<TeacherCalendar | null> {
  const teacher = await db
    .selectFrom("user")
    .select(["id", "name", "email", "timeZone"])
    .where("id", "=", teacherId)
    .executeTakeFirst();
  if (!teacher) return null;
  let sessions = db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .select(["s.id", "s.startsAt", "s.endsAt", "c.name"])
    .where("s.teacherId", "=", teacherId)
    .where("s.status", "!=", "cancelled")
    .where("s.startsAt", "<", span.endsAt)
    .where("s.endsAt", ">", span.startsAt);
  if (excludeSessionIds.length) sessions = sessions.where("s.id", "not in", excludeSessionIds);
  const earliestDemo = new Date(Date.parse(span.startsAt) - LONGEST_DEMO_MS).toISOString();
  const [rows, demos, availability, timeOff] = await Promise.all([
    sessions.execute(),
    db
      .selectFrom("demoBooking")
      .select(["id", "scheduledStart", "durationMinutes", "subject", "contactName"])
      .where("assigneeId", "=", teacherId)
      .where("status", "=", "confirmed")
      .where("scheduledStart", ">=", earliestDemo)
      .where("scheduledStart", "<", span.endsAt)
      .execute(),
    db
      .selectFrom("teacherAvailability")
      .select(["weekday", "startMinute", "endMinute"])
      .where("teacherId", "=", teacherId)
      .execute(),
    db
      .selectFrom("teacherTimeOff")
      .select(["startsAt", "endsAt", "reason"])
      .where("teacherId", "=", teacherId)
      .where("startsAt", "<", span.endsAt)
      .where("endsAt", ">", span.startsAt)
      .execute(),
  ]);
  return {
    name: teacher.name || teacher.email,
    zone: knownZone(teacher.timeZone),
    busy: [
      ...rows.map((r) => ({
        kind: "session" as const,
        id: r.id,
        label: `“${r.name}”`,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
      })),
      ...demos.map((d) => {
        const start = Date.parse(d.scheduledStart!);
        return {
          kind: "demo" as const,
          id: d.id,
          label: `the demo “${d.subject}” for ${d.contactName}`,
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + (d.durationMinutes ?? DEMO_MINUTES) * 60_000).toISOString(),
        };
      }),
    ],
    availability,
    timeOff,
  };
}

/** The span from the first start to the last end of some slots. */
export function spanOf(slots: readonly Slot[]): Slot | null {
  if (slots.length === 0) return null;
  return {
    startsAt: slots.reduce((a, s) => (s.startsAt < a ? s.startsAt : a), slots[0].startsAt),
    endsAt: slots.reduce((a, s) => (s.endsAt > a ? s.endsAt : a), slots[0].endsAt),
  };
}

/**
 * A learner's other class groups whose future sessions overlap this group's future sessions
 * (the warning when they are placed; docs/classes.md "Conflicts"): the group's name and the
 * first overlapping start.
 */
export async function learnerOverlaps(
  db: Kysely<Database>,
  userId: string,
  cohortId: string,
  now: string,
): Promise<{ cohortName: string; startsAt: string }[]> {
  const rows = await db
    .selectFrom("classSession as mine")
    .innerJoin("classSession as other", (j) =>
      j
        .onRef("other.startsAt", "<", "mine.endsAt")
        .onRef("other.endsAt", ">", "mine.startsAt")
        .on("other.cohortId", "!=", cohortId),
    )
    .innerJoin("cohortMember as m", "m.cohortId", "other.cohortId")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("cohort as c", "c.id", "other.cohortId")
    .select(["c.name as cohortName", "mine.startsAt"])
    .where("mine.cohortId", "=", cohortId)
    .where("mine.status", "=", "scheduled")
    .where("mine.startsAt", ">", now)
    .where("other.status", "=", "scheduled")
    .where("e.userId", "=", userId)
    .where("m.status", "in", ["active", "paused"])
    .orderBy("mine.startsAt")
    .execute();
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.cohortName)) seen.set(r.cohortName, r.startsAt);
  return [...seen].map(([cohortName, startsAt]) => ({ cohortName, startsAt }));
}
