import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { inBatches } from "../kit/csv";
import { readListQuery } from "~/lib/admin/list-query";
import { userListQuery } from "~/lib/admin/user-list";
import type { AccountType, Role } from "../platform/db/schema";
import type { AppServices } from "../platform/types";
import {
  getUserDetail,
  listUserBookings,
  listUserMessages,
  listUsers,
  listUserSessions,
  userBatch,
} from "./queries-admin";

// The users list and a user's page as the admin panel reads them (docs/admin.md §5), on SQLite and
// PostgreSQL: search, filters, sort, count and paging in SQL; the CSV's batches; a user's
// bookings and messages by account or address; sessions without their tokens.
describe.each(engines)("admin users (reads) on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  const tag = () => `t${randomBytes(4).toString("hex")}`;

  /** A user row as Better Auth stores it, joined `daysAgo` days ago. */
  async function addUser(fields: {
    name: string;
    email: string;
    role?: Role;
    accountType?: AccountType;
    daysAgo?: number;
    at?: string;
  }) {
    const id = randomBytes(16).toString("hex");
    const at = fields.at ?? new Date(Date.now() - (fields.daysAgo ?? 0) * 86_400_000).toISOString();
    await services.db
      .insertInto("user")
      .values({
        id,
        name: fields.name,
        email: fields.email,
        emailVerified: engine === "postgres" ? true : 1,
        image: null,
        createdAt: at,
        updatedAt: at,
        role: fields.role ?? "user",
        accountType: fields.accountType ?? "student",
        phone: null,
      })
      .execute();
    return id;
  }

  const query = (search: string) => readListQuery(userListQuery, `http://x/admin/users?${search}`);

  it("searches by name or e-mail, filters by role and account type, and counts in SQL", async () => {
    const t = tag();
    await addUser({ name: `Asha ${t}`, email: `asha.${t}@example.com`, accountType: "parent" });
    await addUser({ name: "Bala Kumar", email: `bala.${t}@example.com`, role: "admin" });
    await addUser({
      name: `Chitra ${t}`,
      email: `chitra@example.com`,
      accountType: "professional",
    });
    await addUser({ name: "Someone Else", email: `else@example.com` });

    const all = await listUsers(services.db, query(`q=${t}`));
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.name).sort()).toEqual([`Asha ${t}`, "Bala Kumar", `Chitra ${t}`]);
    // Case does not matter, and the address alone finds its owner.
    expect((await listUsers(services.db, query(`q=BALA.${t.toUpperCase()}`))).total).toBe(1);
    expect((await listUsers(services.db, query(`q=${t}&role=admin`))).rows[0].name).toBe(
      "Bala Kumar",
    );
    const parents = await listUsers(services.db, query(`q=${t}&accountType=parent`));
    expect(parents.rows.map((r) => r.name)).toEqual([`Asha ${t}`]);
    expect(
      (await listUsers(services.db, query(`q=${t}&role=user&accountType=student`))).total,
    ).toBe(0);
    // A % in the search is a character, not a wildcard.
    expect((await listUsers(services.db, query(`q=${t}%25`))).total).toBe(0);
    // A mistyped filter falls back to "all" instead of failing.
    expect((await listUsers(services.db, query(`q=${t}&role=owner`))).total).toBe(3);
  });

  it("sorts by joined date, name or e-mail in either direction, and pages by 25", async () => {
    const t = tag();
    const people = [
      { name: `delta ${t}`, email: `a.${t}@example.com`, daysAgo: 3 },
      { name: `Alpha ${t}`, email: `c.${t}@example.com`, daysAgo: 1 },
      { name: `charlie ${t}`, email: `B.${t}@example.com`, daysAgo: 4 },
      { name: `Bravo ${t}`, email: `d.${t}@example.com`, daysAgo: 2 },
    ];
    for (const p of people) await addUser(p);
    const names = async (search: string) =>
      (await listUsers(services.db, query(`q=${t}&${search}`))).rows.map(
        (r) => r.name.split(" ")[0],
      );

    // Newest first by default.
    expect(await names("")).toEqual(["Alpha", "Bravo", "delta", "charlie"]);
    expect(await names("sort=joined&dir=asc")).toEqual(["charlie", "delta", "Bravo", "Alpha"]);
    // Names and addresses ignore case.
    expect(await names("sort=name&dir=asc")).toEqual(["Alpha", "Bravo", "charlie", "delta"]);
    expect(await names("sort=name&dir=desc")).toEqual(["delta", "charlie", "Bravo", "Alpha"]);
    expect(await names("sort=email&dir=asc")).toEqual(["delta", "charlie", "Alpha", "Bravo"]);

    const p = tag();
    for (let i = 0; i < 27; i++) {
      await addUser({
        name: `Page ${p} ${String(i).padStart(2, "0")}`,
        email: `${p}${i}@example.com`,
      });
    }
    const first = await listUsers(services.db, query(`q=${p}&sort=name&dir=asc`));
    const second = await listUsers(services.db, query(`q=${p}&sort=name&dir=asc&page=2`));
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(25);
    expect(second.rows.map((r) => r.name)).toEqual([`Page ${p} 25`, `Page ${p} 26`]);
    expect(first.rows[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  });

  it("exports the current filter in (joined, id) batches with profile fields only", async () => {
    const t = tag();
    for (let i = 0; i < 7; i++) {
      await addUser({ name: `Csv ${t} ${i}`, email: `csv${i}.${t}@example.com`, daysAgo: 7 - i });
    }
    await addUser({ name: `Csv ${t} admin`, email: `admin.${t}@example.com`, role: "admin" });
    const filter = query(`q=${t}&role=user&sort=name&page=3`);
    const rows = [];
    // Batches of 3 cross the (createdAt, id) cursor twice.
    for await (const row of inBatches(
      (after, limit) => userBatch(services.db, filter, after, limit),
      3,
    )) {
      rows.push(row);
    }
    expect(rows.map((r) => r.name)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `Csv ${t} ${i}`));
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["accountType", "createdAt", "email", "emailVerified", "id", "name", "phone", "role"].sort(),
    );
    expect(rows[0].emailVerified).toBe(true);
  });

  it("exports every user joined at the same instant once, across slices (kit/keyset.ts newerThan)", async () => {
    const t = tag();
    const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const ids = [];
    for (let i = 0; i < 7; i++) {
      ids.push(await addUser({ name: `Tie ${t} ${i}`, email: `tie${i}.${t}@example.com`, at }));
    }
    const filter = query(`q=${t}`);
    const seen = [];
    // Slices of 2 end inside the run of equal join times: each next slice starts after an id.
    for await (const row of inBatches(
      (after, limit) => userBatch(services.db, filter, after, limit),
      2,
    )) {
      seen.push(row.id);
    }
    expect(seen).toEqual([...ids].sort());
  });

  it("reads a user's page: bookings and messages by account or address, sessions without tokens", async () => {
    const t = tag();
    const email = `Meera.${t}@Example.com`;
    const res = await services.auth.api.signUpEmail({
      body: { email, password: "correct horse 1", name: "Meera Shah", accountType: "parent" },
    });
    const id = res.user.id;
    const other = await addUser({ name: "Other", email: `other.${t}@example.com` });
    const now = new Date().toISOString();
    const booking = (userId: string | null, address: string, hour: number) => ({
      id: randomUUID(),
      contactName: "Meera Shah",
      email: address,
      emailKey: address.toLowerCase(),
      phone: "+91 98765 43210",
      accountType: "parent" as const,
      learnerName: null,
      grade: null,
      board: null,
      goal: null,
      subject: "Maths",
      courseSlug: null,
      requestedStart: new Date(Date.UTC(2031, 0, 1, hour)).toISOString(),
      timeZone: "Asia/Kolkata",
      notes: null,
      status: "requested" as const,
      scheduledStart: null,
      meetingLink: null,
      userId,
      createdAt: now,
      updatedAt: now,
    });
    await services.db
      .insertInto("demoBooking")
      .values([
        booking(id, `elsewhere.${t}@example.com`, 1), // signed in, another address
        booking(null, email, 2), // signed out, the account's address
        booking(other, `other.${t}@example.com`, 3), // someone else's
      ])
      .execute();
    const message = (userId: string | null, address: string, text: string) => ({
      id: randomUUID(),
      name: "Meera",
      email: address,
      message: text,
      feedback: null,
      status: "new" as const,
      userId,
      createdAt: now,
      updatedAt: now,
    });
    await services.db
      .insertInto("contactMessage")
      .values([
        message(id, `elsewhere.${t}@example.com`, "signed in"),
        message(null, email.toUpperCase(), "by address"),
        message(null, `other.${t}@example.com`, "not hers"),
      ])
      .execute();

    const detail = await getUserDetail(services.db, id);
    expect(detail).toMatchObject({
      name: "Meera Shah",
      accountType: "parent",
      role: "user",
      version: 1,
    });
    expect(detail!.createdAt).toMatch(/Z$/);
    const bookings = await listUserBookings(services.db, detail!);
    expect(bookings.total).toBe(2);
    expect(bookings.rows).toHaveLength(2);
    const messages = await listUserMessages(services.db, detail!);
    expect(messages.rows.map((m) => m.excerpt).sort()).toEqual(["by address", "signed in"]);

    const sessions = await listUserSessions(services.db, id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toHaveProperty("token");
    expect(sessions[0].lastActiveAt).toMatch(/Z$/);
    // An expired session is not active.
    await services.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", id)
      .execute();
    expect(await listUserSessions(services.db, id)).toEqual([]);
    expect(await getUserDetail(services.db, "nobody")).toBeUndefined();
  });
});
