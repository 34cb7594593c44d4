import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~/.server/auth/better-auth";
import { connectDatabase, type DatabaseHandle } from "~/.server/platform/db/connect";
import { migrateToLatest } from "~/.server/platform/db/migrate";
import { bookingSchema } from "~/lib/schemas/booking";
import { contactSchema } from "~/lib/schemas/contact";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { zonedParts } from "~/lib/time-slots";
import {
  createTestDatabase,
  engines,
  testConfig,
  type TestDatabase,
} from "../../tests/support/databases";
import { bookings, messages } from "./activity";
import { auditEntries } from "./audit";
import { subscribers, users } from "./people";
import { AlreadySeeded, seedVolume, VOLUME_ADMIN } from "./seed";
import { createWorld, type VolumeCounts } from "./world";

const SMALL: VolumeCounts = {
  users: 120,
  sessions: 10,
  enrollments: 40,
  bookings: 100,
  messages: 100,
  subscribers: 150,
  outbox: 50,
  audit: 300,
};
const COURSES = [
  { id: "c1", slug: "igcse-physics", title: "IGCSE Physics" },
  { id: "c2", slug: "spoken-english", title: "Spoken English" },
];
const NOW = Date.parse("2026-11-23T12:00:00.000Z");

function world(seed = 15, now = NOW) {
  return createWorld({ seed, now, counts: SMALL, courses: COURSES, passwordHash: "hash" });
}

/** Runs the generators in the seed's order (later tables refer to earlier ones). */
function generate(seed = 15, now = NOW) {
  const w = world(seed, now);
  const out = {
    users: [...users(w)],
    bookings: [...bookings(w)],
    messages: [...messages(w)],
    subscribers: [...subscribers(w)],
    audit: [...auditEntries(w)],
  };
  return { w, ...out };
}

describe("volume generators", () => {
  it("give the same rows for the same seed and other rows for another", () => {
    const { w: _w, ...a } = generate();
    const { w: _again, ...again } = generate();
    expect(again).toEqual(a);
    expect(generate(16).users[0]).not.toEqual(a.users[0]);
  });

  it("make unique addresses, a handful of admins and Better Auth's id shape", () => {
    const { users: rows, w } = generate();
    expect(new Set(rows.map((u) => String(u.email).toLowerCase())).size).toBe(rows.length);
    expect(w.admins.length).toBeGreaterThan(0);
    expect(w.admins.length).toBeLessThanOrEqual(8);
    for (const u of rows) expect(u.id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("make contact messages and subscribers the public forms would accept", () => {
    const { messages: rows, subscribers: subs } = generate();
    for (const m of rows) {
      expect(contactSchema.safeParse({ ...m, feedback: m.feedback ?? "" }).success).toBe(true);
    }
    for (const s of subs) {
      expect(newsletterSchema.safeParse({ email: s.email }).success).toBe(true);
      expect(s.emailKey).toBe(String(s.email).toLowerCase());
    }
    expect(new Set(subs.map((s) => s.emailKey)).size).toBe(subs.length);
  });

  it("keep each subscriber's dates consistent with its status", () => {
    for (const s of generate().subscribers) {
      if (s.status === "pending") {
        expect([s.confirmedAt, s.unsubscribedAt]).toEqual([null, null]);
      } else {
        expect(String(s.confirmedAt) >= String(s.createdAt)).toBe(true);
        if (s.status === "active") expect(s.unsubscribedAt).toBeNull();
        else expect(String(s.unsubscribedAt) >= String(s.confirmedAt)).toBe(true);
      }
    }
  });

  it("book half-hour slots from 08:00 to 20:00 in the booker's zone, in every status", () => {
    const rows = generate().bookings;
    for (const b of rows) {
      const p = zonedParts(new Date(String(b.requestedStart)), String(b.timeZone));
      expect(p.hour * 60 + p.minute).toBeGreaterThanOrEqual(8 * 60);
      expect(p.hour * 60 + p.minute).toBeLessThanOrEqual(20 * 60);
      expect([0, 30]).toContain(p.minute);
    }
    expect(new Set(rows.map((b) => b.status)).size).toBe(5);
  });

  it("make upcoming bookings the booking form would accept", () => {
    // Generated against the real clock, so the form's "one hour to 60 days ahead" rule holds.
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const upcoming = generate(15, now).bookings.filter(
      (b) => Date.parse(String(b.requestedStart)) > now + 3_600_000,
    );
    expect(upcoming.length).toBeGreaterThan(0);
    for (const b of upcoming) {
      const input = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== null));
      const parsed = bookingSchema.safeParse(input);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it("write audit entries by admins with before/after detail", () => {
    const { audit, w } = generate();
    const adminIds = new Set(w.admins.map((a) => a.id));
    for (const e of audit) {
      expect(adminIds.has(String(e.actorId))).toBe(true);
      expect(String(e.action).startsWith(`${e.entity}.`)).toBe(true);
      if (e.detail) expect(Object.keys(JSON.parse(e.detail))).toEqual(["before", "after"]);
    }
  });
});

describe.each(engines)("seedVolume on %s", (engine) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const config = () => testConfig(database.url);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    handle = connectDatabase(database.url);
    await migrateToLatest(handle, config());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("fills every table with the asked counts, once, and leaves an admin who can sign in", async () => {
    const report = await seedVolume(handle, config(), { counts: SMALL });
    const rows = Object.fromEntries(report.tables.map((t) => [t.table, t.rows]));
    expect(rows).toMatchObject({
      user: 120,
      account: 120,
      session: 10,
      enrollment: 40,
      demoBooking: 100,
      contactMessage: 100,
      newsletterSubscriber: 150,
      emailOutbox: 50,
      auditLog: 300,
    });
    // The site's own seed adds its classes (app/.server/classes/writes-seed.ts): two teachers,
    // four class groups with a lead each, their series and 48 sessions.
    const seeded: Record<string, number> = {
      user: 2 + rows["user (teachers)"],
      cohort: 4,
      cohortTeacher: 4,
      classSeries: 4,
      classSession: 48,
    };
    for (const [table, n] of Object.entries(rows)) {
      if (table === "user (teachers)") continue;
      const counted = await sql<{
        n: string | number;
      }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db);
      // The bench's admin is one more user (and account, and its sign-up's session).
      expect(Number(counted.rows[0].n) - n).toBe(
        (["user", "account", "session"].includes(table) ? 1 : 0) + (seeded[table] ?? 0),
      );
    }
    await expect(seedVolume(handle, config(), { counts: SMALL })).rejects.toBeInstanceOf(
      AlreadySeeded,
    );

    const auth = createAuth(handle.db, handle.dialect, config());
    const signedIn = await auth.api.signInEmail({
      body: { email: VOLUME_ADMIN.email, password: VOLUME_ADMIN.password },
    });
    expect(signedIn.user.email).toBe(VOLUME_ADMIN.email);
    const admin = await handle.db
      .selectFrom("user")
      .select("role")
      .where("email", "=", VOLUME_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe("admin");
  });

  it("stores user.createdAt as Better Auth does on this engine", async () => {
    const rows = await handle.db.selectFrom("user").select(["email", "createdAt"]).execute();
    const seeded = rows.find((r) => r.email !== VOLUME_ADMIN.email)!;
    const real = rows.find((r) => r.email === VOLUME_ADMIN.email)!;
    expect(typeof seeded.createdAt).toBe(typeof real.createdAt);
    if (engine === "sqlite") expect(String(seeded.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    else expect(seeded.createdAt).toBeInstanceOf(Date);
  });
});
