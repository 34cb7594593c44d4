import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../services";
import { containsText } from "./search";

const people = [
  ["Meera Iyer", "meera.iyer@example.com", "Is the CBSE maths course live? 50% off?"],
  ["John O'Neil", "JOHN@Example.org", 'He said "hello" twice'],
  ["Zoë Müller", "zoe_m@example.de", "Über alles: a_b and 100%"],
  ["Arjun", "arjun@example.in", "Short"],
] as const;

describe.each(engines)("contains-search on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const now = new Date().toISOString();
    for (const [name, email, message] of people) {
      const id = randomUUID();
      ids.push(id);
      await services.db
        .insertInto("contactMessage")
        .values({
          id,
          name,
          email,
          message,
          feedback: null,
          status: "new",
          userId: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
  });
  afterAll(async () => cleanup());

  async function search(q: string, columns = ["name", "email", "message"]) {
    const rows = await services.db
      .selectFrom("contactMessage")
      .select("name")
      .where(containsText(columns, q, { db: services.db, table: "contactMessage" }))
      .orderBy("name")
      .execute();
    return rows.map((r) => r.name);
  }

  it("finds any column containing the text, ignoring case, short texts included", async () => {
    expect(await search("meera")).toEqual(["Meera Iyer"]);
    expect(await search("EXAMPLE.ORG")).toEqual(["John O'Neil"]);
    expect(await search("ex")).toEqual(["Arjun", "John O'Neil", "Meera Iyer", "Zoë Müller"]);
    expect(await search("cbse math")).toEqual(["Meera Iyer"]);
    expect(await search("zz")).toEqual([]);
    expect(await search("nothing like it")).toEqual([]);
  });

  it("takes quotes, % and _ literally", async () => {
    expect(await search('"hello"')).toEqual(["John O'Neil"]);
    expect(await search("o'neil")).toEqual(["John O'Neil"]);
    expect(await search("50%")).toEqual(["Meera Iyer"]);
    expect(await search("a_b")).toEqual(["Zoë Müller"]);
    expect(await search("%")).toEqual(["Meera Iyer", "Zoë Müller"]);
  });

  it("searches only the columns asked for", async () => {
    expect(await search("short", ["name", "email"])).toEqual([]);
    expect(await search("arjun", ["name"])).toEqual(["Arjun"]);
  });

  it("follows updates and deletes at once", async () => {
    await services.db
      .updateTable("contactMessage")
      .set({ name: "Arjun Rao" })
      .where("id", "=", ids[3])
      .execute();
    expect(await search("arjun rao")).toEqual(["Arjun Rao"]);
    await services.db
      .updateTable("contactMessage")
      .set({ status: "read" })
      .where("id", "=", ids[3])
      .execute();
    expect(await search("arjun rao")).toEqual(["Arjun Rao"]);
    await services.db.deleteFrom("contactMessage").where("id", "=", ids[3]).execute();
    expect(await search("arjun")).toEqual([]);
  });
});
