import { CompiledQuery, sql } from "kysely";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../platform/types";
import { COMMON_TEXT, containsText, countListed, pageContains, weighSearch } from "./search";

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

  it("finds any column containing the text, ignoring case", async () => {
    expect(await search("meera")).toEqual(["Meera Iyer"]);
    expect(await search("EXAMPLE.ORG")).toEqual(["John O'Neil"]);
    expect(await search("eer")).toEqual(["Meera Iyer"]);
    expect(await search("cbse math")).toEqual(["Meera Iyer"]);
    expect(await search("nothing like it")).toEqual([]);
  });

  it("finds, for one or two characters, the names and addresses with a word starting with them", async () => {
    expect(await search("ex")).toEqual(["Arjun", "John O'Neil", "Meera Iyer", "Zoë Müller"]);
    expect(await search("IY")).toEqual(["Meera Iyer"]);
    expect(await search("ne")).toEqual(["John O'Neil"]);
    expect(await search("zo")).toEqual(["Zoë Müller"]);
    expect(await search("mü")).toEqual(["Zoë Müller"]);
    // Inside a word is not the start of one, and a message's text is not searched this short.
    expect(await search("ee")).toEqual([]);
    expect(await search("sh")).toEqual([]);
    expect(await search("zz")).toEqual([]);
    // No letter or digit: no word to start with.
    expect(await search("%")).toEqual([]);
  });

  it("takes quotes, % and _ literally", async () => {
    expect(await search('"hello"')).toEqual(["John O'Neil"]);
    expect(await search("o'neil")).toEqual(["John O'Neil"]);
    expect(await search("50%")).toEqual(["Meera Iyer"]);
    expect(await search("a_b")).toEqual(["Zoë Müller"]);
    expect(await search("100%")).toEqual(["Zoë Müller"]);
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

  it("weighs a page's search: a common text finds the same rows as a rare one would", async () => {
    // More rows containing "common" than the index is asked to hand over for a page.
    const now = Date.now();
    const rows = Array.from({ length: COMMON_TEXT + 5 }, (_, i) => ({
      id: randomUUID(),
      name: `Common ${i}`,
      email: `common${i}@example.net`,
      message: i % 2 ? "Even more common text" : "Rare-ish",
      feedback: null,
      status: "new" as const,
      userId: null,
      createdAt: new Date(now + i).toISOString(),
      updatedAt: new Date(now + i).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await services.db
        .insertInto("contactMessage")
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const newest = async (q: string) => {
      const search = await pageContains(services.db, ["name", "email"], q, "contactMessage");
      const found = await services.db
        .selectFrom("contactMessage")
        .select("name")
        .where(search)
        .orderBy("createdAt", "desc")
        .limit(3)
        .execute();
      return found.map((r) => r.name);
    };
    const last = COMMON_TEXT + 4;
    expect(await newest("COMMON")).toEqual([
      `Common ${last}`,
      `Common ${last - 1}`,
      `Common ${last - 2}`,
    ]);
    expect(await newest(`common${last}@`)).toEqual([`Common ${last}`]);
    expect(await newest("co")).toEqual([
      `Common ${last}`,
      `Common ${last - 1}`,
      `Common ${last - 2}`,
    ]);
    expect(await newest("nobody has this")).toEqual([]);

    // A searched list counts no further than COMMON_TEXT + 1 and says "more" past it (issue 24).
    const count = async (q: string, status?: "new" | "read") => {
      const search = await weighSearch(services.db, ["name", "email"], q, "contactMessage");
      let listed = services.db.selectFrom("contactMessage").where(search.where);
      if (status) listed = listed.where("status", "=", status);
      return countListed(services.db, listed, search, status !== undefined);
    };
    const more = { total: COMMON_TEXT + 1, more: true };
    expect(await count("co")).toEqual(more);
    expect(await count("common")).toEqual(more);
    expect(await count("co", "new")).toEqual(more);
    expect(await count("co", "read")).toEqual({ total: 0, more: false });
    expect(await count(`common${last}@`)).toEqual({ total: 1, more: false });
    expect(await count("nobody has this")).toEqual({ total: 0, more: false });
    // Without a search every row is counted, however many.
    const everyone = await countListed(
      services.db,
      services.db.selectFrom("contactMessage"),
      undefined,
      false,
    );
    expect(everyone.more).toBe(false);
    expect(everyone.total).toBeGreaterThan(COMMON_TEXT + 1);
  });

  it("finds names in other scripts by their first one or two characters, through an index", async () => {
    const now = new Date().toISOString();
    const names = ["王伟", "田中ゆき", "김지민", "प्रिया शर्मा", "Ольга Иванова", "فاطمة أحمد"];
    for (const [i, name] of names.entries()) {
      await services.db
        .insertInto("contactMessage")
        .values({
          id: randomUUID(),
          name,
          email: `user${i}@example.cn`,
          message: "你好",
          feedback: null,
          status: "new",
          userId: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    expect(await search("王伟")).toEqual(["王伟"]);
    expect(await search("王")).toEqual(["王伟"]);
    expect(await search("田中")).toEqual(["田中ゆき"]);
    expect(await search("김지")).toEqual(["김지민"]);
    expect(await search("प्")).toEqual(["प्रिया शर्मा"]);
    expect(await search("ив")).toEqual(["Ольга Иванова"]);
    expect(await search("ОЛ")).toEqual(["Ольга Иванова"]);
    expect(await search("أح")).toEqual(["فاطمة أحمد"]);
    // Three characters or more: the contains-search, as before.
    expect(await search("ванова")).toEqual(["Ольга Иванова"]);
    expect(await search("你好")).toEqual([]);

    // The index serves the short search (no scan of every row).
    const where = containsText(["name", "email"], "王伟", {
      db: services.db,
      table: "contactMessage",
    });
    const query = services.db.selectFrom("contactMessage").select("id").where(where).compile();
    const plan = await services.db.transaction().execute(async (trx) => {
      if (engine === "postgres") await sql`set local enable_seqscan = off`.execute(trx);
      const explain = engine === "postgres" ? "explain" : "explain query plan";
      const { rows } = await trx.executeQuery(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain("contactMessage_words");
  });
});
