import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { formatDateTime } from "~/lib/admin/time";
import { AdminRefusal, adminWrite, RecordMissing, VersionConflict } from "../kit/write";
import type { CohortStatus, Database } from "../platform/db/schema";
import { learnerOverlaps } from "./queries-conflicts";
import type { Actor } from "./types";

// Members: an enrolment placed in a class group, moved to another (the old placement closes as
// "transferred", a new one opens: the history is the rows), or withdrawn. Capacity is a hard
// limit: a seat is taken by one conditional UPDATE (seatsTaken < capacity), so of two requests
// for the last seat exactly one changes a row; the other is refused and rolls back.

const PLACEABLE: CohortStatus[] = ["draft", "open", "running"];

/** Takes one seat or refuses; the check and the write are one statement. */
async function takeSeat(trx: Transaction<Database>, cohortId: string): Promise<void> {
  const r = await trx
    .updateTable("cohort")
    .set((eb) => ({ seatsTaken: eb("seatsTaken", "+", 1) }))
    .where("id", "=", cohortId)
    .where((eb) => eb("seatsTaken", "<", eb.ref("capacity")))
    .where("status", "in", PLACEABLE)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return;
  const c = await trx
    .selectFrom("cohort")
    .select(["name", "status", "capacity"])
    .where("id", "=", cohortId)
    .executeTakeFirst();
  if (!c) throw new RecordMissing("This class group");
  if (!PLACEABLE.includes(c.status)) {
    throw new AdminRefusal(`“${c.name}” is ${c.status}: no one can be placed in it.`, 409);
  }
  throw new AdminRefusal(`“${c.name}” is full (${c.capacity} of ${c.capacity} seats taken).`, 409);
}

async function freeSeat(trx: Transaction<Database>, cohortId: string): Promise<void> {
  await trx
    .updateTable("cohort")
    .set((eb) => ({ seatsTaken: eb("seatsTaken", "-", 1) }))
    .where("id", "=", cohortId)
    .where("seatsTaken", ">", 0)
    .execute();
}

async function enrollmentFor(trx: Kysely<Database>, enrollmentId: string, cohortId: string) {
  const e = await trx
    .selectFrom("enrollment")
    .select(["id", "userId", "courseId", "status"])
    .where("id", "=", enrollmentId)
    .executeTakeFirst();
  if (!e) throw new RecordMissing("This enrolment");
  if (e.status === "cancelled")
    throw new AdminRefusal("A cancelled enrolment cannot be placed.", 409);
  const c = await trx
    .selectFrom("cohort")
    .select(["courseId", "name"])
    .where("id", "=", cohortId)
    .executeTakeFirst();
  if (!c) throw new RecordMissing("This class group");
  if (c.courseId !== e.courseId) {
    throw new AdminRefusal(`“${c.name}” is a group of another course than this enrolment's.`, 422);
  }
  return e;
}

/** A unique-index violation (one open placement per enrolment), on either engine. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

async function insertPlacement(
  trx: Transaction<Database>,
  cohortId: string,
  enrollmentId: string,
  placedAt: string,
): Promise<string> {
  const id = randomUUID();
  try {
    await trx
      .insertInto("cohortMember")
      .values({ id, cohortId, enrollmentId, status: "active", placedAt, leftAt: null })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AdminRefusal(
        "This enrolment is already placed in a class group; move it instead.",
        409,
      );
    }
    throw error;
  }
  return id;
}

async function warnings(
  trx: Kysely<Database>,
  userId: string,
  cohortId: string,
  now: string,
  zone: string,
): Promise<string[]> {
  return (await learnerOverlaps(trx, userId, cohortId, now)).map(
    (o) =>
      `This learner's group “${o.cohortName}” has a class overlapping this group's class at ${formatDateTime(o.startsAt, zone)}.`,
  );
}

/**
 * A learner's own placement while enrolling from the course page
 * (app/.server/enrollments/writes.ts, enrollInGroup): only in an open group of the enrolment's
 * course, with the same one-statement seat as an admin's, inside the caller's transaction.
 */
export async function placeOwnEnrollment(
  trx: Transaction<Database>,
  input: { cohortId: string; enrollmentId: string; now: string },
): Promise<string> {
  const e = await enrollmentFor(trx, input.enrollmentId, input.cohortId);
  const group = await trx
    .selectFrom("cohort")
    .select(["name", "status"])
    .where("id", "=", input.cohortId)
    .executeTakeFirstOrThrow();
  if (group.status !== "open") {
    throw new AdminRefusal(`“${group.name}” is not taking learners any more.`, 409);
  }
  const existing = await trx
    .selectFrom("cohortMember")
    .select("id")
    .where("enrollmentId", "=", e.id)
    .where("status", "in", ["active", "paused"])
    .executeTakeFirst();
  if (existing)
    throw new AdminRefusal("You already have a place in a class group of this course.", 409);
  await takeSeat(trx, input.cohortId);
  return insertPlacement(trx, input.cohortId, e.id, input.now);
}

/** Closes an enrolment's open placement (it was cancelled) and frees its seat. */
export async function releasePlacements(
  trx: Transaction<Database>,
  enrollmentId: string,
  at: string,
): Promise<number> {
  let released = 0;
  const open = await trx
    .selectFrom("cohortMember")
    .select(["id", "cohortId"])
    .where("enrollmentId", "=", enrollmentId)
    .where("status", "in", ["active", "paused"])
    .execute();
  for (const m of open) {
    const r = await trx
      .updateTable("cohortMember")
      .set((eb) => ({ status: "withdrawn", leftAt: at, version: eb("version", "+", 1) }))
      .where("id", "=", m.id)
      .where("status", "in", ["active", "paused"])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) {
      await freeSeat(trx, m.cohortId);
      released += 1;
    }
  }
  return released;
}

export interface Placement {
  memberId: string;
  /** Overlaps with the learner's other groups: placed anyway, the admin is told. */
  warnings: string[];
}

export async function placeMember(
  db: Kysely<Database>,
  actor: Actor,
  input: { cohortId: string; enrollmentId: string; zone: string; now?: Date },
): Promise<Placement> {
  return adminWrite(db, actor, {
    action: "cohort.member.place",
    // Seats left show on the course page, which the page cache keeps (decision 0033).
    publicContent: true,
    entity: "cohort",
    entityId: input.cohortId,
    run: async (trx) => {
      const e = await enrollmentFor(trx, input.enrollmentId, input.cohortId);
      const existing = await trx
        .selectFrom("cohortMember")
        .select("id")
        .where("enrollmentId", "=", e.id)
        .where("status", "in", ["active", "paused"])
        .executeTakeFirst();
      if (existing) {
        throw new AdminRefusal(
          "This enrolment is already placed in a class group; move it instead.",
          409,
        );
      }
      await takeSeat(trx, input.cohortId);
      const now = (input.now ?? new Date()).toISOString();
      const memberId = await insertPlacement(trx, input.cohortId, e.id, now);
      return {
        before: null,
        after: { memberId, enrollmentId: e.id, status: "active" },
        result: {
          memberId,
          warnings: await warnings(trx, e.userId, input.cohortId, now, input.zone),
        },
      };
    },
  });
}

async function openMember(trx: Kysely<Database>, memberId: string, version: number) {
  const m = await trx
    .selectFrom("cohortMember")
    .selectAll()
    .where("id", "=", memberId)
    .executeTakeFirst();
  if (!m) throw new RecordMissing("This placement");
  if (m.version !== version) throw new VersionConflict();
  if (m.status !== "active" && m.status !== "paused") {
    throw new AdminRefusal(`This placement is already closed (${m.status}).`, 409);
  }
  return m;
}

/** Closes an open placement (version-checked in the same statement). */
async function closeMember(
  trx: Transaction<Database>,
  memberId: string,
  version: number,
  status: "withdrawn" | "transferred",
  at: string,
): Promise<void> {
  const r = await trx
    .updateTable("cohortMember")
    .set((eb) => ({ status, leftAt: at, version: eb("version", "+", 1) }))
    .where("id", "=", memberId)
    .where("version", "=", version)
    .where("status", "in", ["active", "paused"])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
}

export async function moveMember(
  db: Kysely<Database>,
  actor: Actor,
  input: { memberId: string; version: number; toCohortId: string; zone: string; now?: Date },
): Promise<Placement> {
  return adminWrite(db, actor, {
    action: "cohort.member.move",
    publicContent: true,
    entity: "cohortMember",
    entityId: input.memberId,
    run: async (trx) => {
      const m = await openMember(trx, input.memberId, input.version);
      if (m.cohortId === input.toCohortId) {
        throw new AdminRefusal("The learner is already in this class group.", 409);
      }
      const e = await enrollmentFor(trx, m.enrollmentId, input.toCohortId);
      const now = (input.now ?? new Date()).toISOString();
      await closeMember(trx, m.id, m.version, "transferred", now);
      await freeSeat(trx, m.cohortId);
      await takeSeat(trx, input.toCohortId);
      const memberId = await insertPlacement(trx, input.toCohortId, e.id, now);
      return {
        before: { memberId: m.id, cohortId: m.cohortId, status: m.status },
        after: { memberId, cohortId: input.toCohortId, status: "active" },
        result: {
          memberId,
          warnings: await warnings(trx, e.userId, input.toCohortId, now, input.zone),
        },
      };
    },
  });
}

export async function withdrawMember(
  db: Kysely<Database>,
  actor: Actor,
  input: { memberId: string; version: number; now?: Date },
): Promise<void> {
  await adminWrite(db, actor, {
    action: "cohort.member.withdraw",
    publicContent: true,
    entity: "cohortMember",
    entityId: input.memberId,
    run: async (trx) => {
      const m = await openMember(trx, input.memberId, input.version);
      await closeMember(trx, m.id, m.version, "withdrawn", (input.now ?? new Date()).toISOString());
      await freeSeat(trx, m.cohortId);
      return {
        before: { memberId: m.id, cohortId: m.cohortId, status: m.status },
        after: { memberId: m.id, cohortId: m.cohortId, status: "withdrawn" },
        result: undefined,
      };
    },
  });
}
