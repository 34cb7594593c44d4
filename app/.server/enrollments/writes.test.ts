import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { cancelEnrollment, enroll, EnrollmentError, setEnrollmentStatus } from "./writes";
import { getEnrollment, listEnrollments } from "./queries";

async function nextMillisecond() {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe.each(engines)("enrollments on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseA: string;
  let courseB: string;
  let counter = 0;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const courses = await services.db
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .limit(2)
      .execute();
    [courseA, courseB] = courses.map((c) => c.id);
  });
  afterAll(async () => cleanup());

  async function newUser() {
    counter += 1;
    const res = await services.auth.api.signUpEmail({
      body: {
        email: `learner${counter}@example.com`,
        password: "correct horse 1",
        name: "Learner",
      },
    });
    return res.user.id;
  }

  const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e);

  it("enrolls as upcoming, and enrolling again returns the same enrollment", async () => {
    const user = await newUser();
    const first = await enroll(services.db, user, courseA);
    expect(first.created).toBe(true);
    expect(first.enrollment.status).toBe("upcoming");
    const again = await enroll(services.db, user, courseA);
    expect(again.created).toBe(false);
    expect(again.enrollment.id).toBe(first.enrollment.id);
    const rows = await services.db
      .selectFrom("enrollment")
      .select("id")
      .where("userId", "=", user)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a course that does not exist or is unpublished", async () => {
    const user = await newUser();
    const missing = await refusal(enroll(services.db, user, "no-such-course"));
    expect(missing).toBeInstanceOf(EnrollmentError);
    expect((missing as EnrollmentError).message).toBe("This course is not open for enrollment.");
    await services.db
      .updateTable("course")
      .set({ published: 0 })
      .where("id", "=", courseB)
      .execute();
    try {
      expect(await refusal(enroll(services.db, user, courseB))).toBeInstanceOf(EnrollmentError);
    } finally {
      await services.db
        .updateTable("course")
        .set({ published: 1 })
        .where("id", "=", courseB)
        .execute();
    }
    expect(await listEnrollments(services.db, user)).toEqual([]);
  });

  it("lets the learner cancel their own upcoming enrollment, and re-enrolling reactivates it", async () => {
    const user = await newUser();
    const { enrollment } = await enroll(services.db, user, courseA);
    const cancelled = await cancelEnrollment(services.db, user, enrollment.id);
    expect(cancelled.status).toBe("cancelled");
    expect((await getEnrollment(services.db, user, courseA))?.status).toBe("cancelled");

    const again = await enroll(services.db, user, courseA);
    expect(again.created).toBe(true);
    expect(again.enrollment).toMatchObject({ id: enrollment.id, status: "upcoming" });
  });

  it("refuses to cancel someone else's enrollment, a missing one, or one that is not upcoming", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { enrollment } = await enroll(services.db, owner, courseA);

    const notTheirs = await refusal(cancelEnrollment(services.db, other, enrollment.id));
    expect(notTheirs).toBeInstanceOf(EnrollmentError);
    expect((notTheirs as EnrollmentError).code).toBe("not-found");
    expect((await getEnrollment(services.db, owner, courseA))?.status).toBe("upcoming");

    const missing = await refusal(cancelEnrollment(services.db, owner, "nope"));
    expect((missing as EnrollmentError).code).toBe("not-found");

    await setEnrollmentStatus(
      services.db,
      { id: other, email: "a@x" },
      enrollment.id,
      "subscribed",
    );
    const subscribed = await refusal(cancelEnrollment(services.db, owner, enrollment.id));
    expect((subscribed as EnrollmentError).message).toBe(
      "Only upcoming enrollments can be cancelled. Please contact us to change this one.",
    );
    expect((await getEnrollment(services.db, owner, courseA))?.status).toBe("subscribed");
  });

  it("lists by status with the course's card data, newest first", async () => {
    const user = await newUser();
    // Timestamps have millisecond resolution: let each step land on a later one, or the
    // "newest first" order could tie (and fall back to the random ids).
    const a = await enroll(services.db, user, courseA);
    await nextMillisecond();
    await enroll(services.db, user, courseB);
    await nextMillisecond();
    await setEnrollmentStatus(
      services.db,
      { id: user, email: "a@x" },
      a.enrollment.id,
      "subscribed",
    );

    const upcoming = await listEnrollments(services.db, user, "upcoming");
    expect(upcoming.map((e) => e.course.id)).toEqual([courseB]);
    expect(upcoming[0].course).toMatchObject({ id: courseB });
    expect(upcoming[0].course.title).toBeTruthy();
    expect(upcoming[0].course.slug).toBeTruthy();
    const subscribed = await listEnrollments(services.db, user, "subscribed");
    expect(subscribed.map((e) => e.course.id)).toEqual([courseA]);
    expect(await listEnrollments(services.db, user, "completed")).toEqual([]);
    expect((await listEnrollments(services.db, user)).map((e) => e.course.id)).toEqual([
      courseA,
      courseB,
    ]);
  });

  it("changes status only along allowed transitions, with an audit entry for each change", async () => {
    const user = await newUser();
    const admin = { id: "admin-1", email: "admin@example.com" };
    const { enrollment } = await enroll(services.db, user, courseA);

    const skip = await refusal(setEnrollmentStatus(services.db, admin, enrollment.id, "completed"));
    expect(skip).toBeInstanceOf(EnrollmentError);
    expect((skip as EnrollmentError).message).toBe(
      "An enrollment cannot go from upcoming to completed.",
    );
    const same = await refusal(setEnrollmentStatus(services.db, admin, enrollment.id, "upcoming"));
    expect((same as EnrollmentError).code).toBe("bad-transition");
    const missing = await refusal(setEnrollmentStatus(services.db, admin, "nope", "subscribed"));
    expect((missing as EnrollmentError).code).toBe("not-found");

    await setEnrollmentStatus(services.db, admin, enrollment.id, "subscribed");
    await setEnrollmentStatus(services.db, admin, enrollment.id, "completed");
    expect((await getEnrollment(services.db, user, courseA))?.status).toBe("completed");
    const final = await refusal(
      setEnrollmentStatus(services.db, admin, enrollment.id, "cancelled"),
    );
    expect((final as EnrollmentError).code).toBe("bad-transition");

    const audit = await services.db
      .selectFrom("auditLog")
      .select(["actorId", "actorEmail", "action", "entity", "entityId", "detail"])
      .where("entityId", "=", enrollment.id)
      .orderBy("createdAt")
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail!))).toEqual([
      { userId: user, courseId: courseA, from: "upcoming", to: "subscribed" },
      { userId: user, courseId: courseA, from: "subscribed", to: "completed" },
    ]);
    expect(audit[0]).toMatchObject({
      actorId: "admin-1",
      actorEmail: "admin@example.com",
      action: "enrollment.status",
      entity: "enrollment",
    });
  });

  it("disappears with its user (cascade)", async () => {
    const user = await newUser();
    await enroll(services.db, user, courseA);
    await services.db.deleteFrom("session").where("userId", "=", user).execute();
    await services.db.deleteFrom("account").where("userId", "=", user).execute();
    await services.db.deleteFrom("user").where("id", "=", user).execute();
    const rows = await services.db
      .selectFrom("enrollment")
      .select("id")
      .where("userId", "=", user)
      .execute();
    expect(rows).toEqual([]);
  });
});
