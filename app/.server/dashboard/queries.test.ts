import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { BookingStatus, NewsletterSubscriberTable } from "../platform/db/schema";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { recentWeeks } from "~/lib/admin/weeks";
import { BOOKING_OUTCOMES, getDashboard, type DashboardData } from "./queries";

// A fixed Wednesday far from the real clock, in a zone half an hour off UTC, so that a bucket
// computed in UTC instead of the admin's zone lands in the wrong week or day.
const NOW = new Date("2025-06-11T10:00:00.000Z"); // 15:30 in Kolkata
const ZONE = "Asia/Kolkata";
const OLD = "2024-01-01T00:00:00.000Z"; // long before the 12 weeks

describe.each(engines)("the admin dashboard on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let data: DashboardData;
  let courses: string[];
  let n = 0;

  const db = () => services.db;

  async function user(createdAt: string, email = `u${++n}@example.com`) {
    const id = randomUUID();
    await db()
      .insertInto("user")
      .values({
        id,
        name: "User",
        email,
        emailVerified: engine === "postgres" ? false : 0,
        image: null,
        createdAt,
        updatedAt: createdAt,
        role: "user",
        accountType: "student",
        phone: null,
      })
      .execute();
    return id;
  }

  async function booking(
    status: BookingStatus,
    createdAt: string,
    more: {
      scheduledStart?: string;
      courseSlug?: string;
      userId?: string;
      email?: string;
      convertedAt?: string;
      changeRequest?: string;
    } = {},
  ) {
    const email = more.email ?? `b${++n}@example.com`;
    await db()
      .insertInto("demoBooking")
      .values({
        id: randomUUID(),
        contactName: "Booker",
        email,
        emailKey: email.toLowerCase(),
        phone: "+91 98765 43210",
        accountType: "parent",
        learnerName: null,
        grade: null,
        board: null,
        goal: null,
        subject: "Maths",
        courseSlug: more.courseSlug ?? null,
        requestedStart: new Date(Date.parse(createdAt) + ++n * 60_000).toISOString(),
        timeZone: ZONE,
        notes: null,
        status,
        scheduledStart: more.scheduledStart ?? null,
        meetingLink: null,
        userId: more.userId ?? null,
        convertedAt: more.convertedAt ?? null,
        changeRequest: more.changeRequest ?? null,
        changeRequestedAt: more.changeRequest ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
  }

  async function enrol(userId: string, courseSlug: string, status = "upcoming" as const) {
    const course = await db()
      .selectFrom("course")
      .select("id")
      .where("slug", "=", courseSlug)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("enrollment")
      .values({
        id: randomUUID(),
        userId,
        courseId: course.id,
        status,
        createdAt: OLD,
        updatedAt: OLD,
      })
      .execute();
  }

  async function subscriber(
    status: NewsletterSubscriberTable["status"],
    confirmedAt: string | null,
    unsubscribedAt: string | null = null,
  ) {
    n += 1;
    await db()
      .insertInto("newsletterSubscriber")
      .values({
        id: randomUUID(),
        email: `s${n}@example.com`,
        emailKey: `s${n}@example.com`,
        status,
        confirmToken: `c${n}`,
        unsubscribeToken: `u${n}`,
        createdAt: OLD,
        confirmedAt,
        unsubscribedAt,
      })
      .execute();
  }

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    courses = (
      await db().selectFrom("course").select("slug").orderBy("position").limit(2).execute()
    ).map((c) => c.slug);
  });
  afterAll(async () => cleanup());

  it("computes the 12 weeks from Monday midnight in the admin's zone", async () => {
    data = await getDashboard(db(), services.dialect, { now: NOW, zone: ZONE });
    expect(data.weeks).toHaveLength(12);
    expect(data.weeks[0]).toMatchObject({ day: "2025-03-24", label: "24 Mar" });
    expect(data.weeks[11]).toMatchObject({
      day: "2025-06-09",
      start: "2025-06-08T18:30:00.000Z",
      end: "2025-06-15T18:30:00.000Z",
      longLabel: "9 Jun 2025",
    });
    expect(data.today).toBe("2025-06-11");
    expect(data.weekLastDay).toBe("2025-06-17");
    // An empty database: every week is there, at zero.
    expect(data.signups).toEqual(Array(12).fill(0));
    expect(data.subscribers).toEqual(Array(12).fill(0));
    expect(data.bookings[5]).toEqual({
      requested: 0,
      confirmed: 0,
      completed: 0,
      "no-show": 0,
      cancelled: 0,
    });
    expect(data.funnel).toEqual({ requested: 0, confirmed: 0, attended: 0, enrolled: 0 });
  });

  it("counts what needs attention: open requests and change requests, confirmed demos today and this week, new messages, failed and kept mails", async () => {
    await booking("requested", OLD);
    // Today in Kolkata runs from 2025-06-10T18:30Z to 2025-06-11T18:30Z.
    await booking("confirmed", OLD, { scheduledStart: "2025-06-10T18:30:00.000Z" }); // today, 00:00
    await booking("confirmed", OLD, { scheduledStart: "2025-06-11T18:29:00.000Z" }); // today, 23:59
    await booking("confirmed", OLD, { scheduledStart: "2025-06-11T18:30:00.000Z" }); // tomorrow (UTC: today)
    await booking("confirmed", OLD, { scheduledStart: "2025-06-17T18:29:00.000Z" }); // day 7
    await booking("confirmed", OLD, { scheduledStart: "2025-06-17T18:30:00.000Z" }); // day 8
    await booking("confirmed", OLD, { scheduledStart: "2025-06-10T18:29:00.000Z" }); // yesterday
    await booking("completed", OLD, { scheduledStart: "2025-06-11T05:00:00.000Z" }); // done already
    await booking("cancelled", OLD, { scheduledStart: "2025-06-11T06:00:00.000Z" });
    // A booker's "ask for another time" needs an answer while the booking can still move.
    const ask = { changeRequest: "Any weekday evening, please." };
    await booking("requested", OLD, ask);
    await booking("confirmed", OLD, { ...ask, scheduledStart: "2025-07-01T10:00:00.000Z" });
    await booking("completed", OLD, { ...ask, scheduledStart: "2025-06-01T10:00:00.000Z" });
    await booking("cancelled", OLD, ask);

    const message = (status: string) =>
      db()
        .insertInto("contactMessage")
        .values({
          id: randomUUID(),
          name: "N",
          email: "n@example.com",
          message: "Hello",
          feedback: null,
          status: status as "new",
          userId: null,
          createdAt: OLD,
          updatedAt: OLD,
        })
        .execute();
    for (const s of ["new", "new", "read", "replied", "archived"]) await message(s);

    const mail = (status: string) =>
      db()
        .insertInto("emailOutbox")
        .values({
          id: randomUUID(),
          to: "x@example.com",
          subject: "S",
          html: "<p>x</p>",
          text: "x",
          headers: null,
          attachments: null,
          kind: "test",
          status: status as "failed",
          attempts: 1,
          lastError: null,
          nextAttemptAt: OLD,
          claimedBy: null,
          claimedUntil: null,
          sentAt: null,
          createdAt: OLD,
        })
        .execute();
    for (const s of ["failed", "failed", "failed", "sent", "queued", "kept", "kept"]) await mail(s);

    data = await getDashboard(db(), services.dialect, { now: NOW, zone: ZONE });
    expect(data.tiles).toEqual({
      requested: 2,
      changeRequests: 2,
      today: 2,
      thisWeek: 4,
      unreadMessages: 2,
      failedEmails: 3,
      keptEmails: 2,
    });
    // All of these were created before the 12 weeks: no chart counts them.
    expect(data.funnel.requested).toBe(0);
  });

  it("buckets bookings by the week they were made, in the admin's zone, with the funnel", async () => {
    const [courseA, courseB] = courses;
    const enrolledById = await user(OLD);
    const enrolledByEmail = await user(OLD, "Parent.Two@example.com");
    const otherCourse = await user(OLD);
    const cancelledEnrolment = await user(OLD);
    await enrol(enrolledById, courseA);
    await enrol(enrolledByEmail, courseA);
    await enrol(otherCourse, courseB);
    await enrol(cancelledEnrolment, courseA, "cancelled" as "upcoming");

    // Week 11 begins at 2025-06-08T18:30Z; a minute earlier is still week 10 (UTC would say 11).
    await booking("requested", "2025-06-08T18:30:00.000Z");
    await booking("requested", "2025-06-11T09:59:00.000Z");
    await booking("confirmed", "2025-06-09T12:00:00.000Z");
    await booking("requested", "2025-06-08T18:29:59.999Z");
    // Week 10: every outcome; two completed demos an admin converted into enrolments.
    await booking("completed", "2025-06-03T10:00:00.000Z", {
      courseSlug: courseA,
      userId: enrolledById,
      convertedAt: "2025-06-10T10:00:00.000Z",
    });
    await booking("completed", "2025-06-04T10:00:00.000Z", {
      courseSlug: courseA,
      email: "parent.two@example.com",
      convertedAt: "2025-06-10T11:00:00.000Z",
    });
    await booking("no-show", "2025-06-05T10:00:00.000Z");
    await booking("cancelled", "2025-06-06T10:00:00.000Z");
    // Week 9 stays empty. Week 4: completed, not converted, though one booker enrolled in
    // the course of interest on their own (the funnel counts the demos that led to one).
    await booking("completed", "2025-04-22T10:00:00.000Z", {
      courseSlug: courseA,
      userId: otherCourse,
    });
    await booking("completed", "2025-04-21T10:00:00.000Z", {
      courseSlug: courseA,
      userId: enrolledById,
    });
    await booking("completed", "2025-04-23T10:00:00.000Z", {
      courseSlug: courseA,
      userId: cancelledEnrolment,
    });
    await booking("completed", "2025-04-24T10:00:00.000Z", { courseSlug: courseA });
    // Week 0 begins 2025-03-23T18:30Z; a minute before is outside the charts.
    await booking("cancelled", "2025-03-23T18:30:00.000Z");
    await booking("confirmed", "2025-03-23T18:29:00.000Z");

    data = await getDashboard(db(), services.dialect, { now: NOW, zone: ZONE });
    const zero = { requested: 0, confirmed: 0, completed: 0, "no-show": 0, cancelled: 0 };
    expect(data.bookings).toEqual([
      { ...zero, cancelled: 1 },
      zero,
      zero,
      zero,
      { ...zero, completed: 4 },
      zero,
      zero,
      zero,
      zero,
      zero,
      { ...zero, requested: 1, completed: 2, "no-show": 1, cancelled: 1 },
      { ...zero, requested: 2, confirmed: 1 },
    ]);
    expect(data.funnel).toEqual({ requested: 13, confirmed: 8, attended: 6, enrolled: 2 });
    // The tiles count every open request, whenever it was made (2 from the test before).
    expect(data.tiles.requested).toBe(5);
  });

  it("counts sign-ups per week however the account's creation time is stored", async () => {
    await user("2025-06-08T18:30:00.000Z"); // week 11
    await user("2025-06-08T18:29:00.000Z"); // week 10
    await user("2025-05-01T00:00:00.000Z"); // week 5
    await user("2025-03-23T18:29:00.000Z"); // before the window
    await user("2025-06-20T00:00:00.000Z"); // after now: not in any week
    if (engine === "sqlite") {
      // An epoch number (milliseconds, then seconds) from another writer counts the same.
      const ms = Date.parse("2025-04-02T00:00:00.000Z"); // week 1
      const id1 = await user(OLD);
      const id2 = await user(OLD);
      await sql`update "user" set "createdAt" = ${ms} where "id" = ${id1}`.execute(db());
      await sql`update "user" set "createdAt" = ${ms / 1000} where "id" = ${id2}`.execute(db());
    }
    data = await getDashboard(db(), services.dialect, { now: NOW, zone: ZONE });
    const expected = [0, engine === "sqlite" ? 2 : 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1];
    expect(data.signups).toEqual(expected);
  });

  it("counts an account created through Better Auth in the week it signed up", async () => {
    await services.auth.api.signUpEmail({
      body: { email: "real.signup@example.com", password: "correct horse 1", name: "Real" },
    });
    const live = await getDashboard(db(), services.dialect, { zone: ZONE });
    expect(live.signups[11]).toBe(1);
    expect(live.signups.slice(0, 11)).toEqual(Array(11).fill(0));
  });

  it("counts subscribers active at each week's end", async () => {
    const weeks = data.weeks;
    const mid = (i: number) => new Date(Date.parse(weeks[i].start) + 3 * 86_400_000).toISOString();
    await subscriber("active", OLD); // active throughout
    await subscriber("active", mid(3)); // from week 3
    await subscriber("unsubscribed", OLD, mid(6)); // until week 5
    await subscriber("unsubscribed", OLD, weeks[7].end); // left as week 8 began: active at 7's end
    await subscriber("unsubscribed", OLD, "2024-06-01T00:00:00.000Z"); // left long ago
    await subscriber("pending", null); // never confirmed
    await subscriber("pending", OLD); // asked again after leaving: history unknown
    await subscriber("active", "2025-06-11T09:00:00.000Z"); // this week
    await subscriber("unsubscribed", null, mid(2)); // left without confirming
    await subscriber("unsubscribed", mid(1), mid(4)); // joined and left within the weeks

    data = await getDashboard(db(), services.dialect, { now: NOW, zone: ZONE });
    expect(data.subscribers).toEqual([3, 4, 4, 5, 4, 4, 3, 3, 2, 2, 2, 3]);
  });

  it("matches a direct count of every row at and around each week boundary, after changes and deletions", async () => {
    // Rows a millisecond either side of every week's start and end, and in the middle, then the
    // counts compared with the rows themselves counted here (decision 0042: one index range
    // per week must give what one bucketing expression gave).
    const weeks = recentWeeks(NOW, ZONE);
    const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
    const times = weeks.flatMap((w) => [-1, 0, 1].map((d) => at(w.start, d)));
    times.push(at(weeks[11].end, -1), at(weeks[11].end, 0), at(weeks[5].start, 3 * 86_400_000));
    const statuses = BOOKING_OUTCOMES;
    for (const [i, t] of times.entries()) {
      await booking(statuses[i % statuses.length], t);
      await user(t);
      const other = times[(i * 7) % times.length];
      if (i % 3 === 0) await subscriber("active", t);
      if (i % 3 === 1) await subscriber("unsubscribed", OLD, t);
      if (i % 3 === 2)
        await subscriber("unsubscribed", t < other ? t : other, t < other ? other : t);
    }
    await subscriber("active", OLD, at(weeks[4].end, 0)); // "active" with a past unsubscribedAt
    // The long-standing ones come from the kept active count less the rest (decision 0057):
    // each kind of "rest" is here.
    await subscriber("active", OLD);
    await subscriber("active", OLD);
    await subscriber("active", null); // active with no confirmation time (another writer)
    await subscriber("active", at(weeks[11].end, 86_400_000)); // confirmed after the last week

    const ms = (v: unknown) =>
      v === null
        ? null
        : v instanceof Date
          ? v.getTime()
          : typeof v === "number"
            ? Math.abs(v) < 100_000_000_000
              ? v * 1000
              : v
            : Date.parse(String(v));
    const within = (v: unknown, w: { start: string; end: string }) => {
      const t = ms(v);
      return t !== null && t >= Date.parse(w.start) && t < Date.parse(w.end);
    };
    async function direct() {
      const bookings = await db()
        .selectFrom("demoBooking")
        .select(["createdAt", "status", "convertedAt"])
        .execute();
      const users = await db().selectFrom("user").select("createdAt").execute();
      const subs = await db()
        .selectFrom("newsletterSubscriber")
        .select(["status", "confirmedAt", "unsubscribedAt"])
        .execute();
      const inWindow = bookings.filter((b) =>
        within(b.createdAt, { start: weeks[0].start, end: weeks[11].end }),
      );
      const count = (xs: typeof inWindow, ...s: BookingStatus[]) =>
        xs.filter((b) => s.includes(b.status)).length;
      return {
        bookings: weeks.map((w) => {
          const week = bookings.filter((b) => within(b.createdAt, w));
          return Object.fromEntries(statuses.map((s) => [s, count(week, s)]));
        }),
        signups: weeks.map((w) => users.filter((u) => within(u.createdAt, w)).length),
        subscribers: weeks.map((w) => {
          const end = Date.parse(w.end);
          return subs.filter((x) => {
            const joined = ms(x.confirmedAt);
            const left = ms(x.unsubscribedAt);
            if (joined === null || joined >= end) return false;
            if (x.status === "active" && left === null) return true;
            return (
              (x.status === "active" || x.status === "unsubscribed") && left !== null && left >= end
            );
          }).length;
        }),
        funnel: {
          requested: inWindow.length,
          confirmed: count(inWindow, "confirmed", "completed", "no-show"),
          attended: count(inWindow, "completed"),
          enrolled: inWindow.filter((b) => b.status === "completed" && b.convertedAt !== null)
            .length,
        },
      };
    }
    const shown = async () => {
      const d = await getDashboard(db(), services.dialect, { now: NOW, zone: ZONE });
      return {
        bookings: d.bookings,
        signups: d.signups,
        subscribers: d.subscribers,
        funnel: d.funnel,
      };
    };

    const before = await direct();
    expect(before.bookings.flatMap((w) => Object.values(w)).every((n) => n === 0)).toBe(false);
    expect(await shown()).toEqual(before);

    // A booking's status changes, and rows of past weeks are deleted: the past weeks change too.
    await db()
      .updateTable("demoBooking")
      .set({ status: "cancelled" })
      .where("createdAt", "=", times[4])
      .execute();
    await db().deleteFrom("demoBooking").where("createdAt", "=", times[7]).execute();
    await db().deleteFrom("user").where("createdAt", "=", times[10]).execute();
    await db().deleteFrom("newsletterSubscriber").where("confirmedAt", "=", times[3]).execute();
    await db()
      .updateTable("newsletterSubscriber")
      .set({ status: "unsubscribed", unsubscribedAt: times[20] })
      .where("confirmedAt", "=", times[6])
      .execute();
    const after = await direct();
    expect(after).not.toEqual(before);
    expect(await shown()).toEqual(after);
  });

  async function planOf(query: ReturnType<typeof sql>) {
    return db()
      .transaction()
      .execute(async (trx) => {
        if (engine === "postgres") {
          // A test table is small enough for a scan to win; the index must still serve it.
          await sql`set local enable_seqscan = off`.execute(trx);
          const { rows } = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(trx);
          return rows.map((r) => r["QUERY PLAN"]).join("\n");
        }
        const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(trx);
        return rows.map((r) => r.detail).join("\n");
      });
  }

  it("counts open change requests through their partial index on both engines", async () => {
    const count = sql`select count(*) from "demoBooking"
      where "changeRequest" is not null and "status" in ('requested', 'confirmed')`;
    expect(await planOf(count)).toMatch(/demoBooking_changeRequest/);
  });

  it("counts the converted demos of the 12 weeks from their partial index alone on both engines", async () => {
    // The funnel's "enrolled" (enrolledQuery), as the dashboard sends it.
    const count = sql`select count(*) as "n" from "demoBooking"
      where "createdAt" >= ${OLD} and "createdAt" < ${NOW.toISOString()}
        and "status" = 'completed' and "convertedAt" is not null`;
    if (engine === "sqlite") {
      expect(await planOf(count)).toMatch(/COVERING INDEX demoBooking_converted/);
      return;
    }
    // PostgreSQL, on a test table of a few rows and no statistics, takes any index whose
    // columns fit (at volume it takes this one: docs/performance.md §9.2). So it is asked
    // whether this index serves the count with the table's other plain indexes dropped, in a
    // transaction that is then rolled back.
    const rolledBack = new Error("rolled back");
    let plan = "";
    await db()
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ name: string }>`select indexname as "name" from pg_indexes
          where tablename = 'demoBooking' and indexname <> 'demoBooking_converted'
            and indexdef not like 'CREATE UNIQUE%'`.execute(trx);
        for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await sql<{ "QUERY PLAN": string }>`explain ${count}`.execute(trx);
        plan = explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
        throw rolledBack;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      });
    expect(plan).toMatch(/demoBooking_converted/);
  });
});
