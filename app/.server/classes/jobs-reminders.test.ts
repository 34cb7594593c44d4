import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertEnrollment, insertUser } from "../../../tests/support/classes";
import type { Database } from "../platform/db/schema";
import type { AppServices } from "../platform/types";
import { sendDueClassReminders } from "./jobs-reminders";
import {
  classRemindersOffToken,
  isClassRemindersOffToken,
  setClassReminders,
} from "./writes-reminders";

// Class reminders (docs/classes.md "Reminders"): 24 h and 1 h before a scheduled session, once,
// to members and the teacher, on each one's clock; moved, cancelled and opted-out cases.

const HOUR = 3_600_000;
const minus = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms);

describe("the switch-off token", () => {
  it("is the user's own and refuses another's or a forged one", () => {
    const t = classRemindersOffToken("secret-a", "u1");
    expect(isClassRemindersOffToken("secret-a", "u1", t)).toBe(true);
    expect(isClassRemindersOffToken("secret-a", "u2", t)).toBe(false);
    expect(isClassRemindersOffToken("secret-b", "u1", t)).toBe(false);
    expect(isClassRemindersOffToken("secret-a", "u1", "x")).toBe(false);
  });
});

interface ClassFixture {
  sessionId: string;
  teacher: { id: string; email: string };
  member: { id: string; email: string };
  parent: { id: string; email: string };
  withdrawn: { id: string; email: string };
  paused: { id: string; email: string };
}

async function courseId(db: Kysely<Database>): Promise<string> {
  const id = randomUUID();
  const at = "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("course")
    .values({
      id,
      slug: `reminders-${id.slice(0, 8)}`,
      title: "Spoken English",
      category: "languages",
      level: "beginner",
      description: "d",
      summary: "s",
      image: "",
      audience: "adults",
      board: null,
      durationWeeks: 4,
      sessionsPerWeek: 1,
      published: 1,
      position: 99,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

/** A running class group with one session, its teacher, a member and a parent's child. */
async function makeClass(
  db: Kysely<Database>,
  engine: "sqlite" | "postgres",
  opts: {
    startsAt: string;
    anchorZone: string;
    memberZone: string | null;
    teacherZone?: string | null;
    parentZone?: string | null;
  },
): Promise<ClassFixture> {
  const course = await courseId(db);
  const cohortId = randomUUID();
  const at = "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("cohort")
    .values({
      id: cohortId,
      courseId: course,
      name: `Group ${cohortId.slice(0, 4)}`,
      anchorZone: opts.anchorZone,
      capacity: 5,
      startDate: opts.startsAt.slice(0, 10),
      status: "running",
      cancelReason: null,
      defaultMeetingUrl: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const teacher = await insertUser(db, engine, "Tess Teacher", "teacher", opts.teacherZone ?? null);
  const member = await insertUser(db, engine, "Mia Member", "user", opts.memberZone);
  const parent = await insertUser(db, engine, "Pat Parent", "user", opts.parentZone ?? null);
  const withdrawn = await insertUser(db, engine, "Wil Withdrawn", "user", null);
  const paused = await insertUser(db, engine, "Pia Paused", "user", null);
  for (const [u, status, learnerName] of [
    [member, "active", null],
    [parent, "active", "Kiran"],
    [withdrawn, "withdrawn", null],
    [paused, "paused", null],
  ] as const) {
    const enrollmentId = await insertEnrollment(db, u.id, course);
    if (learnerName) {
      await db
        .updateTable("enrollment")
        .set({ learnerName })
        .where("id", "=", enrollmentId)
        .execute();
    }
    await db
      .insertInto("cohortMember")
      .values({ id: randomUUID(), cohortId, enrollmentId, status, placedAt: at, leftAt: null })
      .execute();
  }
  const sessionId = randomUUID();
  await db
    .insertInto("classSession")
    .values({
      id: sessionId,
      seriesId: null,
      cohortId,
      occurrenceKey: opts.startsAt.slice(0, 10),
      startsAt: opts.startsAt,
      endsAt: new Date(new Date(opts.startsAt).getTime() + HOUR).toISOString(),
      teacherId: teacher.id,
      meetingUrl: null,
      cancelReason: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return { sessionId, teacher, member, parent, withdrawn, paused };
}

describe.each(engines)("class reminders on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => {
    await cleanup();
  });

  const mailsTo = (email: string) =>
    db()
      .selectFrom("emailOutbox")
      .select(["kind", "subject", "text", "html", "createdAt"])
      .where("to", "=", email)
      .where("kind", "like", "class.reminder-%")
      .orderBy("createdAt")
      .execute();
  const run = (now: Date) => sendDueClassReminders(services, { now });

  it("sends the 24 h and 1 h reminders in their windows, not before, not twice", async () => {
    const start = "2027-01-10T15:00:00.000Z";
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "Europe/London",
      memberZone: null,
    });
    await run(minus(start, 25 * HOUR));
    await run(minus(start, 24 * HOUR + 1));
    expect(await mailsTo(c.member.email)).toHaveLength(0);
    await run(minus(start, 24 * HOUR));
    await run(minus(start, 23 * HOUR));
    const first = await mailsTo(c.member.email);
    expect(first.map((m) => m.kind)).toEqual(["class.reminder-24h"]);
    await run(minus(start, HOUR + 1));
    expect(await mailsTo(c.member.email)).toHaveLength(1);
    await run(minus(start, HOUR));
    await run(minus(start, 30 * 60_000));
    expect((await mailsTo(c.member.email)).map((m) => m.kind)).toEqual([
      "class.reminder-24h",
      "class.reminder-1h",
    ]);
    // The teacher and the parent get theirs; a withdrawn or paused member nothing.
    expect(await mailsTo(c.withdrawn.email)).toHaveLength(0);
    expect(await mailsTo(c.paused.email)).toHaveLength(0);
    expect((await mailsTo(c.teacher.email)).map((m) => m.kind)).toEqual([
      "class.reminder-24h",
      "class.reminder-1h",
    ]);
    const parentMails = await mailsTo(c.parent.email);
    expect(parentMails).toHaveLength(2);
    expect(parentMails[0].text).toContain("For: Kiran.");
    const teacherMail = (await mailsTo(c.teacher.email))[0];
    expect(teacherMail.text).toContain("You are teaching this class.");
    expect(teacherMail.text).toContain(`/join/${c.sessionId}`);
    // Nothing after the start.
    expect((await run(new Date(start))).sent).toBe(0);
  });

  it("a missed 24 h reminder is not sent once the 1 h one is due", async () => {
    const start = "2027-01-12T15:00:00.000Z";
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "UTC",
      memberZone: null,
    });
    await run(minus(start, 50 * 60_000));
    expect((await mailsTo(c.member.email)).map((m) => m.kind)).toEqual(["class.reminder-1h"]);
  });

  it("a moved session is reminded at its new time only; a cancelled one not at all", async () => {
    const start = "2027-01-14T15:00:00.000Z";
    const moved = "2027-01-15T18:00:00.000Z";
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "UTC",
      memberZone: null,
    });
    const gone = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "UTC",
      memberZone: null,
    });
    await db()
      .updateTable("classSession")
      .set({
        startsAt: moved,
        endsAt: new Date(new Date(moved).getTime() + HOUR).toISOString(),
        sequence: 1,
      })
      .where("id", "=", c.sessionId)
      .execute();
    await db()
      .updateTable("classSession")
      .set({ status: "cancelled", cancelReason: "Teacher ill" })
      .where("id", "=", gone.sessionId)
      .execute();
    await run(minus(start, 23 * HOUR));
    await run(minus(start, 30 * 60_000));
    expect(await mailsTo(c.member.email)).toHaveLength(0);
    expect(await mailsTo(gone.member.email)).toHaveLength(0);
    await run(minus(moved, 23 * HOUR));
    await run(minus(moved, 30 * 60_000));
    const mails = await mailsTo(c.member.email);
    expect(mails.map((m) => m.kind)).toEqual(["class.reminder-24h", "class.reminder-1h"]);
    expect(mails[0].text).toContain("15 Jan 2027, 18:00");
    expect(await mailsTo(gone.member.email)).toHaveLength(0);
  });

  it("a moved session that was already reminded is reminded again for its new time", async () => {
    const start = "2027-01-16T15:00:00.000Z";
    const moved = "2027-01-16T17:00:00.000Z";
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "UTC",
      memberZone: null,
    });
    await run(minus(start, 20 * HOUR));
    await db()
      .updateTable("classSession")
      .set({ startsAt: moved, sequence: 1 })
      .where("id", "=", c.sessionId)
      .execute();
    await run(minus(start, 19 * HOUR));
    const mails = await mailsTo(c.member.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain("16 Jan 2027, 17:00");
  });

  it("respects the switch: off means no reminders, on again means reminders", async () => {
    const start = "2027-01-18T15:00:00.000Z";
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "UTC",
      memberZone: null,
    });
    await setClassReminders(db(), c.member.id, false);
    await setClassReminders(db(), c.teacher.id, false);
    await run(minus(start, 23 * HOUR));
    expect(await mailsTo(c.member.email)).toHaveLength(0);
    expect(await mailsTo(c.teacher.email)).toHaveLength(0);
    expect(await mailsTo(c.parent.email)).toHaveLength(1);
    await setClassReminders(db(), c.member.id, true);
    await run(minus(start, 30 * 60_000));
    expect((await mailsTo(c.member.email)).map((m) => m.kind)).toEqual(["class.reminder-1h"]);
    // Each mail carries that recipient's own switch-off link.
    const [mail] = await mailsTo(c.parent.email);
    const token = classRemindersOffToken(services.config.authSecret, c.parent.id);
    expect(mail.text).toContain(`/class-reminders/off?u=${c.parent.id}&t=${token}`);
  });

  it.each([
    // New York springs forward on 14 Mar 2027; a 09:00 class on the 15th is 13:00 UTC, and the
    // 24 h reminder goes out at 13:00 UTC on the 14th (09:00 local, after the change).
    ["America/New_York", "2027-03-15T13:00:00.000Z", "15 Mar 2027, 09:00"],
    // London springs forward on 28 Mar 2027; a 09:00 class on the 29th is 08:00 UTC.
    ["Europe/London", "2027-03-29T08:00:00.000Z", "29 Mar 2027, 09:00"],
  ])("DST in %s: the 24 h reminder comes 24 real hours before", async (zone, start, local) => {
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: zone,
      memberZone: null,
    });
    await run(minus(start, 24 * HOUR + 60_000));
    expect(await mailsTo(c.member.email)).toHaveLength(0);
    await run(minus(start, 24 * HOUR));
    const [mail] = await mailsTo(c.member.email);
    expect(mail.kind).toBe("class.reminder-24h");
    expect(mail.text).toContain(local);
    expect(mail.text).toContain(zone);
  });

  it("shows the time on each recipient's clock, the zone named", async () => {
    const start = "2027-02-02T14:00:00.000Z";
    const c = await makeClass(db(), engine, {
      startsAt: start,
      anchorZone: "Europe/London",
      memberZone: "Asia/Kolkata",
      teacherZone: "America/New_York",
      parentZone: null,
    });
    await run(minus(start, 2 * HOUR));
    const member = (await mailsTo(c.member.email))[0];
    const teacher = (await mailsTo(c.teacher.email))[0];
    const parent = (await mailsTo(c.parent.email))[0];
    expect(member.text).toContain("2 Feb 2027, 19:30");
    expect(member.text).toContain("Asia/Kolkata");
    expect(teacher.text).toContain("2 Feb 2027, 09:00");
    expect(teacher.text).toContain("America/New_York");
    // No clock of their own: the group's anchor zone.
    expect(parent.text).toContain("2 Feb 2027, 14:00");
    expect(parent.text).toContain("Europe/London");
  });
});
