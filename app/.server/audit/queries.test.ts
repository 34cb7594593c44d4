import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { sqlitePlans } from "../../../tests/support/query-plans";
import type { Cursor } from "~/lib/admin/list-query";
import { COUNT_CAP } from "~/lib/admin/log-queries";
import type { AuditLogTable } from "../platform/db/schema";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { enroll } from "../enrollments/writes";
import {
  auditActions,
  auditPeople,
  auditSections,
  countAudit,
  enrollmentLearners,
  getAuditEntry,
  listAudit,
  readAuditBatch,
  recordName,
  recordNames,
  type AuditFilter,
  type AuditRow,
} from "./queries";

const ALL: AuditFilter = { actorId: "", entity: "", action: "", recordId: "", from: "", until: "" };
const DAYS = ["2026-05-01T09:00:00.000Z", "2026-05-02T09:00:00.000Z", "2026-05-03T09:00:00.000Z"];

describe.each(engines)("the admin audit log on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const made: AuditLogTable[] = [];
  let alice: string;
  const ghost = "ghost-actor-id";

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const res = await services.auth.api.signUpEmail({
      body: { email: "alice@example.com", password: "correct horse 1", name: "Alice Admin" },
    });
    alice = res.user.id;
    // 60 entries on three instants (20 ties each), two people, two sections, three actions.
    for (const createdAt of DAYS) {
      for (let i = 0; i < 20; i++) {
        made.push({
          id: randomUUID(),
          actorId: i % 2 === 0 ? alice : ghost,
          actorEmail: i % 2 === 0 ? "alice@example.com" : "gone@example.com",
          action: ["message.reply", "message.status", "user.role"][i % 3],
          entity: i % 3 === 2 ? "user" : "message",
          entityId: `record-${i % 5}`,
          detail: JSON.stringify({ before: { n: i }, after: { n: i + 1 } }),
          createdAt,
        });
      }
    }
    await services.db.insertInto("auditLog").values(made).execute();
  });
  afterAll(async () => cleanup());

  async function allPages(filter: AuditFilter, size = 7, read = listAudit): Promise<AuditRow[]> {
    const seen: AuditRow[] = [];
    let after: Cursor | undefined;
    for (let pages = 0; pages < 500; pages++) {
      const rows = await read(services.db, filter, after, size + 1);
      seen.push(...rows.slice(0, size));
      if (rows.length <= size) return seen;
      const last = rows[size - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
    throw new Error("paging did not end");
  }

  const newestFirst = (a: AuditRow, b: AuditRow) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;
  const expected = (keep: (r: AuditRow) => boolean) =>
    made
      .filter(keep)
      .sort(newestFirst)
      .map((r) => r.id);

  it("pages every entry exactly once, newest first, through equal times", async () => {
    const seen = await allPages(ALL);
    expect(seen.map((r) => r.id)).toEqual(expected(() => true));
    expect(new Set(seen.map((r) => r.id)).size).toBe(60);
    // A page size that divides a tie exactly, and one larger than a tie.
    expect((await allPages(ALL, 20)).map((r) => r.id)).toEqual(expected(() => true));
    expect((await allPages(ALL, 23)).map((r) => r.id)).toEqual(expected(() => true));
    // The export's batches read the same rows in the same order.
    expect((await allPages(ALL, 9, readAuditBatch)).map((r) => r.id)).toEqual(expected(() => true));
    const byAction = { ...ALL, action: "message.reply" };
    expect((await allPages(byAction, 4, readAuditBatch)).map((r) => r.id)).toEqual(
      expected((r) => r.action === "message.reply"),
    );
  });

  it("filters by person, section, action and record, each paged once through", async () => {
    const cases: [Partial<AuditFilter>, (r: AuditRow) => boolean][] = [
      [{ actorId: alice }, (r) => r.actorId === alice],
      [{ entity: "user" }, (r) => r.entity === "user"],
      [{ action: "message.status" }, (r) => r.action === "message.status"],
      [{ recordId: "record-3" }, (r) => r.entityId === "record-3"],
      [
        { recordId: "record-3", entity: "message" },
        (r) => r.entityId === "record-3" && r.entity === "message",
      ],
      [
        { actorId: ghost, action: "message.reply" },
        (r) => r.actorId === ghost && r.action === "message.reply",
      ],
    ];
    for (const [part, keep] of cases) {
      const filter = { ...ALL, ...part };
      const want = expected(keep);
      expect(want.length).toBeGreaterThan(0);
      expect((await allPages(filter, 4)).map((r) => r.id)).toEqual(want);
      expect(await countAudit(services.db, filter)).toBe(want.length);
    }
    expect(await allPages({ ...ALL, recordId: "no-such-record" })).toEqual([]);
  });

  it("filters by a time range: from included, until excluded", async () => {
    const filter = { ...ALL, from: DAYS[1], until: DAYS[2] };
    expect((await allPages(filter)).map((r) => r.id)).toEqual(
      expected((r) => r.createdAt === DAYS[1]),
    );
    const fromOnly = { ...ALL, from: DAYS[1] };
    expect(await countAudit(services.db, fromOnly)).toBe(40);
  });

  it("caps the count", async () => {
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      id: randomUUID(),
      actorId: null,
      actorEmail: null,
      action: "bulk.test",
      entity: "bulk",
      entityId: null,
      detail: null,
      createdAt: `2026-04-01T00:00:${String(i % 60).padStart(2, "0")}.000Z`,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await services.db
        .insertInto("auditLog")
        .values(rows.slice(i, i + 200))
        .execute();
    }
    expect(await countAudit(services.db, { ...ALL, action: "bulk.test" })).toBe(COUNT_CAP + 1);
    await services.db.deleteFrom("auditLog").where("action", "=", "bulk.test").execute();
  });

  it("lists the people, sections and actions that have entries", async () => {
    expect(await auditSections(services.db)).toEqual(["message", "user"]);
    expect(await auditActions(services.db)).toEqual([
      "message.reply",
      "message.status",
      "user.role",
    ]);
    // Alice by her account's name; a person whose account is gone by their recorded address.
    expect(await auditPeople(services.db)).toEqual([
      { id: alice, name: "Alice Admin", email: "alice@example.com" },
      { id: ghost, name: null, email: "gone@example.com" },
    ]);
  });

  it("reads one entry, and the learner of an enrolment", async () => {
    expect(await getAuditEntry(services.db, made[5].id)).toEqual(made[5]);
    expect(await getAuditEntry(services.db, randomUUID())).toBeUndefined();
    await seedContent(services);
    const course = await services.db
      .selectFrom("course")
      .select("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const { enrollment } = await enroll(services.db, alice, course.id);
    expect(await enrollmentLearners(services.db, [enrollment.id, "enr-missing"])).toEqual(
      new Map([[enrollment.id, alice]]),
    );
  });

  it("names each entry's record: the person, the course, the post, the enrolment (issue 23)", async () => {
    await seedContent(services);
    const course = await services.db
      .selectFrom("course")
      .select(["id", "title"])
      .orderBy("position")
      .limit(1)
      .executeTakeFirstOrThrow();
    const post = await services.db
      .selectFrom("blogPost")
      .select(["id", "title"])
      .limit(1)
      .executeTakeFirstOrThrow();
    const { enrollment } = await enroll(services.db, alice, course.id);
    const rows = [
      { entity: "user", entityId: alice },
      { entity: "course", entityId: course.id },
      { entity: "post", entityId: String(post.id) },
      { entity: "post", entityId: "not-a-number" },
      { entity: "enrollment", entityId: enrollment.id },
      { entity: "user", entityId: "deleted-user" },
      { entity: "setting", entityId: null },
    ];
    const names = await recordNames(services.db, rows);
    expect(rows.map((r) => recordName(names, r))).toEqual([
      "Alice Admin",
      course.title,
      post.title,
      null,
      `Alice Admin in ${course.title}`,
      null,
      null,
    ]);
  });

  if (engine === "sqlite") {
    it("picks each page's ids from one covering index, newest first, without sorting them", async () => {
      const cursor = { createdAt: DAYS[1], id: made[30].id };
      const plans: [AuditFilter, RegExp][] = [
        [ALL, /COVERING INDEX auditLog_createdAt_id\b/],
        [{ ...ALL, actorId: alice }, /COVERING INDEX auditLog_actor_list\b/],
        [{ ...ALL, entity: "user" }, /COVERING INDEX auditLog_entity_list\b/],
        [{ ...ALL, action: "user.role" }, /COVERING INDEX auditLog_action_list\b/],
        [
          { ...ALL, actorId: alice, action: "user.role" },
          /COVERING INDEX auditLog_(actor|action)_list\b/,
        ],
        [{ ...ALL, entity: "user", recordId: "record-1" }, /COVERING INDEX auditLog_record_list\b/],
        [{ ...ALL, recordId: "record-1" }, /COVERING INDEX auditLog_record_list\b/],
      ];
      for (const [filter, index] of plans) {
        const plan = await planOf(filter, cursor);
        expect(plan, JSON.stringify(filter)).toMatch(index);
        expect(plan).not.toMatch(/^SCAN auditLog$/m); // never a walk of the table itself
        // The outer query sorts its 26 rows; the ids come in index order (one record's few
        // entries across several sections are the exception, and few).
        const sorts = plan.match(/TEMP B-TREE/g)?.length ?? 0;
        expect(sorts, JSON.stringify(filter)).toBeLessThanOrEqual(filter.recordId ? 2 : 1);
      }
    });
  }

  /** SQLite's plan for the list's own query (its last, as Kysely builds it). */
  async function planOf(filter: AuditFilter, after: Cursor): Promise<string> {
    const plans = await sqlitePlans(services.db, (spy) => listAudit(spy, filter, after, 26));
    return plans[plans.length - 1]!.plan;
  }
});
