import type { Kysely } from "kysely";
import { placeOwnEnrollment, releasePlacements } from "../classes/writes-members";
import { adminWrite } from "../kit/write";
import { bumpContentVersion } from "../platform/content-version";
import type { Database } from "../platform/db/schema";
import { type Actor, cancelEnrollment, enrollIn } from "./writes";
import type { Enrollment } from "./queries";

// A learner's enrolment and their class group (docs/classes.md "Learner pages and feeds").
// Kept apart from ./writes.ts, which the sign-up path reaches (bookings' conversion), so that
// path does not depend on the classes and the audited write path.

/**
 * Enrols a learner and places the enrolment in the open class group they chose, in one
 * transaction: when the group is full (the seat is one conditional UPDATE,
 * app/.server/classes/writes-members.ts) or not open any more, nothing is enrolled. An active
 * enrolment without a group gets the place. Audited like an admin's placement, with the learner
 * as the actor; the seats left on the (cached) course page change, so the content version moves.
 */
export async function enrollInGroup(
  db: Kysely<Database>,
  learner: Actor,
  input: { courseId: string; cohortId: string; learnerName?: string | null },
): Promise<{ enrollment: Enrollment; memberId: string }> {
  return adminWrite(db, learner, {
    action: "cohort.member.enrol",
    entity: "cohort",
    entityId: input.cohortId,
    publicContent: true,
    run: async (trx) => {
      const { enrollment } = await enrollIn(
        trx,
        learner.id,
        input.courseId,
        input.learnerName ?? null,
      );
      const now = new Date().toISOString();
      const memberId = await placeOwnEnrollment(trx, {
        cohortId: input.cohortId,
        enrollmentId: enrollment.id,
        now,
      });
      return {
        before: null,
        after: { memberId, enrollmentId: enrollment.id, status: "active" },
        result: { enrollment, memberId },
      };
    },
  });
}

/**
 * The learner cancels their own upcoming enrolment (./writes.ts cancelEnrollment) and, in the
 * same transaction, its place in a class group ends and the seat is free again; the seats
 * left on the (cached) course page change, so the content version moves.
 */
export function cancelOwnEnrollment(
  db: Kysely<Database>,
  userId: string,
  enrollmentId: string,
): Promise<Enrollment> {
  return cancelEnrollment(db, userId, enrollmentId, async (trx, id, at) => {
    if ((await releasePlacements(trx, id, at)) > 0) await bumpContentVersion(trx);
  });
}
