import { describe, expect, it } from "vitest";
import { CLASS_COUNTS, classTables } from "./classes";

// The classes' volume (scripts/volume/classes.ts) at a twentieth of docs/classes.md's "Volume":
// the counts it promises, from enrolments as the volume seed makes them (about a tenth
// cancelled, scripts/volume/people.ts), and placements that make sense one by one.

const SCALE = 0.05;
const now = Date.parse("2026-11-26T12:00:00Z");
const courses = Array.from({ length: 31 }, (_, i) => ({ id: `c${i}`, title: `Course ${i}` }));
const enrollments = Array.from({ length: 30_000 * SCALE }, (_, i) => ({
  id: `e${String(i).padStart(6, "0")}`,
  userId: `u${i % 1_200}`,
  courseId: courses[(i * 7) % courses.length].id,
  status: i % 10 === 3 ? "cancelled" : ["upcoming", "subscribed", "completed"][i % 3],
}));

describe("classTables", () => {
  const { tables } = classTables({ seed: 15, now, scale: SCALE, courses, enrollments });
  const rows = Object.fromEntries(tables.map(([t, r]) => [t, r]));

  it("makes the groups, classes and member rows docs/classes.md asks for, scaled", () => {
    expect(rows.cohort).toHaveLength(CLASS_COUNTS.cohorts * SCALE);
    expect(rows.classSession).toHaveLength(
      CLASS_COUNTS.cohorts * SCALE * CLASS_COUNTS.sessionsPerCohort,
    );
    expect(rows.cohortMember).toHaveLength(CLASS_COUNTS.members * SCALE);
  });

  it("places each enrolment once at a time: one open placement, earlier ones closed before it", () => {
    const byEnrollment = new Map<string, typeof rows.cohortMember>();
    for (const m of rows.cohortMember) {
      byEnrollment.set(String(m.enrollmentId), [
        ...(byEnrollment.get(String(m.enrollmentId)) ?? []),
        m,
      ]);
    }
    const cancelled = new Set(enrollments.filter((e) => e.status === "cancelled").map((e) => e.id));
    for (const [id, placements] of byEnrollment) {
      const open = placements.filter((m) => m.status === "active");
      if (cancelled.has(id)) {
        expect(placements.map((m) => m.status)).toEqual(["withdrawn"]);
        continue;
      }
      expect(open).toHaveLength(1);
      expect(placements.length).toBeLessThanOrEqual(3);
      for (let k = 1; k < placements.length; k++) {
        expect(placements[k - 1].leftAt).toBe(placements[k].placedAt);
      }
    }
    // Seats taken are the active placements, and no group is over its capacity.
    for (const c of rows.cohort) {
      const active = rows.cohortMember.filter(
        (m) => m.cohortId === c.id && m.status === "active",
      ).length;
      expect(c.seatsTaken).toBe(active);
      expect(active).toBeLessThanOrEqual(Number(c.capacity));
    }
  });
});
