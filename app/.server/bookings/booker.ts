import { timingSafeEqual } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AppConfig } from "../config";
import type { Database, DemoBookingTable } from "../db/schema";
import { changedFields } from "../admin/write";
import { writeAudit } from "../repos/audit";
import type { AppServices } from "../services";
import { queueAdminNotice, queueBookerMail } from "./mails";
import { cancelReminders } from "./reminders";

// The booker's side of a booking (docs/admin.md "The booker's manage link"): the private manage
// link from every booking mail is the only credential, so everything here starts from the token and
// never from an id. A booker may cancel or ask for another time until the cut-off before the start;
// each change is audited with the booker as the actor (no account).

export type BookerBooking = Selectable<DemoBookingTable>;

/**
 * What a manage token looks like: 48 hex characters from newManageToken() and SQLite's
 * migration, 64 from PostgreSQL's (two UUIDs without their dashes). Anything else is refused
 * before the database is asked.
 */
const TOKEN_FORMAT = /^[0-9a-f]{48}(?:[0-9a-f]{16})?$/;

export function isManageTokenFormat(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

/**
 * The booking a manage token names. The unique index finds the row (its timing says nothing
 * useful about other tokens); the comparison afterwards is constant-time so no answer depends
 * on how much of a guess matched.
 */
export async function bookingByManageToken(
  db: Kysely<Database>,
  token: string,
): Promise<BookerBooking | undefined> {
  if (!isManageTokenFormat(token)) return undefined;
  const row = await db
    .selectFrom("demoBooking")
    .selectAll()
    .where("manageToken", "=", token)
    .executeTakeFirst();
  if (!row?.manageToken || row.manageToken.length !== token.length) return undefined;
  return timingSafeEqual(Buffer.from(row.manageToken), Buffer.from(token)) ? row : undefined;
}

/** When the demo starts: the confirmed time once there is one, else the time asked for. */
export function bookingStart(booking: Pick<BookerBooking, "scheduledStart" | "requestedStart">) {
  return new Date(booking.scheduledStart ?? booking.requestedStart);
}

/** The last moment the booker may cancel or ask for another time. */
export function changeDeadline(
  booking: Pick<BookerBooking, "scheduledStart" | "requestedStart">,
  config: Pick<AppConfig, "bookingChangeCutoffHours">,
): Date {
  return new Date(bookingStart(booking).getTime() - config.bookingChangeCutoffHours * 3_600_000);
}

/** Why the booker may not change a booking now: it is over or cancelled, or too close to start. */
export type BookerRefusal = "closed" | "past-cutoff";

export function bookerChangeRefusal(
  booking: Pick<BookerBooking, "status" | "scheduledStart" | "requestedStart">,
  config: Pick<AppConfig, "bookingChangeCutoffHours">,
  now: Date,
): BookerRefusal | null {
  if (booking.status !== "requested" && booking.status !== "confirmed") return "closed";
  // At the deadline itself it is already too late: "until 12 hours before" excludes 12 hours.
  if (now.getTime() >= changeDeadline(booking, config).getTime()) return "past-cutoff";
  return null;
}

export type BookerOutcome =
  | { ok: true; booking: BookerBooking }
  /** not-found: no booking has this token; conflict: it changed while the booker decided. */
  | { ok: false; reason: BookerRefusal | "not-found" | "conflict" };

type Services = Pick<AppServices, "db" | "config" | "mail">;

/** The audit row's actor: the booker has no account, so only their address names them. */
function bookerActor(booking: BookerBooking) {
  return { actorId: null, actorEmail: booking.email || "booker" };
}

/**
 * Runs one booker change in a transaction: finds the booking by its token, checks it may
 * still change, applies `changes` only if nobody else changed it since (version and status in
 * the same statement), then lets `after` queue mails and write the audit row. A refusal
 * changes nothing.
 */
async function bookerChange(
  services: Services,
  token: string,
  now: Date,
  changes: (booking: BookerBooking) => Record<string, unknown>,
  after: (trx: Kysely<Database>, before: BookerBooking, updated: BookerBooking) => Promise<void>,
): Promise<BookerOutcome> {
  const outcome = await services.db.transaction().execute(async (trx) => {
    const booking = await bookingByManageToken(trx, token);
    if (!booking) return { ok: false, reason: "not-found" } as const;
    const refusal = bookerChangeRefusal(booking, services.config, now);
    if (refusal) return { ok: false, reason: refusal } as const;
    const result = await trx
      .updateTable("demoBooking")
      .set(
        (eb) =>
          ({
            ...changes(booking),
            updatedAt: now.toISOString(),
            version: eb("version", "+", 1),
          }) as never,
      )
      .where("id", "=", booking.id)
      .where("version", "=", booking.version)
      .where("status", "in", ["requested", "confirmed"])
      .executeTakeFirst();
    // An admin moved or cancelled it meanwhile: the booker should see the new state first.
    if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: "conflict" } as const;
    const updated = await trx
      .selectFrom("demoBooking")
      .selectAll()
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    await after(trx, booking, updated);
    return { ok: true, booking: updated } as const;
  });
  if (outcome.ok) services.mail?.kick();
  return outcome;
}

/**
 * The booker cancels: the booking becomes cancelled by the booker, its calendar event is
 * withdrawn (a higher SEQUENCE with METHOD:CANCEL in the mail), pending reminders are
 * cancelled, and the admins are told, all with the audit row in one transaction.
 */
export async function bookerCancel(
  services: Services,
  token: string,
  reason: string,
  now: Date = new Date(),
): Promise<BookerOutcome> {
  const { config } = services;
  return bookerChange(
    services,
    token,
    now,
    (booking) => ({
      status: "cancelled",
      cancelledBy: "booker",
      cancelReason: reason.trim() || null,
      // Nothing is left to reschedule.
      changeRequest: null,
      changeRequestedAt: null,
      calendarSequence: booking.calendarSequence + 1,
    }),
    async (trx, before, updated) => {
      await cancelReminders(trx, updated.id, now);
      await queueBookerMail(trx, config, updated, "cancelled");
      await queueAdminNotice(trx, config, updated, "booker-cancelled");
      await writeAudit(trx, {
        ...bookerActor(updated),
        action: "booking.cancel",
        entity: "booking",
        entityId: updated.id,
        detail: changedFields(auditFields(before), auditFields(updated)),
      });
    },
  );
}

/**
 * The booker asks for another time: their words are kept on the booking until an admin
 * reschedules or cancels it, and the admins are told. The booking itself stays as it is.
 */
export async function bookerRequestChange(
  services: Services,
  token: string,
  text: string,
  now: Date = new Date(),
): Promise<BookerOutcome> {
  const { config } = services;
  return bookerChange(
    services,
    token,
    now,
    () => ({ changeRequest: text.trim(), changeRequestedAt: now.toISOString() }),
    async (trx, before, updated) => {
      await queueAdminNotice(trx, config, updated, "change-requested");
      await writeAudit(trx, {
        ...bookerActor(updated),
        action: "booking.change-request",
        entity: "booking",
        entityId: updated.id,
        detail: changedFields(auditFields(before), auditFields(updated)),
      });
    },
  );
}

/** The fields a booker's change can touch, for the audit row's before/after. */
function auditFields(booking: BookerBooking): Record<string, unknown> {
  return {
    status: booking.status,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    changeRequest: booking.changeRequest,
    changeRequestedAt: booking.changeRequestedAt,
  };
}
