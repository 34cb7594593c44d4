import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Insertable } from "kysely";
import { createTestServices, engines } from "../../../tests/support/databases";
import { bookingFilterOf, bookingListQuery } from "~/lib/admin/booking-list";
import { readListQuery } from "~/lib/admin/list-query";
import { writeAudit } from "../audit/writes";
import type { AccountType, BookingStatus, DemoBookingTable } from "../platform/db/schema";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import {
  bookingBatch,
  bookingHistory,
  bookingOptions,
  getBookingDetail,
  listBookings,
} from "./queries-admin";

// The admin's read model of demo bookings on both engines: the list's filters (the date range
// on the demo's own time in the admin's zone), search, sort, paging and count; the CSV batches;
// one booking with the records it names; its history from the audit log.

const KOLKATA = "Asia/Kolkata";

describe.each(engines)("the admin's demo bookings on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let courseSlugs: string[];
  let adminId: string;
  const db = () => services.db;

  async function user(name: string, role: "user" | "admin" = "user") {
    const id = randomUUID();
    const at = "2026-01-01T00:00:00.000Z";
    await db()
      .insertInto("user")
      .values({
        id,
        name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 6)}@example.com`,
        emailVerified: engine === "postgres" ? false : 0,
        image: null,
        createdAt: at,
        updatedAt: at,
        role,
        accountType: "parent",
        phone: null,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
    courseSlugs = (
      await db().selectFrom("course").select("slug").orderBy("position").limit(2).execute()
    ).map((c) => c.slug);
    adminId = await user("Zoya Admin", "admin");
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db().deleteFrom("auditLog").execute();
    await db().deleteFrom("demoBooking").execute();
  });

  let clock = Date.parse("2026-11-01T08:00:00.000Z");
  /** Stores a booking made one minute after the previous one. */
  async function booked(
    fields: Partial<Insertable<DemoBookingTable>> & {
      contactName: string;
      requestedStart?: string;
      status?: BookingStatus;
      accountType?: AccountType;
    },
  ) {
    clock += 60_000;
    const at = new Date(clock).toISOString();
    const id = randomUUID();
    const email =
      fields.email ?? `${fields.contactName.toLowerCase().replace(/\W+/g, ".")}@example.com`;
    await db()
      .insertInto("demoBooking")
      .values({
        phone: "+91 98765 43210",
        accountType: "parent",
        learnerName: null,
        grade: "Grade 6",
        board: "CBSE",
        goal: null,
        subject: "Maths",
        courseSlug: null,
        requestedStart: "2026-12-01T10:00:00.000Z",
        timeZone: KOLKATA,
        notes: null,
        status: "requested",
        scheduledStart: null,
        meetingLink: null,
        userId: null,
        durationMinutes: null,
        assigneeId: null,
        internalNotes: null,
        cancelReason: null,
        cancelledBy: null,
        manageToken: randomUUID().replace(/-/g, ""),
        changeRequest: null,
        changeRequestedAt: null,
        enrollmentId: null,
        convertedAt: null,
        ...fields,
        id,
        email,
        emailKey: email.toLowerCase(),
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return id;
  }

  const list = (search: string, zone = KOLKATA) => {
    const query = readListQuery(bookingListQuery, `http://x/admin/bookings?${search}`);
    return listBookings(db(), bookingFilterOf(query, zone), query);
  };
  const names = (rows: { contactName: string }[]) => rows.map((r) => r.contactName);

  it("lists every booking newest first with its count, each filter narrowing it", async () => {
    const [courseA, courseB] = courseSlugs;
    await booked({ contactName: "Anil", status: "requested", courseSlug: courseA });
    await booked({
      contactName: "Bela",
      status: "confirmed",
      accountType: "student",
      courseSlug: courseB,
      assigneeId: adminId,
      scheduledStart: "2026-12-02T10:00:00.000Z",
    });
    await booked({ contactName: "Chitra", status: "cancelled", accountType: "professional" });
    await booked({
      contactName: "Dev",
      status: "completed",
      courseSlug: courseA,
      assigneeId: adminId,
      convertedAt: "2026-12-05T10:00:00.000Z",
      changeRequest: null,
    });
    await booked({ contactName: "Esha", changeRequest: "Can we do Saturday?" });

    const all = await list("");
    expect(names(all.rows)).toEqual(["Esha", "Dev", "Chitra", "Bela", "Anil"]);
    expect(all.total).toBe(5);
    expect(all.rows.find((r) => r.contactName === "Dev")).toMatchObject({
      converted: true,
      assigneeName: "Zoya Admin",
      changeRequested: false,
    });
    expect(all.rows[0]).toMatchObject({ changeRequested: true, converted: false });
    // The demo's time is the confirmed start once there is one.
    expect(all.rows.find((r) => r.contactName === "Bela")!.start).toBe("2026-12-02T10:00:00.000Z");

    expect(names((await list("status=requested")).rows)).toEqual(["Esha", "Anil"]);
    expect(names((await list("audience=student")).rows)).toEqual(["Bela"]);
    expect(names((await list(`course=${courseA}`)).rows)).toEqual(["Dev", "Anil"]);
    expect(names((await list(`assignee=${adminId}`)).rows)).toEqual(["Dev", "Bela"]);
    expect(names((await list("assignee=none")).rows)).toEqual(["Esha", "Chitra", "Anil"]);
    const both = await list(`status=completed&course=${courseA}`);
    expect(both).toMatchObject({ total: 1 });
    // A mistyped filter falls back to "all" rather than failing.
    expect((await list("status=spam&audience=robot")).total).toBe(5);
  });

  it("filters the bookings with an open change request: requested or confirmed, not yet answered", async () => {
    const ask = "Could we do a weekday evening instead?";
    await booked({
      contactName: "Open Request",
      changeRequest: ask,
      changeRequestedAt: "2026-11-02T08:00:00.000Z",
    });
    await booked({
      contactName: "Open Confirmed",
      status: "confirmed",
      scheduledStart: "2026-12-02T10:00:00.000Z",
      changeRequest: ask,
      changeRequestedAt: "2026-11-02T09:00:00.000Z",
    });
    await booked({ contactName: "Closed Cancelled", status: "cancelled", changeRequest: ask });
    await booked({ contactName: "Closed Completed", status: "completed", changeRequest: ask });
    await booked({ contactName: "No Request", status: "confirmed" });

    const open = await list("status=change-requested");
    expect(names(open.rows)).toEqual(["Open Confirmed", "Open Request"]);
    expect(open.total).toBe(2);
    expect(open.rows.every((r) => r.changeRequested)).toBe(true);
    // With the other filters too, as any status filter.
    expect(names((await list("status=change-requested&q=confirmed")).rows)).toEqual([
      "Open Confirmed",
    ]);
  });

  it("searches name, e-mail and phone case-insensitively, short texts too", async () => {
    await booked({ contactName: "Meera Shah", email: "m.shah@example.com" });
    await booked({ contactName: "Ravi", email: "RAVI@School.example", phone: "+44 20 7946 0958" });
    await booked({ contactName: "Tara 100%", phone: "+1 212 555 0100" });

    expect(names((await list("q=meera")).rows)).toEqual(["Meera Shah"]);
    expect(names((await list("q=school.EXAMPLE")).rows)).toEqual(["Ravi"]);
    expect(names((await list("q=7946")).rows)).toEqual(["Ravi"]);
    expect(names((await list("q=%2B1 212")).rows)).toEqual(["Tara 100%"]);
    // One or two characters: a word starting with them (decision 0026), in any of the columns.
    expect(names((await list("q=ra")).rows)).toEqual(["Ravi"]);
    expect(names((await list("q=SH")).rows)).toEqual(["Meera Shah"]);
    expect(names((await list("q=21")).rows)).toEqual(["Tara 100%"]);
    expect(names((await list("q=100%25")).rows)).toEqual(["Tara 100%"]);
    expect(await list("q=nobody")).toEqual({ rows: [], total: 0, more: false });
  });

  it("searches the child's name too, long and short texts, after an edit too (issue 23)", async () => {
    await booked({ contactName: "Meera Shah", learnerName: "Aarav Shah" });
    const other = await booked({ contactName: "Ravi Iyer", learnerName: "Diya Iyer" });
    await booked({ contactName: "Tara Bose", accountType: "professional", learnerName: null });

    expect(names((await list("q=aarav")).rows)).toEqual(["Meera Shah"]);
    expect(names((await list("q=DIYA I")).rows)).toEqual(["Ravi Iyer"]);
    expect(names((await list("q=di")).rows)).toEqual(["Ravi Iyer"]);
    // The index follows a changed name (SQLite's triggers).
    await db()
      .updateTable("demoBooking")
      .set({ learnerName: "Ishaan Iyer" })
      .where("id", "=", other)
      .execute();
    expect(names((await list("q=ishaan")).rows)).toEqual(["Ravi Iyer"]);
    expect(await list("q=diya")).toEqual({ rows: [], total: 0, more: false });
  });

  it("filters the demo's day in the admin's zone, across the booker's daylight-saving change", async () => {
    // 1 Nov 2026, 01:30 in New York happens twice; the first is 05:30Z, 11:00 in Kolkata.
    await booked({
      contactName: "NY before",
      timeZone: "America/New_York",
      requestedStart: "2026-11-01T05:30:00.000Z",
    });
    // 18:29Z on 1 Nov is 23:59 on 1 Nov in Kolkata; 18:30Z is already 2 Nov there.
    await booked({ contactName: "Late", requestedStart: "2026-11-01T18:29:00.000Z" });
    await booked({ contactName: "Next day", requestedStart: "2026-11-01T18:30:00.000Z" });
    // Requested for 1 Nov, but confirmed for 3 Nov: the confirmed start counts.
    await booked({
      contactName: "Moved",
      status: "confirmed",
      requestedStart: "2026-11-01T06:00:00.000Z",
      scheduledStart: "2026-11-03T06:00:00.000Z",
    });

    const day = await list("from=2026-11-01&to=2026-11-01&sort=demo&dir=asc");
    expect(names(day.rows)).toEqual(["NY before", "Late"]);
    expect(names((await list("from=2026-11-02")).rows)).toEqual(["Moved", "Next day"]);
    expect(names((await list("to=2026-11-02&sort=demo&dir=asc")).rows)).toEqual([
      "NY before",
      "Late",
      "Next day",
    ]);
    // The same day read in UTC ends later: 18:30Z is still 1 Nov there.
    expect(names((await list("from=2026-11-01&to=2026-11-01", "UTC")).rows)).toEqual([
      "Next day",
      "Late",
      "NY before",
    ]);
  });

  it("sorts by name whatever the case and by the demo's time, and pages 25 at a time", async () => {
    for (let i = 1; i <= 27; i += 1) {
      await booked({
        contactName: `${i % 2 ? "b" : "B"}ooker ${String(i).padStart(2, "0")}`,
        requestedStart: new Date(Date.parse("2026-12-01T00:00:00Z") - i * 3_600_000).toISOString(),
      });
    }
    const first = await list("sort=name&dir=asc");
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(25);
    expect(names((await list("sort=name&dir=asc&page=2")).rows)).toEqual([
      "Booker 26",
      "booker 27",
    ]);
    expect(names((await list("sort=demo&dir=asc")).rows)[0]).toBe("booker 27");
    expect((await list("page=3")).rows).toEqual([]);
  });

  it("reads the CSV's batches in creation order under the list's filter", async () => {
    const ids = [];
    for (const name of ["One", "Two", "Three"]) ids.push(await booked({ contactName: name }));
    await booked({ contactName: "Gone", status: "cancelled", assigneeId: adminId });
    const query = readListQuery(bookingListQuery, "http://x/admin/bookings?status=requested");
    const filter = bookingFilterOf(query, KOLKATA);
    const first = await bookingBatch(db(), filter, undefined, 2);
    expect(first.map((r) => r.contactName)).toEqual(["One", "Two"]);
    const rest = await bookingBatch(db(), filter, first[1], 2);
    expect(rest.map((r) => r.id)).toEqual([ids[2]]);
    const all = await bookingBatch(
      db(),
      bookingFilterOf(readListQuery(bookingListQuery, "http://x/"), KOLKATA),
      undefined,
      10,
    );
    expect(all.at(-1)).toMatchObject({
      contactName: "Gone",
      assigneeEmail: expect.stringContaining("zoya.admin"),
    });
  });

  it("reads one booking with its assignee, course and account, and its history oldest first", async () => {
    const learner = await user("Kiran Parent");
    const id = await booked({
      contactName: "Kiran Parent",
      status: "confirmed",
      courseSlug: courseSlugs[0],
      userId: learner,
      assigneeId: adminId,
      scheduledStart: "2026-12-02T10:00:00.000Z",
      durationMinutes: 45,
      internalNotes: "Prefers Hindi.",
    });
    const detail = await getBookingDetail(db(), id);
    expect(detail).toMatchObject({
      id,
      status: "confirmed",
      version: 1,
      durationMinutes: 45,
      internalNotes: "Prefers Hindi.",
      assignee: { id: adminId, name: "Zoya Admin" },
      account: { id: learner, name: "Kiran Parent" },
      course: { slug: courseSlugs[0] },
      enrollment: null,
    });
    // The booker's private manage link is not the admin's to see.
    expect(detail).not.toHaveProperty("manageToken");
    expect(await getBookingDetail(db(), "no-such-booking")).toBeUndefined();

    // Each in its own moment, as real changes are.
    const audit = async (entry: Parameters<typeof writeAudit>[1]) => {
      await writeAudit(db(), entry);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await audit({
      actorId: adminId,
      actorEmail: "zoya@example.com",
      action: "booking.confirm",
      entity: "booking",
      entityId: id,
      detail: { before: { status: "requested" }, after: { status: "confirmed" } },
    });
    await audit({
      actorId: null,
      actorEmail: null,
      action: "booking.change-request",
      entity: "booking",
      entityId: id,
      detail: null,
    });
    // Another section's row with the same id is not this booking's history.
    await audit({
      actorId: adminId,
      actorEmail: "zoya@example.com",
      action: "message.read",
      entity: "message",
      entityId: id,
      detail: null,
    });
    const history = await bookingHistory(db(), id);
    expect(history.map((h) => h.action)).toEqual(["booking.confirm", "booking.change-request"]);
    expect(history[0].actor).toEqual({
      id: adminId,
      name: "Zoya Admin",
      email: "zoya@example.com",
    });
    expect(history[1].actor).toBeNull();
  });

  it("offers every admin to run a demo and every course", async () => {
    const options = await bookingOptions(db());
    expect(options.admins.map((a) => a.name)).toContain("Zoya Admin");
    expect(options.admins.every((a) => a.id !== "")).toBe(true);
    expect(options.courses.map((c) => c.slug)).toEqual(expect.arrayContaining(courseSlugs));
  });
});
