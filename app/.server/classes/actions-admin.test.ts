import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../platform/seed";
import type { SessionUser } from "../platform/session";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertEnrollment, insertUser } from "../../../tests/support/classes";
import { inBatches } from "../kit/csv";
import { handleCohortCreate, handleCohortIntent } from "./actions-admin";
import {
  cohortCsvBatch,
  cohortListExtras,
  placeableEnrollments,
  siblingCohorts,
} from "./queries-admin";

// The class pages' form handlers (app/.server/classes/actions-admin.ts) on both engines: every
// hostile or mistyped value is a 4xx answer beside its field with nothing changed, never a 5xx;
// a teacher conflict comes back on the `override` field and goes through when it is ticked.

const SITE = "http://localhost:3999";

/** A handler's outcome: a redirect it threw, or the FormResult it answered, with the status. */
async function outcome(run: Promise<unknown>) {
  try {
    const answer = (await run) as { data: Record<string, unknown>; init: { status?: number } };
    return { status: answer.init?.status ?? 200, result: answer.data, location: null };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, result: null, location: error.headers.get("Location") };
  }
}

describe.each(engines)("class form handlers on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let admin: SessionUser;
  let courseId: string;
  let teacherId: string;
  let cohortId: string;
  const db = () => services.db;

  const post = (fields: Record<string, string>, id = cohortId) =>
    outcome(
      handleCohortIntent(
        admin,
        {
          request: new Request(`${SITE}/admin/classes/${id}`, { method: "POST" }),
          params: { id },
          context: { services },
        },
        fields,
        "Europe/London",
      ),
    );

  const footprint = async () => {
    const [a, s, m] = await Promise.all([
      db()
        .selectFrom("auditLog")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
      db()
        .selectFrom("classSession")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
      db()
        .selectFrom("cohortMember")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return [Number(a.n), Number(s.n), Number(m.n)];
  };

  const seriesFields = (over: Record<string, string> = {}) => ({
    intent: "series-create",
    fromDate: "2031-03-03",
    day1: "on",
    localStart: "17:00",
    durationMinutes: "60",
    ends: "count",
    count: "3",
    teacherId: "",
    meetingUrl: "",
    ...over,
  });

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    const course = await db()
      .selectFrom("course")
      .select("id")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    courseId = course.id;
    const a = await insertUser(db(), engine, "Ada Admin", "admin");
    admin = { ...a, name: "Ada Admin", role: "admin", accountType: "student" };
    teacherId = (await insertUser(db(), engine, "Tara Teacher", "teacher", "Europe/London")).id;
  });
  afterAll(async () => cleanup());

  it("creates a group from the form, and refuses hostile values beside their fields", async () => {
    const create = (fields: Record<string, string>) =>
      outcome(handleCohortCreate(admin, services, fields));
    const good = {
      courseId,
      name: "Computing · Mon 17:00",
      anchorZone: "America/New_York",
      capacity: "2",
      startDate: "2031-03-03",
      leadTeacherId: teacherId,
      defaultMeetingUrl: "https://meet.example.com/room",
    };
    const hostile: [Record<string, string>, string][] = [
      [{ ...good, name: "" }, "name"],
      [{ ...good, name: "x".repeat(5000) }, "name"],
      [{ ...good, anchorZone: "Mars/Olympus" }, "anchorZone"],
      [{ ...good, anchorZone: "'; drop table cohort; --" }, "anchorZone"],
      [{ ...good, capacity: "-1" }, "capacity"],
      [{ ...good, capacity: "1e9" }, "capacity"],
      [{ ...good, capacity: "NaN" }, "capacity"],
      [{ ...good, startDate: "2031-02-30" }, "startDate"],
      [{ ...good, defaultMeetingUrl: "javascript:alert(1)" }, "defaultMeetingUrl"],
      [{ ...good, defaultMeetingUrl: "http://meet.example.com" }, "defaultMeetingUrl"],
      [{ ...good, leadTeacherId: "../../etc/passwd" }, "leadTeacherId"],
      [{ ...good, courseId: "" }, "courseId"],
    ];
    const before = await footprint();
    for (const [fields, field] of hostile) {
      const r = await outcome(handleCohortCreate(admin, services, fields));
      expect(r.status, field).toBe(400);
      expect((r.result?.errors as Record<string, string>)[field], field).toBeTruthy();
    }
    // Well-formed but refused by the rules: an unknown course, a learner as teacher.
    const learner = await insertUser(db(), engine, "Lena Learner");
    expect((await create({ ...good, courseId: "no-such-course" })).status).toBe(404);
    expect((await create({ ...good, leadTeacherId: learner.id })).status).toBe(422);
    expect(await footprint()).toEqual(before);

    const made = await create({ ...good, [`assistant_${admin.id}`]: "on" });
    expect(made.status).toBe(302);
    cohortId = made.location!.split("/").pop()!;
    const roles = await db()
      .selectFrom("cohortTeacher")
      .select(["teacherId", "role"])
      .where("cohortId", "=", cohortId)
      .orderBy("role")
      .execute();
    expect(roles).toEqual([
      { teacherId: admin.id, role: "assistant" },
      { teacherId, role: "lead" },
    ]);
  });

  it("answers every hostile intent with a 4xx and changes nothing", async () => {
    const before = await footprint();
    const cases: Record<string, string>[] = [
      { intent: "nope" },
      { intent: "__proto__" },
      { intent: "constructor" },
      { intent: "status", status: "running", version: "1" }, // draft cannot run
      { intent: "status", status: "exploded", version: "1" },
      { intent: "status", status: "cancelled", version: "1", reason: "" },
      { intent: "status", status: "open", version: "abc" },
      { intent: "status", status: "open", version: "99" },
      { intent: "place", enrollmentId: "" },
      { intent: "place", enrollmentId: "missing" },
      { intent: "move", memberId: "missing", version: "1", toCohortId: cohortId },
      { intent: "withdraw", memberId: "x'--", version: "1" },
      seriesFields({ day1: "", localStart: "25:00", count: "0" }),
      seriesFields({ count: "100000" }),
      seriesFields({ ends: "until", untilDate: "2031-01-01" }),
      seriesFields({ fromDate: "2020-01-06" }), // in the past
      seriesFields({ durationMinutes: "100000" }),
      seriesFields({ teacherId: "no-such-teacher" }),
      { intent: "series-edit", seriesId: "missing", version: "1", scope: "sideways" },
      { intent: "session-edit", sessionId: "missing", version: "1", localStart: "garbage" },
      {
        intent: "session-edit",
        sessionId: "missing",
        version: "1",
        localStart: "2031-03-10T17:00",
        durationMinutes: "60",
        teacherId: "",
        meetingUrl: "",
      },
      { intent: "session-cancel", sessionId: "missing", version: "1", reason: "" },
      { intent: "session-cancel", sessionId: "missing", version: "1", reason: "Snow day" },
      { intent: "update", version: "1", name: "" },
    ];
    for (const fields of cases) {
      const r = await post(fields);
      expect(r.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(fields)).toBeLessThan(500);
    }
    expect(await footprint()).toEqual(before);
  });

  it("creates a series, refuses a teacher conflict on `override`, then overrides it", async () => {
    const first = await post(seriesFields());
    expect(first.status).toBe(302);
    const sessions = await db()
      .selectFrom("classSession")
      .select(["id", "startsAt"])
      .where("cohortId", "=", cohortId)
      .orderBy("startsAt")
      .execute();
    // 17:00 in New York on Monday 3 March 2031 (EST) is 22:00 UTC.
    expect(sessions.map((s) => s.startsAt)).toEqual([
      "2031-03-03T22:00:00.000Z",
      "2031-03-10T21:00:00.000Z", // EDT from 9 March
      "2031-03-17T21:00:00.000Z",
    ]);

    // A second group with the same teacher at the same time conflicts.
    const other = await outcome(
      handleCohortCreate(admin, services, {
        courseId,
        name: "Computing · clash",
        anchorZone: "America/New_York",
        capacity: "5",
        startDate: "2031-03-03",
        leadTeacherId: teacherId,
        defaultMeetingUrl: "",
      }),
    );
    const otherId = other.location!.split("/").pop()!;
    const before = await footprint();
    const refused = await post(seriesFields({ count: "1" }), otherId);
    expect(refused.status).toBe(409);
    const errors = refused.result?.errors as Record<string, string>;
    // Named with its time on the admin's clock (London, GMT on 3 March).
    expect(errors.override).toContain("22:00");
    expect(await footprint()).toEqual(before);

    const overridden = await post(seriesFields({ count: "1", override: "on" }), otherId);
    expect(overridden.status).toBe(302);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "detail"])
      .where("action", "=", "classSeries.create")
      .orderBy("createdAt", "desc")
      .execute();
    expect(audit.some((a) => String(a.detail).includes("22:00"))).toBe(true);
  });

  it("places a member, then edits and cancels one class through the forms", async () => {
    const learner = await insertUser(db(), engine, "Mina Member");
    const enrollmentId = await insertEnrollment(db(), learner.id, courseId);
    expect((await post({ intent: "place", enrollmentId })).status).toBe(302);
    // The same enrolment twice: refused, it is already in a group.
    expect((await post({ intent: "place", enrollmentId })).status).toBe(409);

    const [first, second] = await db()
      .selectFrom("classSession")
      .select(["id", "version", "sequence"])
      .where("cohortId", "=", cohortId)
      .orderBy("startsAt")
      .execute();
    const edited = await post({
      intent: "session-edit",
      sessionId: first.id,
      version: String(first.version),
      localStart: "2031-03-03T18:30",
      durationMinutes: "45",
      teacherId,
      meetingUrl: "",
    });
    expect(edited.status).toBe(302);
    const stale = await post({
      intent: "session-cancel",
      sessionId: first.id,
      version: String(first.version),
      reason: "Snow day",
    });
    expect(stale.status).toBe(409);
    const cancelled = await post({
      intent: "session-cancel",
      sessionId: second.id,
      version: String(second.version),
      reason: "Snow day",
    });
    expect(cancelled.status).toBe(302);
    const after = await db()
      .selectFrom("classSession")
      .select(["id", "startsAt", "endsAt", "status", "edited", "sequence"])
      .where("id", "in", [first.id, second.id])
      .orderBy("startsAt")
      .execute();
    expect(after.map((s) => [s.startsAt, s.endsAt, s.status, Boolean(s.edited)])).toEqual([
      ["2031-03-03T23:30:00.000Z", "2031-03-04T00:15:00.000Z", "scheduled", true],
      ["2031-03-10T21:00:00.000Z", "2031-03-10T22:00:00.000Z", "cancelled", true],
    ]);
    expect(after.every((s, i) => s.sequence > [first, second][i].sequence)).toBe(true);
  });

  it("opens a group, then cancels the other one with a reason mailed to its members", async () => {
    const version = async (id: string) =>
      (
        await db()
          .selectFrom("cohort")
          .select(["version", "status"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).version;
    expect(
      (await post({ intent: "status", status: "open", version: String(await version(cohortId)) }))
        .status,
    ).toBe(302);
    const clash = await db()
      .selectFrom("cohort")
      .select("id")
      .where("name", "=", "Computing · clash")
      .executeTakeFirstOrThrow();
    const learner = await insertUser(db(), engine, "Cara Cancelled");
    const enrollmentId = await insertEnrollment(db(), learner.id, courseId);
    expect((await post({ intent: "place", enrollmentId }, clash.id)).status).toBe(302);
    const mails = await db()
      .selectFrom("emailOutbox")
      .select("id")
      .where("to", "=", learner.email)
      .execute();
    const cancelled = await post(
      {
        intent: "status",
        status: "cancelled",
        version: String(await version(clash.id)),
        reason: "Not enough learners",
      },
      clash.id,
    );
    expect(cancelled.status).toBe(302);
    const after = await db()
      .selectFrom("emailOutbox")
      .select("id")
      .where("to", "=", learner.email)
      .execute();
    expect(after.length).toBe(mails.length + 1);
    const left = await db()
      .selectFrom("classSession")
      .select("status")
      .where("cohortId", "=", clash.id)
      .execute();
    expect(left.every((s) => s.status === "cancelled")).toBe(true);
  });
  it("reads what the list and the group's page show beside the services' rows", async () => {
    const extras = await cohortListExtras(db(), [cohortId], new Date("2031-03-01T00:00:00Z"));
    expect(extras.teachers.get(cohortId)).toEqual(["Tara Teacher", "Ada Admin (assistant)"]);
    // The first class was moved to 18:30 New York time (23:30 UTC).
    expect(extras.next.get(cohortId)).toBe("2031-03-03T23:30:00.000Z");
    // Mina is placed: only a new enrolment of the course can be.
    const other = await insertUser(db(), engine, "Nora New");
    const fresh = await insertEnrollment(db(), other.id, courseId);
    const placeable = (await placeableEnrollments(db(), courseId)).map((e) => e.id);
    expect(placeable).toContain(fresh);
    expect(placeable.map((id) => id)).not.toContain(
      (
        await db()
          .selectFrom("cohortMember")
          .select("enrollmentId")
          .where("cohortId", "=", cohortId)
          .executeTakeFirstOrThrow()
      ).enrollmentId,
    );
    const siblings = await siblingCohorts(db(), courseId, cohortId);
    // The other group was cancelled above: no one moves into a cancelled group.
    expect(siblings.map((g) => g.name)).not.toContain("Computing · clash");
    expect(siblings.map((g) => g.id)).not.toContain(cohortId);
    const spare = await outcome(
      handleCohortCreate(admin, services, {
        courseId,
        name: "Computing · spare",
        anchorZone: "Asia/Kolkata",
        capacity: "3",
        startDate: "2031-03-03",
        leadTeacherId: "",
        defaultMeetingUrl: "",
      }),
    );
    expect(spare.status).toBe(302);
    expect((await siblingCohorts(db(), courseId, cohortId)).map((g) => g.name)).toContain(
      "Computing · spare",
    );
    // The CSV: the filter applies, and batches of one neither repeat nor skip.
    const names: string[] = [];
    for await (const row of inBatches(
      (after, limit) =>
        cohortCsvBatch(
          db(),
          { status: "", course: courseId, teacher: teacherId, q: "computing" },
          after,
          limit,
        ),
      1,
    )) {
      names.push(row.name);
      expect(row.leadName).toBe("Tara Teacher");
    }
    expect(names.sort()).toEqual(["Computing · Mon 17:00", "Computing · clash"]);
  });
});
