import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, ReminderKind } from "../db/schema";

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
