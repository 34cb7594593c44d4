import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { seedContent } from "../seed";
import type { AppServices } from "../services";
import { deleteAccount } from "./account-deletion";
import { deleteUser } from "./admin-user-changes";
import { enroll } from "./enrollments";

// An admin deleting an account (docs/admin.md §5) must anonymise exactly as the learner's own
// deletion does. Two accounts with the same records are deleted, one each way, and what is
// left of them is compared row by row.
describe.each(engines)("admin deletion is the learner's own deletion on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseId: string;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    courseId = (await services.db.selectFrom("course").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => cleanup());

  const SLOT = new Date(Date.UTC(2031, 5, 1, 10)).toISOString();

  /** An account with a session, a password, a reset token, an enrolment, bookings, messages. */
  async function accountWithRecords(email: string) {
    const res = await services.auth.api.signUpEmail({
      body: {
        email,
        password: "correct horse 1",
        name: "Asha Rao",
        accountType: "parent",
        phone: "+91 98765 43210",
      },
    });
    const id = res.user.id;
    const { db } = services;
    await db
      .updateTable("user")
      .set({ emailVerified: engine === "postgres" ? true : 1 })
      .where("id", "=", id)
      .execute();
    await enroll(db, id, courseId);
    const now = new Date().toISOString();
    await db
      .insertInto("verification")
      // Better Auth's table has timestamps our schema type leaves out.
      .values({
        id: randomUUID(),
        identifier: `reset-password:${id}`,
        value: id,
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    const booking = (userId: string | null, start: string) => ({
      id: randomUUID(),
      contactName: "Asha Rao",
      email,
      emailKey: email.toLowerCase(),
      phone: "+91 98765 43210",
      accountType: "parent" as const,
      learnerName: "Kabir",
      grade: "Grade 4",
      board: "CBSE",
      goal: "Confidence",
      subject: "Spanish",
      courseSlug: null,
      requestedStart: start,
      timeZone: "Asia/Kolkata",
      notes: "Mornings are best",
      status: "confirmed" as const,
      scheduledStart: start,
      meetingLink: "https://meet.example.com/abc",
      userId,
      createdAt: now,
      updatedAt: now,
    });
    await db
      .insertInto("demoBooking")
      .values([
        booking(id, SLOT),
        booking(null, new Date(Date.parse(SLOT) + 3_600_000).toISOString()),
      ])
      .execute();
    await db
      .insertInto("contactMessage")
      .values({
        id: randomUUID(),
        name: "Asha Rao",
        email: email.toUpperCase(),
        message: "Do you teach IB French?",
        feedback: "Lovely site",
        status: "replied",
        userId: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return { id, email };
  }

  /** What is left of an account's records, with its own ids and addresses taken out. */
  async function remains(
    account: { id: string; email: string },
    bookingIds: string[],
    messageIds: string[],
  ) {
    const { db } = services;
    const count = async (table: "session" | "account" | "enrollment", column: "userId") =>
      (await db.selectFrom(table).select("id").where(column, "=", account.id).execute()).length;
    const bookings = await db
      .selectFrom("demoBooking")
      .selectAll()
      .where("id", "in", bookingIds)
      .orderBy("requestedStart")
      .execute();
    const messages = await db
      .selectFrom("contactMessage")
      .selectAll()
      .where("id", "in", messageIds)
      .execute();
    return {
      user: (await db.selectFrom("user").select("id").where("id", "=", account.id).execute())
        .length,
      sessions: await count("session", "userId"),
      accounts: await count("account", "userId"),
      enrollments: await count("enrollment", "userId"),
      verifications: (
        await db.selectFrom("verification").select("id").where("value", "=", account.id).execute()
      ).length,
      bookings: bookings.map(({ id, emailKey, createdAt: _c, updatedAt: _u, ...rest }) => ({
        ...rest,
        emailKey: emailKey === `deleted:${id}` ? "deleted:<own id>" : emailKey,
      })),
      messages: messages.map(({ id: _i, createdAt: _c, updatedAt: _u, ...rest }) => rest),
    };
  }

  async function idsOf(email: string) {
    const key = email.toLowerCase();
    const bookings = await services.db
      .selectFrom("demoBooking")
      .select("id")
      .where("emailKey", "=", key)
      .execute();
    const messages = await services.db
      .selectFrom("contactMessage")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", key))
      .execute();
    return { bookings: bookings.map((b) => b.id), messages: messages.map((m) => m.id) };
  }

  it("leaves the same rows behind, blanked the same way, and audits without the person's details", async () => {
    const own = await accountWithRecords("own.deletion@example.com");
    const byAdmin = await accountWithRecords("admin.deletion@example.com");
    const ownIds = await idsOf(own.email);
    const adminIds = await idsOf(byAdmin.email);
    expect(ownIds.bookings).toHaveLength(2);
    expect(ownIds.messages).toHaveLength(1);

    const adminRes = await services.auth.api.signUpEmail({
      body: { email: "the.admin@example.com", password: "correct horse 1", name: "The Admin" },
    });
    await services.db
      .updateTable("user")
      .set({ role: "admin" })
      .where("id", "=", adminRes.user.id)
      .execute();
    const admin = { id: adminRes.user.id, email: "the.admin@example.com" };

    const ownSummary = await deleteAccount(services.db, own.id);
    const adminSummary = await deleteUser(services.db, admin, { userId: byAdmin.id, version: 1 });
    expect(adminSummary).toEqual(ownSummary);
    expect(adminSummary).toEqual({
      enrollments: 1,
      sessions: 1,
      bookingsAnonymised: 2,
      messagesAnonymised: 1,
    });

    const left = await remains(own, ownIds.bookings, ownIds.messages);
    expect(await remains(byAdmin, adminIds.bookings, adminIds.messages)).toEqual(left);
    // And what that is: nothing of the account, bookings and messages without a person.
    expect(left).toMatchObject({
      user: 0,
      sessions: 0,
      accounts: 0,
      enrollments: 0,
      verifications: 0,
    });
    expect(left.bookings[0]).toMatchObject({
      contactName: "",
      email: "",
      emailKey: "deleted:<own id>",
      phone: "",
      learnerName: null,
      goal: null,
      notes: null,
      meetingLink: null,
      userId: null,
      subject: "Spanish",
      status: "confirmed",
    });
    expect(left.messages[0]).toMatchObject({
      name: "",
      email: "",
      message: "",
      feedback: null,
      userId: null,
    });

    const [audit] = await services.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "user.delete")
      .where("entityId", "=", byAdmin.id)
      .execute();
    expect(audit.actorId).toBe(admin.id);
    expect(audit.detail).not.toContain("Asha");
    expect(audit.detail).not.toContain("admin.deletion@");
    expect(JSON.parse(audit.detail!).after).toMatchObject({ deleted: true, bookingsAnonymised: 2 });
  });
});
