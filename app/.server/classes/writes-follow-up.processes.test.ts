import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testConfig,
  type TestDatabase,
} from "../../../tests/support/databases";
import { seedFollowUpGroup, type FollowUpGroup } from "../../../tests/support/follow-up";
import { connectDatabase } from "../platform/db/connect";
import { createLogger } from "../platform/log";
import { createServices } from "../services";
import type { AppServices } from "../platform/types";
import { race } from "../../../scripts/support/starting-gun";
import { followUpAbsences } from "./writes-follow-up";

// docs/classes.md "Follow-up and what the school sees": a streak's mail goes out once, whatever
// runs the follow-up at the same time or again. Two node processes follow up the same 200
// members at once (as two saves would), then a third run (a restart, a retried save) must send
// nothing. The same race with the claim broken (the unique key of migration 2026-11-27-02
// dropped) must be caught sending duplicates, or this test could not fail. And two saves of a
// member's two absences at once, on two connections, must still see each other (the lock).
const SCRIPT = fileURLToPath(
  new URL("../../../tests/support/absence-follow-up-process.ts", import.meta.url),
);
const MEMBERS = 200;

interface Done {
  workerId: string;
  mailed: number;
  known: number;
}

async function raceFollowUps(
  url: string,
  cohortId: string,
  now: Date,
  ids: string[],
): Promise<Done[]> {
  const { results } = await race<Done>(SCRIPT, ids, (workerId) => ({
    FOLLOWUP_DATABASE_URL: url,
    FOLLOWUP_COHORT: cohortId,
    FOLLOWUP_NOW: now.toISOString(),
    FOLLOWUP_WORKER_ID: workerId,
  }));
  return results;
}

/** Both classes marked absent for every member, as saved before the follow-up ran. */
async function markAllAbsent(services: AppServices, group: FollowUpGroup) {
  await services.db
    .insertInto("attendance")
    .values(
      group.sessions.flatMap((s) =>
        group.members.map((m) => ({
          sessionId: s.id,
          cohortMemberId: m.id,
          status: "absent" as const,
          markedAt: s.endsAt,
        })),
      ),
    )
    .execute();
}

async function followUpMails(services: AppServices) {
  const mails = await services.db
    .selectFrom("emailOutbox")
    .select(["to"])
    .where("kind", "=", "class.absence-follow-up")
    .execute();
  return { total: mails.length, distinct: new Set(mails.map((m) => m.to)).size };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "absence follow-up with two server processes on one PostgreSQL",
  () => {
    const now = new Date("2031-03-10T08:00:00.000Z");
    const opened: { database: TestDatabase; services: AppServices }[] = [];

    async function fresh(members: number) {
      const database = await createTestDatabase("postgres");
      const services = await createServices(testConfig(database.url), createLogger("silent"), {
        mailWorker: false,
      });
      opened.push({ database, services });
      const group = await seedFollowUpGroup(services.db, "postgres", {
        now,
        members,
        sessions: 2,
        parents: Math.floor(members / 10),
      });
      return { database, services, group };
    }

    afterAll(async () => {
      for (const o of opened) {
        await o.services.handle.close();
        await o.database.drop();
      }
    });

    it(
      "mails each streak once across two processes and a restart",
      { timeout: 180_000 },
      async () => {
        const { database, services, group } = await fresh(MEMBERS);
        await markAllAbsent(services, group);
        const done = await raceFollowUps(database.url, group.cohortId, now, [
          "process-a",
          "process-b",
        ]);
        expect(done.reduce((n, d) => n + d.mailed, 0)).toBe(MEMBERS);
        // Each followed up every member: of the two claims of each streak, one mailed.
        for (const d of done) expect(d.mailed + d.known).toBe(MEMBERS);
        expect(await followUpMails(services)).toEqual({ total: MEMBERS, distinct: MEMBERS });
        // The restart: everything followed up again, nothing sent.
        const [restart] = await raceFollowUps(database.url, group.cohortId, now, ["restarted"]);
        expect(restart).toMatchObject({ mailed: 0, known: MEMBERS });
        expect(await followUpMails(services)).toEqual({ total: MEMBERS, distinct: MEMBERS });
        const rows = await services.db
          .selectFrom("absenceStreak")
          .select(["mailId"])
          .where("endedAt", "is", null)
          .execute();
        expect(rows).toHaveLength(MEMBERS);
        expect(new Set(rows.map((r) => r.mailId)).size).toBe(MEMBERS);
      },
    );

    it(
      "with the claim broken, the same check catches duplicates",
      { timeout: 180_000 },
      async () => {
        const { database, services, group } = await fresh(MEMBERS);
        await sql`alter table "absenceStreak" drop constraint "absenceStreak_once"`.execute(
          services.db,
        );
        await markAllAbsent(services, group);
        await raceFollowUps(database.url, group.cohortId, now, ["process-a", "process-b"]);
        const mails = await followUpMails(services);
        expect(mails.distinct).toBe(MEMBERS);
        expect(mails.total).toBeGreaterThan(MEMBERS);
      },
    );

    it(
      "two saves of a member's two absences at once still see each other",
      { timeout: 60_000 },
      async () => {
        const { database, services, group } = await fresh(30);
        const other = connectDatabase(database.url);
        const ids = group.members.map((m) => m.id);
        // Each "save" marks one class absent for everyone and follows up, as saveAttendance
        // does. The first stays open until the second has had time to read: without the lock
        // each would see only its own absence and neither would mail.
        const marks = (i: number) =>
          group.members.map((m) => ({
            sessionId: group.sessions[i].id,
            cohortMemberId: m.id,
            status: "absent" as const,
            markedAt: now.toISOString(),
          }));
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let firstFollowedUp!: () => void;
        const firstReady = new Promise<void>((resolve) => (firstFollowedUp = resolve));
        try {
          const first = services.db.transaction().execute(async (trx) => {
            await trx.insertInto("attendance").values(marks(0)).execute();
            const counts = await followUpAbsences(trx, services.config, ids, now);
            firstFollowedUp();
            await held;
            return counts;
          });
          await firstReady;
          const second = other.db.transaction().execute(async (trx) => {
            await trx.insertInto("attendance").values(marks(1)).execute();
            return followUpAbsences(trx, services.config, ids, now);
          });
          await new Promise((resolve) => setTimeout(resolve, 500));
          release();
          const [a, b] = await Promise.all([first, second]);
          expect(a.mailed).toBe(0);
          expect(b.mailed).toBe(30);
        } finally {
          await other.close();
        }
        expect(await followUpMails(services)).toEqual({ total: 30, distinct: 30 });
      },
    );
  },
);
