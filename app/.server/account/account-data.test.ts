import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { deleteAccount } from "./writes";
import { exportAccountData } from "./queries-export";
import { enroll } from "../enrollments/writes";
import { requestSubscription } from "../newsletter/writes";
import { LastAdminError } from "../users/queries";
import { setRole } from "../users/writes";

describe.each(engines)("account export and deletion on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseId: string;
  let counter = 0;
  let slot = 0;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    courseId = (await services.db.selectFrom("course").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => cleanup());

  async function newUser(name = "Asha Rao") {
    counter += 1;
    const email = `person${counter}@example.com`;
    const res = await services.auth.api.signUpEmail({
      body: {
        email,
        password: "correct horse 1",
        name,
        accountType: "parent",
        phone: "+91 98765 43210",
      },
    });
    return { id: res.user.id, email, token: res.token! };
  }

  async function addBooking(email: string, userId: string | null) {
    const id = randomUUID();
    const now = new Date().toISOString();
    await services.db
      .insertInto("demoBooking")
      .values({
        id,
        contactName: "Asha Rao",
        email,
        emailKey: email.toLowerCase(),
        phone: "+91 98765 43210",
        accountType: "parent",
        learnerName: "Kabir",
        grade: "Grade 4",
        board: "CBSE",
        goal: null,
        subject: "Spanish",
        courseSlug: null,
        requestedStart: new Date(Date.UTC(2030, 0, 1) + ++slot * 3_600_000).toISOString(),
        timeZone: "Asia/Kolkata",
        notes: "Mornings are best",
        status: "requested",
        scheduledStart: null,
        meetingLink: null,
        userId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return id;
  }

  async function addMessage(email: string, userId: string | null) {
    const id = randomUUID();
    const now = new Date().toISOString();
    await services.db
      .insertInto("contactMessage")
      .values({
        id,
        name: "Asha Rao",
        email,
        message: "Do you teach IB French?",
        feedback: "Lovely site",
        status: "new",
        userId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return id;
  }

  const verify = (id: string) =>
    services.db
      .updateTable("user")
      .set({ emailVerified: engine === "postgres" ? true : 1 })
      .where("id", "=", id)
      .execute();

  it("exports profile, enrollments, own bookings and messages, and newsletter status without secrets", async () => {
    const user = await newUser();
    await enroll(services.db, user.id, courseId);
    const signedInBooking = await addBooking(user.email, user.id);
    const message = await addMessage(user.email.toUpperCase(), user.id);
    await services.db
      .insertInto("newsletterSubscriber")
      .values({
        id: randomUUID(),
        email: user.email,
        emailKey: user.email,
        status: "active",
        confirmToken: "confirm-secret",
        unsubscribeToken: "unsubscribe-secret",
        createdAt: new Date().toISOString(),
        confirmedAt: new Date().toISOString(),
        unsubscribedAt: null,
      })
      .execute();
    await verify(user.id);

    const data = await exportAccountData(services.db, user.id);
    expect(data?.profile).toMatchObject({
      id: user.id,
      name: "Asha Rao",
      email: user.email,
      role: "user",
      accountType: "parent",
      phone: "+91 98765 43210",
    });
    expect(data?.enrollments).toEqual([
      expect.objectContaining({ status: "upcoming", courseSlug: expect.any(String) }),
    ]);
    expect(data?.demoBookings.map((b) => b.id)).toEqual([signedInBooking]);
    expect(data?.demoBookings[0]).toMatchObject({
      learnerName: "Kabir",
      notes: "Mornings are best",
    });
    expect(data?.contactMessages.map((m) => m.id)).toEqual([message]);
    expect(data?.newsletter).toMatchObject({ email: user.email, status: "active" });
    expect(data?.signInMethods).toEqual([
      { provider: "email and password", since: expect.any(String) },
    ]);
    expect(data?.sessions).toHaveLength(1);

    const text = JSON.stringify(data);
    const secrets = await services.db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(secrets.password!);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain("confirm-secret");
    expect(text).not.toContain("unsubscribe-secret");
    expect(text).not.toMatch(/"(password|token|confirmToken|unsubscribeToken)"/);
  });

  it("counts rows sent from the address as the user's only once the address is verified", async () => {
    const user = await newUser();
    const signedOutBooking = await addBooking(user.email, null);
    const signedOutMessage = await addMessage(user.email, null);
    // Whoever owns the address subscribed it; the new account may be someone else.
    await requestSubscription(services.db, services.config, user.email.toUpperCase());

    const unverified = await exportAccountData(services.db, user.id);
    expect(unverified?.demoBookings).toEqual([]);
    expect(unverified?.contactMessages).toEqual([]);
    expect(unverified?.newsletter).toBeNull();
    expect(JSON.stringify(unverified)).not.toMatch(/pending|subscri/i);

    await verify(user.id);
    const verified = await exportAccountData(services.db, user.id);
    expect(verified?.demoBookings.map((b) => b.id)).toEqual([signedOutBooking]);
    expect(verified?.contactMessages.map((m) => m.id)).toEqual([signedOutMessage]);
    expect(verified?.newsletter).toMatchObject({ status: "pending" });
  });

  it("deletes the user, sessions, sign-in methods and enrollments and anonymises bookings and messages", async () => {
    const user = await newUser();
    const stranger = await newUser("Someone Else");
    await enroll(services.db, user.id, courseId);
    await enroll(services.db, stranger.id, courseId);
    await verify(user.id);
    const booking = await addBooking(user.email, user.id);
    const signedOutBooking = await addBooking(user.email, null);
    const message = await addMessage(user.email, null);
    const strangersBooking = await addBooking(stranger.email, stranger.id);

    const summary = await deleteAccount(services.db, user.id);
    expect(summary).toEqual({
      enrollments: 1,
      sessions: 1,
      bookingsAnonymised: 2,
      messagesAnonymised: 1,
    });

    const { db } = services;
    expect(await db.selectFrom("user").select("id").where("id", "=", user.id).execute()).toEqual(
      [],
    );
    for (const table of ["session", "account", "enrollment"] as const) {
      const rows = await db
        .selectFrom(table)
        .select("userId")
        .where("userId", "=", user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const anonymised = await db
      .selectFrom("demoBooking")
      .selectAll()
      .where("id", "in", [booking, signedOutBooking])
      .execute();
    expect(anonymised).toHaveLength(2);
    for (const row of anonymised) {
      expect(row).toMatchObject({
        contactName: "",
        email: "",
        phone: "",
        learnerName: null,
        goal: null,
        notes: null,
        userId: null,
        emailKey: `deleted:${row.id}`,
        // What counts the booking stays.
        subject: "Spanish",
        status: "requested",
      });
    }
    const msg = await db
      .selectFrom("contactMessage")
      .selectAll()
      .where("id", "=", message)
      .executeTakeFirstOrThrow();
    expect(msg).toMatchObject({ name: "", email: "", message: "", feedback: null, userId: null });

    // Nobody else's data is touched, and the deleted user's session no longer works.
    const other = await db
      .selectFrom("demoBooking")
      .select(["contactName", "email"])
      .where("id", "=", strangersBooking)
      .executeTakeFirstOrThrow();
    expect(other).toEqual({ contactName: "Asha Rao", email: stranger.email });
    expect(
      await db.selectFrom("enrollment").select("id").where("userId", "=", stranger.id).execute(),
    ).toHaveLength(1);
    const session = await services.auth.api.getSession({
      headers: new Headers({ authorization: `Bearer ${user.token}` }),
    });
    expect(session).toBeNull();
    await expect(
      services.auth.api.signInEmail({ body: { email: user.email, password: "correct horse 1" } }),
    ).rejects.toThrow();
    expect(await deleteAccount(db, user.id)).toBeUndefined();
  });

  it("refuses to delete the last admin and changes nothing", async () => {
    const admin = await newUser("Only Admin");
    await setRole(services.db, admin.id, "admin");
    await enroll(services.db, admin.id, courseId);
    await expect(deleteAccount(services.db, admin.id)).rejects.toBeInstanceOf(LastAdminError);
    expect(
      await services.db
        .selectFrom("enrollment")
        .select("id")
        .where("userId", "=", admin.id)
        .execute(),
    ).toHaveLength(1);

    const second = await newUser("Second Admin");
    await setRole(services.db, second.id, "admin");
    expect(await deleteAccount(services.db, admin.id)).toMatchObject({ enrollments: 1 });
    await expect(deleteAccount(services.db, second.id)).rejects.toBeInstanceOf(LastAdminError);
  });
});
