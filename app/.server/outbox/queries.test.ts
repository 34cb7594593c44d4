import { CompiledQuery, createQueryId, sql, type RootOperationNode } from "kysely";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { Cursor } from "~/lib/admin/list-query";
import { COUNT_CAP } from "~/lib/admin/log-queries";
import { AdminRefusal } from "../kit/write";
import type { EmailOutboxTable } from "../platform/db/schema";
import { claimDueMails } from "./writes";
import { startOutboxWorker } from "./jobs";
import type { AppServices } from "../platform/types";
import {
  countOutbox,
  getOutboxMail,
  listOutbox,
  outboxKinds,
  readOutboxBatch,
  type OutboxFilter,
  type OutboxRow,
} from "./queries";
import { resendMail } from "./writes-admin";

const ALL: OutboxFilter = { status: "", kind: "", recipient: "" };
const admin = { id: "admin-1", email: "boss@example.com" };

describe.each(engines)("the admin outbox on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await services.mail?.stop(); // these tests drive the worker themselves
    services.mail = undefined;
  });
  afterAll(async () => cleanup());

  let n = 0;
  async function mail(fields: Partial<EmailOutboxTable> = {}): Promise<EmailOutboxTable> {
    n += 1;
    const row: EmailOutboxTable = {
      id: randomUUID(),
      to: `person${n}@example.com`,
      subject: `Mail ${n}`,
      html: `<p>Mail ${n}</p>`,
      text: `Mail ${n}`,
      headers: null,
      attachments: null,
      kind: "contact-ack",
      status: "sent",
      attempts: 1,
      lastError: null,
      nextAttemptAt: "2026-01-01T00:00:00.000Z",
      claimedBy: null,
      claimedUntil: null,
      sentAt: "2026-01-01T00:00:01.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
      ...fields,
    };
    await services.db.insertInto("emailOutbox").values(row).execute();
    return row;
  }

  /** Every page of a filter, following the cursor as the Older link does. */
  async function allPages(filter: OutboxFilter, size = 4, read = listOutbox): Promise<OutboxRow[]> {
    const seen: OutboxRow[] = [];
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

  const newestFirst = (a: { createdAt: string; id: string }, b: typeof a) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

  it("pages every mail exactly once, newest first, through equal creation times", async () => {
    const made: EmailOutboxTable[] = [];
    // Three instants, seven mails each: every page boundary falls inside a tie.
    for (const createdAt of [
      "2026-03-01T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-03T10:00:00.000Z",
    ]) {
      for (let i = 0; i < 7; i++) made.push(await mail({ createdAt, kind: "tie-test" }));
    }
    const filter = { ...ALL, kind: "tie-test" };
    const seen = await allPages(filter);
    expect(seen.map((r) => r.id)).toEqual([...made].sort(newestFirst).map((r) => r.id));
    expect(new Set(seen.map((r) => r.id)).size).toBe(21);
    // The export's batches read the same rows in the same order.
    const batches = await allPages(filter, 5, readOutboxBatch);
    expect(batches.map((r) => r.id)).toEqual(seen.map((r) => r.id));
    expect(await countOutbox(services.db, filter)).toBe(21);
  });

  it("filters by status and kind, and lists the kinds there are", async () => {
    const failed = await mail({ status: "failed", kind: "kind-filter", sentAt: null });
    await mail({ status: "sent", kind: "kind-filter" });
    const other = await mail({ status: "failed", kind: "kind-other", sentAt: null });
    const both = await allPages({ ...ALL, status: "failed", kind: "kind-filter" });
    expect(both.map((r) => r.id)).toEqual([failed.id]);
    const failedAll = await allPages({ ...ALL, status: "failed" });
    expect(failedAll.map((r) => r.id)).toEqual(expect.arrayContaining([failed.id, other.id]));
    expect(failedAll.every((r) => r.status === "failed")).toBe(true);
    expect(await outboxKinds(services.db)).toEqual(["kind-filter", "kind-other", "tie-test"]);
  });

  it("searches the recipient's address for the text, in any case, % and _ taken literally", async () => {
    const asha = await mail({ to: "Asha.Kumar@Example.com", kind: "search" });
    const ashb = await mail({ to: "ashb@example.com", kind: "search" });
    const pct = await mail({ to: "50%off@example.com", kind: "search" });
    await mail({ to: "500ff@example.com", kind: "search" });
    const ids = async (recipient: string) =>
      (await allPages({ ...ALL, kind: "search", recipient })).map((r) => r.id).sort();
    expect(await ids("asha")).toEqual([asha.id]);
    expect(await ids("ASHA.K")).toEqual([asha.id]);
    expect(await ids("asha.kumar@example.com")).toEqual([asha.id]);
    expect(await ids("kumar")).toEqual([asha.id]); // anywhere in the address
    expect(await ids("ash")).toEqual([asha.id, ashb.id].sort());
    expect(await ids("as")).toEqual([asha.id, ashb.id].sort()); // shorter than a trigram
    expect(await ids("50%")).toEqual([pct.id]);
    expect(await ids("a_ha")).toEqual([]);
    expect(await ids("nobody")).toEqual([]);
    expect(
      await countOutbox(services.db, { ...ALL, recipient: "example.com", kind: "search" }),
    ).toBe(4);
  });

  it("finds a common text's newest mails as it finds a rare text's (the index is skipped past the cap)", async () => {
    const common = Array.from({ length: COUNT_CAP + 10 }, (_, i) => ({
      id: randomUUID(),
      to: `learner${i}@commonplace.example`,
      subject: "Common",
      html: "<p>x</p>",
      text: "x",
      headers: null,
      attachments: null,
      kind: "common-test",
      status: i % 10 === 0 ? ("failed" as const) : ("sent" as const),
      attempts: 1,
      lastError: null,
      nextAttemptAt: "2026-02-01T00:00:00.000Z",
      claimedBy: null,
      claimedUntil: null,
      sentAt: null,
      createdAt: `2026-02-01T00:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.000Z`,
    }));
    for (let i = 0; i < common.length; i += 200) {
      await services.db
        .insertInto("emailOutbox")
        .values(common.slice(i, i + 200))
        .execute();
    }
    const newest = (keep: (m: (typeof common)[number]) => boolean) =>
      common
        .filter(keep)
        .sort(newestFirst)
        .map((m) => m.id);
    const page = await listOutbox(services.db, { ...ALL, recipient: "COMMONPLACE" }, undefined, 26);
    expect(page.map((m) => m.id)).toEqual(newest(() => true).slice(0, 26));
    expect(await countOutbox(services.db, { ...ALL, recipient: "commonplace" })).toBe(
      COUNT_CAP + 1,
    );
    const failed = { ...ALL, status: "failed" as const, recipient: "commonplace" };
    expect((await allPages(failed, 25)).map((m) => m.id)).toEqual(
      newest((m) => m.status === "failed"),
    );
    // A rare text in the same addresses: the index's few rows.
    expect((await allPages({ ...ALL, recipient: "learner1007@" })).map((m) => m.id)).toEqual(
      newest((m) => m.to.startsWith("learner1007@")),
    );
  });

  it("resends a failed mail: queued, due now, attempts kept, audited, and sent again", async () => {
    const failed = await mail({
      status: "failed",
      attempts: 4,
      sentAt: null,
      lastError: "550 no such mailbox",
      nextAttemptAt: "2026-01-02T00:00:00.000Z",
      createdAt: new Date().toISOString(),
    });
    const before = Date.now();
    await resendMail(services.db, admin, failed.id);
    const row = (await getOutboxMail(services.db, failed.id))!;
    expect(row.status).toBe("queued");
    expect(row.attempts).toBe(4);
    expect(Date.parse(row.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(row.nextAttemptAt)).toBeLessThanOrEqual(Date.now());

    const audit = await services.db
      .selectFrom("auditLog")
      .selectAll()
      .where("entity", "=", "email")
      .where("entityId", "=", failed.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "email.resend",
      actorId: admin.id,
      actorEmail: admin.email,
    });
    expect(JSON.parse(audit[0].detail!)).toEqual({
      before: { status: "failed", nextAttemptAt: "2026-01-02T00:00:00.000Z" },
      after: { status: "queued", nextAttemptAt: row.nextAttemptAt },
    });

    // The worker claims it like any due mail and sends it.
    const sent: string[] = [];
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      // A delivering transport: the log transport would keep it ("kept"), not send it.
      transport: { name: "smtp", send: async (m) => void sent.push(m.id), close() {} },
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(sent).toContain(failed.id);
    const after = (await getOutboxMail(services.db, failed.id))!;
    expect(after).toMatchObject({ status: "sent", attempts: 5, lastError: null });
  });

  it("refuses to resend a mail that is not failed, and changes nothing", async () => {
    for (const status of ["queued", "sending", "sent"] as const) {
      const row = await mail({ status, nextAttemptAt: "2099-01-01T00:00:00.000Z" });
      const refusal = await resendMail(services.db, admin, row.id).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AdminRefusal);
      expect((refusal as AdminRefusal).status).toBe(409);
      expect((refusal as AdminRefusal).message).toContain(`this one is ${status}`);
      const now = (await getOutboxMail(services.db, row.id))!;
      expect(now.status).toBe(status);
      expect(now.nextAttemptAt).toBe("2099-01-01T00:00:00.000Z");
      const audits = await services.db
        .selectFrom("auditLog")
        .select("id")
        .where("entityId", "=", row.id)
        .execute();
      expect(audits).toHaveLength(0);
    }
    // A queued mail not yet due stays unclaimed: refusing did not make it due.
    const claimed = await claimDueMails(services.db, services.dialect, "w-test");
    expect(claimed.map((m) => m.nextAttemptAt)).not.toContain("2099-01-01T00:00:00.000Z");
  });

  it("answers 404 for a mail that does not exist", async () => {
    const refusal = await resendMail(services.db, admin, randomUUID()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AdminRefusal);
    expect((refusal as AdminRefusal).status).toBe(404);
  });

  it("of two admins resending at once, exactly one wins", async () => {
    const row = await mail({ status: "failed", sentAt: null });
    const results = await Promise.allSettled([
      resendMail(services.db, admin, row.id),
      resendMail(services.db, { id: "admin-2", email: "two@example.com" }, row.id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const audits = await services.db
      .selectFrom("auditLog")
      .select("id")
      .where("entityId", "=", row.id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it("claims due mail oldest first: a lapsed claim and a queued mail whose time has come, nothing else", async () => {
    // Mail the other tests left due is claimed out of the way first.
    while ((await claimDueMails(services.db, services.dialect, "w-earlier", 100)).length > 0);
    const past = "2026-01-02T00:00:00.000Z";
    const future = "2099-01-01T00:00:00.000Z";
    const queued = (createdAt: string, nextAttemptAt: string) =>
      mail({ status: "queued", sentAt: null, nextAttemptAt, createdAt });
    const claimed = (createdAt: string, claimedUntil: string, claimedBy = "gone") =>
      mail({ status: "sending", sentAt: null, claimedBy, claimedUntil, createdAt });
    const due = await queued("2026-01-05T00:00:00.000Z", past);
    const lapsed = await claimed("2026-01-04T00:00:00.000Z", past);
    const later = await queued("2026-01-01T00:00:00.000Z", future);
    const held = await claimed("2026-01-01T00:00:00.000Z", future, "alive");
    const newest = await queued("2026-01-06T00:00:00.000Z", past);
    await mail({ status: "failed", sentAt: null, nextAttemptAt: past });
    await mail({ status: "kept", nextAttemptAt: past });

    // Two at a time, oldest first, across both kinds of due mail.
    const first = await claimDueMails(services.db, services.dialect, "w-order", 2);
    // (Which two: the claim's own answer comes in no particular order.)
    expect(first.map((m) => m.id).sort()).toEqual([lapsed.id, due.id].sort());
    expect(first.every((m) => m.status === "sending" && m.claimedBy === "w-order")).toBe(true);
    const second = await claimDueMails(services.db, services.dialect, "w-order", 2);
    expect(second.map((m) => m.id)).toEqual([newest.id]);
    expect(await claimDueMails(services.db, services.dialect, "w-order", 2)).toEqual([]);
    for (const waiting of [later, held])
      expect((await getOutboxMail(services.db, waiting.id))!.status).toBe(waiting.status);

    // Both kinds due at once, interleaved and tied on their creation time: each claim takes
    // the oldest by (creation time, id), whichever kind they are.
    const times = ["2026-02-01T00:00:00.000Z", "2026-02-02T00:00:00.000Z"];
    const mixed: EmailOutboxTable[] = [];
    for (let i = 0; i < 6; i++) {
      const createdAt = times[i % 4 < 2 ? 0 : 1];
      mixed.push(i % 2 === 0 ? await queued(createdAt, past) : await claimed(createdAt, past));
    }
    const expected = mixed
      .map((m) => [m.createdAt, m.id] as const)
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
      .map(([, id]) => id);
    const taken: string[] = [];
    for (let round = 0; round < 3; round++) {
      const batch = await claimDueMails(services.db, services.dialect, "w-mixed", 4);
      taken.push(
        ...batch.map((m) => m.id).sort((a, b) => expected.indexOf(a) - expected.indexOf(b)),
      );
    }
    expect(taken).toEqual(expected);
  });

  if (engine === "sqlite") {
    it("finds due mail in each status's range of the outbox, never walking the whole of it", async () => {
      // Due mail is rare and the newest: walked in creation order, the outbox's 52,000 rows at
      // docs/admin.md's volume were read every 5 seconds (writes.ts dueOnSqlite).
      // The planner's figures for an outbox of 50,000 mails, most delivered: those the server
      // itself wrote at docs/admin.md's volume (app/.server/platform/db/connect.ts keeps them).
      // With these, the one `or` was a walk of the whole outbox in creation order. Forgotten
      // again after the test, so that the file's later plans do not depend on this one.
      await sql`analyze`.execute(services.db);
      await sql`delete from sqlite_stat1 where tbl = 'emailOutbox'`.execute(services.db);
      await sql`delete from sqlite_stat4`.execute(services.db); // as the server keeps it
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values
        ('emailOutbox', 'emailOutbox_kind_list', '50000 7143 1 1 1'),
        ('emailOutbox', 'emailOutbox_status_list', '50000 25000 1 1 1'),
        ('emailOutbox', 'emailOutbox_createdAt', '50000 1 1'),
        ('emailOutbox', 'emailOutbox_due', '50000 25000 1')`.execute(services.db);
      await sql`analyze sqlite_schema`.execute(services.db);
      try {
        const nodes: RootOperationNode[] = [];
        const spy = services.db.withPlugin({
          transformQuery: (args) => (nodes.push(args.node), args.node),
          transformResult: async (args) => args.result,
        });
        await claimDueMails(spy, services.dialect, "w-plan");
        const claim = services.db.getExecutor().compileQuery(nodes[0], createQueryId());
        const { rows } = await services.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${claim.sql}`, [...claim.parameters]),
        );
        const plan = rows.map((r) => r.detail).join("\n");
        expect(plan).toMatch(
          /SEARCH emailOutbox USING INDEX emailOutbox_(status_list|due) \(status=\?/,
        );
        expect(plan).not.toMatch(/SCAN emailOutbox\b/);
      } finally {
        await sql`delete from sqlite_stat1 where tbl = 'emailOutbox'`.execute(services.db);
        await sql`analyze sqlite_schema`.execute(services.db);
      }
    });

    it("picks each page's ids from one covering index, never walking the table", async () => {
      const plans: [OutboxFilter, RegExp][] = [
        [ALL, /COVERING INDEX emailOutbox_createdAt\b/],
        [{ ...ALL, status: "failed" }, /COVERING INDEX emailOutbox_status_list\b/],
        [{ ...ALL, kind: "contact-ack" }, /COVERING INDEX emailOutbox_kind_list\b/],
        [
          { ...ALL, status: "sent", kind: "rare" },
          /COVERING INDEX emailOutbox_(status|kind)_list\b/,
        ],
        // The search's trigram index hands over its rowids.
        [{ ...ALL, recipient: "asha" }, /emailOutbox_search VIRTUAL TABLE INDEX/],
      ];
      for (const [filter, index] of plans) {
        const nodes: RootOperationNode[] = [];
        const spy = services.db.withPlugin({
          transformQuery: (args) => (nodes.push(args.node), args.node),
          transformResult: async (args) => args.result,
        });
        await listOutbox(spy, filter, undefined, 26);
        const list = services.db.getExecutor().compileQuery(nodes[0], createQueryId());
        const { rows } = await services.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${list.sql}`, [...list.parameters]),
        );
        const plan = rows.map((r) => r.detail).join("\n");
        expect(plan, JSON.stringify(filter)).toMatch(index);
        expect(plan).not.toMatch(/^SCAN emailOutbox$/m); // a walk of the table itself
      }
    });
  }
});
