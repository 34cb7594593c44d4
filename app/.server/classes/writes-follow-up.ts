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
  // Each mark's class start as a lookup by key, not a join: PostgreSQL, estimating fifty marks
  // a member, started a parallel scan (20–40 ms) or hashed all 200,000 classes for the few
  // dozen marks there are (docs/performance.md §9.4). A cancelled class reads as no start.
  const marks = await trx
    .selectFrom("attendance as a")
    .select((eb) => [
      "a.cohortMemberId",
      "a.sessionId",
      "a.status",
      eb
        .selectFrom("classSession as s")
        .select("s.startsAt")
        .whereRef("s.id", "=", "a.sessionId")
        .where("s.status", "!=", "cancelled")
        .as("startsAt"),
    ])
    .where("a.cohortMemberId", "in", ids)
    .where("a.status", "is not", null)
    .execute();
  const open = await trx
    .selectFrom("absenceStreak")
    .select(["id", "cohortMemberId", "streakStartSessionId"])
    .where("cohortMemberId", "in", ids)
    .where("endedAt", "is", null)
    .execute();
  const byMember = new Map<string, MarkedClass[]>();
  for (const m of marks) {
    if (m.startsAt === null) continue;
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
  // The claims in one insert (a member who left or paused is not followed up for a streak
  // found now): of several saves or processes, only one inserts a streak's row (the unique
  // (member, first absent class) of the migration), and the rows it returns are the streaks
  // this save mails. One statement for the roster, not one per member (docs/performance.md §9.4).
  const claims = new Map<string, string>();
  const active = people.filter((p) => p.status === "active");
  if (active.length > 0) {
    const inserted = await trx
      .insertInto("absenceStreak")
      .values(
        active.map((p) => {
          const streak = streaks.get(p.id)!;
          return {
            id: randomUUID(),
            cohortMemberId: p.id,
            streakStartSessionId: streak.startSessionId,
            startedAt: streak.startedAt,
            lastAbsentAt: streak.lastAbsentAt,
            absences: streak.missed.length,
            detectedAt: at,
            mailId: null,
            endedAt: null,
          };
        }),
      )
      .onConflict((oc) => oc.doNothing())
      .returning(["id", "cohortMemberId"])
      .execute();
    for (const r of inserted) claims.set(r.cohortMemberId, r.id);
  }
  // Known (or not followed up): keep its count current; a streak a correction had ended and
  // another restored is open again, without a second mail. One update per distinct new value.
  const known = new Map<string, { member: string; start: string }[]>();
  for (const p of people) {
    const streak = streaks.get(p.id)!;
    const claimId = claims.get(p.id);
    if (claimId) {
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
    const key = JSON.stringify([streak.lastAbsentAt, streak.missed.length]);
    known.set(key, [...(known.get(key) ?? []), { member: p.id, start: streak.startSessionId }]);
  }
  for (const [key, list] of known) {
    const [lastAbsentAt, absences] = JSON.parse(key) as [string, number];
    const r = await trx
      .updateTable("absenceStreak")
      .set({ lastAbsentAt, absences, endedAt: null })
      .where((eb) =>
        eb.or(
          list.map((k) =>
            eb.and([eb("cohortMemberId", "=", k.member), eb("streakStartSessionId", "=", k.start)]),
          ),
        ),
      )
      .executeTakeFirst();
    counts.known += Number(r.numUpdatedRows);
  }
  return counts;
}
