import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { inviteAdmin, revokeAdminInvite } from "./actions";
import { AdminRefusal } from "../kit/write";
import { acceptInvite } from "./accept";
import { findOpenInvite } from "./queries";
import type { AppServices } from "../platform/types";

describe.each(engines)("inviting an admin on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let admin: { id: string; email: string; name: string };

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const res = await services.auth.api.signUpEmail({
      body: { email: "boss@example.com", password: "correct horse 1", name: "Boss Admin" },
    });
    await services.db
      .updateTable("user")
      .set({ role: "admin" })
      .where("id", "=", res.user.id)
      .execute();
    admin = { id: res.user.id, email: res.user.email, name: "Boss Admin" };
  });
  afterAll(async () => cleanup());

  /** Sends an invitation and reads its token back from the queued mail, as the invitee would. */
  async function invited(email: string): Promise<string> {
    const outcome = await inviteAdmin(services, admin, email);
    expect(outcome.kind).toBe("sent");
    const mail = await services.db
      .selectFrom("emailOutbox")
      .select(["text", "html", "subject"])
      .where("to", "=", email)
      .where("kind", "=", "admin-invite")
      .orderBy("createdAt", "desc")
      .executeTakeFirstOrThrow();
    const link = /http:\/\/localhost:3999\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    expect(mail.text).toContain("Boss Admin");
    return link![1];
  }

  const post = () =>
    new Request("http://localhost:3999/invite", {
      method: "POST",
      headers: { origin: "http://localhost:3999" },
    });

  it("queues the link and audits the invitation without its token", async () => {
    const token = await invited("newadmin@example.com");
    const audit = await services.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "invite.create")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actorId: admin.id, entity: "invite" });
    expect(audit.detail).toContain("newadmin@example.com");
    expect(JSON.stringify(audit)).not.toContain(token);
    const row = await services.db
      .selectFrom("adminInvite")
      .select("tokenHash")
      .where("email", "=", "newadmin@example.com")
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toBe(token);
  });

  it("refuses addresses that already have an account, saying which kind", async () => {
    expect(await inviteAdmin(services, admin, "boss@example.com")).toMatchObject({
      kind: "existing",
      isAdmin: true,
      userId: admin.id,
    });
    const learner = await services.auth.api.signUpEmail({
      body: { email: "learner@example.com", password: "correct horse 1", name: "Lea Learner" },
    });
    expect(await inviteAdmin(services, admin, "learner@example.com")).toMatchObject({
      kind: "existing",
      isAdmin: false,
      userId: learner.user.id,
    });
    const invites = await services.db
      .selectFrom("adminInvite")
      .select("id")
      .where("email", "in", ["boss@example.com", "learner@example.com"])
      .execute();
    expect(invites).toHaveLength(0);
  });

  it("creates one admin from two concurrent posts of the same link; the other reads as invalid", async () => {
    const token = await invited("racer@example.com");
    const outcomes = await Promise.all(
      ["First Racer", "Second Racer"].map((name) =>
        acceptInvite(services, post(), { token, name, password: "a-long-password" }),
      ),
    );
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["created", "invalid"]);
    const created = outcomes.find((o) => o.kind === "created");
    expect(created?.kind === "created" && created.response.headers.getSetCookie().join()).toMatch(
      /session_token=/,
    );
    const users = await services.db
      .selectFrom("user")
      .select(["role", "email"])
      .where("email", "=", "racer@example.com")
      .execute();
    expect(users).toEqual([{ role: "admin", email: "racer@example.com" }]);
    const audit = await services.db
      .selectFrom("auditLog")
      .select("detail")
      .where("action", "=", "invite.accept")
      .execute();
    expect(audit).toHaveLength(1);
    expect(
      await acceptInvite(services, post(), { token, name: "Late", password: "xxxxxxxx" }),
    ).toEqual({ kind: "invalid" });
  });

  it("keeps the invitation open when Better Auth refuses the sign-up", async () => {
    const token = await invited("retry@example.com");
    const refused = await acceptInvite(services, post(), {
      token,
      name: "Re Try",
      password: "x".repeat(129),
    });
    expect(refused).toMatchObject({ kind: "refused", field: "password" });
    expect(await findOpenInvite(services.db, token)).toBeDefined();
    const ok = await acceptInvite(services, post(), {
      token,
      name: "Re Try",
      password: "a-long-password",
    });
    expect(ok.kind).toBe("created");
  });

  it("a revoked invitation's link no longer creates an account; revoking twice is refused", async () => {
    const token = await invited("withdrawn@example.com");
    const row = await findOpenInvite(services.db, token);
    await revokeAdminInvite(services, admin, row!.id);
    await expect(revokeAdminInvite(services, admin, row!.id)).rejects.toBeInstanceOf(AdminRefusal);
    expect(
      await acceptInvite(services, post(), { token, name: "Wi Thdrawn", password: "a-long-pass" }),
    ).toEqual({ kind: "invalid" });
    const users = await services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "withdrawn@example.com")
      .execute();
    expect(users).toHaveLength(0);
    const audit = await services.db
      .selectFrom("auditLog")
      .select(["detail", "entityId"])
      .where("action", "=", "invite.revoke")
      .execute();
    expect(audit).toEqual([expect.objectContaining({ entityId: row!.id })]);
  });
  it("invites a teacher: the mail says so, and the account made from it is a teacher's", async () => {
    const outcome = await inviteAdmin(services, admin, "new.teacher@example.com", "teacher");
    expect(outcome.kind).toBe("sent");
    const mail = await services.db
      .selectFrom("emailOutbox")
      .select(["text", "subject"])
      .where("to", "=", "new.teacher@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/invited to teach/);
    expect(mail.text).toContain("Create my teacher account");
    const token = /invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(await findOpenInvite(services.db, token)).toMatchObject({ role: "teacher" });
    const created = await acceptInvite(services, post(), {
      token,
      name: "Nia Teacher",
      password: "a-long-password",
    });
    expect(created).toMatchObject({ kind: "created", role: "teacher" });
    const user = await services.db
      .selectFrom("user")
      .select(["id", "role"])
      .where("email", "=", "new.teacher@example.com")
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("teacher");
    const audit = await services.db
      .selectFrom("auditLog")
      .select("detail")
      .where("action", "=", "invite.accept")
      .where("entityId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(String(audit.detail)).toContain('"teacher"');
    // Inviting them again as a teacher says they are one; as an admin, to change the role.
    expect(await inviteAdmin(services, admin, "new.teacher@example.com", "teacher")).toMatchObject({
      kind: "existing",
      role: "teacher",
    });
  });
});
