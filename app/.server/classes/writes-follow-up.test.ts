import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { seedFollowUpGroup, type FollowUpGroup } from "../../../tests/support/follow-up";
import { atRiskQuery } from "~/lib/admin/class-lists";
import { getClassesDashboard } from "../dashboard/queries-classes";
import type { AttendanceStatus } from "../platform/db/schema";
import type { AppServices } from "../platform/types";
import { queueAbsenceFollowUp } from "./mails";
import { listAtRisk, unmarkedClasses, unmarkedCount } from "./queries-follow-up";
import { saveAttendance, sessionAttendance } from "./writes-attendance";
import { currentStreak, followUpAbsences, type MarkedClass } from "./writes-follow-up";

// docs/classes.md "Follow-up and what the school sees": the streak rule, one mail per streak
// (to the learner, or to the parent naming the child), the at-risk list, classes not marked
// and the dashboard's counts.

describe("currentStreak", () => {
  const m = (day: number, status: AttendanceStatus): MarkedClass => ({
    sessionId: `s${day}`,
    startsAt: `2026-03-${String(day).padStart(2, "0")}T10:00:00.000Z`,
    status,
  });

  it("needs two absences after the last present or late mark, in class order", () => {
    expect(currentStreak([])).toBeNull();
    expect(currentStreak([m(1, "absent")])).toBeNull();
    expect(currentStreak([m(1, "absent"), m(2, "present")])).toBeNull();
    expect(currentStreak([m(2, "absent"), m(1, "absent")])).toMatchObject({
      startSessionId: "s1",
      missed: [m(1, "absent").startsAt, m(2, "absent").startsAt],
    });
    // Marked out of order: a later class marked present first still ends it.
    expect(currentStreak([m(3, "late"), m(1, "absent"), m(2, "absent")])).toBeNull();
    expect(
      currentStreak([m(1, "absent"), m(2, "present"), m(3, "absent"), m(4, "absent")])
        ?.startSessionId,
    ).toBe("s3");
  });

  it("excused neither counts nor breaks the streak", () => {
    expect(currentStreak([m(1, "absent"), m(2, "excused")])).toBeNull();
    expect(currentStreak([m(1, "absent"), m(2, "excused"), m(3, "absent")])).toMatchObject({
      startSessionId: "s1",
      lastAbsentAt: m(3, "absent").startsAt,
      missed: [m(1, "absent").startsAt, m(3, "absent").startsAt],
    });
    expect(currentStreak([m(1, "excused"), m(2, "excused")])).toBeNull();
  });
});

describe.each(engines)("absence follow-up on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const db = () => services.db;
  let admin: { id: string; email: string; role: string };
  let group: FollowUpGroup;
  const now = new Date();

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    admin = { ...(await insertUser(db(), engine, "Follow Admin", "admin")), role: "admin" };
    group = await seedFollowUpGroup(db(), engine, {
      now,
      members: 3,
      sessions: 8,
      parents: 1,
      lastEndsHoursAgo: 2,
    });
  });
  afterAll(async () => cleanup());

  /** Saves one class's marks as the admin: `statuses[i]` for member i (undefined: left as is). */
  async function mark(session: number, statuses: (AttendanceStatus | null | undefined)[]) {
    const s = group.sessions[session];
    const rows = await sessionAttendance(db(), s.id);
    const marks = group.members.map((m, i) => {
      const row = rows.get(m.id);
      return {
        memberId: m.id,
        status: statuses[i] === undefined ? (row?.status ?? null) : statuses[i],
        version: row?.version ?? 1,
      };
    });
    return saveAttendance(db(), services.config, admin, s, { intent: "save", marks }, now);
  }

  const followUps = () =>
    db()
      .selectFrom("emailOutbox")
      .select(["to", "subject", "text"])
      .where("kind", "=", "class.absence-follow-up")
      .orderBy("createdAt")
      .execute();
  const atRisk = async () =>
    (await listAtRisk(db(), atRiskQuery.parse({}))).rows
      .map((r) => [r.email, Number(r.absences)] as const)
      .sort();

  it("lists classes not marked 24 hours after their end, for the admin and their teacher", async () => {
    const all = await unmarkedClasses(db(), { now, limit: 100 });
    // The newest ended 2 hours ago: not yet.
    const ids = all.rows.map((r) => r.id);
    expect(ids).toContain(group.sessions[6].id);
    expect(ids).not.toContain(group.sessions[7].id);
    expect(ids.filter((id) => group.sessions.some((s) => s.id === id))).toHaveLength(7);
    const mine = await unmarkedClasses(db(), { mine: true, teacherId: group.teacherId, now });
    // A teacher sees the ones they may still mark (ended up to 8 days ago).
    expect(mine.rows.map((r) => r.id)).toEqual(
      group.sessions
        .slice(0, 7)
        .reverse()
        .map((s) => s.id),
    );
    const other = await unmarkedClasses(db(), { mine: true, teacherId: admin.id, now });
    expect(other.total).toBe(0);
    // The admin's list narrowed to the course or the teacher; another course has none of them.
    expect((await unmarkedClasses(db(), { now, courseId: group.courseId })).total).toBe(7);
    expect((await unmarkedClasses(db(), { now, teacherId: group.teacherId })).total).toBe(7);
    expect((await unmarkedClasses(db(), { now, courseId: "another-course" })).total).toBe(0);
  });

  if (engine === "postgres")
    it("finds a class's roster with one probe of the member index per class, whatever PostgreSQL estimates", async () => {
      // Its estimate of the window's unmarked classes comes from all classes, where far more
      // lack a mark than in a past window: as a join it hashed every member of every group
      // (queries-follow-up.ts says why the subquery stays a subquery).
      const { sql: text, parameters } = unmarkedCount(db(), { now }).compile();
      const { rows } = await db().executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toContain("SubPlan");
      expect(plan).not.toMatch(/Semi Join/);
    });

  it("two absences in a row send one mail per streak: the learner, or the parent naming the child", async () => {
    const [parent, learner, steady] = group.members;
    await mark(0, ["absent", "absent", "present"]);
    expect(await followUps()).toHaveLength(0);
    // A marked class leaves the "not marked" list.
    const unmarked = await unmarkedClasses(db(), { now, limit: 100 });
    expect(unmarked.rows.map((r) => r.id)).not.toContain(group.sessions[0].id);

    await mark(1, ["absent", "absent", "absent"]);
    const mails = await followUps();
    expect(mails.map((m) => m.to).sort()).toEqual([learner.email, parent.email].sort());
    const parentMail = mails.find((m) => m.to === parent.email)!;
    expect(parentMail.subject).toContain(`We missed ${parent.childName} in class`);
    expect(parentMail.text).toContain(`${parent.childName} was marked absent`);
    expect(parentMail.text).toContain("America/New_York");
    expect(mails.find((m) => m.to === learner.email)!.subject).toContain("We missed you in class");
    expect(await atRisk()).toEqual([
      [learner.email, 2],
      [parent.email, 2],
    ]);

    // Again (a retried save, another process, a restart): nothing more.
    const again = await db()
      .transaction()
      .execute((trx) =>
        followUpAbsences(trx, services.config, [parent.id, learner.id, steady.id], now),
      );
    expect(again).toEqual({ mailed: 0, known: 2, ended: 0 });
    // A third absence and an excused class keep the one streak, with its count.
    await mark(2, ["absent", "excused", "present"]);
    expect(await followUps()).toHaveLength(2);
    expect(await atRisk()).toEqual([
      [learner.email, 2],
      [parent.email, 3],
    ]);
    // steady: present, absent, present: one absence, no streak.
    expect((await followUps()).filter((m) => m.to === steady.email)).toHaveLength(0);
  });

  it("a present or late mark ends the streak; a later streak mails again", async () => {
    const [parent, learner, steady] = group.members;
    await mark(3, ["late", "present", "present"]);
    expect(await atRisk()).toEqual([]);
    await mark(4, ["absent", undefined, undefined]);
    expect(await atRisk()).toEqual([]);
    await mark(5, ["absent", undefined, undefined]);
    expect(await atRisk()).toEqual([[parent.email, 2]]);
    const mails = await followUps();
    expect(mails.filter((m) => m.to === parent.email)).toHaveLength(2);
    expect(mails.filter((m) => m.to === learner.email)).toHaveLength(1);
    expect(mails.filter((m) => m.to === steady.email)).toHaveLength(0);
    // A correction ends it, the correction undone restores it without a second mail.
    await mark(5, ["excused", undefined, undefined]);
    expect(await atRisk()).toEqual([]);
    await mark(5, ["absent", undefined, undefined]);
    expect(await atRisk()).toEqual([[parent.email, 2]]);
    expect((await followUps()).filter((m) => m.to === parent.email)).toHaveLength(2);
    const rows = await db().selectFrom("absenceStreak").select(["mailId", "endedAt"]).execute();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.endedAt === null)).toHaveLength(1);
    expect(rows.every((r) => r.mailId !== null)).toBe(true);
  });

  it("a parent's mail without the child's name says 'your child'", async () => {
    const id = await queueAbsenceFollowUp(
      db(),
      services.config,
      { email: "parent@example.com", name: "Asha", zone: "Asia/Kolkata" },
      {
        cohortName: "Evening Group",
        courseTitle: "Maths",
        childName: null,
        parent: true,
        missed: ["2030-03-23T11:30:00.000Z", "2030-03-30T11:30:00.000Z"],
      },
    );
    const mail = await db()
      .selectFrom("emailOutbox")
      .select(["subject", "text"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^We missed your child in class/);
    expect(mail.text).toContain("Your child was marked absent from the last 2 classes");
    expect(mail.text).toContain("Asia/Kolkata");
    await db().deleteFrom("emailOutbox").where("id", "=", id).execute();
  });

  it("the at-risk list filters by group and searches by name", async () => {
    const [parent] = group.members;
    const q = (params: Record<string, string>) => listAtRisk(db(), atRiskQuery.parse(params));
    expect((await q({ cohort: group.cohortId })).total).toBe(1);
    expect((await q({ cohort: "another-group" })).total).toBe(0);
    expect((await q({ course: group.courseId, q: "child 0" })).rows[0]?.email).toBe(parent.email);
    expect((await q({ q: "nobody-by-that-name" })).total).toBe(0);
  });

  it("the dashboard counts classes today, not marked, at risk, and the weekly rate", async () => {
    const d = await getClassesDashboard(db(), { now, zone: "UTC" });
    expect(d.atRisk).toBe(1);
    // Classes 6 (ended 26 h ago) and 7 (2 h ago) are unmarked; only 6 counts.
    expect(d.unmarked.rows.map((r) => r.id)).toContain(group.sessions[6].id);
    expect(d.unmarked.rows.map((r) => r.id)).not.toContain(group.sessions[7].id);
    expect(d.attendance).toHaveLength(12);
    const marks = d.attendance.reduce((n, w) => n + w.marked, 0);
    const attended = d.attendance.reduce((n, w) => n + w.attended, 0);
    // Classes 0–3 marked for all three, 4 and 5 for one: 14 marks; present or late: 1+0+1+3.
    expect(marks).toBe(14);
    expect(attended).toBe(5);
    const day = now.toISOString().slice(0, 10);
    expect(d.classesToday).toBe(group.sessions.filter((s) => s.startsAt.startsWith(day)).length);
  });
});
