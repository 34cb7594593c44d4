import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely, Selectable } from "kysely";
import type {
  BookingReminderTable,
  Database,
  DemoBookingTable,
  ReminderKind,
} from "../platform/db/schema";
import { startBackgroundLoop } from "../platform/background-loop";
import { maskedErrorMessage } from "../platform/log";
import type { AppServices } from "../platform/types";
import { queueBookerMail } from "./mails";
import type { ReminderCounts, ReminderWorker } from "./types";

const HOUR_MS = 60 * 60 * 1000;

/** How long before the start each reminder is due. */
const REMINDER_OFFSETS: Record<ReminderKind, number> = { "24h": 24 * HOUR_MS, "1h": HOUR_MS };

/**
 * In the caller's transaction: marks the booking's pending reminders for any other start
 * 'cancelled' and inserts 24h and 1h rows for `start` whose due time is still ahead of now.
 * A row is for one start, so a moved demo never gets a reminder for its old time; the unique
 * (bookingId, kind, startAt) makes scheduling the same start twice harmless. A demo moved away
 * and back again revives its cancelled rows (a row already sent stays sent: no second copy).
 */
export async function scheduleReminders(
  trx: Kysely<Database>,
  bookingId: string,
  start: string,
  now: Date,
): Promise<void> {
  const startAt = new Date(start).toISOString();
  const decidedAt = now.toISOString();
  await trx
    .updateTable("bookingReminder")
    .set({ status: "cancelled", decidedAt })
    .where("bookingId", "=", bookingId)
    .where("status", "=", "pending")
    .where("startAt", "<>", startAt)
    .execute();
  const startMs = new Date(startAt).getTime();
  const rows = (Object.keys(REMINDER_OFFSETS) as ReminderKind[])
    .map((kind) => ({ kind, dueMs: startMs - REMINDER_OFFSETS[kind] }))
    // A reminder whose moment has passed would arrive late or after the demo: none is made.
    .filter((r) => r.dueMs > now.getTime())
    .map((r) => ({
      id: randomUUID(),
      bookingId,
      kind: r.kind,
      startAt,
      dueAt: new Date(r.dueMs).toISOString(),
      decidedAt: null,
      decidedBy: null,
      mailId: null,
    }));
  if (rows.length === 0) return;
  await trx
    .insertInto("bookingReminder")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["bookingId", "kind", "startAt"])
        .doUpdateSet({ status: "pending", decidedAt: null, decidedBy: null })
        .where("bookingReminder.status", "=", "cancelled"),
    )
    .execute();
}

/** In the caller's transaction: the booking's pending reminders will never be sent. */
export async function cancelReminders(
  trx: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("bookingReminder")
    .set({ status: "cancelled", decidedAt: now.toISOString() })
    .where("bookingId", "=", bookingId)
    .where("status", "=", "pending")
    .execute();
}

export type ReminderDecision = "send" | "skipped" | "cancelled";

/**
 * What a due reminder deserves now. A reminder is for one start: if the booking is no longer
 * confirmed at that start (cancelled, moved, completed), or has no booker left (anonymised),
 * it is cancelled, whatever the clock says. Otherwise it is sent while it can still help and skipped when it cannot: once the demo
 * has started, or for the 24h one once the 1h one is due (the booker would get two reminders
 * within minutes, the second one carrying everything the first did). A late 1h reminder is
 * still sent up to the start: it carries the meeting link.
 */
export function decideReminder(
  reminder: Pick<Selectable<BookingReminderTable>, "kind" | "startAt">,
  booking: Pick<
    Selectable<DemoBookingTable>,
    "status" | "scheduledStart" | "email" | "manageToken"
  >,
  now: Date,
): ReminderDecision {
  const startMs = new Date(reminder.startAt).getTime();
  if (
    // Anonymised (its booker deleted their account): nobody to remind.
    !booking.email ||
    !booking.manageToken ||
    booking.status !== "confirmed" ||
    booking.scheduledStart === null ||
    new Date(booking.scheduledStart).getTime() !== startMs
  ) {
    return "cancelled";
  }
  if (now.getTime() >= startMs) return "skipped";
  if (reminder.kind === "24h" && now.getTime() >= startMs - REMINDER_OFFSETS["1h"]) {
    return "skipped";
  }
  return "send";
}

/** Thrown inside a reminder's transaction to undo its claim and leave it for a later pass. */
class Busy extends Error {}

/** How many reminders one pass decides at most; the next pass goes on. */
const PASS_LIMIT = 500;

/**
 * Decides every pending reminder due by `now` (default: the clock), each in its own
 * transaction that claims it, reads its booking, queues the mail and records the decision:
 *
 * - The claim is the transaction's first statement, a conditional UPDATE of one pending row
 *   (on PostgreSQL its subquery takes the row FOR UPDATE SKIP LOCKED, so another process
 *   passes over it instead of waiting; on SQLite the UPDATE takes the write lock). The claim,
 *   the mail and the status commit together or not at all: a process that dies in between
 *   leaves the row pending and nothing queued, and the next pass (of any process) decides it.
 *   A row no longer pending is never claimed, so a reminder is queued at most once.
 * - On PostgreSQL the booking is read FOR SHARE SKIP LOCKED: while an admin's or the booker's
 *   change to it is uncommitted, the reminder is left for a later pass instead of going out
 *   for a time that is being changed (and since nothing here waits for a lock, it cannot
 *   deadlock with that change, which may be waiting for this reminder's row).
 * - A reminder whose mail cannot be built is logged and left pending; the next passes retry
 *   it until it is sent or has become pointless.
 */
export async function sendDueReminders(
  services: Pick<AppServices, "db" | "dialect" | "config" | "log">,
  options: { now?: Date; workerId?: string; limit?: number; signal?: AbortSignal } = {},
): Promise<ReminderCounts> {
  const { db, dialect, config, log } = services;
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const workerId = options.workerId ?? defaultWorkerId();
  const limit = options.limit ?? PASS_LIMIT;
  const postgres = dialect === "postgres";
  const counts: ReminderCounts = { sent: 0, skipped: 0, cancelled: 0 };
  // Rows this pass has left pending (busy booking, failed mail): not claimed again in it.
  const passed = new Set<string>();

  for (let done = 0; done < limit && !options.signal?.aborted; done++) {
    let claimed: Selectable<BookingReminderTable> | undefined;
    let decision: ReminderDecision | "none";
    try {
      decision = await db.transaction().execute(async (trx) => {
        claimed = await trx
          .updateTable("bookingReminder")
          .set({ decidedBy: workerId })
          .where("status", "=", "pending")
          // "=", not "in": a scalar subquery runs once (PostgreSQL's InitPlan). Under "in" the
          // planner may rescan it per row, and each rescan skips the row this statement just
          // locked and takes the next one: one UPDATE then claims several rows.
          .where("id", "=", (eb) => {
            let due = eb
              .selectFrom("bookingReminder as due")
              .select("due.id")
              .where("due.status", "=", "pending")
              .where("due.dueAt", "<=", nowIso);
            if (passed.size > 0) due = due.where("due.id", "not in", [...passed]);
            due = due.orderBy("due.dueAt").orderBy("due.id").limit(1);
            return postgres ? due.forUpdate().skipLocked() : due;
          })
          .returningAll()
          .executeTakeFirst();
        if (!claimed) return "none" as const;
        let read = trx.selectFrom("demoBooking").selectAll().where("id", "=", claimed.bookingId);
        if (postgres) read = read.forShare().skipLocked();
        const booking = await read.executeTakeFirst();
        // Absent only while another transaction holds the booking (the foreign key's cascade
        // removes a deleted booking's reminders).
        if (!booking) throw new Busy();
        const decision = decideReminder(claimed, booking, now);
        const mailId =
          decision === "send"
            ? await queueBookerMail(
                trx,
                config,
                booking,
                claimed.kind === "24h" ? "reminder-24h" : "reminder-1h",
              )
            : null;
        await trx
          .updateTable("bookingReminder")
          .set({
            status: decision === "send" ? "sent" : decision,
            decidedAt: nowIso,
            decidedBy: workerId,
            mailId,
          })
          .where("id", "=", claimed.id)
          .execute();
        return decision;
      });
    } catch (error) {
      // Nothing claimed: the database itself failed; the pass ends and the next one retries.
      if (!claimed) throw error;
      passed.add(claimed.id);
      if (!(error instanceof Busy)) {
        log.error(
          {
            reminderId: claimed.id,
            // A database error may quote the booker's address.
            error: maskedErrorMessage(error),
          },
          "reminder not sent; will retry",
        );
      }
      continue;
    }
    if (decision === "none") break;
    counts[decision === "send" ? "sent" : decision]++;
  }
  return counts;
}

function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** Reminders are due to the minute; a pass a minute is on time for a 1 h reminder. */
export const REMINDER_INTERVAL_MS = 60_000;
/** After a start (or a restart after an outage), the first pass comes soon, not a minute later. */
const FIRST_PASS_MS = 5_000;

/**
 * Decides due reminders in the background, one pass at a time per process (processes share the
 * work through the claim). After a pass that queued mail it kicks the outbox worker, so a
 * reminder does not wait for the outbox's own timer.
 */
export function startReminderWorker(
  services: Pick<AppServices, "db" | "dialect" | "config" | "log" | "mail">,
  options: { intervalMs?: number } = {},
): ReminderWorker {
  const { log } = services;
  const workerId = defaultWorkerId();
  const none: ReminderCounts = { sent: 0, skipped: 0, cancelled: 0 };

  async function pass(signal: AbortSignal, now?: Date): Promise<ReminderCounts> {
    const counts = await sendDueReminders(services, { now, workerId, signal });
    if (counts.sent > 0) services.mail?.kick();
    if (counts.sent + counts.skipped + counts.cancelled > 0) log.info(counts, "reminders decided");
    return counts;
  }

  // A tick while a pass still runs (a backlog after an outage) is skipped, not queued up.
  const loop = startBackgroundLoop({
    pass,
    failed: none,
    log,
    failMessage: "reminder pass failed",
    errorText: maskedErrorMessage,
    intervalMs: options.intervalMs ?? REMINDER_INTERVAL_MS,
    firstDelayMs: Math.min(FIRST_PASS_MS, options.intervalMs ?? FIRST_PASS_MS),
    overlap: "queue",
  });

  return {
    runOnce: (now) => loop.run(now),
    async stop() {
      await loop.stop();
    },
  };
}
