import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../platform/db/connect";
import { AdminRefusal, VersionConflict } from "../kit/write";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertDemo, insertEnrollment, insertUser } from "../../../tests/support/classes";
import { createCohort, setCohortStatus, updateCohort } from "./writes-cohort";
import { moveMember, placeMember, withdrawMember } from "./writes-members";
import { cancelSession, createSeries, editSeries, editSession } from "./writes-series";
import type { AdminContext, CohortInput } from "./types";

// The class writes on both engines (docs/classes.md): class groups and their lifecycle,
// members and the hard capacity under concurrency, series editing with exceptions, past
// sessions that never move, calendar sequences, version checks, teacher conflicts and the
// audited override. "Now" is fixed at 1 January 2027 for the series.

const NOW = new Date("2027-01-01T00:00:00.000Z");
const ADMIN_ZONE = "Europe/London";

describe.each(engines)("class writes on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseId: string;
  let otherCourseId: string;
  let admin: { id: string; email: string };
  let ctx: AdminContext;
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const courses = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .limit(2)
      .execute();
    courseId = courses[0].id;
    otherCourseId = courses[1].id;
    admin = await insertUser(db(), engine, "Zoya Admin", "admin");
    ctx = { actor: admin, zone: ADMIN_ZONE, now: NOW };
  });
  afterAll(async () => cleanup());

  async function teacher(name: string, zone = "Asia/Kolkata") {
    return (await insertUser(db(), engine, name, "teacher", zone)).id;
  }

  function input(overrides: Partial<CohortInput> = {}): CohortInput {
    return {
      courseId,
      name: "Primary Computing · Mon 17:00",
      anchorZone: "America/New_York",
      capacity: 2,
      startDate: "2027-01-04",
      defaultMeetingUrl: "https://meet.example.com/room",
      leadTeacherId: null,
      assistantTeacherIds: [],
      ...overrides,
    };
  }

  async function cohortRow(id: string) {
    return db().selectFrom("cohort").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }
  async function sessions(cohortId: string) {
    return db()
      .selectFrom("classSession")
      .selectAll()
      .where("cohortId", "=", cohortId)
      .orderBy("occurrenceKey")
      .execute();
  }
  async function audits(action: string) {
    return db().selectFrom("auditLog").selectAll().where("action", "=", action).execute();
  }
  async function learnerEnrolment(course = courseId) {
    const u = await insertUser(db(), engine, "Lena Learner");
    return {
      userId: u.id,
      email: u.email,
      enrollmentId: await insertEnrollment(db(), u.id, course),
    };
  }
  const weekly = (fromDate: string, count: number, localStart = "17:00") => ({
    weekdays: [1],
    localStart,
    durationMinutes: 60,
    fromDate,
    count,
    untilDate: null,
  });

  it("creates a class group with its teachers, audited; bad input is refused and changes nothing", async () => {
    const lead = await teacher("Tara Teacher");
    const id = await createCohort(db(), admin, input({ leadTeacherId: lead }));
    expect(await cohortRow(id)).toMatchObject({ status: "draft", seatsTaken: 0, capacity: 2 });
    expect(
      await db()
        .selectFrom("cohortTeacher")
        .select(["teacherId", "role"])
        .where("cohortId", "=", id)
        .execute(),
    ).toEqual([{ teacherId: lead, role: "lead" }]);
    expect((await audits("cohort.create")).some((a) => a.entityId === id)).toBe(true);
    // One name per zone (decision 0029).
    const aliased = await createCohort(db(), admin, input({ anchorZone: "US/Eastern" }));
    expect((await cohortRow(aliased)).anchorZone).toBe("America/New_York");

    const before = await db().selectFrom("cohort").select("id").execute();
    for (const [bad, words] of [
      [{ anchorZone: "Mars/Olympus" }, /time zone/],
      [{ capacity: 0 }, /Capacity/],
      [{ startDate: "2027-02-30" }, /start date/],
      [{ defaultMeetingUrl: "http://insecure.example.com" }, /https/],
      [{ name: " " }, /name/],
      [{ leadTeacherId: admin.id, assistantTeacherIds: [admin.id] }, /lead teacher/],
    ] as const) {
      await expect(createCohort(db(), admin, input(bad as Partial<CohortInput>))).rejects.toThrow(
        words,
      );
    }
    const learner = await insertUser(db(), engine, "Not A Teacher");
    await expect(createCohort(db(), admin, input({ leadTeacherId: learner.id }))).rejects.toThrow(
      /Only teachers/,
    );
    expect(await db().selectFrom("cohort").select("id").execute()).toHaveLength(before.length);
  });

  it("moves through its lifecycle; an illegal step or a stale version is refused", async () => {
    const id = await createCohort(db(), admin, input());
    await setCohortStatus(db(), services.config, admin, { id, version: 1, status: "open" });
    await expect(
      setCohortStatus(db(), services.config, admin, { id, version: 2, status: "completed" }),
    ).rejects.toThrow(/open class group cannot become completed/);
    await expect(
      setCohortStatus(db(), services.config, admin, { id, version: 1, status: "running" }),
    ).rejects.toBeInstanceOf(VersionConflict);
    await setCohortStatus(db(), services.config, admin, { id, version: 2, status: "running" });
    await setCohortStatus(db(), services.config, admin, { id, version: 3, status: "completed" });
    await expect(
      setCohortStatus(db(), services.config, admin, {
        id,
        version: 4,
        status: "cancelled",
        reason: "Too late",
      }),
    ).rejects.toThrow(/completed class group cannot become cancelled/);
    expect((await cohortRow(id)).status).toBe("completed");
  });

  it("cancelling needs a reason, cancels future sessions (sequence + 1) and mails the members", async () => {
    const id = await createCohort(db(), admin, input({ capacity: 5 }));
    await createSeries(db(), ctx, {
      cohortId: id,
      rule: weekly("2027-01-04", 3),
      teacherId: null,
      meetingUrl: null,
    });
    const l = await learnerEnrolment();
    await placeMember(db(), admin, {
      cohortId: id,
      enrollmentId: l.enrollmentId,
      zone: ADMIN_ZONE,
    });
    await expect(
      setCohortStatus(db(), services.config, admin, {
        id,
        version: 1,
        status: "cancelled",
        reason: "",
      }),
    ).rejects.toThrow(/reason/);
    await setCohortStatus(db(), services.config, admin, {
      id,
      version: 1,
      status: "cancelled",
      reason: "The teacher moved away",
      now: NOW,
    });
    const row = await cohortRow(id);
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "The teacher moved away" });
    expect((await sessions(id)).map((s) => [s.status, s.sequence])).toEqual([
      ["cancelled", 1],
      ["cancelled", 1],
      ["cancelled", 1],
    ]);
    const mails = await db()
      .selectFrom("emailOutbox")
      .selectAll()
      .where("to", "=", l.email)
      .where("kind", "=", "class.cohort-cancelled")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("The teacher moved away");
    expect(mails[0].attachments).toContain("STATUS:CANCELLED");
  });

  it("places, moves (history kept) and withdraws members, counting seats", async () => {
    const a = await createCohort(db(), admin, input({ capacity: 3 }));
    const b = await createCohort(db(), admin, input({ capacity: 3, name: "Second group" }));
    const l = await learnerEnrolment();
    const placed = await placeMember(db(), admin, {
      cohortId: a,
      enrollmentId: l.enrollmentId,
      zone: ADMIN_ZONE,
    });
    await expect(
      placeMember(db(), admin, { cohortId: b, enrollmentId: l.enrollmentId, zone: ADMIN_ZONE }),
    ).rejects.toThrow(/already placed/);
    const moved = await moveMember(db(), admin, {
      memberId: placed.memberId,
      version: 1,
      toCohortId: b,
      zone: ADMIN_ZONE,
    });
    expect((await cohortRow(a)).seatsTaken).toBe(0);
    expect((await cohortRow(b)).seatsTaken).toBe(1);
    const history = await db()
      .selectFrom("cohortMember")
      .select(["cohortId", "status", "leftAt"])
      .where("enrollmentId", "=", l.enrollmentId)
      .orderBy("placedAt")
      .orderBy("status", "desc")
      .execute();
    expect(history.map((h) => [h.cohortId, h.status, h.leftAt !== null])).toEqual([
      [a, "transferred", true],
      [b, "active", false],
    ]);
    await withdrawMember(db(), admin, { memberId: moved.memberId, version: 1 });
    expect((await cohortRow(b)).seatsTaken).toBe(0);
    await expect(
      withdrawMember(db(), admin, { memberId: moved.memberId, version: 2 }),
    ).rejects.toThrow(/already closed/);
    const other = await learnerEnrolment(otherCourseId);
    await expect(
      placeMember(db(), admin, { cohortId: a, enrollmentId: other.enrollmentId, zone: ADMIN_ZONE }),
    ).rejects.toThrow(/another course/);
  });

  it("keeps capacity as a hard limit: a full group refuses, and of two requests for the last seat one wins", async () => {
    const id = await createCohort(db(), admin, input({ capacity: 2 }));
    const first = await learnerEnrolment();
    await placeMember(db(), admin, {
      cohortId: id,
      enrollmentId: first.enrollmentId,
      zone: ADMIN_ZONE,
    });
    const [x, y] = [await learnerEnrolment(), await learnerEnrolment()];
    // On PostgreSQL two separate pools (two real connections), both at once. A SQLite process
    // has one connection whose transactions queue (app/.server/platform/db/connect.ts), as in production.
    const other = engine === "postgres" ? connectDatabase(services.config.databaseUrl) : null;
    try {
      const results = await Promise.allSettled([
        placeMember(db(), admin, { cohortId: id, enrollmentId: x.enrollmentId, zone: ADMIN_ZONE }),
        placeMember(other?.db ?? db(), admin, {
          cohortId: id,
          enrollmentId: y.enrollmentId,
          zone: ADMIN_ZONE,
        }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(AdminRefusal);
      expect(String(refused.reason.message)).toMatch(/full \(2 of 2 seats taken\)/);
    } finally {
      await other?.close();
    }
    expect((await cohortRow(id)).seatsTaken).toBe(2);
    expect(
      await db()
        .selectFrom("cohortMember")
        .select("id")
        .where("cohortId", "=", id)
        .where("status", "=", "active")
        .execute(),
    ).toHaveLength(2);
    await expect(updateCohort(db(), admin, id, 1, { ...input({ capacity: 1 }) })).rejects.toThrow(
      /cannot be lower/,
    );
  });

  it("edits all future unedited sessions: past sessions and exceptions stay; changes bump the sequence", async () => {
    const id = await createCohort(db(), admin, input({ capacity: 5 }));
    await expect(
      createSeries(db(), ctx, {
        cohortId: id,
        rule: weekly("2026-12-28", 6),
        teacherId: null,
        meetingUrl: null,
      }),
    ).rejects.toThrow(/in the past/);
    const { seriesId } = await createSeries(db(), ctx, {
      cohortId: id,
      rule: weekly("2027-01-04", 6),
      teacherId: null,
      meetingUrl: null,
    });
    let all = await sessions(id);
    expect(all.map((s) => s.occurrenceKey)).toEqual([
      "2027-01-04",
      "2027-01-11",
      "2027-01-18",
      "2027-01-25",
      "2027-02-01",
      "2027-02-08",
    ]);
    // One exception, one cancelled.
    await editSession(db(), null, ctx, {
      sessionId: all[1].id,
      version: 1,
      localStart: "2027-01-12T18:00",
      durationMinutes: 45,
      teacherId: null,
      meetingUrl: null,
    });
    await cancelSession(db(), null, ctx, { sessionId: all[2].id, version: 1, reason: "Holiday" });
    const afterOne = await sessions(id);
    // Cancelling one changed nothing else.
    expect(afterOne[0]).toEqual(all[0]);
    expect(afterOne[3]).toEqual(all[3]);
    expect(afterOne[5]).toEqual(all[5]);
    expect(afterOne[2]).toMatchObject({ status: "cancelled", sequence: 1, edited: 1 });

    // Later, with the first session in the past: all future unedited sessions move to 16:00.
    const later = { ...ctx, now: new Date("2027-01-05T00:00:00.000Z") };
    await editSeries(db(), services.config, later, {
      seriesId,
      version: 1,
      scope: "all-future-unedited",
      change: { rule: weekly("2027-01-04", 6, "16:00"), teacherId: null, meetingUrl: null },
    });
    all = await sessions(id);
    const byKey = Object.fromEntries(all.map((s) => [s.occurrenceKey, s]));
    expect(byKey["2027-01-04"]).toEqual(afterOne[0]); // past: never moves
    expect(byKey["2027-01-11"]).toEqual(afterOne[1]); // the exception stays
    expect(byKey["2027-01-18"]).toEqual(afterOne[2]); // the cancelled one stays cancelled
    for (const key of ["2027-01-25", "2027-02-01", "2027-02-08"]) {
      expect(byKey[key]).toMatchObject({
        startsAt: `${key}T21:00:00.000Z`,
        sequence: 1,
        status: "scheduled",
      });
    }
    expect(all).toHaveLength(6); // the count still holds, past sessions included
    await expect(
      editSeries(db(), services.config, later, {
        seriesId,
        version: 1,
        scope: "all-future-unedited",
        change: { rule: weekly("2027-01-04", 6, "15:00"), teacherId: null, meetingUrl: null },
      }),
    ).rejects.toBeInstanceOf(VersionConflict);
  });

  it("splits a series for 'this and following', keeping an earlier-edited exception and every session's UID", async () => {
    const id = await createCohort(db(), admin, input({ capacity: 5 }));
    const { seriesId } = await createSeries(db(), ctx, {
      cohortId: id,
      rule: weekly("2027-01-04", 5),
      teacherId: null,
      meetingUrl: null,
    });
    const before = await sessions(id);
    await editSession(db(), null, ctx, {
      sessionId: before[3].id,
      version: 1,
      localStart: "2027-01-26T09:00",
      durationMinutes: 60,
      teacherId: null,
      meetingUrl: null,
    });
    const { seriesId: tail } = await editSeries(db(), services.config, ctx, {
      seriesId,
      version: 1,
      scope: "this-and-following",
      fromSessionId: before[2].id,
      change: { rule: weekly("2027-01-18", 3, "18:30"), teacherId: null, meetingUrl: null },
    });
    const after = await sessions(id);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id)); // no duplicates, same UIDs
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2)); // the head is untouched
    expect(after[2]).toMatchObject({
      seriesId: tail,
      startsAt: "2027-01-18T23:30:00.000Z",
      sequence: 1,
    });
    expect(after[3]).toMatchObject({
      seriesId: tail,
      startsAt: "2027-01-26T14:00:00.000Z",
      edited: 1,
    });
    expect(after[4]).toMatchObject({
      seriesId: tail,
      startsAt: "2027-02-01T23:30:00.000Z",
      sequence: 1,
    });
    const old = await db()
      .selectFrom("classSeries")
      .selectAll()
      .where("id", "=", seriesId)
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({ count: 2, version: 2 });
    // A past session cannot start a split.
    await expect(
      editSeries(
        db(),
        null,
        { ...ctx, now: new Date("2027-01-20T00:00:00Z") },
        {
          seriesId: tail,
          version: 1,
          scope: "this-and-following",
          fromSessionId: after[2].id,
          change: { rule: weekly("2027-01-18", 3), teacherId: null, meetingUrl: null },
        },
      ),
    ).rejects.toThrow(/past classes never move/);
  });

  it("refuses a teacher's conflicts, naming them on the admin's clock; an explicit override is audited", async () => {
    const t = await teacher("Kiran Teacher", "Asia/Kolkata");
    const a = await createCohort(db(), admin, input({ leadTeacherId: t, name: "Group A" }));
    const b = await createCohort(db(), admin, input({ leadTeacherId: t, name: "Group B" }));
    await createSeries(db(), ctx, {
      cohortId: a,
      rule: weekly("2027-01-04", 2),
      teacherId: null,
      meetingUrl: null,
    });
    const clash = {
      cohortId: b,
      rule: weekly("2027-01-11", 1, "17:30"),
      teacherId: null,
      meetingUrl: null,
    };
    await expect(createSeries(db(), ctx, clash)).rejects.toThrow(
      /Kiran Teacher already teaches “Group A” at 11 Jan 2027, 22:00 GMT, which overlaps the class at 11 Jan 2027, 22:30 GMT/,
    );
    expect(await sessions(b)).toHaveLength(0);
    const done = await createSeries(db(), { ...ctx, override: true }, clash);
    expect(done.overridden).toHaveLength(1);
    const audit = (await audits("classSeries.create")).find((r) => r.entityId === done.seriesId)!;
    expect(JSON.parse(audit.detail!).after).toMatchObject({ override: true });

    // A demo they run, their time off, and their availability on their own clock.
    await insertDemo(db(), t, "2027-02-01T22:15:00.000Z");
    const c = await createCohort(db(), admin, input({ leadTeacherId: t, name: "Group C" }));
    await expect(
      createSeries(db(), ctx, {
        cohortId: c,
        rule: weekly("2027-02-01", 1),
        teacherId: null,
        meetingUrl: null,
      }),
    ).rejects.toThrow(/runs the demo “Maths” for Asha Parent at 1 Feb 2027, 22:15 GMT/);
    await db()
      .insertInto("teacherTimeOff")
      .values({
        id: crypto.randomUUID(),
        teacherId: t,
        startsAt: "2027-02-08T00:00:00.000Z",
        endsAt: "2027-02-10T00:00:00.000Z",
        reason: "Wedding",
        createdAt: NOW.toISOString(),
      })
      .execute();
    await expect(
      createSeries(db(), ctx, {
        cohortId: c,
        rule: weekly("2027-02-08", 1),
        teacherId: null,
        meetingUrl: null,
      }),
    ).rejects.toThrow(/time off .*\(Wedding\)/);
    // Kolkata mornings only (Mon 07:00–11:00 IST): 17:00 New York is 03:30 IST on Tuesday.
    await db()
      .insertInto("teacherAvailability")
      .values({
        id: crypto.randomUUID(),
        teacherId: t,
        weekday: 1,
        startMinute: 7 * 60,
        endMinute: 11 * 60,
      })
      .execute();
    await expect(
      createSeries(db(), ctx, {
        cohortId: c,
        rule: weekly("2027-02-15", 1),
        teacherId: null,
        meetingUrl: null,
      }),
    ).rejects.toThrow(
      /outside Kiran Teacher's availability \(2027-02-16 03:30 on their clock, Asia\/Kolkata\)/,
    );
    // 20:00 in New York on Sunday = 06:30 IST Monday; 20:30 = 07:00 IST fits the window.
    await createSeries(db(), ctx, {
      cohortId: c,
      rule: { ...weekly("2027-02-14", 1, "20:30"), weekdays: [0] },
      teacherId: null,
      meetingUrl: null,
    });
  });

  it("warns when a learner is placed in two overlapping groups", async () => {
    const a = await createCohort(db(), admin, input({ name: "Overlap A", capacity: 5 }));
    const b = await createCohort(
      db(),
      admin,
      input({ name: "Overlap B", capacity: 5, courseId: otherCourseId }),
    );
    await createSeries(db(), ctx, {
      cohortId: a,
      rule: weekly("2027-01-04", 2),
      teacherId: null,
      meetingUrl: null,
    });
    await createSeries(db(), ctx, {
      cohortId: b,
      rule: weekly("2027-01-11", 2, "17:30"),
      teacherId: null,
      meetingUrl: null,
    });
    const u = await insertUser(db(), engine, "Two Groups");
    const e1 = await insertEnrollment(db(), u.id, courseId);
    const e2 = await insertEnrollment(db(), u.id, otherCourseId);
    expect(
      (
        await placeMember(db(), admin, {
          cohortId: a,
          enrollmentId: e1,
          zone: ADMIN_ZONE,
          now: NOW,
        })
      ).warnings,
    ).toEqual([]);
    const second = await placeMember(db(), admin, {
      cohortId: b,
      enrollmentId: e2,
      zone: ADMIN_ZONE,
      now: NOW,
    });
    expect(second.warnings).toEqual([
      "This learner's group “Overlap A” has a class overlapping this group's class at 11 Jan 2027, 22:30 GMT.",
    ]);
  });

  it("mails the members a moved or cancelled session with the updated event", async () => {
    const id = await createCohort(db(), admin, input({ capacity: 5, name: "Mailed group" }));
    await createSeries(db(), ctx, {
      cohortId: id,
      rule: weekly("2027-01-04", 2),
      teacherId: null,
      meetingUrl: null,
    });
    const l = await learnerEnrolment();
    await placeMember(db(), admin, {
      cohortId: id,
      enrollmentId: l.enrollmentId,
      zone: ADMIN_ZONE,
    });
    const [first, second] = await sessions(id);
    await editSession(db(), services.config, ctx, {
      sessionId: first.id,
      version: 1,
      localStart: "2027-01-05T17:00",
      durationMinutes: 60,
      teacherId: null,
      meetingUrl: null,
    });
    await cancelSession(db(), services.config, ctx, {
      sessionId: second.id,
      version: 1,
      reason: "Snow day",
    });
    const mails = await db()
      .selectFrom("emailOutbox")
      .select(["kind", "attachments"])
      .where("to", "=", l.email)
      .orderBy("createdAt")
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(["class.session-moved", "class.session-cancelled"]);
    expect(mails[0].attachments).toContain(`class-${first.id}@learnova`);
    expect(mails[0].attachments).toContain("SEQUENCE:1");
    expect(mails[1].attachments).toContain("STATUS:CANCELLED");
  });
});
