import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { sqlitePlans } from "../../../tests/support/query-plans";
import { messageListQuery } from "~/lib/admin/message-list";
import type { MessageStatus } from "~/lib/schemas/admin-messages";
import { readListQuery } from "~/lib/admin/list-query";
import { AdminRefusal, CONFLICT_MESSAGE, VersionConflict } from "../kit/write";
import type { AppServices } from "../platform/types";
import { getMessage, listMessages, messageBatch } from "./queries-admin";
import { bulkSetStatus, markOpened, replyToMessage, setMessageStatus } from "./writes-admin";

const admin = { id: "admin-1", email: "asha@learnova.example", name: "Asha Admin" };

describe.each(engines)("the contact inbox on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    const db = services.db;
    await db.deleteFrom("contactReply").execute();
    await db.deleteFrom("contactMessage").execute();
    await db.deleteFrom("emailOutbox").execute();
    await db.deleteFrom("auditLog").execute();
  });

  let clock = Date.parse("2026-11-01T08:00:00.000Z");
  /** Stores a message received one minute after the previous one. */
  async function received(
    fields: Partial<{ name: string; email: string; message: string; status: MessageStatus }> = {},
  ) {
    clock += 60_000;
    const id = randomUUID();
    const at = new Date(clock).toISOString();
    await services.db
      .insertInto("contactMessage")
      .values({
        id,
        name: fields.name ?? "Casey Rao",
        email: fields.email ?? "casey@example.com",
        message: fields.message ?? "When does the next batch of Class 10 maths begin?",
        feedback: null,
        status: fields.status ?? "new",
        userId: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return id;
  }

  const list = (search: string) =>
    listMessages(services.db, readListQuery(messageListQuery, `http://x/admin/messages?${search}`));
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);
  const statusOf = async (id: string) => (await getMessage(services.db, id))!.status;
  const audits = (entityId?: string) => {
    let q = services.db.selectFrom("auditLog").selectAll().orderBy("createdAt");
    if (entityId) q = q.where("entityId", "=", entityId);
    return q.execute();
  };
  const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e);

  describe("the list", () => {
    it("shows the inbox (everything but archived) by default, newest first, each status on request", async () => {
      await received({ name: "Anil", status: "new" });
      await received({ name: "Bela", status: "read" });
      await received({ name: "Chitra", status: "replied" });
      await received({ name: "Dev", status: "archived" });

      const inbox = await list("");
      expect(names(inbox.rows)).toEqual(["Chitra", "Bela", "Anil"]);
      expect(inbox.total).toBe(3);
      expect(names((await list("status=archived")).rows)).toEqual(["Dev"]);
      expect(names((await list("status=new")).rows)).toEqual(["Anil"]);
      const all = await list("status=all");
      expect(all.total).toBe(4);
      expect(names(all.rows)).toEqual(["Dev", "Chitra", "Bela", "Anil"]);
      expect(names((await list("dir=asc")).rows)).toEqual(["Anil", "Bela", "Chitra"]);
      // A mistyped filter falls back to the inbox rather than failing.
      expect((await list("status=spam")).total).toBe(3);
    });

    it("searches name, e-mail and text case-insensitively, with % taken literally", async () => {
      await received({
        name: "Meera Shah",
        email: "m.shah@example.com",
        message: "Fees for 2027?",
      });
      await received({ name: "Ravi", email: "RAVI@School.example", message: "A 100% refund?" });
      await received({ name: "Tara", email: "tara@example.com", message: "Physics TUITION times" });

      expect(names((await list("q=meera")).rows)).toEqual(["Meera Shah"]);
      expect(names((await list("q=school.EXAMPLE")).rows)).toEqual(["Ravi"]);
      expect(names((await list("q=tuition")).rows)).toEqual(["Tara"]);
      expect(names((await list("q=100%25")).rows)).toEqual(["Ravi"]);
      // One or two characters: a name or address with a word starting with them (decision 0026).
      expect(names((await list("q=ta")).rows)).toEqual(["Tara"]);
      expect((await list("q=%25")).total).toBe(0);
      const none = await list("q=nobody");
      expect(none).toEqual({ rows: [], total: 0, more: false });
    });

    it("sorts by name whatever the case, both ways", async () => {
      await received({ name: "bela" });
      await received({ name: "Anil" });
      await received({ name: "Chitra" });
      expect(names((await list("sort=name&dir=asc")).rows)).toEqual(["Anil", "bela", "Chitra"]);
      expect(names((await list("sort=name&dir=desc")).rows)).toEqual(["Chitra", "bela", "Anil"]);
    });

    it("pages 25 at a time with the count of the whole filter", async () => {
      for (let i = 1; i <= 30; i += 1) {
        await received({
          name: `Sender ${String(i).padStart(2, "0")}`,
          status: i % 10 === 0 ? "archived" : "new",
        });
      }
      const first = await list("sort=name&dir=asc");
      expect(first.total).toBe(27);
      expect(first.rows).toHaveLength(25);
      const second = await list("sort=name&dir=asc&page=2");
      expect(names(second.rows)).toEqual(["Sender 28", "Sender 29"]);
      expect(second.total).toBe(27);
      expect((await list("page=3")).rows).toEqual([]);
      expect(first.rows[0].excerpt).toBe("When does the next batch of Class 10 maths begin?");
    });

    if (engine === "sqlite") {
      it("reads an inbox page's ids in order along the creation-time index, without sorting them", async () => {
        for (const status of ["new", "read", "replied", "archived"] as const)
          await received({ status });
        for (const search of ["page=40", "page=40&status=new"]) {
          const plans = await sqlitePlans(services.db, (spy) =>
            listMessages(spy, readListQuery(messageListQuery, `http://x/admin/messages?${search}`)),
          );
          const { plan } = plans.find((p) => p.sql.includes("substr("))!;
          // The inbox (three statuses) walks the creation time's index, a single status its own.
          expect(plan, search).toMatch(
            search.includes("status=new")
              ? /COVERING INDEX contactMessage_status_createdAt_id\b/
              : /COVERING INDEX contactMessage_createdAt_id_status\b/,
          );
          // Only the outer query sorts its 25 rows; the ids arrive in order.
          expect(plan.match(/TEMP B-TREE/g)?.length ?? 0, `${search}\n${plan}`).toBeLessThanOrEqual(
            1,
          );
        }
      });
    }

    it("cuts a long message to an excerpt", async () => {
      await received({ message: "x".repeat(3000) });
      expect((await list("")).rows[0].excerpt).toHaveLength(160);
    });

    it("exports the filter in (createdAt, id) batches that cover it exactly once", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 7; i += 1) ids.push(await received({ name: `Batch ${i}` }));
      await received({ name: "Archived", status: "archived" });
      const seen: string[] = [];
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const batch = await messageBatch(services.db, { status: "", q: "" }, after, 3);
        seen.push(...batch.map((b) => b.id));
        if (batch.length < 3) break;
        after = batch[batch.length - 1];
      }
      expect(seen).toEqual(ids);
      const searched = await messageBatch(
        services.db,
        { status: "all", q: "archived" },
        undefined,
        10,
      );
      expect(searched.map((b) => b.name)).toEqual(["Archived"]);
    });
  });

  describe("opening a message", () => {
    it("marks a new message read once, with one audit row", async () => {
      const id = await received();
      expect(await markOpened(services.db, admin, id)).toBe(true);
      expect(await markOpened(services.db, admin, id)).toBe(false);
      const message = await getMessage(services.db, id);
      expect(message).toMatchObject({ status: "read", version: 2 });
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: "message.read",
        entity: "message",
        actorId: admin.id,
      });
      expect(JSON.parse(rows[0].detail!)).toEqual({
        before: { status: "new" },
        after: { status: "read" },
      });
    });

    it("audits once when two admins open it at the same moment", async () => {
      const id = await received();
      const results = await Promise.all([
        markOpened(services.db, admin, id),
        markOpened(services.db, { ...admin, id: "admin-2" }, id),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await audits(id)).toHaveLength(1);
    });

    it("leaves a replied or archived message as it is", async () => {
      const id = await received({ status: "archived" });
      expect(await markOpened(services.db, admin, id)).toBe(false);
      expect(await statusOf(id)).toBe("archived");
      expect(await audits()).toHaveLength(0);
    });
  });

  describe("bulk changes", () => {
    it("marks only new messages read, one audit row per changed message", async () => {
      const a = await received({ status: "new" });
      const b = await received({ status: "new" });
      const c = await received({ status: "replied" });
      const result = await bulkSetStatus(services.db, admin, "read", [a, b, c, "no-such-id"]);
      expect(result).toEqual({ changed: 2, unchanged: 2 });
      expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual([
        "read",
        "read",
        "replied",
      ]);
      const rows = await audits();
      expect(rows.map((r) => r.entityId).sort()).toEqual([a, b].sort());
      expect(new Set(rows.map((r) => r.action))).toEqual(new Set(["message.read"]));
    });

    it("archives, and moves back to the inbox as replied or read", async () => {
      const answered = await received({ status: "read" });
      const plain = await received({ status: "new" });
      await replyToMessage(
        services.db,
        admin,
        { id: answered, version: 1, body: "Yes, on Monday." },
        services.config.site,
      );
      expect(await bulkSetStatus(services.db, admin, "archive", [answered, plain, plain])).toEqual({
        changed: 2,
        unchanged: 0,
      });
      expect((await list("")).total).toBe(0);
      expect((await list("status=archived")).total).toBe(2);
      expect(await bulkSetStatus(services.db, admin, "archive", [answered])).toEqual({
        changed: 0,
        unchanged: 1,
      });

      expect((await bulkSetStatus(services.db, admin, "inbox", [answered, plain])).changed).toBe(2);
      expect(await statusOf(answered)).toBe("replied");
      expect(await statusOf(plain)).toBe("read");
      const actions = (await audits(plain)).map((r) => r.action);
      expect(actions).toEqual(["message.archive", "message.unarchive"]);
    });
  });

  describe("replying", () => {
    it("stores the reply, queues the mail and marks the message replied, with its audit row", async () => {
      const id = await received({
        name: "Meera",
        email: "meera@example.com",
        message: "Is there a\nweekend batch?",
        status: "read",
      });
      const { replyId, outboxId } = await replyToMessage(
        services.db,
        admin,
        { id, version: 1, body: "Hello Meera,\n\nYes: Saturdays at 10.\nSee you there." },
        services.config.site,
      );
      const message = await getMessage(services.db, id);
      expect(message).toMatchObject({ status: "replied", version: 2 });
      expect(message!.replies).toEqual([
        expect.objectContaining({
          id: replyId,
          authorName: "Asha Admin",
          body: "Hello Meera,\n\nYes: Saturdays at 10.\nSee you there.",
          outboxId,
          mailStatus: "queued",
        }),
      ]);
      const mail = await services.db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("id", "=", outboxId)
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        to: "meera@example.com",
        kind: "contact-reply",
        subject: "Re: your message to Learnova",
      });
      expect(JSON.parse(mail.headers!)).toEqual({ "Reply-To": services.config.site.email });
      expect(mail.text).toContain("Yes: Saturdays at 10.\nSee you there.");
      expect(mail.text).toContain("You wrote:\n> Is there a\n> weekend batch?");
      expect(mail.html).toContain("Is there a\nweekend batch?</blockquote>");
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0].action).toBe("message.reply");
      expect(JSON.parse(rows[0].detail!)).toEqual({
        before: { status: "read", reply: null, mail: null },
        after: { status: "replied", reply: replyId, mail: outboxId },
      });
    });

    it("refuses a stale version and writes nothing", async () => {
      const id = await received({ status: "read" });
      await setMessageStatus(services.db, admin, { id, version: 1, intent: "archive" });
      const error = await refusal(
        replyToMessage(
          services.db,
          admin,
          { id, version: 1, body: "Too late." },
          services.config.site,
        ),
      );
      expect(error).toBeInstanceOf(VersionConflict);
      expect((error as Error).message).toBe(CONFLICT_MESSAGE);
      expect((await getMessage(services.db, id))!.replies).toEqual([]);
      expect(await services.db.selectFrom("emailOutbox").select("id").execute()).toEqual([]);
      expect((await audits(id)).map((r) => r.action)).toEqual(["message.archive"]);
    });

    it("rolls the status and the mail back when storing the reply fails", async () => {
      const id = await received({ status: "read" });
      // No author name: the reply's insert fails after the status change and the mail.
      const nameless = { ...admin, name: null as unknown as string };
      await expect(
        replyToMessage(
          services.db,
          nameless,
          { id, version: 1, body: "Hello." },
          services.config.site,
        ),
      ).rejects.toThrow();
      expect(await getMessage(services.db, id)).toMatchObject({
        status: "read",
        version: 1,
        replies: [],
      });
      expect(await services.db.selectFrom("emailOutbox").select("id").execute()).toEqual([]);
      expect(await audits()).toEqual([]);
    });

    it("refuses a sender whose address was erased with their account", async () => {
      const id = await received({ name: "", email: "", message: "" });
      const error = await refusal(
        replyToMessage(
          services.db,
          admin,
          { id, version: 1, body: "Hello." },
          services.config.site,
        ),
      );
      expect(error).toBeInstanceOf(AdminRefusal);
      expect(await services.db.selectFrom("emailOutbox").select("id").execute()).toEqual([]);
    });
  });

  describe("the detail page's status buttons", () => {
    it("archive and move back, checked against the page's version", async () => {
      const id = await received({ status: "read" });
      expect(
        await setMessageStatus(services.db, admin, { id, version: 1, intent: "archive" }),
      ).toBe("archived");
      const stale = await refusal(
        setMessageStatus(services.db, admin, { id, version: 1, intent: "inbox" }),
      );
      expect(stale).toBeInstanceOf(VersionConflict);
      const again = await refusal(
        setMessageStatus(services.db, admin, { id, version: 2, intent: "archive" }),
      );
      expect((again as Error).message).toBe("This message is already archived.");
      expect(await setMessageStatus(services.db, admin, { id, version: 2, intent: "inbox" })).toBe(
        "read",
      );
      const missing = await refusal(
        setMessageStatus(services.db, admin, { id: "gone", version: 1, intent: "archive" }),
      );
      expect((missing as AdminRefusal).status).toBe(404);
    });
  });
});
