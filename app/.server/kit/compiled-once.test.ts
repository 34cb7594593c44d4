import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../platform/types";
import { compiledOnce } from "./compiled-once";

type Status = "new" | "read" | "replied" | "archived";

const messagesOf = compiledOnce((db, v: { email: string; status: Status; limit: number }) =>
  db
    .selectFrom("contactMessage")
    .select(["name", "status"])
    .where("email", "=", v.email)
    // A constant beside the values keeps its own place among the parameters.
    .where("feedback", "is", null)
    .where("status", "in", [v.status, "archived"])
    .orderBy("name")
    .limit(v.limit),
);

describe.each(engines)("a read compiled once on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const now = new Date().toISOString();
    const rows = (
      [
        ["Asha", "asha@example.com", "new"],
        ["Bela", "asha@example.com", "read"],
        ["Chen", "asha@example.com", "archived"],
        ["Dev", "dev@example.com", "new"],
      ] as const
    ).map(([name, email, status]) => ({
      id: randomUUID(),
      name,
      email,
      message: "Hello",
      feedback: null,
      status,
      userId: null,
      createdAt: now,
      updatedAt: now,
    }));
    await services.db.insertInto("contactMessage").values(rows).execute();
  });
  afterAll(async () => cleanup());

  it("answers each run with that run's values", async () => {
    const { db } = services;
    expect(await messagesOf(db, { email: "asha@example.com", status: "new", limit: 10 })).toEqual([
      { name: "Asha", status: "new" },
      { name: "Chen", status: "archived" },
    ]);
    expect(await messagesOf(db, { email: "asha@example.com", status: "read", limit: 1 })).toEqual([
      { name: "Bela", status: "read" },
    ]);
    expect(await messagesOf(db, { email: "dev@example.com", status: "new", limit: 5 })).toEqual([
      { name: "Dev", status: "new" },
    ]);
    expect(await messagesOf(db, { email: "nobody@example.com", status: "new", limit: 5 })).toEqual(
      [],
    );
  });

  it("compiles a list once per length, and puts each run's items in their places", async () => {
    const byNames = compiledOnce((db, v: { names: readonly string[] }) =>
      db.selectFrom("contactMessage").select("name").where("name", "in", v.names).orderBy("name"),
    );
    const names = async (list: string[]) =>
      (await byNames(services.db, { names: list })).map((r) => r.name);
    expect(await names(["Dev", "Asha"])).toEqual(["Asha", "Dev"]);
    expect(await names(["Chen"])).toEqual(["Chen"]);
    expect(await names(["Bela", "Chen", "Nobody"])).toEqual(["Bela", "Chen"]);
    expect(await names(["Bela", "Dev"])).toEqual(["Bela", "Dev"]);
  });

  it("refuses a value that shapes the SQL instead of reaching a parameter", async () => {
    const shaped = compiledOnce((db, v: { prefix: string }) =>
      db.selectFrom("contactMessage").select("name").where("name", "like", `${v.prefix}%`),
    );
    await expect(shaped(services.db, { prefix: "A" })).rejects.toThrow(/compiledOnce/);
    // A number worked out from a value never reaches the parameters as that value.
    const derived = compiledOnce((db, v: { n: number }) =>
      db
        .selectFrom("contactMessage")
        .select("name")
        .orderBy("name")
        .limit(v.n)
        .offset(v.n + 1),
    );
    await expect(derived(services.db, { n: 1 })).rejects.toThrow(/compiledOnce/);
    // A build that branches on a value, seen in the first run's values.
    const branching = compiledOnce((db, v: { email: string }) => {
      const query = db.selectFrom("contactMessage").select("name");
      return v.email ? query.where("email", "=", v.email) : query;
    });
    await expect(branching(services.db, { email: "" })).rejects.toThrow(/compiledOnce/);
  });
});
