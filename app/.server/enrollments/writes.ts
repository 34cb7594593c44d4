import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { EnrollmentStatus } from "~/lib/enrollment-status";
import type { Database } from "../platform/db/schema";
import { writeAudit } from "../audit/writes";
import { type Enrollment, enrollmentColumns, getEnrollment } from "./queries";

/** A refusal the learner or admin should read as it is (wrong state, not theirs, no such course). */
export class EnrollmentError extends Error {
  constructor(
    message: string,
    readonly code: "not-found" | "not-allowed" | "bad-transition",
  ) {
    super(message);
  }
}

/**
 * Status changes an admin may make. Learners only ever create `upcoming` (enroll) and turn
 * `upcoming` into `cancelled` (cancel); completed is final except for a correction back to
 * subscribed.
 */
export const ALLOWED_TRANSITIONS: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  upcoming: ["subscribed", "cancelled"],
  subscribed: ["completed", "cancelled", "upcoming"],
  completed: ["subscribed"],
  cancelled: ["upcoming", "subscribed"],
};

function findEnrollment(db: Kysely<Database>, id: string): Promise<Enrollment | undefined> {
  return db
    .selectFrom("enrollment")
    .select(enrollmentColumns)
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Enrolls a learner in a published course as `upcoming`. An active enrollment is returned
 * unchanged; a cancelled one is reactivated as `upcoming`.
 */
export async function enroll(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
  learnerName: string | null = null,
): Promise<{ enrollment: Enrollment; created: boolean }> {
  return db.transaction().execute((trx) => enrollIn(trx, userId, courseId, learnerName));
}

/**
 * enroll's work inside a transaction the caller owns (an admin enrolling a learner by hand also
 * writes the audit row). `reactivated` tells a cancelled enrollment brought back from a new one.
 */
export async function enrollIn(
  trx: Transaction<Database>,
  userId: string,
  courseId: string,
  /** The child a parent enrols (null: the account holder); kept on a new or revived row. */
  learnerName: string | null = null,
): Promise<{ enrollment: Enrollment; created: boolean; reactivated: boolean }> {
  const course = await trx
    .selectFrom("course")
    .select("id")
    .where("id", "=", courseId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!course) throw new EnrollmentError("This course is not open for enrollment.", "not-found");

  const now = new Date().toISOString();
  const existing = await getEnrollment(trx, userId, courseId);
  if (existing && existing.status !== "cancelled") {
    return { enrollment: existing, created: false, reactivated: false };
  }
  if (existing) {
    // Only a row still cancelled comes back, and its version moves (an admin's open form for
    // it is then stale).
    const back = await trx
      .updateTable("enrollment")
      .set((eb) => ({
        status: "upcoming",
        updatedAt: now,
        learnerName,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", existing.id)
      .where("status", "=", "cancelled")
      .executeTakeFirst();
    if (Number(back.numUpdatedRows) !== 1) {
      const current = await getEnrollment(trx, userId, courseId);
      return { enrollment: current ?? existing, created: false, reactivated: false };
    }
    return {
      enrollment: { ...existing, status: "upcoming", updatedAt: now, learnerName },
      created: true,
      reactivated: true,
    };
  }
  const enrollment: Enrollment = {
    id: randomUUID(),
    userId,
    courseId,
    status: "upcoming",
    learnerName,
    createdAt: now,
    updatedAt: now,
  };
  // A concurrent enroll of the same pair loses on the unique key; answer with the winner's row.
  const inserted = await trx
    .insertInto("enrollment")
    .values(enrollment)
    .onConflict((oc) => oc.columns(["userId", "courseId"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const winner = await getEnrollment(trx, userId, courseId);
    return { enrollment: winner!, created: false, reactivated: false };
  }
  return { enrollment, created: true, reactivated: false };
}

/** The learner cancels their own upcoming enrollment; anything else is refused with a reason. */
export async function cancelEnrollment(
  db: Kysely<Database>,
  userId: string,
  enrollmentId: string,
  /**
   * More work in the same transaction once the row is cancelled: giving back the class
   * group's seat (./writes-groups.ts, which owns that link so this module stays free of it).
   */
  alsoInside?: (trx: Transaction<Database>, enrollmentId: string, at: string) => Promise<void>,
): Promise<Enrollment> {
  return db.transaction().execute(async (trx) => {
    const row = await findEnrollment(trx, enrollmentId);
    // Someone else's enrollment is answered exactly like a missing one.
    if (!row || row.userId !== userId) {
      throw new EnrollmentError("We couldn't find that enrollment.", "not-found");
    }
    if (row.status !== "upcoming") {
      throw new EnrollmentError(
        row.status === "cancelled"
          ? "This enrollment is already cancelled."
          : "Only upcoming enrollments can be cancelled. Please contact us to change this one.",
        "not-allowed",
      );
    }
    const updatedAt = new Date().toISOString();
    await trx
      .updateTable("enrollment")
      .set((eb) => ({ status: "cancelled", updatedAt, version: eb("version", "+", 1) }))
      .where("id", "=", row.id)
      .where("status", "=", "upcoming")
      .execute();
    await alsoInside?.(trx, row.id, updatedAt);
    return { ...row, status: "cancelled", updatedAt };
  });
}

export interface Actor {
  id: string;
  email: string;
}

/**
 * An admin moves an enrollment to another status. Only the transitions in ALLOWED_TRANSITIONS
 * pass; the change and its audit-log entry are written in one transaction.
 */
export async function setEnrollmentStatus(
  db: Kysely<Database>,
  actor: Actor,
  enrollmentId: string,
  status: EnrollmentStatus,
): Promise<Enrollment> {
  return db.transaction().execute(async (trx) => {
    const row = await findEnrollment(trx, enrollmentId);
    if (!row) throw new EnrollmentError("We couldn't find that enrollment.", "not-found");
    if (!ALLOWED_TRANSITIONS[row.status].includes(status)) {
      throw new EnrollmentError(
        `An enrollment cannot go from ${row.status} to ${status}.`,
        "bad-transition",
      );
    }
    const updatedAt = new Date().toISOString();
    const changed = await trx
      .updateTable("enrollment")
      .set((eb) => ({ status, updatedAt, version: eb("version", "+", 1) }))
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    // Someone changed it between our read and write: refuse rather than overwrite their change.
    if (Number(changed.numUpdatedRows) !== 1) {
      throw new EnrollmentError(
        "This enrollment was changed meanwhile. Please reload.",
        "bad-transition",
      );
    }
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "enrollment.status",
      entity: "enrollment",
      entityId: row.id,
      detail: { userId: row.userId, courseId: row.courseId, from: row.status, to: status },
    });
    return { ...row, status, updatedAt };
  });
}
