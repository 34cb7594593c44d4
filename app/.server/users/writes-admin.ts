import type { Kysely, Transaction } from "kysely";
import { ENROLLMENT_STATUS_LABEL, type EnrollmentStatus } from "~/lib/enrollment-status";
import {
  adminWrite,
  AdminRefusal,
  RecordMissing,
  updateVersioned,
  VersionConflict,
} from "../kit/write";
import type { AccountType, Database, Role } from "../platform/db/schema";
import type { SessionUser } from "../platform/session";
import { eraseAccount, type DeletionSummary } from "../account/writes";
import { ALLOWED_TRANSITIONS, EnrollmentError, enrollIn } from "../enrollments/writes";
import { isLastAdmin, LastAdminError, lockAdmins } from "./queries";

// The changes an admin makes on a user's page (docs/admin.md §5, §6). Each runs through adminWrite,
// so it commits with its audit row or not at all, and names the version of the row the admin
// saw: a change made meanwhile (by another admin, or by the learner) refuses the stale form.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Actor = Pick<SessionUser, "id" | "email">;

export const LAST_ADMIN_MESSAGE =
  "This is the last admin: the school must keep one. Make someone else an admin first.";
export const SELF_DELETE_MESSAGE =
  "You cannot delete your own account here. Use Profile → Delete my account instead.";

async function userFacts(trx: Trx, id: string) {
  const row = await trx
    .selectFrom("user")
    .select(["id", "role", "accountType", "version"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordMissing("This account");
  return row;
}

/** Sessions still to come that this person runs (as the session's teacher). */
async function upcomingTeaching(trx: Trx, userId: string): Promise<number> {
  const row = await trx
    .selectFrom("classSession")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("teacherId", "=", userId)
    .where("status", "=", "scheduled")
    .where("startsAt", ">", new Date().toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Makes a user an admin, a teacher or a user again. Taking the teacher (or admin) role from
 * someone who still runs upcoming classes is refused: their classes go to another teacher first.
 * Demoting the last admin is refused, even when two admins demote each other at the same
 * moment: the admin rows are locked before they are counted (lockAdmins), so the second
 * demotion sees the first. Demoting yourself is allowed unless you are the last admin.
 */
export async function changeRole(
  db: Db,
  actor: Actor,
  change: { userId: string; version: number; role: Role },
): Promise<void> {
  await adminWrite(db, actor, {
    action: "user.role",
    entity: "user",
    entityId: change.userId,
    run: async (trx) => {
      // First, before any other read: see lockAdmins.
      const admins = await lockAdmins(trx);
      const user = await userFacts(trx, change.userId);
      if (user.version !== change.version) throw new VersionConflict();
      if (user.role === change.role) {
        throw new AdminRefusal(
          `This account is already ${{ admin: "an admin", user: "a user", teacher: "a teacher" }[change.role]}.`,
          409,
        );
      }
      if (change.role !== "admin" && isLastAdmin(admins, change.userId)) {
        throw new AdminRefusal(LAST_ADMIN_MESSAGE, 409);
      }
      // Only teachers and admins teach (classes/writes-cohort.ts): a user left with classes
      // would keep sessions nobody may run. Their classes go to someone else first.
      if (change.role === "user" && user.role !== "user") {
        const teaching = await upcomingTeaching(trx, change.userId);
        if (teaching > 0) {
          throw new AdminRefusal(
            `They teach ${teaching} upcoming ${teaching === 1 ? "class" : "classes"}: give ${teaching === 1 ? "it" : "them"} to another teacher first (Classes).`,
            409,
          );
        }
      }
      await updateVersioned(trx, "user", change.userId, change.version, {
        role: change.role,
        updatedAt: new Date().toISOString(),
      });
      return { before: { role: user.role }, after: { role: change.role }, result: undefined };
    },
  });
}

/** Changes the account type (student, parent, professional) the learner chose at sign-up. */
export async function changeAccountType(
  db: Db,
  actor: Actor,
  change: { userId: string; version: number; accountType: AccountType },
): Promise<void> {
  await adminWrite(db, actor, {
    action: "user.account-type",
    entity: "user",
    entityId: change.userId,
    run: async (trx) => {
      const user = await userFacts(trx, change.userId);
      await updateVersioned(trx, "user", change.userId, change.version, {
        accountType: change.accountType,
        updatedAt: new Date().toISOString(),
      });
      return {
        before: { accountType: user.accountType },
        after: { accountType: change.accountType },
        result: undefined,
      };
    },
  });
}

/**
 * Deletes someone's account exactly as their own deletion does (eraseAccount: the same rows
 * deleted, the same fields of bookings and messages blanked). Refused for the last admin and
 * for the admin's own account (their Profile page deletes it, with its own confirmation).
 */
export async function deleteUser(
  db: Db,
  actor: Actor,
  target: { userId: string; version: number },
): Promise<DeletionSummary> {
  if (target.userId === actor.id) throw new AdminRefusal(SELF_DELETE_MESSAGE, 422);
  return adminWrite(db, actor, {
    action: "user.delete",
    entity: "user",
    entityId: target.userId,
    run: async (trx) => {
      const admins = await lockAdmins(trx);
      const user = await userFacts(trx, target.userId);
      if (isLastAdmin(admins, target.userId)) throw new AdminRefusal(LAST_ADMIN_MESSAGE, 409);
      // The version check first: a role or type changed meanwhile refuses the deletion.
      await updateVersioned(trx, "user", target.userId, target.version, {});
      let summary: DeletionSummary | undefined;
      try {
        summary = await eraseAccount(trx, target.userId);
      } catch (error) {
        if (error instanceof LastAdminError) throw new AdminRefusal(LAST_ADMIN_MESSAGE, 409);
        throw error;
      }
      if (!summary) throw new RecordMissing("This account");
      // The audit keeps what was removed, not who: the person's details are gone by design.
      return {
        before: { role: user.role, accountType: user.accountType },
        after: { deleted: true, ...summary },
        result: summary,
      };
    },
  });
}

/** An enrolment's status as a learner reads it ("Upcoming"), for refusals. */
const label = (s: EnrollmentStatus) => ENROLLMENT_STATUS_LABEL[s];

/**
 * Moves one of the user's enrolments to another status. Legal moves are ALLOWED_TRANSITIONS
 * (upcoming → subscribed → completed, cancel before completion, corrections one step back,
 * reactivating a cancelled one); any other is refused with its reason. The learner's course
 * pages read the table on every request, so they show the change at once.
 */
export async function changeEnrollmentStatus(
  db: Db,
  actor: Actor,
  change: { userId: string; enrollmentId: string; version: number; status: EnrollmentStatus },
): Promise<{ from: EnrollmentStatus; to: EnrollmentStatus }> {
  return adminWrite(db, actor, {
    action: "enrollment.status",
    entity: "enrollment",
    entityId: change.enrollmentId,
    run: async (trx) => {
      const row = await trx
        .selectFrom("enrollment")
        .select(["status", "version", "courseId"])
        .where("id", "=", change.enrollmentId)
        .where("userId", "=", change.userId)
        .executeTakeFirst();
      if (!row) throw new RecordMissing("This enrolment");
      if (row.version !== change.version) throw new VersionConflict();
      if (row.status === change.status) {
        throw new AdminRefusal(
          `This enrolment is already ${label(row.status).toLowerCase()}.`,
          409,
        );
      }
      if (!ALLOWED_TRANSITIONS[row.status].includes(change.status)) {
        throw new AdminRefusal(
          `An enrolment cannot go from ${label(row.status)} to ${label(change.status)}. From ${label(row.status)} it can become: ${ALLOWED_TRANSITIONS[row.status].map(label).join(", ")}.`,
          422,
        );
      }
      await updateVersioned(trx, "enrollment", change.enrollmentId, change.version, {
        status: change.status,
        updatedAt: new Date().toISOString(),
      });
      const result = { from: row.status, to: change.status };
      return {
        before: { status: row.status },
        after: { status: change.status, userId: change.userId, courseId: row.courseId },
        result,
      };
    },
  });
}

/**
 * Enrols the user in a published course by hand, as `upcoming`, exactly as their own "Enroll"
 * would (enrollIn): a cancelled enrolment in that course comes back; an active one is refused.
 */
export async function enrolByHand(
  db: Db,
  actor: Actor,
  change: { userId: string; courseId: string },
): Promise<{ reactivated: boolean }> {
  return adminWrite(db, actor, {
    action: "enrollment.create",
    // Named by the learner: the enrolment's id is made inside the write.
    entity: "user",
    entityId: change.userId,
    run: async (trx) => {
      await userFacts(trx, change.userId);
      const course = await trx
        .selectFrom("course")
        .select("title")
        .where("id", "=", change.courseId)
        .executeTakeFirst();
      let outcome;
      try {
        outcome = await enrollIn(trx, change.userId, change.courseId);
      } catch (error) {
        if (error instanceof EnrollmentError) {
          throw new AdminRefusal(
            "This course is not published, so no one can be enrolled in it.",
            422,
          );
        }
        throw error;
      }
      if (!outcome.created) {
        throw new AdminRefusal(
          `Already enrolled in ${course?.title ?? "this course"} (${label(outcome.enrollment.status).toLowerCase()}).`,
          409,
        );
      }
      return {
        before: outcome.reactivated ? { status: "cancelled" } : null,
        after: {
          enrollmentId: outcome.enrollment.id,
          userId: change.userId,
          courseId: change.courseId,
          status: "upcoming",
        },
        result: { reactivated: outcome.reactivated },
      };
    },
  });
}

/**
 * Signs one of the user's sessions out: its row goes, and Better Auth (which reads the table
 * on every request; no cookie cache) treats that browser as signed out from its next request.
 */
export async function signOutSession(
  db: Db,
  actor: Actor,
  target: { userId: string; sessionId: string },
): Promise<void> {
  await adminWrite(db, actor, {
    action: "user.sign-out",
    entity: "user",
    entityId: target.userId,
    run: async (trx) => {
      const gone = await trx
        .deleteFrom("session")
        .where("id", "=", target.sessionId)
        .where("userId", "=", target.userId)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) {
        throw new AdminRefusal("This session has already ended.", 404);
      }
      return { before: { session: target.sessionId }, after: { session: null }, result: undefined };
    },
  });
}

/** Signs the user out everywhere, except the admin's own browser when it is their page. */
export async function signOutEverywhere(
  db: Db,
  actor: Actor,
  target: { userId: string; keepSessionId?: string },
): Promise<number> {
  return adminWrite(db, actor, {
    action: "user.sign-out-everywhere",
    entity: "user",
    entityId: target.userId,
    run: async (trx) => {
      let query = trx.deleteFrom("session").where("userId", "=", target.userId);
      if (target.keepSessionId) query = query.where("id", "!=", target.keepSessionId);
      const gone = Number((await query.executeTakeFirst()).numDeletedRows);
      if (gone === 0) throw new AdminRefusal("There are no sessions to sign out.", 409);
      return { before: { sessions: gone }, after: { sessions: 0 }, result: gone };
    },
  });
}
