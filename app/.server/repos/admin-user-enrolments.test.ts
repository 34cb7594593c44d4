import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { CONFLICT_MESSAGE } from "../admin/write";
import { seedContent } from "../seed";
import type { AppServices } from "../services";
import {
  changeEnrollmentStatus,
  enrolByHand,
  signOutEverywhere,
  signOutSession,
} from "./admin-user-changes";
import { listUserEnrollments, listUserSessions } from "./admin-users";
import { cancelEnrollment, enroll, listEnrollments } from "./enrollments";

// Enrolments (docs/admin.md §6) and sessions from a user's admin page: the legal moves, the stale
// form, enrolling by hand, and what the learner's own pages and next request see.
describe.each(engines)("admin enrolments and sessions on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courses: { id: string; title: string }[];
  let admin: { id: string; email: string };
  let counter = 0;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    courses = await services.db
      .selectFrom("course")
      .select(["id", "title"])
      .orderBy("position")
      .limit(3)
      .execute();
    const res = await services.auth.api.signUpEmail({
      body: { email: "admin@example.com", password: "correct horse 1", name: "Admin" },
    });
    admin = { id: res.user.id, email: "admin@example.com" };
  });
  afterAll(async () => cleanup());

  /** A learner, signed in: the cookie their browser would send. */
  async function learner() {
    counter += 1;
    const email = `learner${counter}@example.com`;
    const { headers, response } = await services.auth.api.signUpEmail({
      body: { email, password: "correct horse 1", name: "Learner" },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { id: response.user.id, cookie: new Headers({ cookie }) };
  }

  const shown = async (userId: string, status: "upcoming" | "subscribed" | "completed") =>
    (await listEnrollments(services.db, userId, status)).map((e) => e.course.id);

  const enrolment = async (userId: string, courseId: string) =>
    (await listUserEnrollments(services.db, userId)).find((e) => e.courseId === courseId)!;

  it("moves upcoming → subscribed → completed, and the learner's pages follow at once", async () => {
    const { id } = await learner();
    await enroll(services.db, id, courses[0].id);
    let row = await enrolment(id, courses[0].id);
    expect(await shown(id, "upcoming")).toEqual([courses[0].id]);

    const move = (status: "subscribed" | "completed" | "cancelled" | "upcoming", version: number) =>
      changeEnrollmentStatus(services.db, admin, {
        userId: id,
        enrollmentId: row.id,
        version,
        status,
      });
    expect(await move("subscribed", row.version)).toEqual({ from: "upcoming", to: "subscribed" });
    expect(await shown(id, "upcoming")).toEqual([]);
    expect(await shown(id, "subscribed")).toEqual([courses[0].id]);

    // A form loaded before that move is stale.
    await expect(move("cancelled", row.version)).rejects.toThrow(CONFLICT_MESSAGE);
    row = await enrolment(id, courses[0].id);
    await move("completed", row.version);
    expect(await shown(id, "subscribed")).toEqual([]);
    expect(await shown(id, "completed")).toEqual([courses[0].id]);

    // Illegal moves are refused with the moves that are possible.
    row = await enrolment(id, courses[0].id);
    await expect(move("cancelled", row.version)).rejects.toThrow(
      "An enrolment cannot go from Completed to Cancelled. From Completed it can become: Subscribed.",
    );
    await expect(move("upcoming", row.version)).rejects.toThrow(/cannot go from Completed/);
    await expect(move("completed", row.version)).rejects.toThrow(
      "This enrolment is already completed.",
    );

    const audit = await services.db
      .selectFrom("auditLog")
      .select(["action", "detail"])
      .where("entityId", "=", row.id)
      .orderBy("createdAt")
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.detail!).after.status])).toEqual([
      ["enrollment.status", "subscribed"],
      ["enrollment.status", "completed"],
    ]);
  });

  it("refuses upcoming → completed, and another learner's enrolment", async () => {
    const { id } = await learner();
    const other = await learner();
    await enroll(services.db, id, courses[1].id);
    const row = await enrolment(id, courses[1].id);
    await expect(
      changeEnrollmentStatus(services.db, admin, {
        userId: id,
        enrollmentId: row.id,
        version: row.version,
        status: "completed",
      }),
    ).rejects.toThrow(
      "An enrolment cannot go from Upcoming to Completed. From Upcoming it can become: Subscribed, Cancelled.",
    );
    await expect(
      changeEnrollmentStatus(services.db, admin, {
        userId: other.id,
        enrollmentId: row.id,
        version: row.version,
        status: "subscribed",
      }),
    ).rejects.toThrow("This enrolment no longer exists.");
  });

  it("a learner's own cancellation makes the admin's open form stale", async () => {
    const { id } = await learner();
    await enroll(services.db, id, courses[0].id);
    const row = await enrolment(id, courses[0].id);
    await cancelEnrollment(services.db, id, row.id);
    await expect(
      changeEnrollmentStatus(services.db, admin, {
        userId: id,
        enrollmentId: row.id,
        version: row.version,
        status: "subscribed",
      }),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    expect((await enrolment(id, courses[0].id)).status).toBe("cancelled");
  });

  it("enrols by hand as upcoming; an active enrolment is refused, a cancelled one comes back", async () => {
    const { id } = await learner();
    expect(await enrolByHand(services.db, admin, { userId: id, courseId: courses[2].id })).toEqual({
      reactivated: false,
    });
    expect(await shown(id, "upcoming")).toEqual([courses[2].id]);
    await expect(
      enrolByHand(services.db, admin, { userId: id, courseId: courses[2].id }),
    ).rejects.toThrow(`Already enrolled in ${courses[2].title} (upcoming).`);

    const row = await enrolment(id, courses[2].id);
    await cancelEnrollment(services.db, id, row.id);
    expect(await enrolByHand(services.db, admin, { userId: id, courseId: courses[2].id })).toEqual({
      reactivated: true,
    });
    const back = await enrolment(id, courses[2].id);
    expect(back).toMatchObject({ id: row.id, status: "upcoming" });
    expect(back.version).toBe(row.version + 2);
    expect(await listUserEnrollments(services.db, id)).toHaveLength(1);

    await services.db
      .updateTable("course")
      .set({ published: 0 })
      .where("id", "=", courses[1].id)
      .execute();
    try {
      await expect(
        enrolByHand(services.db, admin, { userId: id, courseId: courses[1].id }),
      ).rejects.toThrow("This course is not published, so no one can be enrolled in it.");
    } finally {
      await services.db
        .updateTable("course")
        .set({ published: 1 })
        .where("id", "=", courses[1].id)
        .execute();
    }
    await expect(
      enrolByHand(services.db, admin, { userId: "nobody", courseId: courses[0].id }),
    ).rejects.toThrow("This account no longer exists.");
  });

  it("signs one session out (the browser's next request is anonymous), or all of them", async () => {
    const { id, cookie } = await learner();
    const second = await services.auth.api.signInEmail({
      body: { email: `learner${counter}@example.com`, password: "correct horse 1" },
      returnHeaders: true,
    });
    const otherCookie = new Headers({
      cookie: second.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    });
    expect(await services.auth.api.getSession({ headers: cookie })).not.toBeNull();
    const sessions = await listUserSessions(services.db, id);
    expect(sessions).toHaveLength(2);
    const first = (await services.auth.api.getSession({ headers: cookie }))!.session.id;

    await signOutSession(services.db, admin, { userId: id, sessionId: first });
    expect(await services.auth.api.getSession({ headers: cookie })).toBeNull();
    expect(await services.auth.api.getSession({ headers: otherCookie })).not.toBeNull();
    await expect(
      signOutSession(services.db, admin, { userId: id, sessionId: first }),
    ).rejects.toThrow("This session has already ended.");
    // Another user's session cannot be named through this user's page.
    const stranger = await learner();
    const strangers = await listUserSessions(services.db, stranger.id);
    await expect(
      signOutSession(services.db, admin, { userId: id, sessionId: strangers[0].id }),
    ).rejects.toThrow("This session has already ended.");

    expect(await signOutEverywhere(services.db, admin, { userId: id })).toBe(1);
    expect(await services.auth.api.getSession({ headers: otherCookie })).toBeNull();
    expect(await listUserSessions(services.db, id)).toEqual([]);
    await expect(signOutEverywhere(services.db, admin, { userId: id })).rejects.toThrow(
      "There are no sessions to sign out.",
    );
    expect(await services.auth.api.getSession({ headers: stranger.cookie })).not.toBeNull();
  });
});
