import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertEnrollment, insertUser } from "../../../tests/support/classes";
import { handleAccountIntent } from "~/.server/account/actions";
import { liveFeed } from "~/.server/classes/queries-feeds";
import { createCohort } from "~/.server/classes/writes-cohort";
import { placeMember } from "~/.server/classes/writes-members";
import { cancelSession, createSeries } from "~/.server/classes/writes-series";
import { seedContent } from "~/.server/platform/seed";
import type { SessionUser } from "~/.server/platform/session";
import type { AppServices } from "~/.server/platform/types";
import { loader } from "./calendar-feed";

// The private feed address as a calendar app fetches it (docs/classes.md "Learner pages and
// feeds"): made and reset from /account-settings, served as text/calendar that a strict parser
// (ical.js) reads, with a cancelled class kept as STATUS:CANCELLED; never cached nor indexed; a
// reset, unknown or malformed address answers 404.

type Args = Parameters<typeof loader>[0];

describe.each(engines)("the calendar feed route on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let user: SessionUser;
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const course = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .limit(1)
      .offset(3)
      .executeTakeFirstOrThrow();
    const admin = await insertUser(db(), engine, "Feed Route Admin", "admin");
    const now = new Date();
    const from = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const cohortId = await createCohort(db(), admin, {
      courseId: course.id,
      name: 'Evening "Group"; A,B',
      anchorZone: "Europe/London",
      capacity: 4,
      startDate: from,
      defaultMeetingUrl: "https://meet.example.com/room",
      leadTeacherId: null,
      assistantTeacherIds: [],
    });
    const ctx = { actor: admin, zone: "UTC", now };
    await createSeries(db(), ctx, {
      cohortId,
      rule: {
        weekdays: [2],
        localStart: "18:00",
        durationMinutes: 60,
        fromDate: from,
        count: 3,
        untilDate: null,
      },
      teacherId: null,
      meetingUrl: null,
    });
    const learner = await insertUser(db(), engine, "Feed Route Learner");
    user = {
      id: learner.id,
      email: learner.email,
      name: "Feed Route Learner",
      role: "user",
      accountType: "student",
    };
    const enrollmentId = await insertEnrollment(db(), learner.id, course.id);
    await placeMember(db(), admin, { cohortId, enrollmentId, zone: "UTC" });
    const first = await db()
      .selectFrom("classSession")
      .select(["id", "version"])
      .where("cohortId", "=", cohortId)
      .orderBy("startsAt")
      .executeTakeFirstOrThrow();
    await cancelSession(db(), null, ctx, {
      sessionId: first.id,
      version: first.version,
      reason: "Teacher unwell",
    });
  });
  afterAll(async () => cleanup());

  const fetchFeed = (feed: string) =>
    loader({
      request: new Request(`http://localhost/calendar/${feed}`),
      params: { feed },
      context: { services, user: null, nonce: "n", requestId: "r" },
    } as unknown as Args);

  /** The account page's "Reset link" (or "Make my calendar link"), as its action answers. */
  const reset = async () => {
    const answer = (await handleAccountIntent({
      services,
      user,
      request: new Request("http://localhost/account-settings", { method: "POST" }),
      form: { intent: "calendar" },
    })) as unknown as { data: { ok: boolean; title: string }; init: { status?: number } };
    return { status: answer.init?.status ?? 200, ...answer.data };
  };

  it("is made from the account page and served as a calendar a strict parser reads", async () => {
    expect(await liveFeed(db(), services.config.authSecret, user.id)).toBeNull();
    expect(await reset()).toMatchObject({ status: 200, ok: true, title: "Calendar link made" });
    const feed = await liveFeed(db(), services.config.authSecret, user.id);
    expect(feed).not.toBeNull();
    // The same address on every visit (the page shows it again).
    expect((await liveFeed(db(), services.config.authSecret, user.id))?.token).toBe(feed!.token);

    const res = await fetchFeed(`${feed!.token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(3);
    expect(events.map((v) => v.getFirstPropertyValue("status"))).toEqual([
      "CANCELLED",
      "CONFIRMED",
      "CONFIRMED",
    ]);
    expect(new ICAL.Event(events[1]).summary).toContain('Evening "Group"; A,B');
    expect(new Set(events.map((v) => new ICAL.Event(v).uid)).size).toBe(3);
  });

  it("a reset address stops working at once; unknown and malformed ones are 404", async () => {
    const old = (await liveFeed(db(), services.config.authSecret, user.id))!.token;
    expect(await reset()).toMatchObject({ status: 200, ok: true, title: "Calendar link reset" });
    const fresh = (await liveFeed(db(), services.config.authSecret, user.id))!.token;
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(`${old}.ics`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetchFeed(`${fresh}.ics`)).status).toBe(200);
    expect((await fetchFeed(fresh)).status).toBe(404);
    expect((await fetchFeed(`${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed("..%2F.ics")).status).toBe(404);
  });
});
