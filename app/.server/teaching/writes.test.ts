import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AdminRefusal, RecordMissing } from "../kit/write";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { loadTeacherCalendar } from "../classes/queries-conflicts";
import { availabilityWindows, teacherZone, upcomingTimeOff } from "./queries";
import {
  addAvailabilityWindow,
  addTimeOff,
  deleteAvailabilityWindow,
  deleteTimeOff,
  FieldRefusal,
  setTeacherZone,
} from "./writes";

// A teacher's own writes on both engines (docs/classes.md "Teacher area"): each change lands
// with its audit row, a refusal changes nothing, and one teacher never touches another's rows.
// The class writes' conflict check reads what these write (classes/queries-conflicts.ts).

const NOW = new Date("2027-01-10T12:00:00.000Z");

describe.each(engines)("a teacher's availability writes on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let teacher: { id: string; email: string };
  let other: { id: string; email: string };
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    teacher = await insertUser(db(), engine, "Tara Teacher", "teacher", "Asia/Kolkata");
    other = await insertUser(db(), engine, "Omar Teacher", "teacher", "Europe/London");
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db().deleteFrom("teacherAvailability").execute();
    await db().deleteFrom("teacherTimeOff").execute();
  });

  async function audits(action: string) {
    return db()
      .selectFrom("auditLog")
      .select(["actorId", "entityId", "detail"])
      .where("action", "=", action)
      .execute();
  }

  async function refusal(run: () => Promise<unknown>): Promise<AdminRefusal> {
    try {
      await run();
    } catch (error) {
      if (error instanceof AdminRefusal) return error;
      throw error;
    }
    throw new Error("expected a refusal");
  }

  it("saves the teacher's zone, audited", async () => {
    await setTeacherZone(db(), teacher, "America/New_York");
    expect(await teacherZone(db(), teacher.id, "UTC")).toEqual({
      zone: "America/New_York",
      saved: true,
    });
    const [row] = (await audits("teacher.zone")).filter((a) => a.entityId === teacher.id);
    expect(row.actorId).toBe(teacher.id);
    expect(JSON.stringify(row.detail)).toContain("America/New_York");
    await setTeacherZone(db(), teacher, "Asia/Kolkata");
  });

  it("adds several windows a day and refuses an overlapping one beside its start", async () => {
    await addAvailabilityWindow(db(), teacher, { weekday: 1, startMinute: 540, endMinute: 720 });
    // Touching end to start is no overlap.
    await addAvailabilityWindow(db(), teacher, { weekday: 1, startMinute: 720, endMinute: 780 });
    await addAvailabilityWindow(db(), teacher, { weekday: 1, startMinute: 1020, endMinute: 1260 });
    // The same hours on another day, and another teacher's same hours, are theirs.
    await addAvailabilityWindow(db(), teacher, { weekday: 2, startMinute: 540, endMinute: 720 });
    await addAvailabilityWindow(db(), other, { weekday: 1, startMinute: 540, endMinute: 720 });

    for (const clash of [
      { startMinute: 600, endMinute: 660 }, // inside
      { startMinute: 480, endMinute: 600 }, // over the start
      { startMinute: 700, endMinute: 1100 }, // across two
      { startMinute: 0, endMinute: 1440 }, // the whole day
    ]) {
      const error = await refusal(() =>
        addAvailabilityWindow(db(), teacher, { weekday: 1, ...clash }),
      );
      expect(error).toBeInstanceOf(FieldRefusal);
      expect((error as FieldRefusal).field).toBe("start");
      expect(error.message).toMatch(/^This overlaps your window Monday \d\d:\d\d–\d\d:\d\d/);
    }
    const mine = await availabilityWindows(db(), teacher.id);
    expect(mine.map((w) => [w.weekday, w.startMinute, w.endMinute])).toEqual([
      [1, 540, 720],
      [1, 720, 780],
      [1, 1020, 1260],
      [2, 540, 720],
    ]);
    expect(await audits("teacher.availability.add")).toHaveLength(5);
  });

  it("refuses two overlapping windows sent at once: one lands", async () => {
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map((i) =>
        addAvailabilityWindow(db(), teacher, {
          weekday: 4,
          startMinute: 600 + i * 10,
          endMinute: 700 + i * 10,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(FieldRefusal);
    }
    expect(await availabilityWindows(db(), teacher.id)).toHaveLength(1);
  });

  it("deletes only the teacher's own window", async () => {
    const id = await addAvailabilityWindow(db(), other, {
      weekday: 5,
      startMinute: 540,
      endMinute: 600,
    });
    expect(await refusal(() => deleteAvailabilityWindow(db(), teacher, id))).toBeInstanceOf(
      RecordMissing,
    );
    expect(await availabilityWindows(db(), other.id)).toHaveLength(1);
    expect(await deleteAvailabilityWindow(db(), other, id)).toBe("Friday 09:00–10:00");
    expect(await availabilityWindows(db(), other.id)).toHaveLength(0);
    expect((await audits("teacher.availability.delete")).map((a) => a.entityId)).toContain(id);
  });

  it("stores time off typed on the teacher's clock as UTC instants", async () => {
    await addTimeOff(
      db(),
      teacher,
      { from: "2027-03-01T09:00", to: "2027-03-03T18:30", reason: "Family wedding" },
      "Asia/Kolkata",
      NOW,
    );
    // New York on both sides of its spring-forward day (14 March 2027).
    await addTimeOff(
      db(),
      teacher,
      { from: "2027-03-13T10:00", to: "2027-03-15T10:00", reason: null },
      "America/New_York",
      NOW,
    );
    const rows = await upcomingTimeOff(db(), teacher.id, NOW);
    expect(rows.map((r) => [r.startsAt, r.endsAt, r.reason])).toEqual([
      ["2027-03-01T03:30:00.000Z", "2027-03-03T13:00:00.000Z", "Family wedding"],
      ["2027-03-13T15:00:00.000Z", "2027-03-15T14:00:00.000Z", null],
    ]);
    // The class writes see it: a session then is refused (classes/conflicts.ts reads this).
    const calendar = await loadTeacherCalendar(db(), teacher.id, {
      startsAt: "2027-03-02T00:00:00.000Z",
      endsAt: "2027-03-02T01:00:00.000Z",
    });
    expect(calendar?.timeOff).toHaveLength(1);
  });

  it("refuses a skipped time, an ended stretch and an overlap beside their fields", async () => {
    const zone = "America/New_York";
    const cases: [Parameters<typeof addTimeOff>[2], string, RegExp][] = [
      // 02:30 does not exist in New York on 14 March 2027.
      [
        { from: "2027-03-14T02:30", to: "2027-03-14T09:00", reason: null },
        "from",
        /does not exist/,
      ],
      [{ from: "2027-03-13T09:00", to: "2027-03-14T02:15", reason: null }, "to", /does not exist/],
      [{ from: "2027-01-01T09:00", to: "2027-01-02T09:00", reason: null }, "to", /already ended/],
    ];
    for (const [input, field, message] of cases) {
      const error = await refusal(() => addTimeOff(db(), teacher, input, zone, NOW));
      expect((error as FieldRefusal).field, input.from).toBe(field);
      expect(error.message).toMatch(message);
    }
    await addTimeOff(
      db(),
      teacher,
      { from: "2027-04-01T00:00", to: "2027-04-08T00:00", reason: "Spring break" },
      zone,
      NOW,
    );
    const overlap = await refusal(() =>
      addTimeOff(
        db(),
        teacher,
        { from: "2027-04-07T12:00", to: "2027-04-10T00:00", reason: null },
        zone,
        NOW,
      ),
    );
    expect((overlap as FieldRefusal).field).toBe("from");
    expect(overlap.message).toMatch(/^This overlaps your time off from 1 Apr 2027, 00:00/);
    // Another teacher's same week is theirs.
    await addTimeOff(
      db(),
      other,
      { from: "2027-04-07T12:00", to: "2027-04-10T00:00", reason: null },
      zone,
      NOW,
    );
    expect(await upcomingTimeOff(db(), teacher.id, NOW)).toHaveLength(1);
    expect(await audits("teacher.time-off.add")).toHaveLength(4);
  });

  it("deletes only the teacher's own time off, and lists only what has not ended", async () => {
    const id = await addTimeOff(
      db(),
      teacher,
      { from: "2027-02-01T09:00", to: "2027-02-02T09:00", reason: null },
      "Asia/Kolkata",
      NOW,
    );
    expect(await refusal(() => deleteTimeOff(db(), other, id))).toBeInstanceOf(RecordMissing);
    expect(await upcomingTimeOff(db(), teacher.id, new Date("2027-02-03T00:00:00Z"))).toEqual([]);
    await deleteTimeOff(db(), teacher, id);
    expect(await upcomingTimeOff(db(), teacher.id, NOW)).toEqual([]);
    expect((await audits("teacher.time-off.delete")).map((a) => a.entityId)).toContain(id);
  });
});
