import type { Kysely, Transaction } from "kysely";
import { cancelReminders } from "../bookings/jobs";
import type { Database } from "../platform/db/schema";
import { getRecordOwner, ownedBookingIds, ownedMessageIds } from "./queries";
import { isLastAdmin, LastAdminError, lockAdmins } from "../users/queries";

export interface DeletionSummary {
  enrollments: number;
  sessions: number;
  bookingsAnonymised: number;
  messagesAnonymised: number;
}

/**
 * Deletes an account as the Data Deletion Policy says, in one transaction: the user, their
 * sessions, sign-in methods, reset tokens and enrollments are deleted; their demo bookings and
 * contact messages lose the name, e-mail, phone and every free-text field, keeping only what
 * counts them. The newsletter subscription, e-mail outbox and audit log are kept, as the policy
 * states. The last admin cannot delete themselves.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: string,
): Promise<DeletionSummary | undefined> {
  return db.transaction().execute((trx) => eraseAccount(trx, userId));
}

/**
 * deleteAccount's work inside a transaction the caller owns (the admin panel's, which also
 * writes the audit row). Never deletes the last admin, even against a concurrent demotion or
 * deletion: the admin rows are locked first (lockAdmins).
 */
export async function eraseAccount(
  trx: Transaction<Database>,
  userId: string,
): Promise<DeletionSummary | undefined> {
  const admins = await lockAdmins(trx);
  const owner = await getRecordOwner(trx, userId);
  if (!owner) return undefined;
  if (isLastAdmin(admins, userId)) throw new LastAdminError();

  const now = new Date().toISOString();
  const bookingIds = await ownedBookingIds(trx, owner);
  for (const id of bookingIds) {
    await trx
      .updateTable("demoBooking")
      // The version moves: an admin's open form for this booking must not act on it.
      .set((eb) => ({
        contactName: "",
        email: "",
        // Unique with the slot, so each anonymised booking keeps a key of its own.
        emailKey: `deleted:${id}`,
        phone: "",
        learnerName: null,
        goal: null,
        notes: null,
        meetingLink: null,
        internalNotes: null,
        cancelReason: null,
        changeRequest: null,
        // The private manage link stops working: nothing of the booking is theirs to see.
        manageToken: null,
        userId: null,
        updatedAt: now,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", id)
      .execute();
    // No reminder goes to an address that is gone.
    await cancelReminders(trx, id, new Date(now));
  }
  const messageIds = await ownedMessageIds(trx, owner);
  if (messageIds.length) {
    await trx
      .updateTable("contactMessage")
      .set((eb) => ({
        name: "",
        email: "",
        message: "",
        feedback: null,
        userId: null,
        updatedAt: now,
        version: eb("version", "+", 1),
      }))
      .where("id", "in", messageIds)
      .execute();
  }

  const enrollments = await trx
    .deleteFrom("enrollment")
    .where("userId", "=", userId)
    .executeTakeFirst();
  const sessions = await trx.deleteFrom("session").where("userId", "=", userId).executeTakeFirst();
  await trx.deleteFrom("account").where("userId", "=", userId).execute();
  await trx.deleteFrom("verification").where("value", "=", userId).execute();
  await trx.deleteFrom("user").where("id", "=", userId).execute();
  return {
    enrollments: Number(enrollments.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    bookingsAnonymised: bookingIds.length,
    messagesAnonymised: messageIds.length,
  };
}
