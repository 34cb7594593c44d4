import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readListQuery } from "~/lib/admin/list-query";
import { cohortListQuery } from "~/lib/admin/class-lists";
import { inBatches } from "../kit/csv";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertEnrollment, insertUser } from "../../../tests/support/classes";
import { syncEnrollmentStatuses } from "./jobs";
import { cohortDetail, listCohorts, sessionCsvBatch, timetableWeek } from "./queries-admin";
import { courseOpenGroups, learnerRunningGroups, learnerUpcoming } from "./queries-learner";
import { sessionWithRoster, teacherSessions } from "./queries-teacher";
import { createCohort, setCohortStatus } from "./writes-cohort";
import { placeMember } from "./writes-members";
import { createSeries } from "./writes-series";
import type { AdminContext } from "./types";

// The class reads on both engines: the admin list's filters, a group's page, the timetable
// week on the admin's clock with conflicts marked, the sessions CSV's keyset batches, a
// teacher's week and roster, a learner's upcoming sessions and running groups, a course's
// open groups with seats left, and the status sync job.

const NOW = new Date("2027-01-01T00:00:00.000Z");

describe.each(engines)("class reads on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let ctx: AdminContext;
  let courseId: string;
  let teacherId: string;
  let open: string;
  let other: string;
  let learner: { id: string; enrollmentId: string };
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    // A course the seed gives no class groups (it uses the first three).
    courseId = (
      await db()
        .selectFrom("course")
        .select("id")
        .orderBy("position")
        .offset(3)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    const admin = await insertUser(db(), engine, "Reads Admin", "admin");
    ctx = { actor: admin, zone: "Asia/Kolkata", now: NOW, override: true };
    teacherId = (await insertUser(db(), engine, "Rhea Teacher", "teacher", "Europe/London")).id;
    const group = (name: string) =>
      createCohort(db(), admin, {
        courseId,
        name,
        anchorZone: "Europe/London",
        capacity: 3,
        startDate: "2027-01-04",
        defaultMeetingUrl: null,
        leadTeacherId: teacherId,
        assistantTeacherIds: [],
      });
    open = await group("Alpha Monday");
    other = await group("Beta Monday");
    const rule = (localStart: string) => ({
      weekdays: [1],
      localStart,
      durationMinutes: 60,
      fromDate: "2027-01-04",
      count: 3,
      untilDate: null,
    });
    await createSeries(db(), ctx, {
      cohortId: open,
      rule: rule("18:00"),
      teacherId: null,
      meetingUrl: null,
    });
    // Overlaps Alpha (overridden): the timetable marks both.
    await createSeries(db(), ctx, {
      cohortId: other,
      rule: rule("18:30"),
      teacherId: null,
      meetingUrl: null,
    });
    await setCohortStatus(db(), services.config, admin, { id: open, version: 1, status: "open" });
    const u = await insertUser(db(), engine, "Lila Learner", "user", "America/New_York");
    learner = { id: u.id, enrollmentId: await insertEnrollment(db(), u.id, courseId) };
    await placeMember(db(), admin, {
      cohortId: open,
      enrollmentId: learner.enrollmentId,
      zone: "UTC",
    });
  });
  afterAll(async () => cleanup());

  it("lists class groups by the filters in the URL", async () => {
    const q = (search: string) =>
      readListQuery(cohortListQuery, `http://x/admin/classes?course=${courseId}&${search}`);
    expect((await listCohorts(db(), q("status=open"))).rows.map((r) => r.name)).toEqual([
      "Alpha Monday",
    ]);
    expect((await listCohorts(db(), q("q=beta"))).rows.map((r) => r.name)).toEqual(["Beta Monday"]);
    expect(
      (await listCohorts(db(), q(`teacher=${teacherId}&sort=name&dir=asc`))).rows.map(
        (r) => r.name,
      ),
    ).toEqual(["Alpha Monday", "Beta Monday"]);
    expect((await listCohorts(db(), q("status=bogus"))).total).toBe(2); // a bad value falls back
  });

  it("shows one group's page and the timetable week on the admin's clock, conflicts marked", async () => {
    const detail = (await cohortDetail(db(), open))!;
    expect(detail.sessions).toHaveLength(3);
    expect(detail.members.map((m) => m.name)).toEqual(["Lila Learner"]);
    expect(detail.teachers).toMatchObject([{ id: teacherId, role: "lead" }]);
    expect(await cohortDetail(db(), "missing")).toBeNull();

    // Kolkata's week of Monday 4 January 2027 runs from 3 Jan 18:30 UTC to 10 Jan 18:30 UTC.
    const week = await timetableWeek(
      db(),
      { week: "2027-01-06", teacher: "", course: courseId },
      "Asia/Kolkata",
    );
    expect(week.week).toMatchObject({ monday: "2027-01-04", startsAt: "2027-01-03T18:30:00.000Z" });
    const listed = (w: typeof week) =>
      w.days.flatMap((d) => d.sessions.map((s) => [s.cohortName, d.day, s.conflict]));
    expect(listed(week)).toEqual([
      ["Alpha Monday", "2027-01-04", true],
      ["Beta Monday", "2027-01-05", true], // 18:30 London is after midnight in Kolkata
    ]);
    expect(week).toMatchObject({ total: 2, conflicts: 2, firstConflict: expect.any(String) });
    const none = await timetableWeek(
      db(),
      { week: "2027-01-06", teacher: "nobody", course: "" },
      "UTC",
    );
    expect(listed(none)).toEqual([]);
    expect(none).toMatchObject({ total: 0, conflicts: 0, firstConflict: null });
    // The group-name filter, and a day's cap: its first classes, the rest counted with the
    // conflicts among them (decision 0044).
    const beta = await timetableWeek(
      db(),
      { week: "2027-01-06", teacher: "", course: "", q: "BETA" },
      "Asia/Kolkata",
    );
    expect(listed(beta).map((r) => r[0])).toEqual(["Beta Monday"]);
    const capped = await timetableWeek(
      db(),
      { week: "2027-01-06", teacher: "", course: courseId },
      "UTC",
      new Date(),
      1,
    );
    expect(listed(capped)).toEqual([["Alpha Monday", "2027-01-04", true]]);
    expect(capped.days[0]).toMatchObject({
      day: "2027-01-04",
      total: 2,
      conflicts: 2,
      hidden: 1,
      hiddenConflicts: 1,
    });
    expect(capped).toMatchObject({ firstConflictDay: "2027-01-04", day: null });
    // The day's own view: every class of that day, in pages, the week's days only counted.
    const day = await timetableWeek(
      db(),
      { week: "", day: "2027-01-04", teacher: "", course: courseId, page: 9 },
      "UTC",
      new Date(),
      1,
    );
    expect(day.day).toMatchObject({ day: "2027-01-04", total: 2, conflicts: 2, page: 1, pages: 1 });
    expect(day.day!.sessions.map((s) => [s.cohortName, s.conflict])).toEqual([
      ["Alpha Monday", true],
      ["Beta Monday", true],
    ]);
    expect(day.week.monday).toBe("2027-01-04");
    expect(day.days.slice(1).every((d) => d.sessions.length === 0)).toBe(true);
    expect(day.days.map((d) => d.total)).toEqual([2, 0, 0, 0, 0, 0, 0]);
    // Without Beta, Alpha overlaps nothing: counted, not shown.
    const alone = await timetableWeek(
      db(),
      { week: "2027-01-06", teacher: "", course: "", q: "alpha" },
      "UTC",
      new Date(),
      0,
    );
    expect(alone).toMatchObject({ total: 1, conflicts: 0 });
    expect(alone.days.map((d) => [d.sessions.length, d.hidden])[0]).toEqual([0, 1]);
  });

  it("streams the sessions CSV in keyset batches without repeats or gaps", async () => {
    const seen: string[] = [];
    for await (const row of inBatches(
      (after, limit) =>
        sessionCsvBatch(
          db(),
          { teacher: teacherId, course: "", cohort: "", status: "" },
          after,
          limit,
        ),
      2,
    )) {
      seen.push(row.id);
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it("gives a teacher their week and a session's roster, and no one else's", async () => {
    const week = await teacherSessions(db(), teacherId, {
      startsAt: "2027-01-04T00:00:00.000Z",
      endsAt: "2027-01-11T00:00:00.000Z",
    });
    expect(week.map((s) => s.cohortName)).toEqual(["Alpha Monday", "Beta Monday"]);
    const roster = await sessionWithRoster(db(), week[0].id, teacherId);
    expect(roster!.roster.map((r) => r.name)).toEqual(["Lila Learner"]);
    expect(week.every((s) => !s.assisting)).toBe(true);
    const stranger = (await insertUser(db(), engine, "Other Teacher", "teacher")).id;
    expect(await sessionWithRoster(db(), week[0].id, stranger)).toBeNull();
    expect(
      await teacherSessions(db(), stranger, {
        startsAt: "2027-01-04T00:00:00.000Z",
        endsAt: "2027-01-11T00:00:00.000Z",
      }),
    ).toEqual([]);

    // An assistant of Alpha's group sees its classes in their week, marked as assisting.
    const assistant = (await insertUser(db(), engine, "Asa Assistant", "teacher")).id;
    await db()
      .insertInto("cohortTeacher")
      .values({ cohortId: week[0].cohortId, teacherId: assistant, role: "assistant" })
      .execute();
    const assisting = await teacherSessions(db(), assistant, {
      startsAt: "2027-01-04T00:00:00.000Z",
      endsAt: "2027-01-11T00:00:00.000Z",
    });
    expect(assisting.map((s) => [s.cohortName, s.assisting])).toEqual([["Alpha Monday", true]]);
    expect(await sessionWithRoster(db(), week[0].id, assistant)).not.toBeNull();
  });

  it("gives a learner their upcoming sessions; a course page its open groups with seats left", async () => {
    const upcoming = await learnerUpcoming(db(), learner.id, NOW.toISOString());
    expect(upcoming.map((s) => [s.cohortName, s.teacherName])).toEqual([
      ["Alpha Monday", "Rhea Teacher"],
      ["Alpha Monday", "Rhea Teacher"],
      ["Alpha Monday", "Rhea Teacher"],
    ]);
    const groups = await courseOpenGroups(db(), courseId);
    expect(groups.map((g) => [g.name, g.seatsLeft, g.series.length])).toEqual([
      ["Alpha Monday", 2, 1],
    ]);
    expect(await learnerRunningGroups(db(), learner.id, NOW.toISOString())).toEqual([]);
  });

  it("syncs enrolment statuses with the group, and leaves a later hand-made change alone", async () => {
    const status = async () =>
      (
        await db()
          .selectFrom("enrollment")
          .select(["status", "updatedAt"])
          .where("id", "=", learner.enrollmentId)
          .executeTakeFirstOrThrow()
      ).status;
    await syncEnrollmentStatuses(db(), NOW);
    expect(await status()).toBe("upcoming");
    await syncEnrollmentStatuses(db(), new Date("2027-01-05T00:00:00.000Z"));
    expect(await status()).toBe("subscribed");
    await syncEnrollmentStatuses(db(), new Date("2027-01-19T00:00:00.000Z"));
    expect(await status()).toBe("completed");
    // An admin sets it back by hand afterwards: the job leaves it.
    await db()
      .updateTable("enrollment")
      .set({ status: "subscribed", updatedAt: "2027-01-20T00:00:00.000Z" })
      .where("id", "=", learner.enrollmentId)
      .execute();
    expect(await syncEnrollmentStatuses(db(), new Date("2027-01-21T00:00:00.000Z"))).toBe(0);
    expect(await status()).toBe("subscribed");
  });
});
