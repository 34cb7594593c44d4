import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import type { Database } from "../../app/.server/platform/db/schema";
import { race } from "../support/starting-gun";

// The reminder claim at volume for `npm run bench:classes` (docs/classes.md "Volume"): 10,000
// reminders due at one moment, sent by two processes at once, each running the worker's own
// passes (scripts/volume/reminder-process.ts), on the volume database itself (its 200,000
// sessions and 60,000 member rows are what each pass's read walks past). The due reminders are
// a bench group added for the run and removed after it, with every row the run made: 100
// classes within the next day (every fifth within the hour, its 1 h reminder due; the rest
// later, their 24 h one), 99 members each and their teacher. The moment is past the seeded
// timetable, so nothing else is due.

const PROCESS = fileURLToPath(new URL("./reminder-process.ts", import.meta.url));
const SESSIONS = 100;
const MEMBERS = 99;
const HOUR = 3_600_000;
const PREFIX = "bench-reminder";

interface Done {
  workerId: string;
  sent: number;
  taken: number;
  passes: number;
  ms: number;
}

export interface ReminderRun {
  due: number;
  sent: number;
  taken: number;
  mails: number;
  distinct: number;
  duplicates: number;
  seconds: number;
  perProcess: Done[];
}

/** The bench group: 100 classes, 99 members (volume learners, new enrolments) and a teacher. */
async function addFixture(db: Kysely<Database>, now: Date) {
  const at = new Date().toISOString();
  const course = await db
    .selectFrom("course")
    .select("id")
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const teacher = await db
    .selectFrom("user")
    .select("id")
    .where("role", "=", "teacher")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const learners = await db
    .selectFrom("user")
    .select("id")
    .where("role", "=", "user")
    .where("classRemindersOff", "=", 0)
    .where("id", "not in", (eb) =>
      eb.selectFrom("enrollment").select("userId").where("courseId", "=", course.id),
    )
    .orderBy("id")
    .limit(MEMBERS)
    .execute();
  const cohortId = `${PREFIX}-cohort`;
  await db
    .insertInto("cohort")
    .values({
      id: cohortId,
      courseId: course.id,
      name: "Reminder bench group",
      anchorZone: "Europe/London",
      capacity: MEMBERS + 1,
      startDate: now.toISOString().slice(0, 10),
      status: "running",
      cancelReason: null,
      defaultMeetingUrl: "https://meet.example.com/reminder-bench",
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const enrollments = learners.map((l, i) => ({
    id: `${PREFIX}-enrollment-${i}`,
    userId: l.id,
    courseId: course.id,
    status: "subscribed" as const,
    createdAt: at,
    updatedAt: at,
  }));
  await db.insertInto("enrollment").values(enrollments).execute();
  await db
    .insertInto("cohortMember")
    .values(
      enrollments.map((e, i) => ({
        id: `${PREFIX}-member-${i}`,
        cohortId,
        enrollmentId: e.id,
        status: "active" as const,
        placedAt: at,
        leftAt: null,
      })),
    )
    .execute();
  const sessions = Array.from({ length: SESSIONS }, (_, i) => {
    const start = new Date(
      now.getTime() + (i % 5 === 0 ? 5 * 60_000 + i * 30_000 : 2 * HOUR + i * 12 * 60_000),
    );
    return {
      id: `${PREFIX}-session-${i}`,
      seriesId: null,
      cohortId,
      occurrenceKey: `bench-${i}`,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + HOUR).toISOString(),
      teacherId: teacher.id,
      meetingUrl: null,
      cancelReason: null,
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.insertInto("classSession").values(sessions).execute();
  return { due: sessions.length * (learners.length + 1), sessionIds: sessions.map((s) => s.id) };
}

/** Removes the bench group and everything the run made for it (reminders, their mails). */
async function removeFixture(db: Kysely<Database>) {
  const sessionIds = Array.from({ length: SESSIONS }, (_, i) => `${PREFIX}-session-${i}`);
  const mailIds = (
    await db
      .selectFrom("classReminder")
      .select("mailId")
      .where("sessionId", "in", sessionIds)
      .where("mailId", "is not", null)
      .execute()
  ).map((r) => r.mailId!);
  for (let i = 0; i < mailIds.length; i += 500) {
    await db
      .deleteFrom("emailOutbox")
      .where("id", "in", mailIds.slice(i, i + 500))
      .execute();
  }
  await db.deleteFrom("classReminder").where("sessionId", "in", sessionIds).execute();
  await db.deleteFrom("classSession").where("cohortId", "=", `${PREFIX}-cohort`).execute();
  await db.deleteFrom("cohortMember").where("cohortId", "=", `${PREFIX}-cohort`).execute();
  await db.deleteFrom("enrollment").where("id", "like", `${PREFIX}-enrollment-%`).execute();
  await db.deleteFrom("cohort").where("id", "=", `${PREFIX}-cohort`).execute();
}

/**
 * Adds the due reminders, lets two processes race over them, counts what was sent (each
 * reminder's row, and its mail in the outbox: a second mail to the same person for the same
 * class and kind is a duplicate), then removes it all.
 */
export async function benchReminders(db: Kysely<Database>, url: string): Promise<ReminderRun> {
  // Past every seeded class (the seed's groups end within about 18 months of today).
  const now = new Date(Date.UTC(new Date().getUTCFullYear() + 4, 2, 1, 8));
  await removeFixture(db); // a run stopped half-way left its rows
  const { due, sessionIds } = await addFixture(db, now);
  try {
    const { results: perProcess, seconds } = await race<Done>(
      PROCESS,
      ["process-a", "process-b"],
      (workerId) => ({
        REMINDER_DATABASE_URL: url,
        REMINDER_NOW: now.toISOString(),
        REMINDER_WORKER_ID: workerId,
      }),
    );
    const mails = await db
      .selectFrom("classReminder as r")
      .innerJoin("emailOutbox as o", "o.id", "r.mailId")
      .select(["o.to", "o.kind", "o.text"])
      .where("r.sessionId", "in", sessionIds)
      .execute();
    const all = await db
      .selectFrom("emailOutbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "like", "class.reminder-%")
      .where("text", "like", "%Reminder bench group%")
      .executeTakeFirstOrThrow();
    const distinct = new Set(mails.map((m) => `${m.to}|${m.kind}|${m.text}`)).size;
    const total = Number(all.n);
    return {
      due,
      sent: perProcess.reduce((n, d) => n + d.sent, 0),
      taken: perProcess.reduce((n, d) => n + d.taken, 0),
      mails: total,
      distinct,
      duplicates: total - distinct,
      seconds,
      perProcess,
    };
  } finally {
    await removeFixture(db);
  }
}
