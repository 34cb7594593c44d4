import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { AdminRefusal, CONFLICT_MESSAGE } from "../admin/write";
import type { AppServices } from "../services";
import {
  changeAccountType,
  changeRole,
  deleteUser,
  LAST_ADMIN_MESSAGE,
  SELF_DELETE_MESSAGE,
} from "./admin-user-changes";
import { deleteAccount } from "./account-deletion";
import { countAdmins, LastAdminError, setRole, updateProfile } from "./users";

// Role, account type and deletion from a user's admin page (docs/admin.md §5). The last admin rule
// is tested under real concurrency: on PostgreSQL the two writes run on two connections at
// once; on SQLite they share the one connection and its transactions run one after another.
describe.each(engines)("admin user changes on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  /** A user row as Better Auth stores it (no password: these tests never sign in as it). */
  async function addUser(role: "user" | "admin" = "user") {
    const id = randomBytes(16).toString("hex");
    const email = `${id.slice(0, 10)}@example.com`;
    const now = new Date().toISOString();
    await services.db
      .insertInto("user")
      .values({
        id,
        name: `Person ${id.slice(0, 4)}`,
        email,
        emailVerified: engine === "postgres" ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        role,
        accountType: "student",
        phone: null,
      })
      .execute();
    return { id, email };
  }

  /** Exactly two admins, A and B, and nobody else. */
  async function twoAdminsOnly() {
    await services.db.updateTable("user").set({ role: "user" }).execute();
    return [await addUser("admin"), await addUser("admin")] as const;
  }

  const versionOf = async (id: string) =>
    (
      await services.db
        .selectFrom("user")
        .select("version")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).version;

  /** Runs both at once; the outcomes, and the one refusal's message. */
  async function race(first: () => Promise<unknown>, second: () => Promise<unknown>) {
    const results = await Promise.allSettled([first(), second()]);
    const refused = results.filter((r) => r.status === "rejected");
    return {
      won: results.filter((r) => r.status === "fulfilled").length,
      refusals: refused.map((r) => {
        const reason = (r as PromiseRejectedResult).reason as unknown;
        expect(reason).toBeInstanceOf(AdminRefusal);
        return (reason as AdminRefusal).message;
      }),
    };
  }

  const ROUNDS = 20;

  it("two admins demoting each other at once leave exactly one admin, every time", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdminsOnly();
      const [va, vb] = [await versionOf(a.id), await versionOf(b.id)];
      const outcome = await race(
        () => changeRole(services.db, a, { userId: b.id, version: vb, role: "user" }),
        () => changeRole(services.db, b, { userId: a.id, version: va, role: "user" }),
      );
      expect(outcome).toEqual({ won: 1, refusals: [LAST_ADMIN_MESSAGE] });
      expect(await countAdmins(services.db)).toBe(1);
    }
  });

  it("two admins deleting each other at once leave exactly one admin, every time", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdminsOnly();
      const [va, vb] = [await versionOf(a.id), await versionOf(b.id)];
      const outcome = await race(
        () => deleteUser(services.db, a, { userId: b.id, version: vb }),
        () => deleteUser(services.db, b, { userId: a.id, version: va }),
      );
      expect(outcome).toEqual({ won: 1, refusals: [LAST_ADMIN_MESSAGE] });
      expect(await countAdmins(services.db)).toBe(1);
    }
  });

  it("a demotion and a deletion at once leave exactly one admin, every time", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdminsOnly();
      const [va, vb] = [await versionOf(a.id), await versionOf(b.id)];
      const outcome = await race(
        () => changeRole(services.db, a, { userId: b.id, version: vb, role: "user" }),
        () => deleteUser(services.db, b, { userId: a.id, version: va }),
      );
      expect(outcome).toEqual({ won: 1, refusals: [LAST_ADMIN_MESSAGE] });
      expect(await countAdmins(services.db)).toBe(1);
    }
  });

  it("the learner's own deletion, the CLI's setRole and the panel share the rule", async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      const [a, b] = await twoAdminsOnly();
      const vb = await versionOf(b.id);
      const results = await Promise.allSettled([
        deleteAccount(services.db, a.id),
        changeRole(services.db, a, { userId: b.id, version: vb, role: "user" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const reason = (results.find((r) => r.status === "rejected") as PromiseRejectedResult)
        .reason as Error;
      expect(reason instanceof LastAdminError || reason.message === LAST_ADMIN_MESSAGE).toBe(true);
      expect(await countAdmins(services.db)).toBe(1);
    }
    const [a, b] = await twoAdminsOnly();
    const both = await Promise.allSettled([
      setRole(services.db, a.id, "user"),
      setRole(services.db, b.id, "user"),
    ]);
    expect(both.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(await countAdmins(services.db)).toBe(1);
  });

  it("promotes and demotes, allows demoting yourself unless you are the last admin", async () => {
    const [a] = await twoAdminsOnly();
    const c = await addUser();
    await changeRole(services.db, a, { userId: c.id, version: 1, role: "admin" });
    expect(await countAdmins(services.db)).toBe(3);
    await changeRole(services.db, a, { userId: c.id, version: 2, role: "user" });
    // Yourself: allowed while another admin remains.
    await changeRole(services.db, a, {
      userId: a.id,
      version: await versionOf(a.id),
      role: "user",
    });
    expect(await countAdmins(services.db)).toBe(1);
    const [last] = await services.db
      .selectFrom("user")
      .select(["id", "email"])
      .where("role", "=", "admin")
      .execute();
    await expect(
      changeRole(services.db, last, {
        userId: last.id,
        version: await versionOf(last.id),
        role: "user",
      }),
    ).rejects.toThrow(LAST_ADMIN_MESSAGE);
    await expect(
      changeRole(services.db, last, { userId: c.id, version: 3, role: "user" }),
    ).rejects.toThrow("This account is already a user.");
    const audit = await services.db
      .selectFrom("auditLog")
      .select(["action", "detail", "actorId"])
      .where("entityId", "=", c.id)
      .execute();
    // Both changes can carry the same millisecond, so they are told apart by what they did.
    const entries = audit.map((r) => ({ ...r, detail: JSON.parse(r.detail!) }));
    const promotion = entries.find((e) => e.detail.before.role === "user");
    expect(entries.map((e) => [e.action, e.detail])).toEqual(
      expect.arrayContaining([
        ["user.role", { before: { role: "user" }, after: { role: "admin" } }],
        ["user.role", { before: { role: "admin" }, after: { role: "user" } }],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(promotion?.actorId).toBe(a.id);
  });

  it("refuses a stale form: another admin's change or the learner's own save came first", async () => {
    const [admin] = await twoAdminsOnly();
    const learner = await addUser();
    await changeAccountType(services.db, admin, {
      userId: learner.id,
      version: 1,
      accountType: "parent",
    });
    // A second admin's form, loaded at version 1, is refused and changes nothing.
    await expect(
      changeAccountType(services.db, admin, {
        userId: learner.id,
        version: 1,
        accountType: "professional",
      }),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    await expect(
      changeRole(services.db, admin, { userId: learner.id, version: 1, role: "admin" }),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    await expect(
      deleteUser(services.db, admin, { userId: learner.id, version: 1 }),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    // The learner saving their profile moves the version too.
    await updateProfile(services.db, learner.id, {
      name: "New Name",
      accountType: "student",
      phone: null,
    });
    await expect(
      changeAccountType(services.db, admin, {
        userId: learner.id,
        version: 2,
        accountType: "professional",
      }),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    const row = await services.db
      .selectFrom("user")
      .select(["accountType", "role", "version"])
      .where("id", "=", learner.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ accountType: "student", role: "user", version: 3 });
    await expect(
      changeAccountType(services.db, admin, { userId: "gone", version: 1, accountType: "parent" }),
    ).rejects.toThrow("This account no longer exists.");
  });

  it("refuses to let an admin delete themself here, and the last admin everywhere", async () => {
    const [a, b] = await twoAdminsOnly();
    await expect(
      deleteUser(services.db, a, { userId: a.id, version: await versionOf(a.id) }),
    ).rejects.toThrow(SELF_DELETE_MESSAGE);
    await deleteUser(services.db, a, { userId: b.id, version: await versionOf(b.id) });
    await expect(deleteAccount(services.db, a.id)).rejects.toBeInstanceOf(LastAdminError);
    expect(await countAdmins(services.db)).toBe(1);
  });
});
