import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { getContentVersion } from "../platform/content-version";
import type { AppServices } from "../platform/types";
import {
  adminWrite,
  AdminRefusal,
  CONFLICT_MESSAGE,
  changedFields,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "./write";

const actor = { id: "admin-1", email: "ada@example.com" };

describe("changedFields", () => {
  it("keeps only what differs, and whole records for a creation or a deletion", () => {
    expect(changedFields({ a: 1, b: "x", c: null }, { a: 1, b: "y", c: null })).toEqual({
      before: { b: "x" },
      after: { b: "y" },
    });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields(null, null)).toBeNull();
  });
});

describe.each(engines)("the admin write path on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  async function newMessage(): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await services.db
      .insertInto("contactMessage")
      .values({
        id,
        name: "Meera",
        email: "meera@example.com",
        message: "Hello",
        feedback: null,
        status: "new",
        userId: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return id;
  }

  const statusOf = async (id: string) =>
    services.db
      .selectFrom("contactMessage")
      .select(["status", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const auditFor = (id: string) =>
    services.db.selectFrom("auditLog").selectAll().where("entityId", "=", id).execute();

  it("commits the change and its audit row together, with before and after", async () => {
    const id = await newMessage();
    await adminWrite(services.db, actor, {
      action: "message.status",
      entity: "message",
      entityId: id,
      run: async (trx) => {
        await updateVersioned(trx, "contactMessage", id, 1, { status: "read" });
        return { before: { status: "new" }, after: { status: "read" }, result: undefined };
      },
    });
    expect(await statusOf(id)).toEqual({ status: "read", version: 2 });
    const [row] = await auditFor(id);
    expect(row).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "message.status",
      entity: "message",
    });
    expect(JSON.parse(row.detail!)).toEqual({
      before: { status: "new" },
      after: { status: "read" },
    });
  });

  it("a refusal inside the change leaves neither the change nor an audit row", async () => {
    const id = await newMessage();
    const outcome = adminWrite(services.db, actor, {
      action: "message.status",
      entity: "message",
      entityId: id,
      run: async (trx) => {
        await updateVersioned(trx, "contactMessage", id, 1, { status: "archived" });
        throw new AdminRefusal("Not allowed.");
      },
    });
    await expect(outcome).rejects.toThrow("Not allowed.");
    expect(await statusOf(id)).toEqual({ status: "new", version: 1 });
    expect(await auditFor(id)).toEqual([]);
  });

  it("refuses a stale version with the conflict message, and a missing row as missing", async () => {
    const id = await newMessage();
    await services.db
      .transaction()
      .execute((trx) => updateVersioned(trx, "contactMessage", id, 1, { status: "read" }));
    const stale = services.db
      .transaction()
      .execute((trx) => updateVersioned(trx, "contactMessage", id, 1, { status: "archived" }));
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    await expect(stale).rejects.toThrow(CONFLICT_MESSAGE);
    expect((await statusOf(id)).status).toBe("read");
    const missing = services.db
      .transaction()
      .execute((trx) =>
        updateVersioned(trx, "contactMessage", randomUUID(), 1, { status: "read" }),
      );
    await expect(missing).rejects.toBeInstanceOf(RecordMissing);
  });

  it("of two concurrent saves of one version exactly one wins, and only its audit row stays", async () => {
    for (let round = 0; round < 10; round++) {
      const id = await newMessage();
      const save = (status: "read" | "archived") =>
        adminWrite(services.db, actor, {
          action: "message.status",
          entity: "message",
          entityId: id,
          run: async (trx) => {
            await updateVersioned(trx, "contactMessage", id, 1, { status });
            return { before: { status: "new" }, after: { status }, result: status };
          },
        });
      const results = await Promise.allSettled([save("read"), save("archived")]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
      const row = await statusOf(id);
      expect(row).toEqual({ status: (won[0] as PromiseFulfilledResult<string>).value, version: 2 });
      expect(await auditFor(id)).toHaveLength(1);
    }
  });

  it("a change to public content bumps the content version in the same transaction", async () => {
    const before = await getContentVersion(services.db);
    await adminWrite(services.db, actor, {
      action: "content.test",
      entity: "content",
      entityId: null,
      publicContent: true,
      run: async () => ({ result: undefined }),
    });
    expect(await getContentVersion(services.db)).not.toBe(before);
  });
});
