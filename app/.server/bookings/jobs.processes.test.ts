import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testConfig,
  type TestDatabase,
} from "../../../tests/support/databases";
import type { DemoBookingTable } from "../platform/db/schema";
import { createLogger } from "../platform/log";
import { newManageToken } from "./queries";
import { createServices } from "../services";
import { type AppServices } from "../platform/types";
import { scheduleReminders } from "./jobs";
import { race } from "../../../scripts/support/starting-gun";

// docs/admin.md "Reminders": several processes on one PostgreSQL send a reminder at most once. Two
// separate node processes run reminder passes at the same moment against one fresh PostgreSQL
// database (created on TEST_DATABASE_URL's server, dropped afterwards); every reminder must be
// decided by exactly one of them and have queued at most one mail.
const SCRIPT = fileURLToPath(
  new URL("../../../tests/support/reminder-process.ts", import.meta.url),
);
const BOOKINGS = 300;
const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Decided {
  workerId: string;
  sent: number;
  skipped: number;
  cancelled: number;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "reminders with two server processes on one PostgreSQL",
  () => {
    let database: TestDatabase;
    let services: AppServices;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      services = await createServices(testConfig(database.url), createLogger("silent"), {
        mailWorker: false,
      });
    });
    afterAll(async () => {
      await services?.handle.close();
      await database?.drop();
    });

    it("queues each due reminder exactly once", { timeout: 120_000 }, async () => {
      // At `now`: most bookings start in 2 to 7 hours (their 24h reminder is due, the 1h one
      // not yet); every tenth starts in 30 minutes (the 24h one is pointless, the 1h one due);
      // every tenth from the next is cancelled without its reminders being touched.
      const now = new Date("2031-03-01T08:00:00.000Z");
      const created = new Date(now.getTime() - 3 * 24 * HOUR).toISOString();
      const rows: Omit<DemoBookingTable, "version" | "calendarSequence">[] = [];
      for (let i = 0; i < BOOKINGS; i++) {
        const start = new Date(
          now.getTime() + (i % 10 === 1 ? 30 * MINUTE : 2 * HOUR + i * MINUTE),
        ).toISOString();
        const email = `booker${i}.${randomBytes(3).toString("hex")}@example.com`;
        rows.push({
          id: randomUUID(),
          contactName: `Booker ${i}`,
          email,
          emailKey: email,
          phone: "+91 98765 43210",
          accountType: "student",
          learnerName: null,
          grade: "9",
          board: null,
          goal: null,
          subject: "Physics",
          courseSlug: null,
          requestedStart: start,
          timeZone: i % 2 === 0 ? "America/New_York" : "Europe/London",
          notes: null,
          status: "confirmed",
          scheduledStart: start,
          meetingLink: `https://meet.example.com/${i}`,
          userId: null,
          createdAt: created,
          updatedAt: created,
          durationMinutes: 30,
          assigneeId: null,
          internalNotes: null,
          cancelReason: null,
          cancelledBy: null,
          manageToken: newManageToken(),
          changeRequest: null,
          changeRequestedAt: null,
          enrollmentId: null,
          convertedAt: null,
        });
      }
      await services.db.insertInto("demoBooking").values(rows).execute();
      await services.db.transaction().execute(async (trx) => {
        for (const row of rows) {
          await scheduleReminders(trx, row.id, row.scheduledStart!, new Date(created));
        }
      });
      const cancelledIds = rows.filter((_, i) => i % 10 === 2).map((r) => r.id);
      await services.db
        .updateTable("demoBooking")
        .set({ status: "cancelled" })
        .where("id", "in", cancelledIds)
        .execute();

      const { results: decided } = await race<Decided>(
        SCRIPT,
        ["process-a", "process-b"],
        (workerId) => ({
          REMINDER_DATABASE_URL: database.url,
          REMINDER_NOW: now.toISOString(),
          REMINDER_WORKER_ID: workerId,
        }),
      );

      const soon = BOOKINGS / 10; // start in 30 minutes
      const cancelled = BOOKINGS / 10;
      const expected = {
        sent: BOOKINGS - cancelled - soon + soon, // 24h ones of the rest, 1h ones of the soon
        skipped: soon, // the soon ones' 24h
        cancelled,
      };
      // What the processes say they did adds up to one decision per due reminder...
      const sum = (key: keyof typeof expected) => decided.reduce((n, d) => n + d[key], 0);
      expect({ sent: sum("sent"), skipped: sum("skipped"), cancelled: sum("cancelled") }).toEqual(
        expected,
      );
      // ...and both took part, so the claims really raced.
      for (const d of decided) expect(d.sent + d.skipped + d.cancelled).toBeGreaterThan(0);

      // The database agrees: each decided reminder by one process, each sent one with its own
      // mail, and no reminder mail without a reminder.
      const reminders = await services.db
        .selectFrom("bookingReminder")
        .selectAll()
        .where("status", "<>", "pending")
        .execute();
      expect(reminders).toHaveLength(expected.sent + expected.skipped + expected.cancelled);
      for (const r of reminders) expect(["process-a", "process-b"]).toContain(r.decidedBy);
      const sentRows = reminders.filter((r) => r.status === "sent");
      expect(sentRows).toHaveLength(expected.sent);
      const mails = await services.db
        .selectFrom("emailOutbox")
        .select(["id", "to", "kind"])
        .where("kind", "like", "booking-reminder%")
        .execute();
      expect(mails).toHaveLength(expected.sent);
      expect(new Set(sentRows.map((r) => r.mailId)).size).toBe(expected.sent);
      const mailById = new Map(mails.map((m) => [m.id, m]));
      const emailOf = new Map(rows.map((r) => [r.id, r.email]));
      for (const r of sentRows) {
        const mail = mailById.get(r.mailId!);
        expect(mail?.to).toBe(emailOf.get(r.bookingId));
        expect(mail?.kind).toBe(r.kind === "24h" ? "booking-reminder-24h" : "booking-reminder-1h");
      }
      // Still pending: only the 1h reminders of the demos starting hours later.
      const pending = await services.db
        .selectFrom("bookingReminder")
        .select(["kind", "dueAt", "decidedBy"])
        .where("status", "=", "pending")
        .execute();
      expect(pending.every((r) => r.kind === "1h" && r.dueAt > now.toISOString())).toBe(true);
      // No claim outlived its transaction, and none took a row it did not decide.
      expect(pending.filter((r) => r.decidedBy !== null)).toEqual([]);
    });
  },
);
