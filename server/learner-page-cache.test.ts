import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import type { AppLoadContext, ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as root from "../app/root";
import * as layout from "../app/routes/learner/layout";
import * as courseList from "../app/routes/learner/course-list";
import * as accountSettings from "../app/routes/learner/account-settings";
import * as coursePage from "../app/routes/marketing/course";
import { signedInUser } from "../app/.server/auth/session-cookie";
import { enrollInGroup } from "../app/.server/enrollments/writes-groups";
import { cancelEnrollment } from "../app/.server/enrollments/writes";
import { createCohort, setCohortStatus } from "../app/.server/classes/writes-cohort";
import { cancelSession, createSeries } from "../app/.server/classes/writes-series";
import { setClassReminders } from "../app/.server/classes/writes-reminders";
import { resetFeed } from "../app/.server/classes/writes-feeds";
import { updateProfile } from "../app/.server/users/writes";
import { seedContent } from "../app/.server/platform/seed";
import type { SessionUser } from "../app/.server/platform/session";
import type { AppServices } from "../app/.server/platform/types";
import { insertEnrollment, insertUser } from "../tests/support/classes";
import { createTestServices, engines } from "../tests/support/databases";
import {
  createLearnerPageCache,
  fingerprintOf,
  type KeptRequestFacts,
  type LearnerPageCache,
} from "./learner-page-cache";

// A kept learner page is served only while its loaders return exactly the data it was rendered
// from (docs/decisions/0051-learner-pages-kept-per-person.md). Here the page's real loaders run
// on both engines, "rendering" is a pure function of their data (as React's is), and each kind
// of write the pages show is made the way the product makes it: the next request must not be
// the kept answer, and must show the change.

/** The learner branch of the route table, as the build holds it. */
function learnerBuild(): ServerBuild {
  const route = (
    id: string,
    parentId: string | undefined,
    path: string | undefined,
    module: object,
  ) => ({
    id,
    parentId,
    path,
    module: module as ServerBuild["routes"][string] extends infer R
      ? R extends { module: infer M }
        ? M
        : never
      : never,
  });
  return {
    routes: {
      root: route("root", undefined, "", root),
      "routes/learner/layout": route("routes/learner/layout", "root", undefined, layout),
      "upcoming-courses": route(
        "upcoming-courses",
        "routes/learner/layout",
        "upcoming-courses",
        courseList,
      ),
      "subscribed-courses": route(
        "subscribed-courses",
        "routes/learner/layout",
        "subscribed-courses",
        courseList,
      ),
      "completed-courses": route(
        "completed-courses",
        "routes/learner/layout",
        "completed-courses",
        courseList,
      ),
      "routes/learner/account-settings": route(
        "routes/learner/account-settings",
        "routes/learner/layout",
        "account-settings",
        accountSettings,
      ),
      "routes/marketing/course": route(
        "routes/marketing/course",
        "root",
        "courses/:slug",
        coursePage,
      ),
    },
  } as unknown as ServerBuild;
}

const BRANCH: Record<string, string[]> = {
  "/upcoming-courses": ["root", "routes/learner/layout", "upcoming-courses"],
  "/subscribed-courses": ["root", "routes/learner/layout", "subscribed-courses"],
  "/completed-courses": ["root", "routes/learner/layout", "completed-courses"],
  "/account-settings": ["root", "routes/learner/layout", "routes/learner/account-settings"],
};

/** A target's branch and parameters, as React Router would match them. */
function matchOf(target: string): { branch: string[]; params: Record<string, string> } {
  const course = /^\/courses\/([^/?]+)/.exec(target);
  if (course) {
    return { branch: ["root", "routes/marketing/course"], params: { slug: course[1]! } };
  }
  return { branch: BRANCH[target]!, params: {} };
}

describe("fingerprintOf", () => {
  it("tells apart what a render would tell apart, and refuses what it cannot write", () => {
    expect(fingerprintOf({ a: 1, b: [1, "x"] })).toBe(fingerprintOf({ a: 1, b: [1, "x"] }));
    expect(fingerprintOf({ a: undefined })).not.toBe(fingerprintOf({}));
    expect(fingerprintOf({ a: "1" })).not.toBe(fingerprintOf({ a: 1 }));
    expect(fingerprintOf({ a: null })).not.toBe(fingerprintOf({ a: "null" }));
    expect(fingerprintOf(new Date(1))).not.toBe(fingerprintOf(new Date(2)));
    expect(fingerprintOf({ m: new Map() })).toBeUndefined();
    expect(fingerprintOf({ h: new Headers() })).toBeUndefined();
    expect(fingerprintOf({ f: () => 1 })).toBeUndefined();
  });
});

describe.each(engines)("learner pages kept per person on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let cache: LearnerPageCache;
  let learner: { id: string; email: string };
  let admin: SessionUser;
  let teacher: { id: string; email: string };
  let courseId: string;
  let groupId: string;
  let cookie: string;
  const db = () => services.db;

  /** A live session of the user and its signed cookie, as Better Auth writes them. */
  async function signIn(userId: string): Promise<string> {
    const token = randomBytes(24).toString("base64url");
    const now = new Date();
    await db()
      .insertInto("session")
      .values({
        id: randomUUID(),
        userId,
        token,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        ipAddress: null,
        userAgent: "test",
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute();
    const signature = createHmac("sha256", services.config.authSecret)
      .update(token)
      .digest("base64");
    return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  }

  function facts(target: string, as = cookie, acceptEncoding?: string): KeptRequestFacts {
    return {
      method: "GET",
      target,
      host: "learnova.test",
      cookie: as,
      authorization: undefined,
      acceptEncoding,
    };
  }

  /** The page as the server answers it: kept when the cache may, else rendered (and kept). */
  async function get(
    target: string,
    as = cookie,
    acceptEncoding?: string,
  ): Promise<{ kept: boolean; body: string }> {
    const f = facts(target, as, acceptEncoding);
    const req = { headers: { host: f.host, cookie: f.cookie }, method: "GET", url: target };
    let written: { status: number; body: Buffer } | undefined;
    const res = {
      writeHead(status: number) {
        written = { status, body: Buffer.alloc(0) };
      },
      end(body: Buffer) {
        written!.body = body;
      },
    };
    const served = await cache.serveNode(
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
      f,
    );
    if (served) {
      // gunzip checks the joined member's length and CRC.
      const bytes = acceptEncoding ? gunzipSync(written!.body) : written!.body;
      return { kept: true, body: withoutNonce(bytes.toString()) };
    }
    const user = await signedInUser(services, f.cookie);
    if (!user || user === "ask-better-auth") throw new Error("not signed in");
    const context: AppLoadContext = {
      services,
      user,
      nonce: randomBytes(16).toString("base64"),
      requestId: randomUUID(),
    };
    cache.record(context);
    const request = new Request(`http://${f.host}${target}`, { headers: { cookie: f.cookie! } });
    const { branch, params } = matchOf(target);
    const data = await Promise.all(
      branch.map((id) =>
        cache.build.routes[id]!.module.loader!({
          request,
          url: new URL(request.url),
          pattern: target,
          params,
          context,
        }),
      ),
    );
    // A render: a pure function of the data, carrying the request's nonce.
    const html = `<script nonce="${context.nonce}"></script>${JSON.stringify(data)}`;
    const answer = await cache.keep(
      f,
      context,
      new Date(),
      new Response(html, {
        headers: { "content-type": "text/html", "cache-control": "private, no-store" },
      }),
    );
    return { kept: false, body: withoutNonce(await answer.text()) };
  }

  const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/, 'nonce=""');

  /** Makes sure the page is kept, makes the write, and returns the page before and after. */
  async function acrossWrite(target: string, write: () => Promise<unknown>) {
    await get(target);
    const before = await get(target);
    expect(before.kept).toBe(true);
    await write();
    const after = await get(target);
    return { before, after };
  }

  async function expectSeen(target: string, write: () => Promise<unknown>) {
    const { before, after } = await acrossWrite(target, write);
    expect(after.kept).toBe(false);
    expect(after.body).not.toBe(before.body);
    // And the new answer is kept in turn.
    expect((await get(target)).kept).toBe(true);
  }

  const sessionsOf = (cohortId: string) =>
    db()
      .selectFrom("classSession")
      .select(["id", "version", "startsAt", "endsAt"])
      .where("cohortId", "=", cohortId)
      .orderBy("startsAt")
      .execute();

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    cache = createLearnerPageCache(services, learnerBuild());
    const courses = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .limit(3)
      .execute();
    courseId = courses[0]!.id;
    const adminRow = await insertUser(db(), engine, "Kept Admin", "admin");
    admin = { ...adminRow, name: "Kept Admin", role: "admin", accountType: "student" };
    teacher = await insertUser(db(), engine, "Tara Teacher", "teacher", "Asia/Kolkata");
    learner = await insertUser(db(), engine, "Lena Learner", "user", "Europe/London");
    const now = new Date();
    const from = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    groupId = await createCohort(db(), admin, {
      courseId,
      name: "Evenings",
      anchorZone: "Asia/Kolkata",
      capacity: 5,
      startDate: from,
      defaultMeetingUrl: "https://meet.example.com/evenings",
      leadTeacherId: teacher.id,
      assistantTeacherIds: [],
    });
    await createSeries(
      db(),
      { actor: admin, zone: "UTC", now, override: true },
      {
        cohortId: groupId,
        rule: {
          weekdays: [2, 4],
          localStart: "19:00",
          durationMinutes: 60,
          fromDate: from,
          count: 4,
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
    await enrollInGroup(db(), learner, { courseId, cohortId: groupId, learnerName: null });
    cookie = await signIn(learner.id);
  });
  afterAll(async () => cleanup());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves the kept page while nothing changes, and never to another learner", async () => {
    const first = await get("/upcoming-courses");
    expect(first.kept).toBe(false);
    const again = await get("/upcoming-courses");
    expect(again).toEqual({ kept: true, body: first.body });
    expect(await get("/upcoming-courses", cookie, "gzip, br")).toEqual(again);
    expect(again.body).toContain("Evenings");
    // Another learner's session never gets it: their own page is rendered for them.
    const other = await insertUser(db(), engine, "Olga Other");
    const theirs = await get("/upcoming-courses", await signIn(other.id));
    expect(theirs.kept).toBe(false);
    expect(theirs.body).not.toContain("Lena Learner");
    expect(theirs.body).not.toContain("Evenings");
  });

  it("a signed-out session is never served, and its pages are dropped", async () => {
    const session = await signIn(learner.id);
    await get("/account-settings", session);
    expect((await get("/account-settings", session)).kept).toBe(true);
    const token = decodeURIComponent(session.split("=")[1]!).split(".")[0]!;
    await db().deleteFrom("session").where("token", "=", token).execute();
    await expect(get("/account-settings", session)).rejects.toThrow("not signed in");
    const size = cache.size;
    cache.dropSession(session);
    expect(cache.size).toBe(size - 1);
  });

  it("an enrolment made or cancelled", async () => {
    let enrollmentId = "";
    await expectSeen("/upcoming-courses", async () => {
      enrollmentId = await insertEnrollment(
        db(),
        learner.id,
        (
          await db()
            .selectFrom("course")
            .select("id")
            .where("id", "!=", courseId)
            .limit(1)
            .executeTakeFirstOrThrow()
        ).id,
      );
    });
    await expectSeen("/upcoming-courses", () => cancelEnrollment(db(), learner.id, enrollmentId));
  });

  it("a class edited, cancelled or deleted, and its teacher renamed", async () => {
    const [first, second, third] = await sessionsOf(groupId);
    await expectSeen("/upcoming-courses", () =>
      cancelSession(
        db(),
        null,
        { actor: admin, zone: "UTC", now: new Date(), override: true },
        {
          sessionId: second!.id,
          version: second!.version,
          reason: "Holiday",
        },
      ),
    );
    await expectSeen("/upcoming-courses", () =>
      db()
        .updateTable("classSession")
        .set({
          startsAt: new Date(Date.parse(first!.startsAt) + 3_600_000).toISOString(),
          endsAt: new Date(Date.parse(first!.endsAt) + 3_600_000).toISOString(),
        })
        .where("id", "=", first!.id)
        .execute(),
    );
    await expectSeen("/upcoming-courses", () =>
      db().deleteFrom("classSession").where("id", "=", third!.id).execute(),
    );
    await expectSeen("/upcoming-courses", () =>
      db()
        .updateTable("user")
        .set({ name: "Tara T. Teacher" })
        .where("id", "=", teacher.id)
        .execute(),
    );
  });

  it("a signed-in course page: kept per session, never another's, and follows enrolments and seats", async () => {
    const slugOf = async (id: string) =>
      (
        await db()
          .selectFrom("course")
          .select("slug")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).slug;
    const groupCourse = `/courses/${await slugOf(courseId)}`;
    // A course the learner has never enrolled in (the tests before may have used some).
    const otherId = (
      await db()
        .selectFrom("course")
        .select("id")
        .where("id", "not in", (eb) =>
          eb.selectFrom("enrollment").select("courseId").where("userId", "=", learner.id),
        )
        .orderBy("position")
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    const otherCourse = `/courses/${await slugOf(otherId)}`;
    expect(cache.wants(facts(groupCourse))).toBe(true);
    expect(cache.wants(facts(`${groupCourse}?tz=Asia%2FTokyo`))).toBe(true);
    expect(cache.wants(facts(groupCourse, ""))).toBe(false);
    expect(cache.wants(facts(`${groupCourse}/more`))).toBe(false);
    expect(cache.wants(facts("/courses/%E0%A4"))).toBe(false);
    expect(cache.wants(facts(`${groupCourse}.data`))).toBe(false);
    expect(cache.wants(facts("/upcoming-courses.data"))).toBe(false);

    const first = await get(groupCourse);
    const again = await get(groupCourse);
    expect(again).toEqual({ kept: true, body: first.body });
    // The learner's own state is in the page: their place in "Evenings".
    expect(again.body).toContain('"placedIn":"Evenings"');
    // Another visitor's session never gets it, and sees none of it.
    const olga = await insertUser(db(), engine, "Olga Course");
    const olgaCookie = await signIn(olga.id);
    const theirs = await get(groupCourse, olgaCookie);
    expect(theirs.kept).toBe(false);
    expect(theirs.body).toContain('"placedIn":null');

    // An enrolment made, then cancelled, on a course page kept without one.
    let enrollmentId = "";
    await expectSeen(otherCourse, async () => {
      enrollmentId = await insertEnrollment(db(), learner.id, otherId);
    });
    expect((await get(otherCourse)).body).toContain(enrollmentId);
    await expectSeen(otherCourse, () => cancelEnrollment(db(), learner.id, enrollmentId));
    // Seats: someone else taking a place in the open group changes the learner's kept page.
    await expectSeen(groupCourse, () =>
      enrollInGroup(db(), olga, { courseId, cohortId: groupId, learnerName: null }),
    );
  });

  it("a course renamed", async () => {
    await expectSeen("/upcoming-courses", () =>
      db()
        .updateTable("course")
        .set({ title: "Renamed course" })
        .where("id", "=", courseId)
        .execute(),
    );
  });

  it("the learner's name, clock and settings, their other devices and calendar feed", async () => {
    await expectSeen("/account-settings", () =>
      updateProfile(db(), learner.id, { name: "Lena L.", accountType: "student", phone: null }),
    );
    await expectSeen("/upcoming-courses", () =>
      db()
        .updateTable("user")
        .set({ timeZone: "America/New_York" })
        .where("id", "=", learner.id)
        .execute(),
    );
    await expectSeen("/account-settings", () => setClassReminders(db(), learner.id, false));
    let other = "";
    await expectSeen("/account-settings", async () => (other = await signIn(learner.id)));
    await expectSeen("/account-settings", () =>
      db()
        .deleteFrom("session")
        .where("token", "=", decodeURIComponent(other.split("=")[1]!).split(".")[0]!)
        .execute(),
    );
    await expectSeen("/account-settings", () =>
      resetFeed(db(), services.config.authSecret, learner.id),
    );
  });

  it("a withdrawal from the class group", async () => {
    await expectSeen("/upcoming-courses", () =>
      db()
        .updateTable("cohortMember")
        .set({ status: "withdrawn", leftAt: new Date().toISOString() })
        .where("cohortId", "=", groupId)
        .execute(),
    );
  });

  it("a running group's attendance mark, on the subscribed list", async () => {
    // The group runs: its first class is held, with the learner's mark.
    await db()
      .updateTable("cohortMember")
      .set({ status: "active", leftAt: null })
      .where("cohortId", "=", groupId)
      .execute();
    await db().updateTable("cohort").set({ status: "running" }).where("id", "=", groupId).execute();
    await db()
      .updateTable("enrollment")
      .set({ status: "subscribed" })
      .where("userId", "=", learner.id)
      .where("courseId", "=", courseId)
      .execute();
    const [held] = await sessionsOf(groupId);
    const member = await db()
      .selectFrom("cohortMember")
      .select("id")
      .where("cohortId", "=", groupId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("classSession")
      .set({ status: "held" })
      .where("id", "=", held!.id)
      .execute();
    await expectSeen("/subscribed-courses", () =>
      db()
        .insertInto("attendance")
        .values({
          sessionId: held!.id,
          cohortMemberId: member.id,
          status: "present",
          joinedAt: null,
          markedAt: new Date().toISOString(),
          markedBy: teacher.id,
        })
        .execute(),
    );
    await expectSeen("/subscribed-courses", () =>
      db()
        .updateTable("attendance")
        .set({ status: "absent" })
        .where("sessionId", "=", held!.id)
        .execute(),
    );
  });

  it("time alone: the join link appears 15 minutes before a class, without any write", async () => {
    await db().updateTable("cohort").set({ status: "open" }).where("id", "=", groupId).execute();
    await db()
      .updateTable("enrollment")
      .set({ status: "upcoming" })
      .where("userId", "=", learner.id)
      .where("courseId", "=", courseId)
      .execute();
    const next = (await sessionsOf(groupId)).find((s) => Date.parse(s.startsAt) > Date.now())!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(next.startsAt) - 20 * 60_000 });
    // A session of that day (one of today would be due for its daily extension by then).
    const session = await signIn(learner.id);
    await get("/upcoming-courses", session);
    const before = await get("/upcoming-courses", session);
    expect(before.kept).toBe(true);
    expect(before.body).not.toContain(`/join/${next.id}`);
    vi.setSystemTime(Date.parse(next.startsAt) - 14 * 60_000);
    const after = await get("/upcoming-courses", session);
    expect(after.kept).toBe(false);
    expect(after.body).toContain(`/join/${next.id}`);
  });

  it("the footer's year: a kept page is not served from the next year's first instant", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2027, 11, 31, 23, 59, 0) });
    const session = await signIn(learner.id);
    await get("/completed-courses", session);
    expect((await get("/completed-courses", session)).kept).toBe(true);
    vi.setSystemTime(new Date(2028, 0, 1, 0, 0, 0));
    expect((await get("/completed-courses", session)).kept).toBe(false);
  });

  it("holds no more bytes than its cap", async () => {
    const small = createLearnerPageCache(services, learnerBuild(), { capBytes: 1 });
    const saved = cache;
    cache = small;
    try {
      await get("/upcoming-courses");
      expect(small.size).toBe(0);
      expect((await get("/upcoming-courses")).kept).toBe(false);
    } finally {
      cache = saved;
    }
  });
});
