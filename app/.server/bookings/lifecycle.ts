import type { Kysely, Selectable, Transaction } from "kysely";
import type { BookingStatus, Database, DemoBookingTable } from "../db/schema";
import {
  adminWrite,
  AdminRefusal,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "../admin/write";
import { resetPasswordUrl } from "../password-reset";
import { enrollIn, EnrollmentError } from "../repos/enrollments";
import type { AppServices } from "../services";
import type { SessionUser } from "../session";
import { bookerAccount, type BookerAccount, WELCOME_LINK_DAYS } from "./conversion";
import { queueBookerMail, queueEnrolledMail, type BookerMailKind } from "./mails";
import { cancelReminders, scheduleReminders } from "./reminders";

// The admin's side of a demo booking's lifecycle (docs/admin.md, decision 0018). Every action is
// one adminWrite: the version check (two admins at once: the second is told), the transition
// rule, the change, its reminders, its mail and its audit row commit together or not at all.

/** A stored booking, every column (the admin pages, the mails and the calendar read it). */
export type BookingRecord = Selectable<DemoBookingTable>;

export type BookingAction =
  "confirm" | "reschedule" | "cancel" | "complete" | "no-show" | "convert";

/**
 * Which actions each status allows; the page offers only these and the server refuses the
 * rest. requested → confirmed → completed | no-show; requested | confirmed → cancelled; a
 * completed demo converts once into an enrolment. Cancelled and no-show are final.
 */
export const BOOKING_ACTIONS: Record<BookingStatus, readonly BookingAction[]> = {
  requested: ["confirm", "cancel"],
  confirmed: ["reschedule", "cancel", "complete", "no-show"],
  completed: ["convert"],
  cancelled: [],
  "no-show": [],
};

/**
 * The actions the booking's page offers now: its status's, less a conversion already made,
 * anything that would mail an anonymised booking (its owner deleted their account), and the
 * outcomes (completed, no-show) before the demo has started, which markOutcome would refuse.
 */
export function bookingActions(
  booking: Pick<BookingRecord, "status" | "convertedAt" | "email" | "scheduledStart">,
  now: Date = new Date(),
): readonly BookingAction[] {
  const started =
    booking.scheduledStart !== null && new Date(booking.scheduledStart).getTime() <= now.getTime();
  return BOOKING_ACTIONS[booking.status].filter((action) => {
    if (action === "convert") return !booking.convertedAt && Boolean(booking.email);
    if (action === "confirm" || action === "reschedule") return Boolean(booking.email);
    if (action === "complete" || action === "no-show") return started;
    return true;
  });
}

type Actor = Pick<SessionUser, "id" | "email">;

interface Versioned {
  id: string;
  version: number;
}

export interface ScheduleChange extends Versioned {
  /** ISO UTC. */
  start: string;
  durationMinutes: number;
  meetingLink: string;
  assigneeId: string;
}

export async function getBookingRecord(
  db: Kysely<Database>,
  id: string,
): Promise<BookingRecord | undefined> {
  return db.selectFrom("demoBooking").selectAll().where("id", "=", id).executeTakeFirst();
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  requested: "still a request",
  confirmed: "confirmed",
  completed: "completed",
  cancelled: "cancelled",
  "no-show": "marked as a no-show",
};

const ACTION_WORDS: Record<BookingAction, string> = {
  confirm: "confirmed",
  reschedule: "rescheduled",
  cancel: "cancelled",
  complete: "marked as completed",
  "no-show": "marked as a no-show",
  convert: "converted into an enrolment",
};

/**
 * The booking as the admin saw it, or a refusal: gone, changed since (whoever changed it), or
 * in a status that does not allow the action.
 */
async function loadForAction(
  trx: Transaction<Database>,
  input: Versioned,
  action: BookingAction | null,
): Promise<BookingRecord> {
  const booking = await getBookingRecord(trx, input.id);
  if (!booking) throw new RecordMissing("This booking");
  if (booking.version !== input.version) throw new VersionConflict();
  if (action && !BOOKING_ACTIONS[booking.status].includes(action)) {
    throw new AdminRefusal(
      `This booking is ${STATUS_WORDS[booking.status]}, so it can't be ${ACTION_WORDS[action]}.`,
      409,
    );
  }
  return booking;
}

/** Applies a versioned change and answers the booking as it now is. */
async function change(
  trx: Transaction<Database>,
  booking: BookingRecord,
  changes: Partial<Omit<BookingRecord, "id" | "version">>,
): Promise<BookingRecord> {
  await updateVersioned(trx, "demoBooking", booking.id, booking.version, changes);
  return { ...booking, ...changes, version: booking.version + 1 };
}

/** The booker's mail, unless the booking was anonymised (its owner deleted their account). */
async function mailBooker(
  trx: Transaction<Database>,
  services: AppServices,
  booking: BookingRecord,
  kind: BookerMailKind,
) {
  if (booking.email) await queueBookerMail(trx, services.config, booking, kind);
}

function pick(booking: BookingRecord, keys: readonly (keyof BookingRecord)[]) {
  return Object.fromEntries(keys.map((k) => [k, booking[k]]));
}

const SCHEDULE_FIELDS = [
  "status",
  "scheduledStart",
  "durationMinutes",
  "meetingLink",
  "assigneeId",
  "changeRequest",
] as const;

async function checkSchedule(trx: Transaction<Database>, input: ScheduleChange, now: Date) {
  const start = new Date(input.start);
  if (Number.isNaN(start.getTime())) {
    throw new AdminRefusal("Choose the date and time of the demo.", 422);
  }
  if (start.getTime() <= now.getTime()) {
    throw new AdminRefusal("Choose a time in the future.", 422);
  }
  const assignee = await trx
    .selectFrom("user")
    .select("id")
    .where("id", "=", input.assigneeId)
    .where("role", "=", "admin")
    .executeTakeFirst();
  if (!assignee) throw new AdminRefusal("Choose the admin who will run the demo.", 422);
  return start.toISOString();
}

/**
 * Puts a booking on a time: a confirm (from requested) or a reschedule (confirmed, a new time
 * or new details). The booker's change request, if any, is answered by it.
 */
async function schedule(
  services: AppServices,
  actor: Actor,
  input: ScheduleChange,
  action: "confirm" | "reschedule",
): Promise<void> {
  await adminWrite(services.db, actor, {
    action: `booking.${action}`,
    entity: "booking",
    entityId: input.id,
    run: async (trx) => {
      const now = new Date();
      const booking = await loadForAction(trx, input, action);
      const start = await checkSchedule(trx, input, now);
      if (
        action === "reschedule" &&
        booking.scheduledStart === start &&
        booking.durationMinutes === input.durationMinutes &&
        booking.meetingLink === input.meetingLink &&
        booking.assigneeId === input.assigneeId
      ) {
        throw new AdminRefusal("Nothing changed: choose a new time or change the details.", 422);
      }
      if (!booking.email) {
        throw new AdminRefusal(
          "The booker deleted their account, so this booking can only be cancelled.",
          409,
        );
      }
      const after = await change(trx, booking, {
        status: "confirmed",
        scheduledStart: start,
        durationMinutes: input.durationMinutes,
        meetingLink: input.meetingLink,
        assigneeId: input.assigneeId,
        changeRequest: null,
        changeRequestedAt: null,
        calendarSequence: booking.calendarSequence + 1,
        updatedAt: now.toISOString(),
      });
      await scheduleReminders(trx, booking.id, start, now);
      await mailBooker(trx, services, after, action === "confirm" ? "confirmed" : "rescheduled");
      return {
        before: pick(booking, SCHEDULE_FIELDS),
        after: pick(after, SCHEDULE_FIELDS),
        result: undefined,
      };
    },
  });
  services.mail?.kick();
}

/** requested → confirmed, with the start, length, meeting link and the admin who runs it. */
export async function confirmBooking(
  services: AppServices,
  actor: Actor,
  input: ScheduleChange,
): Promise<void> {
  await schedule(services, actor, input, "confirm");
}

/** confirmed → confirmed at a new time (or with new details); the calendar event moves. */
export async function rescheduleBooking(
  services: AppServices,
  actor: Actor,
  input: ScheduleChange,
): Promise<void> {
  await schedule(services, actor, input, "reschedule");
}

/** requested | confirmed → cancelled, with the reason the booker is sent. */
export async function cancelBooking(
  services: AppServices,
  actor: Actor,
  input: Versioned & { reason: string },
): Promise<void> {
  const reason = input.reason.trim();
  if (!reason) throw new AdminRefusal("Give the reason for cancelling (the booker reads it).");
  await adminWrite(services.db, actor, {
    action: "booking.cancel",
    entity: "booking",
    entityId: input.id,
    run: async (trx) => {
      const now = new Date();
      const booking = await loadForAction(trx, input, "cancel");
      const after = await change(trx, booking, {
        status: "cancelled",
        cancelReason: reason,
        cancelledBy: "admin",
        changeRequest: null,
        changeRequestedAt: null,
        calendarSequence: booking.calendarSequence + 1,
        updatedAt: now.toISOString(),
      });
      await cancelReminders(trx, booking.id, now);
      await mailBooker(trx, services, after, "cancelled");
      const fields = ["status", "cancelReason", "cancelledBy", "changeRequest"] as const;
      return { before: pick(booking, fields), after: pick(after, fields), result: undefined };
    },
  });
  services.mail?.kick();
}

/** confirmed → completed | no-show, once the demo has started. */
async function markOutcome(
  services: AppServices,
  actor: Actor,
  input: Versioned,
  action: "complete" | "no-show",
): Promise<void> {
  await adminWrite(services.db, actor, {
    action: `booking.${action}`,
    entity: "booking",
    entityId: input.id,
    run: async (trx) => {
      const now = new Date();
      const booking = await loadForAction(trx, input, action);
      if (new Date(booking.scheduledStart!).getTime() > now.getTime()) {
        throw new AdminRefusal(
          "This demo hasn't started yet. Mark it once its start time has passed.",
          409,
        );
      }
      const status = action === "complete" ? "completed" : "no-show";
      await change(trx, booking, { status, updatedAt: now.toISOString() });
      await cancelReminders(trx, booking.id, now);
      return { before: { status: booking.status }, after: { status }, result: undefined };
    },
  });
}

export async function completeBooking(
  services: AppServices,
  actor: Actor,
  input: Versioned,
): Promise<void> {
  await markOutcome(services, actor, input, "complete");
}

export async function markNoShow(
  services: AppServices,
  actor: Actor,
  input: Versioned,
): Promise<void> {
  await markOutcome(services, actor, input, "no-show");
}

/**
 * completed → enrolled (once): an enrolment in the booking's course for the booker's account,
 * created if needed; the booker is mailed (a new account with its set-your-password link). An
 * account that has the booking's address but never proved it gets nothing yet: the address is
 * mailed a password link, and using it attaches the booking and the enrolment
 * (docs/decisions/0024-proven-addresses.md).
 */
export async function convertBooking(
  services: AppServices,
  actor: Actor,
  input: Versioned,
): Promise<{ userId: string | null; enrollmentId: string | null; account: BookerAccount["kind"] }> {
  const outcome = await adminWrite(services.db, actor, {
    action: "booking.convert",
    entity: "booking",
    entityId: input.id,
    run: async (trx) => {
      const now = new Date();
      const booking = await loadForAction(trx, input, "convert");
      if (booking.convertedAt) {
        throw new AdminRefusal("This booking was already converted into an enrolment.", 409);
      }
      if (!booking.email) {
        throw new AdminRefusal("The booker deleted their account, so it can't be converted.", 409);
      }
      const course = booking.courseSlug
        ? await trx
            .selectFrom("course")
            .select(["id", "title", "published"])
            .where("slug", "=", booking.courseSlug)
            .executeTakeFirst()
        : undefined;
      if (!course) {
        throw new AdminRefusal(
          "This booking names no course to enrol in. Enrol the learner from their user page instead.",
          422,
        );
      }
      const unpublished = new AdminRefusal(
        `${course.title} is not open for enrolment (it is unpublished). Publish it first.`,
        409,
      );
      if (!Number(course.published)) throw unpublished;
      // The version check first: of two admins converting at once, the second waits here and
      // is refused before it makes an account or an enrolment.
      await change(trx, booking, { convertedAt: now.toISOString(), updatedAt: now.toISOString() });
      const account = await bookerAccount(trx, services, booking, now);
      let enrollmentId: string | null = null;
      if (account.kind !== "unproven") {
        try {
          enrollmentId = (await enrollIn(trx, account.id, course.id)).enrollment.id;
        } catch (error) {
          if (error instanceof EnrollmentError) throw unpublished;
          throw error;
        }
        await trx
          .updateTable("demoBooking")
          .set({ userId: account.id, enrollmentId })
          .where("id", "=", booking.id)
          .execute();
      }
      const userId = account.kind === "unproven" ? null : account.id;
      const after = { ...booking, userId, enrollmentId };
      await queueEnrolledMail(trx, services.config, after, {
        // An unproven account's address may not be the booker's: write to the booking's.
        to: account.kind === "unproven" ? booking.email : account.email,
        name:
          account.kind === "unproven" ? booking.contactName : account.name || booking.contactName,
        courseTitle: course.title,
        account: account.kind,
        setPassword:
          account.kind === "existing"
            ? null
            : {
                url: resetPasswordUrl(services.config.siteUrl, account.setPasswordToken),
                expiresInDays: WELCOME_LINK_DAYS,
              },
      });
      return {
        before: { userId: booking.userId, enrollmentId: null, convertedAt: null },
        after: { userId, enrollmentId, convertedAt: now.toISOString(), account: account.kind },
        result: { userId, enrollmentId, account: account.kind },
      };
    },
  });
  services.mail?.kick();
  return outcome;
}

/** The admins' own notes on a booking, in any status; never shown to the booker. */
export async function saveBookingNotes(
  services: AppServices,
  actor: Actor,
  input: Versioned & { notes: string },
): Promise<void> {
  const notes = input.notes.trim() || null;
  await adminWrite(services.db, actor, {
    action: "booking.notes",
    entity: "booking",
    entityId: input.id,
    run: async (trx) => {
      const booking = await loadForAction(trx, input, null);
      if (booking.internalNotes === notes) return { result: undefined };
      await change(trx, booking, { internalNotes: notes, updatedAt: new Date().toISOString() });
      return {
        before: { internalNotes: booking.internalNotes },
        after: { internalNotes: notes },
        result: undefined,
      };
    },
  });
}
