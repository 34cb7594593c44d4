import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testConfig,
  type TestDatabase,
} from "../../../tests/support/databases";
import { createLogger } from "../platform/log";
import { createServices } from "../services";
import type { AppServices } from "../platform/types";
import { race } from "../../../scripts/support/starting-gun";

// docs/classes.md "Reminders": several processes on one PostgreSQL send a class reminder at
// most once. Two node processes run passes at the same moment over 500 due reminders; each
// must be sent by exactly one of them. The same run with the claim broken (the unique key of
// migration 32 dropped) must be caught sending duplicates, or this test could not fail.
const SCRIPT = fileURLToPath(
  new URL("../../../tests/support/class-reminder-process.ts", import.meta.url),
);
// Ten sessions of 50 recipients: 500 reminders, 50 passes of 10 for each process, all of them
// reaching for the same reminders (both start together on the same list). The race is the
// same at 2,000 (this test's count until decision 0040's fifth round: 15 s a run in CI, twice)
// and at volume (`npm run bench:classes`).
const SESSIONS = 10;
const MEMBERS = 49; // + the teacher
const HOUR = 3_600_000;

interface Done {
  workerId: string;
  sent: number;
  taken: number;
}

/** One running group with SESSIONS sessions in the next day, 49 members and a teacher. */
async function seed(services: AppServices, now: Date): Promise<void> {
  const db = services.db;
  const at = "2026-01-01T00:00:00.000Z";
  const courseId = randomUUID();
  await db
    .insertInto("course")
    .values({
      id: courseId,
      slug: `processes-${courseId.slice(0, 8)}`,
      title: "Maths",
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
      position: 1,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const cohortId = randomUUID();
  await db
    .insertInto("cohort")
    .values({
      id: cohortId,
      courseId,
      name: "Busy group",
      anchorZone: "Europe/London",
      capacity: 60,
      startDate: "2031-03-01",
      status: "running",
      cancelReason: null,
      defaultMeetingUrl: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const person = (name: string, role: "user" | "teacher") => {
    const id = randomUUID();
    return {
      id,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 6)}@example.com`,
      emailVerified: false,
      image: null,
      createdAt: at,
      updatedAt: at,
      role,
      accountType: "student" as const,
      phone: null,
      timeZone: role === "teacher" ? "Asia/Kolkata" : null,
    };
  };
  const teacher = person("Teacher", "teacher");
  const members = Array.from({ length: MEMBERS }, (_, i) => person(`Member ${i}`, "user"));
  await db
    .insertInto("user")
    .values([teacher, ...members])
    .execute();
  const enrollments = members.map((m) => ({
    id: randomUUID(),
    userId: m.id,
    courseId,
    status: "subscribed" as const,
    createdAt: at,
    updatedAt: at,
  }));
  await db.insertInto("enrollment").values(enrollments).execute();
  await db
    .insertInto("cohortMember")
    .values(
      enrollments.map((e) => ({
        id: randomUUID(),
        cohortId,
        enrollmentId: e.id,
        status: "active" as const,
        placedAt: at,
        leftAt: null,
      })),
    )
    .execute();
  await db
    .insertInto("classSession")
    .values(
      Array.from({ length: SESSIONS }, (_, i) => {
        // Every fifth within the hour (its 1 h reminder due), the rest later in the day.
        const start = new Date(
          now.getTime() + (i % 5 === 0 ? 10 * 60_000 + i * 60_000 : 2 * HOUR + i * 20 * 60_000),
        );
        return {
          id: randomUUID(),
          seriesId: null,
          cohortId,
          occurrenceKey: `k${i}`,
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + HOUR).toISOString(),
          teacherId: teacher.id,
          meetingUrl: null,
          cancelReason: null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .execute();
}

async function raceReminders(url: string, now: Date): Promise<Done[]> {
  const { results } = await race<Done>(SCRIPT, ["process-a", "process-b"], (workerId) => ({
    REMINDER_DATABASE_URL: url,
    REMINDER_NOW: now.toISOString(),
    REMINDER_WORKER_ID: workerId,
  }));
  return results;
}

/** Mails per (recipient, subject): more than one anywhere is a duplicate reminder. */
async function reminderMails(services: AppServices) {
  const mails = await services.db
    .selectFrom("emailOutbox")
    .select(["to", "kind", "subject", "text"])
    .where("kind", "like", "class.reminder-%")
    .execute();
  const keys = new Set(mails.map((m) => `${m.to}|${m.kind}|${m.text}`));
  return { total: mails.length, distinct: keys.size };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "class reminders with two server processes on one PostgreSQL",
  () => {
    const now = new Date("2031-03-01T08:00:00.000Z");
    const expected = SESSIONS * (MEMBERS + 1);
    const opened: { database: TestDatabase; services: AppServices }[] = [];

    async function fresh() {
      const database = await createTestDatabase("postgres");
      const services = await createServices(testConfig(database.url), createLogger("silent"), {
        mailWorker: false,
      });
      opened.push({ database, services });
      await seed(services, now);
      return { database, services };
    }

    afterAll(async () => {
      for (const o of opened) {
        await o.services.handle.close();
        await o.database.drop();
      }
    });

    it("sends each due reminder exactly once", { timeout: 180_000 }, async () => {
      const { database, services } = await fresh();
      const done = await raceReminders(database.url, now);
      expect(done.reduce((n, d) => n + d.sent, 0)).toBe(expected);
      // Both took part, so the claims really raced.
      for (const d of done) expect(d.sent).toBeGreaterThan(0);
      const mails = await reminderMails(services);
      expect(mails).toEqual({ total: expected, distinct: expected });
      const rows = await services.db
        .selectFrom("classReminder")
        .select(["mailId", "sentBy"])
        .execute();
      expect(rows).toHaveLength(expected);
      expect(new Set(rows.map((r) => r.mailId)).size).toBe(expected);
    });

    it(
      "with the claim broken, the same check catches duplicates",
      { timeout: 180_000 },
      async () => {
        const { database, services } = await fresh();
        await sql`alter table "classReminder" drop constraint "classReminder_once"`.execute(
          services.db,
        );
        await raceReminders(database.url, now);
        const mails = await reminderMails(services);
        expect(mails.distinct).toBe(expected);
        expect(mails.total).toBeGreaterThan(expected);
      },
    );
  },
);
