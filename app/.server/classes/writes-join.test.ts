import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { enrollInGroup } from "../enrollments/writes-groups";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { joinCalendar, joinSession } from "./writes-join";
import { createCohort, setCohortStatus } from "./writes-cohort";
import { cancelSession, createSeries } from "./writes-series";

// /join/<session> (docs/classes.md "Joining and attendance"): the window from 15 minutes
// before the start to the end, who may join (members, the group's teachers, admins; anyone
// else as a missing class), the first join kept, cancelled classes, https links only, and
// generated rooms under MEETING_ROOM_BASE_URL.

const MIN = 60_000;

describe.each(engines)("joining a class on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const db = () => services.db;
  let admin: { id: string; email: string };
  let teacher: { id: string; email: string };
  let otherTeacher: { id: string; email: string };
  let learner: { id: string; email: string };
  let stranger: { id: string; email: string };
  let groupId: string;
  let bareGroupId: string;
  let sessions: { id: string; startsAt: string; endsAt: string; version: number }[];
  let bareSession: { id: string; startsAt: string };

  const as = (u: { id: string }, role = "user") => ({ id: u.id, role });

  async function group(name: string, lead: string, link: string | null, courseId: string) {
    const now = new Date();
    const from = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const actor = admin;
    const id = await createCohort(db(), actor, {
      courseId,
      name,
      anchorZone: "Asia/Kolkata",
      capacity: 5,
      startDate: from,
      defaultMeetingUrl: link,
      leadTeacherId: lead,
      assistantTeacherIds: [],
    });
    await createSeries(
      db(),
      { actor, zone: "UTC", now, override: true },
      {
        cohortId: id,
        rule: {
          weekdays: [1, 3],
          localStart: "18:00",
          durationMinutes: 60,
          fromDate: from,
          count: 3,
          untilDate: null,
        },
        teacherId: lead,
        meetingUrl: null,
      },
    );
    await setCohortStatus(db(), services.config, actor, { id, version: 1, status: "open" });
    return id;
  }

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const courses = await db().selectFrom("course").select("id").orderBy("position").execute();
    admin = await insertUser(db(), engine, "Join Admin", "admin");
    teacher = await insertUser(db(), engine, "Join Teacher", "teacher");
    otherTeacher = await insertUser(db(), engine, "Other Teacher", "teacher");
    learner = await insertUser(db(), engine, "Join Learner", "user", "Europe/London");
    stranger = await insertUser(db(), engine, "Join Stranger");
    groupId = await group(
      "Join Evenings",
      teacher.id,
      "https://meet.example.com/join",
      courses[2].id,
    );
    bareGroupId = await group("Roomless", otherTeacher.id, null, courses[3].id);
    await enrollInGroup(db(), learner, { courseId: courses[2].id, cohortId: groupId });
    sessions = await db()
      .selectFrom("classSession")
      .select(["id", "startsAt", "endsAt", "version"])
      .where("cohortId", "=", groupId)
      .orderBy("startsAt")
      .execute();
    bareSession = await db()
      .selectFrom("classSession")
      .select(["id", "startsAt"])
      .where("cohortId", "=", bareGroupId)
      .orderBy("startsAt")
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => cleanup());

  const joinedAt = async (sessionId: string) =>
    db()
      .selectFrom("attendance")
      .select(["joinedAt", "status"])
      .where("sessionId", "=", sessionId)
      .execute();

  it("the window: 15 min 1 s before is the page, 15 min before redirects, the end is the page", async () => {
    const s = sessions[0];
    const start = Date.parse(s.startsAt);
    const early = await joinSession(
      db(),
      services.config,
      s.id,
      as(learner),
      new Date(start - 15 * MIN - 1000),
    );
    expect(early).toMatchObject({ kind: "page", reason: "early" });
    expect(await joinedAt(s.id)).toEqual([]);

    const opening = new Date(start - 15 * MIN);
    const go = await joinSession(db(), services.config, s.id, as(learner), opening);
    expect(go).toMatchObject({ kind: "go", url: "https://meet.example.com/join" });
    expect(await joinedAt(s.id)).toEqual([{ joinedAt: opening.toISOString(), status: null }]);

    // A later join keeps the first time.
    await joinSession(db(), services.config, s.id, as(learner), new Date(start + 5 * MIN));
    expect(await joinedAt(s.id)).toEqual([{ joinedAt: opening.toISOString(), status: null }]);

    const over = await joinSession(
      db(),
      services.config,
      s.id,
      as(learner),
      new Date(Date.parse(s.endsAt)),
    );
    expect(over).toMatchObject({ kind: "page", reason: "over" });
  });

  it("its teachers and admins join without a member's row; anyone else gets not-found", async () => {
    const s = sessions[1];
    const during = new Date(Date.parse(s.startsAt) + MIN);
    expect(
      await joinSession(db(), services.config, s.id, as(teacher, "teacher"), during),
    ).toMatchObject({ kind: "go" });
    expect(
      await joinSession(db(), services.config, s.id, as(admin, "admin"), during),
    ).toMatchObject({ kind: "go" });
    expect(await joinedAt(s.id)).toEqual([]);
    expect(
      await joinSession(db(), services.config, s.id, as(otherTeacher, "teacher"), during),
    ).toBeNull();
    expect(await joinSession(db(), services.config, s.id, as(stranger), during)).toBeNull();
    expect(
      await joinSession(db(), services.config, "no-such-class", as(admin, "admin"), during),
    ).toBeNull();
    expect(await joinCalendar(db(), services.config, s.id, as(stranger))).toBeNull();
    const ics = await joinCalendar(db(), services.config, s.id, as(learner));
    expect(ics).toContain(`UID:class-${s.id}@learnova`);
    expect(ics?.match(/BEGIN:VEVENT/g)?.length).toBe(1);
  });

  it("a cancelled class says so, even inside its window", async () => {
    const s = sessions[2];
    await cancelSession(
      db(),
      null,
      {
        actor: admin,
        zone: "UTC",
        now: new Date(),
        override: true,
      },
      { sessionId: s.id, version: s.version, reason: "Teacher is ill" },
    );
    const out = await joinSession(
      db(),
      services.config,
      s.id,
      as(learner),
      new Date(Date.parse(s.startsAt)),
    );
    expect(out).toMatchObject({
      kind: "page",
      reason: "cancelled",
      session: { cancelReason: "Teacher is ill" },
    });
    expect(await joinedAt(s.id)).toEqual([]);
  });

  it("only an https link is given out; without one the page says it is not ready", async () => {
    const s = sessions[1];
    await db()
      .updateTable("classSession")
      .set({ meetingUrl: "http://meet.example.com/plain" })
      .where("id", "=", s.id)
      .execute();
    const out = await joinSession(
      db(),
      services.config,
      s.id,
      as(learner),
      new Date(Date.parse(s.startsAt)),
    );
    expect(out).toMatchObject({ kind: "page", reason: "no-link" });
    await db()
      .updateTable("classSession")
      .set({ meetingUrl: null })
      .where("id", "=", s.id)
      .execute();
    const bare = await joinSession(
      db(),
      services.config,
      bareSession.id,
      as(otherTeacher, "teacher"),
      new Date(Date.parse(bareSession.startsAt)),
    );
    expect(bare).toMatchObject({ kind: "page", reason: "no-link" });
  });

  it("MEETING_ROOM_BASE_URL: one unguessable room stored on the session at first need", async () => {
    const config = { ...services.config, meetingRoomBaseUrl: "https://rooms.example.com/learnova" };
    const at = new Date(Date.parse(bareSession.startsAt));
    const first = await joinSession(db(), config, bareSession.id, as(otherTeacher, "teacher"), at);
    expect(first?.kind).toBe("go");
    const url = first?.kind === "go" ? first.url : "";
    expect(url).toMatch(/^https:\/\/rooms\.example\.com\/learnova\/[\w-]{22}$/);
    const again = await joinSession(db(), config, bareSession.id, as(admin, "admin"), at);
    expect(again).toMatchObject({ kind: "go", url });
    const stored = await db()
      .selectFrom("classSession")
      .select("meetingUrl")
      .where("id", "=", bareSession.id)
      .executeTakeFirstOrThrow();
    expect(stored.meetingUrl).toBe(url);
  });
});
