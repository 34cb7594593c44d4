import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";

// The seeded site's classes (docs/classes.md "Seed"): two teachers, open and running groups
// with sessions around the first start, loaded once.

describe.each(engines)("the classes seed on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const db = () => services.db;
  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  it("seeds two teachers and open and running groups with sessions, once", async () => {
    await seedContent(services);
    const teachers = await db()
      .selectFrom("user")
      .select("name")
      .where("role", "=", "teacher")
      .execute();
    expect(teachers.map((t) => t.name).sort()).toEqual(["Daniel Brooks", "Meera Iyer"]);
    const groups = await db().selectFrom("cohort").select(["id", "status"]).orderBy("id").execute();
    expect(groups.map((g) => g.status)).toEqual(["running", "open", "open", "running"]);
    const now = new Date().toISOString();
    const sessions = await db()
      .selectFrom("classSession")
      .select(["cohortId", "startsAt", "status"])
      .execute();
    expect(sessions).toHaveLength(48);
    // Running groups have classes behind them (held) and ahead; open ones only ahead.
    for (const g of groups) {
      const mine = sessions.filter((s) => s.cohortId === g.id);
      expect(mine.some((s) => s.startsAt > now)).toBe(true);
      expect(mine.some((s) => s.status === "held")).toBe(g.status === "running");
    }
    await seedContent(services);
    expect(await db().selectFrom("classSession").select("id").execute()).toHaveLength(48);
  });
});
