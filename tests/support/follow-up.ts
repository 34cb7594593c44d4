import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform/db/schema";

// A running class group with classes in the past, for the follow-up tests
// (app/.server/classes/writes-follow-up.test.ts and its two-process test): a teacher, members
// (one a parent's enrolment naming a child) and `sessions` classes a day apart, the last
// ending `lastEndsHoursAgo` hours before `now`.

const HOUR = 3_600_000;
const AT = "2026-01-01T00:00:00.000Z";

export interface FollowUpGroup {
  courseId: string;
  cohortId: string;
  teacherId: string;
  /** Oldest first. */
  sessions: { id: string; startsAt: string; endsAt: string }[];
  members: { id: string; userId: string; email: string; childName: string | null }[];
}

export async function seedFollowUpGroup(
  db: Kysely<Database>,
  engine: "sqlite" | "postgres",
  options: {
    now: Date;
    members: number;
    sessions: number;
    lastEndsHoursAgo?: number;
    /** The first `parents` members are parents who enrolled a child. */
    parents?: number;
    name?: string;
  },
): Promise<FollowUpGroup> {
  const tag = randomUUID().slice(0, 8);
  const courseId = randomUUID();
  await db
    .insertInto("course")
    .values({
      id: courseId,
      slug: `follow-up-${tag}`,
      title: `Follow-up course ${tag}`,
      category: "maths",
      level: "beginner",
      description: "d",
      summary: "s",
      image: "",
      audience: "adults",
      board: null,
      durationWeeks: 4,
      sessionsPerWeek: 1,
      published: 1,
      position: 99,
      createdAt: AT,
      updatedAt: AT,
    })
    .execute();
  const cohortId = randomUUID();
  await db
    .insertInto("cohort")
    .values({
      id: cohortId,
      courseId,
      name: options.name ?? `Follow-up group ${tag}`,
      anchorZone: "Europe/London",
      capacity: options.members + 5,
      startDate: "2026-01-01",
      status: "running",
      cancelReason: null,
      defaultMeetingUrl: null,
      createdAt: AT,
      updatedAt: AT,
    })
    .execute();
  const person = (name: string, role: "user" | "teacher", parent: boolean) => {
    const id = randomUUID();
    return {
      id,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 6)}@example.com`,
      emailVerified: engine === "postgres" ? false : 0,
      image: null,
      createdAt: AT,
      updatedAt: AT,
      role,
      accountType: parent ? ("parent" as const) : ("student" as const),
      phone: null,
      timeZone: role === "teacher" ? "Asia/Kolkata" : "America/New_York",
    };
  };
  const parents = options.parents ?? 0;
  const teacher = person(`Teacher ${tag}`, "teacher", false);
  const users = Array.from({ length: options.members }, (_, i) =>
    person(i < parents ? `Parent ${i} ${tag}` : `Learner ${i} ${tag}`, "user", i < parents),
  );
  await db
    .insertInto("user")
    .values([teacher, ...users])
    .execute();
  const enrollments = users.map((u, i) => ({
    id: randomUUID(),
    userId: u.id,
    courseId,
    status: "subscribed" as const,
    learnerName: i < parents ? `Child ${i} ${tag}` : null,
    createdAt: AT,
    updatedAt: AT,
  }));
  await db.insertInto("enrollment").values(enrollments).execute();
  const members = enrollments.map((e, i) => ({
    id: randomUUID(),
    userId: e.userId,
    email: users[i].email,
    childName: e.learnerName,
  }));
  await db
    .insertInto("cohortMember")
    .values(
      members.map((m, i) => ({
        id: m.id,
        cohortId,
        enrollmentId: enrollments[i].id,
        status: "active" as const,
        placedAt: AT,
        leftAt: null,
      })),
    )
    .execute();
  const lastEnd = options.now.getTime() - (options.lastEndsHoursAgo ?? 25) * HOUR;
  const sessions = Array.from({ length: options.sessions }, (_, i) => {
    const end = lastEnd - (options.sessions - 1 - i) * 24 * HOUR;
    return {
      id: randomUUID(),
      startsAt: new Date(end - HOUR).toISOString(),
      endsAt: new Date(end).toISOString(),
    };
  });
  await db
    .insertInto("classSession")
    .values(
      sessions.map((s, i) => ({
        ...s,
        seriesId: null,
        cohortId,
        occurrenceKey: `k${i}`,
        teacherId: teacher.id,
        meetingUrl: null,
        cancelReason: null,
        createdAt: AT,
        updatedAt: AT,
      })),
    )
    .execute();
  return { courseId, cohortId, teacherId: teacher.id, sessions, members };
}
