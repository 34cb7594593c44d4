import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { createCohort, setCohortStatus } from "../classes/writes-cohort";
import { createSeries } from "../classes/writes-series";
import { getContentVersion } from "../platform/content-version";
import type { AccountType } from "../platform/db/schema";
import { seedContent } from "../platform/seed";
import type { SessionUser } from "../platform/session";
import type { AppServices } from "../platform/types";
import { handleEnrollmentIntent } from "./actions";

// Enrolling from the course page into a chosen class group (docs/classes.md "Learner pages and
// feeds"): the group must be chosen when the course has open ones, the place is taken in the
// same transaction as the enrolment (a full group enrols nothing, also when two learners race
// for the last seat), cancelling gives the seat back, and a parent names the child.

describe.each(engines)("enrolling into a class group on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseId: string;
  let plainCourseId: string;
  let admin: { id: string; email: string };
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    // Courses the seed gives no class groups (it uses the first three).
    const courses = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .offset(3)
      .limit(2)
      .execute();
    [courseId, plainCourseId] = courses.map((c) => c.id);
    admin = await insertUser(db(), engine, "Groups Admin", "admin");
  });
  afterAll(async () => cleanup());

  /** An open group of the course, with a weekly series starting in two weeks. */
  async function openGroup(name: string, capacity: number): Promise<string> {
    const now = new Date();
    const from = new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    const id = await createCohort(db(), admin, {
      courseId,
      name,
      anchorZone: "America/New_York",
      capacity,
      startDate: from,
      defaultMeetingUrl: null,
      leadTeacherId: null,
      assistantTeacherIds: [],
    });
    await createSeries(
      db(),
      { actor: admin, zone: "UTC", now },
      {
        cohortId: id,
        rule: {
          weekdays: [1, 3],
          localStart: "17:00",
          durationMinutes: 60,
          fromDate: from,
          count: 4,
          untilDate: null,
        },
        teacherId: null,
        meetingUrl: null,
      },
    );
    await setCohortStatus(db(), services.config, admin, { id, version: 1, status: "open" });
    return id;
  }

  async function learner(name: string, accountType: AccountType = "student"): Promise<SessionUser> {
    const u = await insertUser(db(), engine, name);
    await db().updateTable("user").set({ accountType }).where("id", "=", u.id).execute();
    return { id: u.id, email: u.email, name, role: "user", accountType };
  }

  const enrol = (user: SessionUser, fields: Record<string, string>) =>
    handleEnrollmentIntent(services, user, { intent: "enroll", courseId, ...fields });

  async function enrolmentOf(userId: string) {
    return db()
      .selectFrom("enrollment")
      .select(["id", "status", "learnerName"])
      .where("userId", "=", userId)
      .where("courseId", "=", courseId)
      .executeTakeFirst();
  }

  const seats = async (cohortId: string) =>
    (
      await db()
        .selectFrom("cohort")
        .select("seatsTaken")
        .where("id", "=", cohortId)
        .executeTakeFirstOrThrow()
    ).seatsTaken;

  it("requires a group when the course has open ones, and refuses one that is not open", async () => {
    const group = await openGroup("Choice Group", 5);
    const user = await learner("Chooser");
    const none = await enrol(user, {});
    expect(none.status).toBe(400);
    expect(none.result).toMatchObject({ ok: false, errors: { cohortId: "Choose a class group." } });
    const draft = await createCohort(db(), admin, {
      courseId,
      name: "Draft Group",
      anchorZone: "UTC",
      capacity: 5,
      startDate: "2030-01-01",
      defaultMeetingUrl: null,
      leadTeacherId: null,
      assistantTeacherIds: [],
    });
    const notOpen = await enrol(user, { cohortId: draft });
    expect(notOpen.status).toBe(400);
    expect(notOpen.result).toMatchObject({
      ok: false,
      errors: { cohortId: "This class group is not taking learners any more. Choose another." },
    });
    expect(await enrolmentOf(user.id)).toBeUndefined();
    expect(await seats(group)).toBe(0);
  });

  it("enrols and places in one go, audited, and the cached pages' content version moves", async () => {
    const group = await openGroup("Placed Group", 5);
    const user = await learner("Placed Learner");
    const before = await getContentVersion(db());
    const answer = await enrol(user, { cohortId: group });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ ok: true, title: "Enrolled!" });
    const e = await enrolmentOf(user.id);
    expect(e?.status).toBe("upcoming");
    const member = await db()
      .selectFrom("cohortMember")
      .select(["cohortId", "status"])
      .where("enrollmentId", "=", e!.id)
      .execute();
    expect(member).toEqual([{ cohortId: group, status: "active" }]);
    expect(await seats(group)).toBe(1);
    expect(await getContentVersion(db())).not.toBe(before);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorId", "action"])
      .where("entityId", "=", group)
      .where("action", "=", "cohort.member.enrol")
      .execute();
    expect(audit).toEqual([{ actorId: user.id, action: "cohort.member.enrol" }]);

    // Cancelling the enrolment gives the seat back and closes the place.
    const cancel = await handleEnrollmentIntent(services, user, {
      intent: "cancel",
      enrollmentId: e!.id,
    });
    expect(cancel.status).toBe(200);
    expect(await seats(group)).toBe(0);
    const closed = await db()
      .selectFrom("cohortMember")
      .select("status")
      .where("enrollmentId", "=", e!.id)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe("withdrawn");
  });

  it("a full group refuses with a clear message and enrols nothing", async () => {
    const group = await openGroup("Tiny Group", 1);
    expect((await enrol(await learner("First In"), { cohortId: group })).status).toBe(200);
    const late = await learner("Too Late");
    const answer = await enrol(late, { cohortId: group });
    expect(answer.status).toBe(409);
    expect(answer.result).toMatchObject({
      ok: false,
      formError: "“Tiny Group” is full (1 of 1 seats taken).",
    });
    expect(await enrolmentOf(late.id)).toBeUndefined();
    expect(await seats(group)).toBe(1);
  });

  it("two learners racing for the last seat: exactly one is enrolled", async () => {
    const group = await openGroup("Last Seat", 1);
    const [a, b] = [await learner("Racer A"), await learner("Racer B")];
    const answers = await Promise.all([
      enrol(a, { cohortId: group }),
      enrol(b, { cohortId: group }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const enrolled = [await enrolmentOf(a.id), await enrolmentOf(b.id)].filter(Boolean);
    expect(enrolled).toHaveLength(1);
    expect(await seats(group)).toBe(1);
  });

  it("an enrolment without a group takes a place later; one with a place is refused a second", async () => {
    const user = await learner("Later Chooser");
    const group = await openGroup("Later Group", 3);
    await db()
      .insertInto("enrollment")
      .values({
        id: `later-${user.id}`,
        userId: user.id,
        courseId,
        status: "upcoming",
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    expect((await enrol(user, { cohortId: group })).status).toBe(200);
    const again = await enrol(user, { cohortId: group });
    expect(again.status).toBe(409);
    expect(again.result).toMatchObject({
      formError: "You already have a place in a class group of this course.",
    });
    expect(await seats(group)).toBe(1);
  });

  it("a parent names the child; a missing or hostile name is refused beside the field", async () => {
    const group = await openGroup("Family Group", 3);
    const parent = await learner("Parent Person", "parent");
    const missing = await enrol(parent, { cohortId: group });
    expect(missing.status).toBe(400);
    expect(missing.result).toMatchObject({
      errors: { learnerName: "Enter the name of the child you are enrolling." },
    });
    const hostile = await enrol(parent, { cohortId: group, learnerName: "<script>x</script>" });
    expect(hostile.status).toBe(400);
    expect(await enrolmentOf(parent.id)).toBeUndefined();
    const ok = await enrol(parent, { cohortId: group, learnerName: "  Aarav   Sharma " });
    expect(ok.status).toBe(200);
    expect((await enrolmentOf(parent.id))?.learnerName).toBe("Aarav Sharma");
    // A learner's own enrolment keeps no child's name, whatever is sent.
    const student = await learner("Own Learner");
    await enrol(student, { cohortId: group, learnerName: "Someone" });
    expect((await enrolmentOf(student.id))?.learnerName).toBeNull();
  });

  it("a course without open groups enrols as before", async () => {
    const user = await learner("Plain Learner");
    const answer = await handleEnrollmentIntent(services, user, {
      intent: "enroll",
      courseId: plainCourseId,
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ ok: true, title: "Enrolled!" });
  });
});
