import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { enrollInGroup } from "../enrollments/writes-groups";
import { AdminRefusal, VersionConflict } from "../kit/write";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { attendanceView } from "./actions-attendance";
import { joinSession } from "./writes-join";
import { parseRosterForm, saveAttendance } from "./writes-attendance";
import { createCohort, setCohortStatus } from "./writes-cohort";
import { createSeries } from "./writes-series";

// Attendance marks (docs/classes.md "Joining and attendance"): a join preselects present and
// the teacher's mark wins, "the rest" fills the unmarked, a stale page changes nothing, hostile
// values are refused, teachers are locked out 7 days after the end and admins are audited.

const DAY = 86_400_000;

describe.each(engines)("attendance marks on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const db = () => services.db;
  let admin: { id: string; email: string };
  let teacher: { id: string; email: string };
  let session: { id: string; startsAt: string; endsAt: string };
  let roster: { id: string; name: string; detail: null }[];

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const course = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    admin = await insertUser(db(), engine, "Marks Admin", "admin");
    teacher = await insertUser(db(), engine, "Marks Teacher", "teacher");
    const now = new Date();
    const from = new Date(now.getTime() + 3 * DAY).toISOString().slice(0, 10);
    const groupId = await createCohort(db(), admin, {
      courseId: course.id,
      name: "Marks Group",
      anchorZone: "Europe/London",
      capacity: 5,
      startDate: from,
      defaultMeetingUrl: "https://meet.example.com/marks",
      leadTeacherId: teacher.id,
      assistantTeacherIds: [],
    });
    await createSeries(
      db(),
      { actor: admin, zone: "UTC", now, override: true },
      {
        cohortId: groupId,
        rule: {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          localStart: "10:00",
          durationMinutes: 60,
          fromDate: from,
          count: 1,
          untilDate: null,
        },
        teacherId: teacher.id,
        meetingUrl: null,
      },
    );
    await setCohortStatus(db(), services.config, admin, {
      id: groupId,
      version: 1,
      status: "open",
    });
    const learners = [];
    for (const name of ["Ada", "Ben", "Cy"]) {
      const u = await insertUser(db(), engine, `Marks ${name}`);
      await enrollInGroup(db(), u, { courseId: course.id, cohortId: groupId });
      learners.push(u);
    }
    session = await db()
      .selectFrom("classSession")
      .select(["id", "startsAt", "endsAt"])
      .where("cohortId", "=", groupId)
      .executeTakeFirstOrThrow();
    const members = await db()
      .selectFrom("cohortMember as m")
      .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
      .innerJoin("user as u", "u.id", "e.userId")
      .select(["m.id", "u.name"])
      .where("m.cohortId", "=", groupId)
      .orderBy("u.name")
      .execute();
    roster = members.map((m) => ({ id: m.id, name: m.name, detail: null }));
    // Ada joins in the window.
    await joinSession(
      db(),
      services.config,
      session.id,
      { id: learners[0].id, role: "user" },
      new Date(Date.parse(session.startsAt) + 2 * 60_000),
    );
  });
  afterAll(async () => cleanup());

  const view = (role = "teacher", now = new Date(Date.parse(session.endsAt))) =>
    attendanceView(db(), session, roster, { role }, "Europe/London", now);
  const teacherActor = () => ({ ...teacher, role: "teacher" });
  const adminActor = () => ({ ...admin, role: "admin" });

  const counts = () =>
    db()
      .selectFrom("classSession")
      .select(["markedCount", "attendedCount"])
      .where("id", "=", session.id)
      .executeTakeFirstOrThrow()
      .then((r) => ({
        markedCount: Number(r.markedCount),
        attendedCount: Number(r.attendedCount),
      }));

  it("a join preselects present; 'the rest absent' marks the others; the teacher's mark wins", async () => {
    const before = await view();
    expect(before.locked).toBeNull();
    expect(before.members.map((m) => [m.selected, m.saved])).toEqual([
      ["present", false],
      [null, false],
      [null, false],
    ]);
    expect(before.members[0].joined).toMatch(/^\d\d:\d\d$/);
    const fields: Record<string, string> = { intent: "rest-absent" };
    for (const m of before.members) fields[`version:${m.id}`] = String(m.version);
    fields[`mark:${roster[0].id}`] = "late";
    const changed = await saveAttendance(
      db(),
      services.config,
      teacherActor(),
      session,
      parseRosterForm(fields, roster),
      new Date(Date.parse(session.endsAt)),
    );
    expect(changed).toBe(3);
    const after = await view();
    expect(after.members.map((m) => [m.selected, m.saved])).toEqual([
      ["late", true],
      ["absent", true],
      ["absent", true],
    ]);
    // The class keeps its counts for the dashboard (migration 2026-11-27-04-session-mark-counts).
    expect(await counts()).toEqual({ markedCount: 3, attendedCount: 1 });
  });

  it("a stale page changes nothing (version conflict)", async () => {
    const current = await view();
    const fields: Record<string, string> = { intent: "save" };
    for (const m of current.members) {
      fields[`version:${m.id}`] = String(m.version - 1);
      fields[`mark:${m.id}`] = "excused";
    }
    await expect(
      saveAttendance(
        db(),
        services.config,
        teacherActor(),
        session,
        parseRosterForm(fields, roster),
      ),
    ).rejects.toBeInstanceOf(VersionConflict);
    expect((await view()).members.map((m) => m.selected)).toEqual(["late", "absent", "absent"]);
    expect(await counts()).toEqual({ markedCount: 3, attendedCount: 1 });
  });

  it("hostile values are refused with a 400 naming the problem", () => {
    const base: Record<string, string> = {};
    for (const m of roster) base[`version:${m.id}`] = "2";
    const refusal = (fields: Record<string, string>): [number, string] | null => {
      try {
        parseRosterForm(fields, roster);
      } catch (e) {
        if (e instanceof AdminRefusal) return [e.status, e.message];
        throw e;
      }
      return null;
    };
    expect(refusal({ ...base, [`mark:${roster[1].id}`]: "asleep" })).toEqual([
      400,
      "Choose present, late, absent or excused for Marks Ben.",
    ]);
    expect(refusal({ ...base, "mark:someone-else": "present" })?.[0]).toBe(400);
    expect(refusal({ ...base, [`version:${roster[2].id}`]: "x" })?.[0]).toBe(400);
    expect(refusal({ ...base, intent: "delete-all" })?.[0]).toBe(400);
  });

  it("7 days after the end a teacher is refused; an admin changes it, audited before/after", async () => {
    const late = new Date(Date.parse(session.endsAt) + 7 * DAY + 60_000);
    const current = await view("teacher", late);
    expect(current.locked).toMatch(/locked/);
    const fields: Record<string, string> = { intent: "save" };
    for (const m of current.members) {
      fields[`version:${m.id}`] = String(m.version);
      fields[`mark:${m.id}`] = m.selected ?? "";
    }
    fields[`mark:${roster[1].id}`] = "excused";
    const marks = parseRosterForm(fields, roster);
    await expect(
      saveAttendance(db(), services.config, teacherActor(), session, marks, late),
    ).rejects.toMatchObject({
      status: 422,
    });
    expect((await view("admin", late)).locked).toBeNull();
    expect(await saveAttendance(db(), services.config, adminActor(), session, marks, late)).toBe(1);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "actorId", "detail"])
      .where("entityId", "=", session.id)
      .where("action", "=", "attendance.mark.admin")
      .executeTakeFirstOrThrow();
    expect(audit.actorId).toBe(admin.id);
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { [roster[1].id]: "absent" },
      after: { [roster[1].id]: "excused" },
    });
  });
});
