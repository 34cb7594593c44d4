import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { insertUser } from "../../../tests/support/classes";
import { AdminRefusal } from "../kit/write";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { changeRole } from "./writes-admin";

// The teacher role from a user's admin page (docs/classes.md "Words"): given and taken through
// the audited write path, and not taken while the teacher still runs upcoming classes (the
// seed's teachers do: app/.server/classes/writes-seed.ts).

describe.each(engines)("the teacher role on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let admin: { id: string; email: string };
  const db = () => services.db;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    admin = await insertUser(db(), engine, "Ada Admin", "admin");
  });
  afterAll(async () => cleanup());

  const row = (id: string) =>
    db()
      .selectFrom("user")
      .select(["role", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("makes a user a teacher and a user again, each change audited", async () => {
    const person = await insertUser(db(), engine, "Tom Learner");
    await changeRole(db(), admin, { userId: person.id, version: 1, role: "teacher" });
    expect(await row(person.id)).toEqual({ role: "teacher", version: 2 });
    await changeRole(db(), admin, { userId: person.id, version: 2, role: "user" });
    expect((await row(person.id)).role).toBe("user");
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorId", "detail"])
      .where("action", "=", "user.role")
      .where("entityId", "=", person.id)
      .execute();
    expect(audit.map((a) => a.actorId)).toEqual([admin.id, admin.id]);
    const text = (d: unknown) => (typeof d === "string" ? d : JSON.stringify(d));
    const details = audit.map((a) => text(a.detail)).sort();
    expect(details[0]).toMatch(/before.*"teacher".*after.*"user"/);
    expect(details[1]).toMatch(/before.*"user".*after.*"teacher"/);
  });

  it("refuses to take the role from a teacher with upcoming classes, and changes nothing", async () => {
    const before = await row("seed-teacher-meera");
    expect(before.role).toBe("teacher");
    let refusal: unknown;
    try {
      await changeRole(db(), admin, {
        userId: "seed-teacher-meera",
        version: before.version,
        role: "user",
      });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AdminRefusal);
    expect((refusal as AdminRefusal).message).toMatch(
      /^They teach \d+ upcoming classes: give them to another teacher first/,
    );
    expect(await row("seed-teacher-meera")).toEqual(before);
    // Making them an admin keeps their classes: admins may teach.
    await changeRole(db(), admin, {
      userId: "seed-teacher-meera",
      version: before.version,
      role: "admin",
    });
    expect((await row("seed-teacher-meera")).role).toBe("admin");
  });
});
