import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../services";
import { getDashboardCounts } from "./dashboard";
import { setRole } from "./users";

describe.each(engines)("dashboard counts on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  it("counts learners, admins and last week's sign-ups in SQL, whatever the engine stores", async () => {
    const ids: string[] = [];
    for (const name of ["Asha Rao", "Ben Okafor", "Chloe Martin"]) {
      const email = `${name.split(" ")[0].toLowerCase()}@example.com`;
      const res = await services.auth.api.signUpEmail({
        body: { name, email, password: "correct horse 1" },
      });
      ids.push(res.user.id);
    }
    await setRole(services.db, ids[0], "admin");
    // A sign-up of last month, stored the way Better Auth stores dates on this engine.
    const old = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    await services.db
      .updateTable("user")
      .set({ createdAt: engine === "postgres" ? old : old.toISOString() })
      .where("id", "=", ids[2])
      .execute();
    expect(await getDashboardCounts(services.db)).toEqual({
      learners: 2,
      admins: 1,
      signupsLastWeek: 2,
    });
  });
});
