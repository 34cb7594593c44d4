import { randomUUID } from "node:crypto";
import { PostgresAdapter, type Kysely } from "kysely";
import { knownZone } from "~/lib/admin/time";
import type { AppConfig } from "../platform/config";
import type { AttendanceStatus, Database } from "../platform/db/schema";
import { queueAbsenceFollowUp } from "./mails";

// Two absences in a row (docs/classes.md "Follow-up and what the school sees", decision 0038).
// A member's streak is the run of `absent` marks since their last `present` or `late` one, in
// the order of the classes (not of the marking); `excused` neither counts nor breaks it. Two or
// more make the member "at risk" and send ONE mail: the absenceStreak row, unique per member
// and the streak's first absent class (migration 2026-11-27-02), is inserted in the same
// transaction that queues the mail, so a second process, a retried save or a restart finds
// the row and sends nothing. A later present or late mark ends the streak (endedAt); a new
// streak after it starts at another class, so it has a new key and mails again.
//
// It runs inside the attendance save (writes-attendance.ts), for the members whose marks
// changed: the marks and their follow-up commit together or not at all.

/** How many absences in a row make a streak. */
export const STREAK_ABSENCES = 2;

export interface MarkedClass {
  sessionId: string;
  startsAt: string;
  status: AttendanceStatus;
}

export interface Streak {
  startSessionId: string;
  startedAt: string;
  lastAbsentAt: string;
  /** The starts of the absent classes, oldest first. */
  missed: string[];
}

/**
 * The member's current streak from their marked classes (any order), or null when fewer than
 * two absences follow their last present or late mark.
 */
export function currentStreak(marks: readonly MarkedClass[]): Streak | null {
  const sorted = [...marks].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.sessionId.localeCompare(b.sessionId),
  );
  const absent: MarkedClass[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const m = sorted[i];
    if (m.status === "present" || m.status === "late") break;
    if (m.status === "absent") absent.unshift(m);
  }
  if (absent.length < STREAK_ABSENCES) return null;
  return {
    startSessionId: absent[0].sessionId,
    startedAt: absent[0].startsAt,
    lastAbsentAt: absent[absent.length - 1].startsAt,
    missed: absent.map((m) => m.startsAt),
  };
}

export interface FollowUpCounts {
  /** Streaks found for the first time: their mail is queued. */
  mailed: number;
  /** Streaks already claimed (by this or another process): nothing sent. */
  known: number;
  /** Open streaks that a present or late mark (or a corrected one) ended. */
  ended: number;
}

/**
 * Re-reads the streaks of `memberIds` and records what changed: new streaks claimed and
 * mailed, known ones brought up to date, broken ones ended. Call it inside the transaction
 * that changed the marks. On PostgreSQL the members' rows are locked first (in id order, so
 * two saves never wait on each other in a circle): a save of another class of the same member waits for this one's
 * commit and then reads its marks, so two absences saved at once are still seen together.
 */
export async function followUpAbsences(
  trx: Kysely<Database>,
  config: AppConfig,
  memberIds: readonly string[],
  now = new Date(),
): Promise<FollowUpCounts> {
  const counts: FollowUpCounts = { mailed: 0, known: 0, ended: 0 };
  if (memberIds.length === 0) return counts;
  const ids = [...new Set(memberIds)].sort();
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx
      .selectFrom("cohortMember")
      .select("id")
      .where("id", "in", ids)
      .orderBy("id")
      // Not FOR UPDATE: the save's attendance rows already hold FOR KEY SHARE on these rows
      // (their foreign key), which FOR UPDATE would wait on: two saves of one member deadlocked.
      .forNoKeyUpdate()
      .execute();
  }
  const at = now.toISOString();
  const marks = await trx
    .selectFrom("attendance as a")
    .innerJoin("classSession as s", "s.id", "a.sessionId")
    .select(["a.cohortMemberId", "a.sessionId", "a.status", "s.startsAt"])
    .where("a.cohortMemberId", "in", ids)
    .where("a.status", "is not", null)
    .where("s.status", "!=", "cancelled")
    .execute();
  const open = await trx
    .selectFrom("absenceStreak")
    .select(["id", "cohortMemberId", "streakStartSessionId"])
    .where("cohortMemberId", "in", ids)
    .where("endedAt", "is", null)
    .execute();
  const byMember = new Map<string, MarkedClass[]>();
  for (const m of marks) {
    const list = byMember.get(m.cohortMemberId) ?? [];
    list.push({ sessionId: m.sessionId, startsAt: m.startsAt, status: m.status! });
    byMember.set(m.cohortMemberId, list);
  }
  const streaks = new Map<string, Streak>();
  for (const id of ids) {
    const s = currentStreak(byMember.get(id) ?? []);
    if (s) streaks.set(id, s);
  }
  // Open streaks that are no longer the member's current one: ended.
  const ended = open.filter(
    (o) => streaks.get(o.cohortMemberId)?.startSessionId !== o.streakStartSessionId,
  );
  if (ended.length > 0) {
    await trx
      .updateTable("absenceStreak")
      .set({ endedAt: at })
      .where(
        "id",
        "in",
        ended.map((o) => o.id),
      )
      .execute();
    counts.ended = ended.length;
  }
  if (streaks.size === 0) return counts;
  const people = await trx
    .selectFrom("cohortMember as m")
    .innerJoin("cohort as c", "c.id", "m.cohortId")
    .innerJoin("course as k", "k.id", "c.courseId")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .innerJoin("user as u", "u.id", "e.userId")
    .select([
      "m.id",
      "m.status",
      "c.name as cohortName",
      "c.anchorZone",
      "k.title as courseTitle",
      "u.name",
      "u.email",
      "u.timeZone",
      "u.accountType",
    ])
    // The child a parent enrolled: named on the enrolment, or (an enrolment converted from a
    // demo before that) on the demo, as the roster reads it (queries-teacher.ts).
    .select((eb) =>
      eb.fn
        .coalesce(
          "e.learnerName",
          eb
            .selectFrom("demoBooking as d")
            .select("d.learnerName")
            .whereRef("d.enrollmentId", "=", "e.id")
            .where("d.learnerName", "is not", null)
            .orderBy("d.createdAt")
            .limit(1),
        )
        .as("learnerName"),
    )
    .where("m.id", "in", [...streaks.keys()])
    .execute();
  for (const p of people) {
    const streak = streaks.get(p.id)!;
    const claimId = randomUUID();
    // A member who left or paused is not followed up for a streak found now.
    const claimed =
      p.status === "active"
        ? await trx
            .insertInto("absenceStreak")
            .values({
              id: claimId,
              cohortMemberId: p.id,
              streakStartSessionId: streak.startSessionId,
              startedAt: streak.startedAt,
              lastAbsentAt: streak.lastAbsentAt,
              absences: streak.missed.length,
              detectedAt: at,
              mailId: null,
              endedAt: null,
            })
            // Any conflict: the unique (member, first absent class) of the migration.
            .onConflict((oc) => oc.doNothing())
            .returning("id")
            .executeTakeFirst()
        : undefined;
    if (claimed) {
      const mailId = await queueAbsenceFollowUp(
        trx,
        config,
        {
          email: p.email,
          name: p.name || p.email,
          zone: p.timeZone ? knownZone(p.timeZone) : p.anchorZone,
        },
        {
          cohortName: p.cohortName,
          courseTitle: p.courseTitle,
          childName: p.learnerName?.trim() || (p.accountType === "parent" ? "Your child" : null),
          missed: streak.missed,
        },
      );
      await trx.updateTable("absenceStreak").set({ mailId }).where("id", "=", claimId).execute();
      counts.mailed++;
      continue;
    }
    // Known (or not followed up): keep its count current; a streak a correction had ended and
    // another restored is open again, without a second mail.
    const r = await trx
      .updateTable("absenceStreak")
      .set({
        lastAbsentAt: streak.lastAbsentAt,
        absences: streak.missed.length,
        endedAt: null,
      })
      .where("cohortMemberId", "=", p.id)
      .where("streakStartSessionId", "=", streak.startSessionId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) counts.known++;
  }
  return counts;
}
