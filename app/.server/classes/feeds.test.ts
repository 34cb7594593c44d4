import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertDemo, insertEnrollment, insertUser } from "../../../tests/support/classes";
import { classCalendar } from "./calendar";
import { feedCalendar } from "./feeds";
import { resetFeed, revokeFeed } from "./writes-feeds";
import { createCohort } from "./writes-cohort";
import { placeMember } from "./writes-members";
import { cancelSession, createSeries, editSeries, editSession } from "./writes-series";
import type { AdminContext } from "./types";

// The private calendar feeds (docs/classes.md "Calendars"), read back with a strict iCalendar
// parser (ical.js) as a calendar app would: one event per session with one UID for good, the
// SEQUENCE rising with each change, cancelled sessions kept as STATUS:CANCELLED, a moved
// session once (not twice), teachers' demos, hostile names that cannot break the file.

const NOW = new Date("2027-01-01T00:00:00.000Z");
const HOSTILE = 'Maths; "Group", \\ A\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected 😀';

function events(ics: string) {
  // Every line ends in CRLF and no line is longer than 75 octets (RFC 5545 §3.1).
  expect(ics.endsWith("\r\n")).toBe(true);
  for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      sequence: e.sequence,
      status: v.getFirstPropertyValue("status"),
      summary: e.summary,
      start: e.startDate.toJSDate().toISOString(),
    };
  });
}

describe.each(engines)("calendar feeds on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let ctx: AdminContext;
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const admin = await insertUser(db(), engine, "Feed Admin", "admin");
    ctx = { actor: admin, zone: "UTC", now: NOW };
  });
  afterAll(async () => cleanup());

  it("a learner's feed: one UID per session, rising SEQUENCE, cancelled kept, a moved session once", async () => {
    const course = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const cohortId = await createCohort(db(), ctx.actor, {
      courseId: course.id,
      name: HOSTILE,
      anchorZone: "Asia/Kolkata",
      capacity: 5,
      startDate: "2027-01-02",
      defaultMeetingUrl: "https://meet.example.com/a?x=1,2;3",
      leadTeacherId: null,
      assistantTeacherIds: [],
    });
    const { seriesId } = await createSeries(db(), ctx, {
      cohortId,
      rule: {
        weekdays: [6],
        localStart: "10:00",
        durationMinutes: 60,
        fromDate: "2027-01-02",
        count: 4,
        untilDate: null,
      },
      teacherId: null,
      meetingUrl: null,
    });
    const learner = await insertUser(db(), engine, HOSTILE);
    const enrollmentId = await insertEnrollment(db(), learner.id, course.id);
    await placeMember(db(), ctx.actor, { cohortId, enrollmentId, zone: "UTC" });
    const token = await resetFeed(db(), services.config.authSecret, learner.id);

    const sessions = await db()
      .selectFrom("classSession")
      .select(["id", "occurrenceKey"])
      .where("cohortId", "=", cohortId)
      .orderBy("occurrenceKey")
      .execute();
    const first = events((await feedCalendar(db(), services.config, token, NOW))!);
    expect(first).toHaveLength(4);
    expect(new Set(first.map((e) => e.uid)).size).toBe(4);
    expect(first.every((e) => e.sequence === 0 && e.status === "CONFIRMED")).toBe(true);
    // The hostile name stays one summary, in one event.
    expect(first[0].summary).toContain('Maths; "Group", \\ A');
    expect(first[0].summary).toContain("Injected 😀");

    await editSession(db(), null, ctx, {
      sessionId: sessions[1].id,
      version: 1,
      localStart: "2027-01-10T11:00",
      durationMinutes: 60,
      teacherId: null,
      meetingUrl: null,
    });
    await cancelSession(db(), null, ctx, {
      sessionId: sessions[2].id,
      version: 1,
      reason: "Holiday; sorry",
    });
    await editSeries(db(), null, ctx, {
      seriesId,
      version: 1,
      scope: "all-future-unedited",
      change: {
        rule: {
          weekdays: [6],
          localStart: "09:30",
          durationMinutes: 60,
          fromDate: "2027-01-02",
          count: 4,
          untilDate: null,
        },
        teacherId: null,
        meetingUrl: null,
      },
    });
    const after = events((await feedCalendar(db(), services.config, token, NOW))!);
    expect(after).toHaveLength(4); // the moved session is still one event
    expect(new Set(after.map((e) => e.uid))).toEqual(new Set(first.map((e) => e.uid)));
    const byUid = Object.fromEntries(after.map((e) => [e.uid, e]));
    const uidOf = (i: number) => `class-${sessions[i].id}@learnova`;
    expect(byUid[uidOf(0)]).toMatchObject({ sequence: 1, start: "2027-01-02T04:00:00.000Z" });
    expect(byUid[uidOf(1)]).toMatchObject({ sequence: 1, start: "2027-01-10T05:30:00.000Z" });
    expect(byUid[uidOf(2)]).toMatchObject({ sequence: 1, status: "CANCELLED" });
    expect(byUid[uidOf(3)]).toMatchObject({ sequence: 1, start: "2027-01-23T04:00:00.000Z" });

    // Reset: the old URL stops working at once; revoke: no URL works.
    const fresh = await resetFeed(db(), services.config.authSecret, learner.id);
    expect(await feedCalendar(db(), services.config, token, NOW)).toBeNull();
    expect(await feedCalendar(db(), services.config, fresh, NOW)).not.toBeNull();
    await revokeFeed(db(), learner.id);
    expect(await feedCalendar(db(), services.config, fresh, NOW)).toBeNull();
    expect(await feedCalendar(db(), services.config, "not a token", NOW)).toBeNull();
  });

  it("a teacher's feed holds the sessions they teach and the demos they run", async () => {
    const course = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const teacher = await insertUser(db(), engine, "Tomás <Teacher>", "teacher", "Europe/London");
    const cohortId = await createCohort(db(), ctx.actor, {
      courseId: course.id,
      name: "Evening group",
      anchorZone: "Europe/London",
      capacity: 5,
      startDate: "2027-01-04",
      defaultMeetingUrl: null,
      leadTeacherId: teacher.id,
      assistantTeacherIds: [],
    });
    await createSeries(db(), ctx, {
      cohortId,
      rule: {
        weekdays: [1],
        localStart: "18:00",
        durationMinutes: 60,
        fromDate: "2027-01-04",
        count: 2,
        untilDate: null,
      },
      teacherId: null,
      meetingUrl: null,
    });
    await insertDemo(db(), teacher.id, "2027-01-05T10:00:00.000Z");
    const token = await resetFeed(db(), services.config.authSecret, teacher.id);
    const all = events((await feedCalendar(db(), services.config, token, NOW))!);
    expect(all.map((e) => e.start).sort()).toEqual([
      "2027-01-04T18:00:00.000Z",
      "2027-01-05T10:00:00.000Z",
      "2027-01-11T18:00:00.000Z",
    ]);
    expect(all).toHaveLength(3);
    expect(all.some((e) => e.summary.includes("demo class: Maths (Asha Parent)"))).toBe(true);
  });

  it("an empty feed is still a valid calendar", () => {
    expect(events(classCalendar(services.config, []))).toEqual([]);
  });
});
