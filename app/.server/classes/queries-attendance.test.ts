import { parse } from "csv-parse/sync";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertEnrollment, insertUser } from "../../../tests/support/classes";
import { startOfDayIn } from "~/lib/admin/time";
import { seedContent } from "../platform/seed";
import type { AttendanceStatus } from "../platform/db/schema";
import type { SessionUser } from "../platform/session";
import type { AppServices } from "../platform/types";
import { cohortAttendanceAction } from "./actions-attendance-admin";
import { allAttendanceCsv, groupAttendanceCsv, teacherHoursCsv } from "./attendance-csv";
import {
  attendanceCsvBatch,
  memberAttendance,
  ownAttendance,
  sessionAttendanceCounts,
  teacherHoursBatch,
  type AttendanceCursor,
} from "./queries-attendance";

// What the school learns from attendance (docs/classes.md "Joining and attendance"): counts and
// rates per member and per class, who is expected at a class (placed before it ended, not gone
// before it started, not withdrawn, the class not cancelled), a learner's own marks only, the
// attendance export in keyset slices (hostile names guarded by the export kit) and teacher
// hours per month (held classes × their length) with a bad month refused.

const NOW = "2026-06-01T00:00:00.000Z";
const HOSTILE_CHILD = '=HYPERLINK("http://evil.example","x")';
const HOSTILE_TEACHER = "=cmd|' /C calc'!A0";

describe.each(engines)("attendance counts and exports on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const db = () => services.db;
  const group = `att-${randomUUID().slice(0, 8)}`;
  const other = `${group}-b`;
  const member: Record<string, string> = {};
  const user: Record<string, { id: string; email: string }> = {};
  let enrollmentOf: Record<string, string>;
  let teacher: { id: string };
  let teacher2: { id: string };
  let marker: { id: string };

  const session = (
    id: string,
    cohortId: string,
    startsAt: string,
    minutes: number,
    teacherId: string,
    status: "scheduled" | "held" | "cancelled" = "scheduled",
  ) => {
    const endsAt = new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
    return db()
      .insertInto("classSession")
      .values({
        id,
        seriesId: null,
        cohortId,
        occurrenceKey: startsAt.slice(0, 10),
        startsAt,
        endsAt,
        teacherId,
        meetingUrl: null,
        status,
        cancelReason: status === "cancelled" ? "Snow" : null,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .execute();
  };
  const mark = (sessionId: string, who: string, status: AttendanceStatus | null, joined = false) =>
    db()
      .insertInto("attendance")
      .values({
        sessionId,
        cohortMemberId: member[who],
        status,
        joinedAt: joined ? "2026-03-02T10:01:00.000Z" : null,
        markedAt: status ? "2026-03-02T11:00:00.000Z" : null,
        markedBy: status ? marker.id : null,
      })
      .execute();

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const course = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .limit(1)
      .executeTakeFirstOrThrow();
    teacher = await insertUser(db(), engine, HOSTILE_TEACHER, "teacher");
    teacher2 = await insertUser(db(), engine, "Hours Second", "teacher");
    marker = await insertUser(db(), engine, "Marks Admin", "admin");
    for (const id of [group, other]) {
      await db()
        .insertInto("cohort")
        .values({
          id,
          courseId: course.id,
          name: id === group ? "Attendance Group" : "Other Group",
          anchorZone: "Europe/London",
          capacity: 10,
          seatsTaken: 0,
          startDate: "2026-03-01",
          status: "running",
          cancelReason: null,
          defaultMeetingUrl: null,
          createdAt: NOW,
          updatedAt: NOW,
        })
        .execute();
    }
    enrollmentOf = {};
    for (const name of ["Ada", "Ben", "Parent", "Dan", "Eve"]) {
      user[name] = await insertUser(db(), engine, `Att ${name}`);
      enrollmentOf[name] = await insertEnrollment(db(), user[name].id, course.id);
      member[name] = randomUUID();
      await db()
        .insertInto("cohortMember")
        .values({
          id: member[name],
          cohortId: group,
          enrollmentId: enrollmentOf[name],
          status: name === "Eve" ? "withdrawn" : "active",
          // Dan comes after the first class has ended.
          placedAt: name === "Dan" ? "2026-03-05T00:00:00.000Z" : "2026-02-01T00:00:00.000Z",
          leftAt: name === "Eve" ? "2026-03-10T00:00:00.000Z" : null,
        })
        .execute();
    }
    await db()
      .updateTable("user")
      .set({ accountType: "parent" })
      .where("id", "=", user.Parent.id)
      .execute();
    await db()
      .updateTable("enrollment")
      .set({ learnerName: HOSTILE_CHILD })
      .where("id", "=", enrollmentOf.Parent)
      .execute();
    await session(`${group}-s1`, group, "2026-03-02T10:00:00.000Z", 60, teacher.id);
    await session(`${group}-s2`, group, "2026-03-09T10:00:00.000Z", 60, teacher.id);
    await session(`${group}-s3`, group, "2026-03-16T10:00:00.000Z", 60, teacher.id, "cancelled");
    await session(`${group}-s4`, group, "2026-03-23T10:00:00.000Z", 90, teacher.id);
    await session(`${group}-s5`, group, "2027-01-04T10:00:00.000Z", 60, teacher.id);
    // The other group: a held class at 23:30 UTC on 31 March (1 April in Kolkata), one in April.
    await session(`${other}-s1`, other, "2026-03-31T23:30:00.000Z", 30, teacher2.id, "held");
    await session(`${other}-s2`, other, "2026-04-06T10:00:00.000Z", 45, teacher2.id);

    await mark(`${group}-s1`, "Ada", "present", true);
    await mark(`${group}-s1`, "Ben", "late");
    await mark(`${group}-s1`, "Parent", "absent");
    await mark(`${group}-s1`, "Eve", null, true); // a join before she withdrew, never marked
    await mark(`${group}-s2`, "Ada", "absent");
    await mark(`${group}-s2`, "Ben", "present");
    await mark(`${group}-s2`, "Parent", "excused");
    await mark(`${group}-s2`, "Dan", "present");
    await mark(`${group}-s4`, "Ada", "present");
  });
  afterAll(async () => cleanup());

  it("counts each member's marks and rate, and the held classes they have no mark for", async () => {
    const rows = await memberAttendance(db(), group, NOW);
    const by = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(by[member.Ada].counts).toEqual({
      present: 2,
      late: 0,
      absent: 1,
      excused: 0,
      marked: 3,
      rate: 67,
    });
    expect(by[member.Ada].unmarked).toBe(0);
    expect(by[member.Ben].counts).toMatchObject({ present: 1, late: 1, marked: 2, rate: 100 });
    expect(by[member.Ben].unmarked).toBe(1);
    expect(by[member.Parent].counts).toMatchObject({ absent: 1, excused: 1, marked: 2, rate: 0 });
    expect(by[member.Parent].childName).toBe(HOSTILE_CHILD);
    expect(by[member.Parent].unmarked).toBe(1);
    // Not expected at the class that ended before he was placed.
    expect(by[member.Dan].counts).toMatchObject({ present: 1, marked: 1, rate: 100 });
    expect(by[member.Dan].unmarked).toBe(1);
    // Withdrawn: off every roster; her join is not a mark.
    expect(by[member.Eve].counts).toMatchObject({ marked: 0, rate: null });
    expect(by[member.Eve].unmarked).toBe(0);
  });

  it("counts each started class, latest first, without cancelled or future ones", async () => {
    const { total, rows } = await sessionAttendanceCounts(db(), group, NOW);
    expect(total).toBe(3);
    expect(rows.map((r) => [r.id, r.expected, r.unmarked, r.counts.marked])).toEqual([
      [`${group}-s4`, 4, 3, 1],
      [`${group}-s2`, 4, 0, 4],
      [`${group}-s1`, 3, 0, 3],
    ]);
    expect(rows[1].counts).toMatchObject({ present: 2, absent: 1, excused: 1, rate: 50 });
    expect(rows[2].counts).toMatchObject({ present: 1, late: 1, absent: 1, rate: 67 });
    // Limited to the latest.
    expect((await sessionAttendanceCounts(db(), group, NOW, 1)).rows.map((r) => r.id)).toEqual([
      `${group}-s4`,
    ]);
  });

  it("a learner gets only their own marks, per group and per enrolment", async () => {
    const ben = await ownAttendance(db(), user.Ben.id, "cohort", [group, other]);
    expect([...ben.keys()]).toEqual([group]);
    expect(ben.get(group)).toMatchObject({ present: 1, late: 1, marked: 2, rate: 100 });
    // Another account asking for the same group, or for Ben's enrolment, gets nothing.
    expect((await ownAttendance(db(), user.Dan.id, "cohort", [group])).get(group)).toMatchObject({
      present: 1,
      marked: 1,
    });
    expect((await ownAttendance(db(), user.Ada.id, "enrollment", [enrollmentOf.Ben])).size).toBe(0);
    const parent = await ownAttendance(db(), user.Parent.id, "enrollment", [enrollmentOf.Parent]);
    expect(parent.get(enrollmentOf.Parent)).toMatchObject({ absent: 1, excused: 1, rate: 0 });
    expect((await ownAttendance(db(), user.Ada.id, "cohort", [])).size).toBe(0);
  });

  it("reads the export in keyset slices: the same rows, in order, as one read", async () => {
    const filter = { cohort: group, now: NOW };
    const whole = await attendanceCsvBatch(db(), filter, undefined, 1000);
    // s1: Ada, Ben, the child and Eve's join; s2: four; s4: four expected (one marked).
    expect(whole).toHaveLength(12);
    const sliced = [];
    let after: AttendanceCursor | undefined;
    for (;;) {
      const batch = await attendanceCsvBatch(db(), filter, after, 5);
      sliced.push(...batch);
      if (batch.length < 5) break;
      const last = batch[batch.length - 1];
      after = { startsAt: last.startsAt, sessionId: last.sessionId, memberId: last.memberId };
    }
    expect(sliced.map((r) => `${r.sessionId}/${r.memberId}`)).toEqual(
      whole.map((r) => `${r.sessionId}/${r.memberId}`),
    );
    expect(new Set(whole.map((r) => r.sessionId))).toEqual(
      new Set([`${group}-s1`, `${group}-s2`, `${group}-s4`]),
    );
  });

  it("streams the group's CSV with every cell guarded against formulas", async () => {
    const res = groupAttendanceCsv(
      db(),
      new Request(`http://localhost/admin/classes/${group}/attendance.csv`),
      group,
    );
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(12);
    expect(Object.keys(rows[0])).toEqual([
      "Class starts (UTC)",
      "Class starts (your zone, UTC)",
      "Class group",
      "Course",
      "Member",
      "Member's e-mail",
      "Learner",
      "Status",
      "Joined at (UTC)",
      "Marked at (UTC)",
      "Marked by",
      "Class ID",
      "Member ID",
    ]);
    const child = rows.filter((r) => r["Member ID"] === member.Parent);
    expect(child.map((r) => r.Learner)).toEqual([
      `'${HOSTILE_CHILD}`,
      `'${HOSTILE_CHILD}`,
      `'${HOSTILE_CHILD}`,
    ]);
    expect(child.map((r) => r.Status)).toEqual(["absent", "excused", "not marked"]);
    const ada = rows.find((r) => r["Member ID"] === member.Ada)!;
    expect(ada["Marked by"]).toBe("Marks Admin");
    expect(ada["Joined at (UTC)"]).toBe("2026-03-02T10:01:00.000Z");
    expect(rows.find((r) => r["Member ID"] === member.Eve)!.Status).toBe("not marked");
  });

  it("the all-groups CSV takes the list's filters and a span of days", async () => {
    const req = (q: string) => new Request(`http://localhost/admin/classes/attendance.csv?${q}`);
    const read = async (q: string) =>
      parse((await allAttendanceCsv(db(), req(q)).text()).replace(/^\uFEFF/, ""), {
        columns: true,
      }) as Record<string, string>[];
    const day = await read(
      `from=2026-03-09&to=2026-03-09&q=${encodeURIComponent("attendance group")}`,
    );
    expect(day.map((r) => r["Class ID"])).toEqual(Array(4).fill(`${group}-s2`));
    expect(await read("from=2026-03-09&to=2026-03-09&q=nothing-like-this")).toEqual([]);
    // A date that is not one is ignored, not a failure.
    expect((await read("from=2026-02-30&to=soon&q=attendance group")).length).toBe(12);
  });

  it("teacher hours: held classes of the month on the admin's clock, times their length", async () => {
    const span = (month: string, next: string, zone: string) => ({
      from: startOfDayIn(`${month}-01`, zone).toISOString(),
      to: startOfDayIn(`${next}-01`, zone).toISOString(),
      now: NOW,
    });
    const march = await teacherHoursBatch(db(), span("2026-03", "2026-04", "UTC"), undefined, 100);
    const mine = march.filter((r) => [teacher.id, teacher2.id].includes(r.teacherId));
    expect(mine.map((r) => [r.teacherId, r.sessions, r.minutes]).sort()).toEqual(
      [
        [teacher.id, 3, 210],
        [teacher2.id, 1, 30],
      ].sort(),
    );
    // On Kolkata's clock the 23:30 UTC class is on 1 April.
    const kolkata = await teacherHoursBatch(
      db(),
      span("2026-03", "2026-04", "Asia/Kolkata"),
      undefined,
      100,
    );
    expect(kolkata.find((r) => r.teacherId === teacher2.id)).toBeUndefined();
    // In slices by teacher id.
    const first = await teacherHoursBatch(db(), span("2026-03", "2026-04", "UTC"), undefined, 1);
    const rest = await teacherHoursBatch(
      db(),
      span("2026-03", "2026-04", "UTC"),
      first[0].teacherId,
      100,
    );
    expect([...first, ...rest].map((r) => r.teacherId)).toEqual(march.map((r) => r.teacherId));

    const res = teacherHoursCsv(
      db(),
      new Request("http://localhost/admin/classes/teacher-hours.csv?month=2026-03"),
    );
    const rows = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<
      string,
      string
    >[];
    const hostile = rows.find((r) => r["Teacher ID"] === teacher.id)!;
    expect(hostile.Teacher).toBe(`'${HOSTILE_TEACHER}`);
    expect([hostile["Classes held"], hostile.Minutes, hostile.Hours]).toEqual(["3", "210", "3.50"]);
  });

  it("a month that is not one is a 400 that says how to write it", async () => {
    for (const bad of ["2026-13", "March", "2026-3", "2026-03-01"]) {
      const res = teacherHoursCsv(
        db(),
        new Request(`http://localhost/admin/classes/teacher-hours.csv?month=${bad}`),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/is not a month\. Write it as YYYY-MM/);
    }
  });

  // Last: it changes a mark the counts above read.
  it("the group page's roster post: another group's class is refused; an admin's late change is audited", async () => {
    const admin: SessionUser = {
      id: marker.id,
      name: "Marks Admin",
      email: "marks.admin@example.com",
      role: "admin",
      accountType: "student",
    };
    const refused = (await cohortAttendanceAction(db(), services.config, admin, group, {
      attendance: `${other}-s1`,
      intent: "save",
    })) as unknown as { init: { status: number }; data: { formError: string } };
    expect(refused.init.status).toBe(404);
    expect(refused.data.formError).toMatch(/not one of this group's/);

    const fields: Record<string, string> = { attendance: `${group}-s4`, intent: "save" };
    for (const who of ["Ada", "Ben", "Parent", "Dan"]) fields[`version:${member[who]}`] = "1";
    fields[`mark:${member.Ada}`] = "present";
    fields[`mark:${member.Ben}`] = "late";
    // Months after the class: a teacher would be locked out, an admin is not.
    const saved = (await cohortAttendanceAction(
      db(),
      services.config,
      admin,
      group,
      fields,
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(
      `/admin/classes/${group}?attendance=${group}-s4&marked=1#attendance`,
    );
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "detail"])
      .where("entityId", "=", `${group}-s4`)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("attendance.mark.admin");
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { [member.Ben]: null },
      after: { [member.Ben]: "late" },
    });
    const s4 = (await sessionAttendanceCounts(db(), group, NOW)).rows[0];
    expect([s4.counts.present, s4.counts.late, s4.unmarked]).toEqual([1, 1, 2]);
  });
});
