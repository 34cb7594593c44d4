import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { readListQuery } from "~/lib/admin/list-query";
import { subscriberListQuery } from "~/lib/admin/subscribers";
import { AdminRefusal, CONFLICT_MESSAGE } from "../kit/write";
import type { AppServices } from "../platform/types";
import { COMMON_TEXT } from "../kit/search";
import * as subscriberCounts from "../../../db/migrations/2026-11-27-08-subscriber-counts";
import { countByStatus, getSubscriber, listSubscribers, subscriberBatch } from "./queries-admin";
import { resendConfirmation, unsubscribeSubscriber } from "./writes-admin";
import { confirmSubscription, requestSubscription, unsubscribe } from "./writes";

const actor = { id: "admin-1", email: "ada@example.com" };

describe.each(engines)("newsletter subscribers in the admin panel on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  // Each test's subscribers share a tag in their address, so a search finds only them.
  const tag = () => `t${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  /** A subscriber's row as the product writes it, subscribed (and confirmed or left) `at`. */
  function subscriberRow(email: string, status: string, at: string) {
    return {
      id: randomUUID(),
      email,
      emailKey: email.toLowerCase(),
      status: status as "pending",
      confirmToken: randomUUID(),
      unsubscribeToken: randomUUID(),
      createdAt: at,
      confirmedAt: status === "pending" ? null : at,
      unsubscribedAt: status === "unsubscribed" ? at : null,
    };
  }

  const minutesBefore = (minutes: number) =>
    new Date(Date.UTC(2026, 10, 1) - minutes * 60_000).toISOString();

  async function store(email: string, status: string, minutesAgo: number) {
    const row = subscriberRow(email, status, minutesBefore(minutesAgo));
    await services.db.insertInto("newsletterSubscriber").values(row).execute();
    return row.id;
  }

  /** A subscriber who used the public form (and confirmed, when asked). */
  async function subscribe(email: string, confirm = false) {
    await requestSubscription(services.db, services.config, email);
    const row = await services.db
      .selectFrom("newsletterSubscriber")
      .select(["id", "confirmToken", "unsubscribeToken", "version"])
      .where("emailKey", "=", email.toLowerCase())
      .executeTakeFirstOrThrow();
    if (confirm) await confirmSubscription(services.db, services.config, row.confirmToken);
    return row;
  }

  const list = (search: string) =>
    listSubscribers(services.db, readListQuery(subscriberListQuery, `http://x/?${search}`));
  const mailsTo = (to: string) =>
    services.db
      .selectFrom("emailOutbox")
      .select(["id", "kind", "html", "headers"])
      .where("to", "=", to)
      .orderBy("createdAt")
      .execute();
  const auditsOf = (id: string) =>
    services.db
      .selectFrom("auditLog")
      .select(["action", "actorEmail", "detail"])
      .where("entity", "=", "subscriber")
      .where("entityId", "=", id)
      .orderBy("createdAt")
      .execute();
  const rowOf = (id: string) =>
    services.db
      .selectFrom("newsletterSubscriber")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error("expected a refusal");
      },
      (e: unknown) => e as AdminRefusal,
    );

  it("filters by status, searches by address, counts per status and sorts", async () => {
    const t = tag();
    await store(`b.${t}@example.com`, "pending", 30);
    await store(`A.${t}@example.com`, "active", 20);
    await store(`c.${t}@example.com`, "active", 10);
    await store(`d.${t}@example.com`, "unsubscribed", 5);
    await store(`someone.else@example.org`, "active", 1);

    const all = await list(`q=${t}`);
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ all: 4, pending: 1, active: 2, unsubscribed: 1 });
    // Newest first by default.
    expect(all.rows.map((r) => r.email[0])).toEqual(["d", "c", "A", "b"]);

    const active = await list(`q=${t}&status=active`);
    expect(active.total).toBe(2);
    expect(active.counts).toEqual(all.counts);
    expect(active.rows.map((r) => r.status)).toEqual(["active", "active"]);

    // Case-insensitive search, and e-mail order as people read it.
    const byEmail = await list(`q=${t.toUpperCase()}&sort=email&dir=asc`);
    expect(byEmail.rows.map((r) => r.email[0])).toEqual(["A", "b", "c", "d"]);
    const oldest = await list(`q=${t}&sort=subscribed&dir=asc&status=`);
    expect(oldest.rows.map((r) => r.email[0])).toEqual(["b", "A", "c", "d"]);

    // A search's own % and _ are literal; nothing matches.
    expect((await list(`q=${t}%25`)).total).toBe(0);
    expect((await list(`q=${t}&status=bogus`)).total).toBe(4);

    const { counts: everyone, capped } = await countByStatus(services.db, "");
    expect(capped).toBe(false);
    expect(everyone.all).toBe(everyone.pending + everyone.active + everyone.unsubscribed);
    expect(everyone.all).toBeGreaterThanOrEqual(5);
  });

  // The counts without a search are the database's own (db/migrations/2026-11-27-08-subscriber-
  // counts.ts): whatever changes a subscriber, they must stay what counting every row says.
  async function counted() {
    const rows = await services.db
      .selectFrom("newsletterSubscriber")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("status")
      .execute();
    const counts = { all: 0, pending: 0, active: 0, unsubscribed: 0 };
    for (const r of rows) {
      counts[r.status] = Number(r.n);
      counts.all += Number(r.n);
    }
    return counts;
  }
  const expectExact = async () =>
    expect((await countByStatus(services.db, "")).counts).toEqual(await counted());

  it("keeps the tabs' counts without a search equal to the subscribers, through every change", async () => {
    const t = tag();
    await expectExact();
    // The public form, its confirmation and its unsubscribe link; an admin's unsubscribe.
    const first = await subscribe(`one.${t}@example.com`, true);
    const second = await subscribe(`two.${t}@example.com`);
    await expectExact();
    expect(await unsubscribe(services.db, first.unsubscribeToken)).toBe(true);
    await unsubscribeSubscriber(services.db, actor, { id: second.id, version: second.version });
    await expectExact();
    // Written directly: several rows at once, a change to the same status, deletions.
    const ids = await Promise.all(
      ["pending", "active", "active", "unsubscribed"].map((s, i) =>
        store(`raw${i}.${t}@example.com`, s, i),
      ),
    );
    await services.db
      .updateTable("newsletterSubscriber")
      .set({ status: "active" })
      .where("id", "in", ids.slice(0, 2))
      .execute();
    await expectExact();
    await services.db.deleteFrom("newsletterSubscriber").where("id", "in", ids.slice(1)).execute();
    await expectExact();
    // A write rolled back leaves them as they were.
    const before = (await countByStatus(services.db, "")).counts;
    await expect(
      services.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("newsletterSubscriber")
          .set({ status: "unsubscribed" })
          .where("id", "=", ids[0])
          .execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await countByStatus(services.db, "")).counts).toEqual(before);
    await expectExact();
  });

  it("keeps them exact when statements of many subscribers each run side by side", async () => {
    const t = tag();
    const statuses = ["pending", "active", "unsubscribed"] as const;
    // Each statement's rows start on a different status, then each statement moves its rows:
    // PostgreSQL must take the counts' rows in one order whatever the rows' order, or two such
    // statements deadlock (row triggers did in every run of this test, and about once in 60 of
    // the volume seed's rounds of two 1,000-row inserts side by side).
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 30 }, (_, i) =>
        subscriberRow(`many${b}-${i}.${t}@example.com`, statuses[(b + i) % 3], minutesBefore(i)),
      ),
    );
    await Promise.all(
      batches.map((rows) => services.db.insertInto("newsletterSubscriber").values(rows).execute()),
    );
    await expectExact();
    await Promise.all(
      batches.map((rows, b) =>
        services.db
          .updateTable("newsletterSubscriber")
          .set({ status: statuses[(b + 1) % 3] })
          .where(
            "id",
            "in",
            rows.map((r) => r.id),
          )
          .execute(),
      ),
    );
    await expectExact();
    await Promise.all(
      batches.map((rows) =>
        services.db
          .deleteFrom("newsletterSubscriber")
          .where(
            "id",
            "in",
            rows.slice(0, 10).map((r) => r.id),
          )
          .execute(),
      ),
    );
    await expectExact();
  });

  it("counts the subscribers already there when the migration runs", async () => {
    const t = tag();
    await store(`before.${t}@example.com`, "active", 1);
    // The migration again on this database, as on one that had subscribers before it.
    await services.db.transaction().execute(async (trx) => {
      await subscriberCounts.down(trx);
      await trx
        .insertInto("newsletterSubscriber")
        .values(subscriberRow(`between.${t}@example.com`, "pending", new Date().toISOString()))
        .execute();
      await subscriberCounts.up(trx);
    });
    await expectExact();
    await store(`after.${t}@example.com`, "unsubscribed", 1);
    await expectExact();
  });

  it("counts a very common search no further than 1,000 and one per status", async () => {
    const t = tag();
    const rows = Array.from({ length: COMMON_TEXT + 60 }, (_, i) =>
      subscriberRow(
        `c${i}.${t}@x.org`,
        i < 20 ? "pending" : i < COMMON_TEXT + 40 ? "active" : "unsubscribed",
        new Date(Date.UTC(2026, 9, 1) + i * 1000).toISOString(),
      ),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await services.db
        .insertInto("newsletterSubscriber")
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const common = await countByStatus(services.db, t);
    expect(common.capped).toBe(true);
    expect(common.counts).toEqual({
      pending: 20,
      active: COMMON_TEXT + 1,
      unsubscribed: 20,
      all: COMMON_TEXT + 41,
    });
    // The page and its total say the same; a rarer text is counted exactly.
    const page = await list(`q=${t}&status=active&sort=email&dir=asc`);
    expect(page.capped).toBe(true);
    expect(page.total).toBe(COMMON_TEXT + 1);
    expect(page.rows).toHaveLength(25);
    const rare = await countByStatus(services.db, `c1.${t}`);
    expect(rare).toEqual({
      counts: { pending: 1, active: 0, unsubscribed: 0, all: 1 },
      capped: false,
    });
  });

  it("pages by offset with the total under the filter", async () => {
    const t = tag();
    for (let i = 0; i < 30; i++)
      await store(`p${String(i).padStart(2, "0")}.${t}@x.org`, "active", i);
    const first = await list(`q=${t}&sort=email&dir=asc`);
    const second = await list(`q=${t}&sort=email&dir=asc&page=2`);
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(second.rows.map((r) => r.email.slice(0, 3))).toEqual([
      "p25",
      "p26",
      "p27",
      "p28",
      "p29",
    ]);
  });

  it("exports the filter in (createdAt, id) batches, ties included", async () => {
    const t = tag();
    const ids: string[] = [];
    // Five at the same instant: the keyset must not skip or repeat across a batch boundary.
    for (let i = 0; i < 5; i++) ids.push(await store(`same${i}.${t}@x.org`, "pending", 0));
    await store(`late.${t}@x.org`, "active", -1);
    const seen: string[] = [];
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const batch = await subscriberBatch(services.db, { status: "pending", q: t }, after, 2);
      seen.push(...batch.map((r) => r.id));
      if (batch.length < 2) break;
      after = batch[batch.length - 1];
    }
    expect(seen).toEqual([...ids].sort());
  });

  it("resends the confirmation to a pending subscriber with the same link, once per cooldown", async () => {
    const email = `${tag()}@example.com`;
    const sub = await subscribe(email);
    const start = new Date();
    const mailId = await resendConfirmation(services.db, services.config, actor, {
      id: sub.id,
      version: sub.version,
    });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(["newsletter-confirm", "newsletter-confirm"]);
    expect(mails[1].id).toBe(mailId);
    // The token is reused: the first mail's link still confirms.
    expect(mails[1].html).toContain(`/newsletter/confirm?token=${sub.confirmToken}`);
    expect(mails[0].html).toContain(`/newsletter/confirm?token=${sub.confirmToken}`);
    expect(JSON.parse(mails[1].headers!)).toHaveProperty("List-Unsubscribe-Post");

    const after = await rowOf(sub.id);
    expect(after.status).toBe("pending");
    expect(after.version).toBe(sub.version + 1);
    const audits = await auditsOf(sub.id);
    expect(audits).toHaveLength(1);
    expect(audits[0].action).toBe("subscriber.resend");
    expect(audits[0].actorEmail).toBe(actor.email);
    expect(JSON.parse(audits[0].detail!)).toEqual({
      before: { mail: null },
      after: { mail: mailId },
    });
    expect((await getSubscriber(services.db, sub.id))?.history[0]).toMatchObject({
      action: "subscriber.resend",
      mailId,
    });

    // Again at once (with the fresh version): refused, nothing queued or audited.
    const soon = await refusal(
      resendConfirmation(services.db, services.config, actor, {
        id: sub.id,
        version: after.version,
      }),
    );
    expect(soon).toBeInstanceOf(AdminRefusal);
    expect(soon.message).toMatch(/less than 5 minutes ago\. Try again in 5 minutes\.$/);
    const later = new Date(start.getTime() + 4 * 60_000 + 30_000);
    const almost = await refusal(
      resendConfirmation(
        services.db,
        services.config,
        actor,
        { id: sub.id, version: after.version },
        later,
      ),
    );
    expect(almost.message).toMatch(/Try again in 1 minute\.$/);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await auditsOf(sub.id)).toHaveLength(1);

    // After the cooldown it goes.
    const much = new Date(Date.now() + 6 * 60_000);
    await resendConfirmation(
      services.db,
      services.config,
      actor,
      { id: sub.id, version: after.version },
      much,
    );
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it("refuses a resend to an active or unsubscribed subscriber, and a stale version", async () => {
    const active = await subscribe(`${tag()}@example.com`, true);
    const activeNow = await rowOf(active.id);
    const mailsBefore = (await mailsTo(activeNow.email)).length;
    const r1 = await refusal(
      resendConfirmation(services.db, services.config, actor, {
        id: active.id,
        version: activeNow.version,
      }),
    );
    expect(r1.message).toMatch(/already confirmed/);
    expect(r1.status).toBe(409);
    expect(await mailsTo(activeNow.email)).toHaveLength(mailsBefore);

    const gone = await subscribe(`${tag()}@example.com`);
    await unsubscribe(services.db, gone.unsubscribeToken);
    const r2 = await refusal(
      resendConfirmation(services.db, services.config, actor, { id: gone.id, version: 99 }),
    );
    expect(r2.message).toMatch(/has unsubscribed/);

    // The subscriber confirmed after the admin's page loaded: the version moved with it, and
    // the status check speaks first.
    const pending = await subscribe(`${tag()}@example.com`);
    await confirmSubscription(services.db, services.config, pending.confirmToken);
    expect((await rowOf(pending.id)).version).toBe(pending.version + 1);
    const r3 = await refusal(
      resendConfirmation(services.db, services.config, actor, {
        id: pending.id,
        version: pending.version,
      }),
    );
    expect(r3.message).toMatch(/already confirmed/);

    // A stale version on a still-pending subscriber: the conflict message.
    const other = await subscribe(`${tag()}@example.com`);
    const r4 = await refusal(
      resendConfirmation(services.db, services.config, actor, {
        id: other.id,
        version: other.version + 1,
      }),
    );
    expect(r4.message).toBe(CONFLICT_MESSAGE);
    expect(r4.status).toBe(409);
    for (const id of [active.id, gone.id, pending.id, other.id]) {
      expect(await auditsOf(id)).toEqual([]);
    }

    const missing = await refusal(
      resendConfirmation(services.db, services.config, actor, { id: randomUUID(), version: 1 }),
    );
    expect(missing.status).toBe(404);
  });

  it("unsubscribes an active or pending subscriber, audited, and refuses it twice", async () => {
    const active = await subscribe(`${tag()}@example.com`, true);
    const before = await rowOf(active.id);
    const when = new Date("2026-11-23T10:00:00.000Z");
    await unsubscribeSubscriber(
      services.db,
      actor,
      { id: active.id, version: before.version },
      when,
    );
    const after = await rowOf(active.id);
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribedAt).toBe(when.toISOString());
    expect(after.confirmedAt).toBe(before.confirmedAt);
    expect(after.version).toBe(before.version + 1);
    const audits = await auditsOf(active.id);
    expect(audits.map((a) => a.action)).toEqual(["subscriber.unsubscribe"]);
    expect(JSON.parse(audits[0].detail!)).toEqual({
      before: { status: "active", unsubscribedAt: null },
      after: { status: "unsubscribed", unsubscribedAt: when.toISOString() },
    });

    const twice = await refusal(
      unsubscribeSubscriber(services.db, actor, { id: active.id, version: after.version }),
    );
    expect(twice.message).toBe("This subscriber has already unsubscribed.");
    expect(await auditsOf(active.id)).toHaveLength(1);

    // A pending one's confirm link stops working once unsubscribed.
    const pending = await subscribe(`${tag()}@example.com`);
    await unsubscribeSubscriber(services.db, actor, { id: pending.id, version: pending.version });
    expect(await confirmSubscription(services.db, services.config, pending.confirmToken)).toBe(
      "invalid",
    );
  });

  it("lets exactly one of two admins with the same version unsubscribe", async () => {
    const sub = await subscribe(`${tag()}@example.com`, true);
    const { version } = await rowOf(sub.id);
    const results = await Promise.allSettled([
      unsubscribeSubscriber(services.db, actor, { id: sub.id, version }),
      unsubscribeSubscriber(
        services.db,
        { id: "admin-2", email: "bo@example.com" },
        {
          id: sub.id,
          version,
        },
      ),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AdminRefusal);
    expect(await auditsOf(sub.id)).toHaveLength(1);
  });
});
