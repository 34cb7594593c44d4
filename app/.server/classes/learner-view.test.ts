import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { enrollInGroup } from "../enrollments/writes-groups";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { openGroupsView, runningGroupsView, upcomingClassesView } from "./learner-view";
import { createCohort, setCohortStatus } from "./writes-cohort";
import { cancelSession, createSeries } from "./writes-series";

// What the course page and the learner's pages show (docs/classes.md "Learner pages and
// feeds"): times on the reader's clock, the anchor zone named, seats left, the child's name,
// a cancelled class marked, and the joining link only from 15 minutes before a class.

describe.each(engines)("the learner's class views on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseId: string;
  let groupId: string;
  let parent: { id: string; email: string };
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    courseId = (
      await db()
        .selectFrom("course")
        .select("id")
        .orderBy("position")
        .limit(1)
        .offset(4)
        .executeTakeFirstOrThrow()
    ).id;
    const admin = await insertUser(db(), engine, "Views Admin", "admin");
    const teacher = await insertUser(db(), engine, "Tara Teacher", "teacher", "Asia/Kolkata");
    const now = new Date();
    const from = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    groupId = await createCohort(db(), admin, {
      courseId,
      name: "Kolkata Evenings",
      anchorZone: "Asia/Kolkata",
      capacity: 2,
      startDate: from,
      defaultMeetingUrl: "https://meet.example.com/kolkata",
      leadTeacherId: teacher.id,
      assistantTeacherIds: [],
    });
    const ctx = { actor: admin, zone: "UTC", now, override: true };
    await createSeries(db(), ctx, {
      cohortId: groupId,
      rule: {
        weekdays: [2, 4],
        localStart: "19:00",
        durationMinutes: 60,
        fromDate: from,
        count: 6,
        untilDate: null,
      },
      teacherId: teacher.id,
      meetingUrl: null,
    });
    await setCohortStatus(db(), services.config, admin, {
      id: groupId,
      version: 1,
      status: "open",
    });
    parent = await insertUser(db(), engine, "Views Parent");
    await enrollInGroup(db(), parent, { courseId, cohortId: groupId, learnerName: "Meena" });
    const second = await db()
      .selectFrom("classSession")
      .select(["id", "version"])
      .where("cohortId", "=", groupId)
      .orderBy("startsAt")
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await cancelSession(db(), null, ctx, {
      sessionId: second.id,
      version: second.version,
      reason: "Holiday",
    });
  });
  afterAll(async () => cleanup());

  it("the course page's groups: rule on the anchor clock, classes on the reader's, seats left", async () => {
    const [g] = await openGroupsView(db(), courseId, "America/New_York");
    expect(g).toMatchObject({
      name: "Kolkata Evenings",
      teacherName: "Tara Teacher",
      seatsLeft: 1,
      capacity: 2,
      rules: ["Tuesdays and Thursdays, 19:00–20:00"],
      anchorZone: "Asia/Kolkata",
      clock: "America/New York",
    });
    // 19:00 IST is 08:30 or 09:30 in New York, depending on its clock; never anything else.
    for (const n of g.next) expect(n.text).toMatch(/, 0[89]:30–(09|10):30$/);
    const [onAnchor] = await openGroupsView(db(), courseId, null);
    expect(onAnchor.clock).toBe("Asia/Kolkata");
    for (const n of onAnchor.next) expect(n.text).toMatch(/, 19:00–20:00$/);
  });

  it("upcoming classes: the child named, the cancelled one marked, the link only in its window", async () => {
    const far = await upcomingClassesView(db(), parent.id, "Europe/London");
    expect(far.length).toBe(6);
    expect(far.every((c) => c.learnerName === "Meena" && c.teacherName === "Tara Teacher")).toBe(
      true,
    );
    expect(far.map((c) => c.cancelled)).toEqual([false, true, false, false, false, false]);
    expect(far[1].cancelReason).toBe("Holiday");
    expect(far.every((c) => c.joinUrl === null)).toBe(true);

    const first = await db()
      .selectFrom("classSession")
      .select(["id", "startsAt", "endsAt"])
      .where("cohortId", "=", groupId)
      .orderBy("startsAt")
      .executeTakeFirstOrThrow();
    const tenBefore = new Date(Date.parse(first.startsAt) - 10 * 60_000);
    const near = await upcomingClassesView(db(), parent.id, "Europe/London", tenBefore);
    // The joining address, never the raw link: /join records the join (./writes-join.ts).
    expect(near[0].joinUrl).toBe(`/join/${first.id}`);
    expect(near.slice(1).every((c) => c.joinUrl === null)).toBe(true);
    const twentyBefore = new Date(Date.parse(first.startsAt) - 20 * 60_000);
    expect((await upcomingClassesView(db(), parent.id, "UTC", twentyBefore))[0].joinUrl).toBeNull();
  });

  it("running groups: only those running, with their timetable", async () => {
    expect(await runningGroupsView(db(), parent.id, "UTC")).toEqual([]);
    await db().updateTable("cohort").set({ status: "running" }).where("id", "=", groupId).execute();
    const [g] = await runningGroupsView(db(), parent.id, "Australia/Sydney");
    expect(g).toMatchObject({
      name: "Kolkata Evenings",
      learnerName: "Meena",
      clock: "Australia/Sydney",
      anchorZone: "Asia/Kolkata",
    });
    expect(g.next.length).toBe(4);
  });
});
