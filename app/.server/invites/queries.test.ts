import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../platform/types";
import {
  countPendingInvites,
  findOpenInvite,
  hashInviteToken,
  listPendingInvites,
} from "./queries";
import { claimInvite, createInvite, releaseInvite, revokeInvite } from "./writes";

const DAY = 24 * 3_600_000;

describe.each(engines)("admin invitations on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let adminId: string;
  let counter = 0;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    adminId = await newUser("admin");
  });
  afterAll(async () => cleanup());

  async function newUser(role: "admin" | "user") {
    counter += 1;
    const res = await services.auth.api.signUpEmail({
      body: { email: `staff${counter}@example.com`, password: "correct horse 1", name: "Staff" },
    });
    await services.db.updateTable("user").set({ role }).where("id", "=", res.user.id).execute();
    return res.user.id;
  }

  const invite = (email: string, now?: Date, invitedBy = adminId) =>
    createInvite(services.db, { id: randomUUID(), email, invitedBy }, now);

  it("stores only the token's SHA-256 and opens for 7 days", async () => {
    const now = new Date();
    const { invite: row, token } = await invite("new1@example.com", now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    const stored = await services.db
      .selectFrom("adminInvite")
      .selectAll()
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashInviteToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(new Date(stored.expiresAt).getTime() - now.getTime()).toBe(7 * DAY);
    expect(stored.usedAt).toBeNull();
    expect(await findOpenInvite(services.db, token)).toMatchObject({ email: "new1@example.com" });
    expect(await findOpenInvite(services.db, `${token}x`)).toBeUndefined();
    expect(await findOpenInvite(services.db, "")).toBeUndefined();
    const pending = await listPendingInvites(services.db);
    expect(pending.find((p) => p.id === row.id)).toMatchObject({
      email: "new1@example.com",
      inviterName: "Staff",
      inviterIsAdmin: true,
    });
  });

  it("replaces an address's earlier pending invitation", async () => {
    const first = await invite("again@example.com");
    const second = await invite("again@example.com");
    expect(second.replaced).toBe(1);
    expect(await findOpenInvite(services.db, first.token)).toBeUndefined();
    expect(await findOpenInvite(services.db, second.token)).toBeDefined();
    const rows = (await listPendingInvites(services.db)).filter(
      (p) => p.email === "again@example.com",
    );
    expect(rows.map((r) => r.id)).toEqual([second.invite.id]);
  });

  it("revokes a pending invitation once, and never a used one", async () => {
    const { invite: row, token } = await invite("revoked@example.com");
    const before = await countPendingInvites(services.db);
    expect(await revokeInvite(services.db, row.id)).toMatchObject({ email: "revoked@example.com" });
    expect(await revokeInvite(services.db, row.id)).toBeUndefined();
    expect(await findOpenInvite(services.db, token)).toBeUndefined();
    expect(await claimInvite(services.db, token)).toBeUndefined();
    expect(await countPendingInvites(services.db)).toBe(before - 1);

    const used = await invite("used@example.com");
    expect(await claimInvite(services.db, used.token)).toBeDefined();
    expect(await revokeInvite(services.db, used.invite.id)).toBeUndefined();
  });

  it("expires after 7 days: not open, not claimable, not listed", async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    const old = await invite("late@example.com", eightDaysAgo);
    expect(await findOpenInvite(services.db, old.token)).toBeUndefined();
    expect(await claimInvite(services.db, old.token)).toBeUndefined();
    expect((await listPendingInvites(services.db)).some((p) => p.id === old.invite.id)).toBe(false);
    // Six days old still works.
    const recent = await invite("recent@example.com", new Date(Date.now() - 6 * DAY));
    expect(await findOpenInvite(services.db, recent.token)).toBeDefined();
  });

  it("stops working when its inviter is no longer an admin", async () => {
    const formerAdmin = await newUser("admin");
    const { token, invite: row } = await invite("orphan@example.com", undefined, formerAdmin);
    expect(await findOpenInvite(services.db, token)).toBeDefined();
    await services.db
      .updateTable("user")
      .set({ role: "user" })
      .where("id", "=", formerAdmin)
      .execute();
    expect(await findOpenInvite(services.db, token)).toBeUndefined();
    expect(await claimInvite(services.db, token)).toBeUndefined();
    const listed = (await listPendingInvites(services.db)).find((p) => p.id === row.id);
    expect(listed?.inviterIsAdmin).toBe(false);
  });

  it("is claimed exactly once by concurrent claims, and a release reopens only its own claim", async () => {
    const { token, invite: row } = await invite("race@example.com");
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => claimInvite(services.db, token)));
    const winners = claims.filter((c) => c !== undefined);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ id: row.id, email: "race@example.com" });
    expect(await findOpenInvite(services.db, token)).toBeUndefined();

    await releaseInvite(services.db, row.id, "2000-01-01T00:00:00.000Z"); // not this claim
    expect(await findOpenInvite(services.db, token)).toBeUndefined();
    await releaseInvite(services.db, row.id, winners[0]!.usedAt);
    expect(await findOpenInvite(services.db, token)).toBeDefined();
  });

  it("gives exactly one of two truly concurrent claims the invitation", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token } = await invite(`pair${round}@example.com`);
      const [a, b] = await Promise.all([
        claimInvite(services.db, token),
        claimInvite(services.db, token),
      ]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
    }
  });
});
