import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { canonicalTimeZone, isValidTimeZone } from "~/lib/time-slots";
import { AdminRefusal, adminWrite, RecordMissing, VersionConflict } from "../kit/write";
import type { AppConfig } from "../platform/config";
import type { CohortStatus, Database } from "../platform/db/schema";
import { queueCohortCancelled } from "./mails";
import { calendarSessions, memberRecipients } from "./queries-shared";
import { calendarDateMs } from "./occurrences";
import {
  COHORT_STATUS_LABEL,
  COHORT_TRANSITIONS,
  MAX_CAPACITY,
  type Actor,
  type CohortInput,
} from "./types";

// Class groups through the admin write path (docs/admin.md "Who and how"): each change and its
// audit row in one transaction; a refusal changes nothing.

/** Meeting links are https addresses (a typed one or a generated room). */
export function isMeetingUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" && url.length <= 500;
  } catch {
    return false;
  }
}

function checkInput(input: CohortInput): void {
  const name = input.name.trim();
  if (name.length < 2 || name.length > 120) {
    throw new AdminRefusal("Give the class group a name of 2 to 120 characters.", 400);
  }
  if (!isValidTimeZone(input.anchorZone)) {
    throw new AdminRefusal("Choose a time zone from the list (for example Asia/Kolkata).", 400);
  }
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > MAX_CAPACITY) {
    throw new AdminRefusal(`Capacity is a whole number from 1 to ${MAX_CAPACITY}.`, 400);
  }
  if (calendarDateMs(input.startDate) === null) {
    throw new AdminRefusal("The start date must be a real date (yyyy-mm-dd).", 400);
  }
  if (input.defaultMeetingUrl !== null && !isMeetingUrl(input.defaultMeetingUrl)) {
    throw new AdminRefusal("The meeting link must be an https:// address.", 400);
  }
  if (input.leadTeacherId && input.assistantTeacherIds.includes(input.leadTeacherId)) {
    throw new AdminRefusal("The lead teacher cannot also be an assistant.", 400);
  }
}

/** Teachers must be users with the teacher role (admins may teach too). */
async function checkTeachers(trx: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom("user")
    .select(["id", "role"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  for (const id of ids) {
    const u = found.find((f) => f.id === id);
    if (!u) throw new AdminRefusal("That teacher no longer exists.", 404);
    if (u.role !== "teacher" && u.role !== "admin") {
      throw new AdminRefusal("Only teachers (or admins) can teach a class group.", 422);
    }
  }
}

async function writeTeachers(
  trx: Transaction<Database>,
  cohortId: string,
  lead: string | null,
  assistants: readonly string[],
): Promise<void> {
  await trx.deleteFrom("cohortTeacher").where("cohortId", "=", cohortId).execute();
  const rows = [
    ...(lead ? [{ cohortId, teacherId: lead, role: "lead" as const }] : []),
    ...[...new Set(assistants)].map((teacherId) => ({
      cohortId,
      teacherId,
      role: "assistant" as const,
    })),
  ];
  if (rows.length) await trx.insertInto("cohortTeacher").values(rows).execute();
}

export async function createCohort(
  db: Kysely<Database>,
  actor: Actor,
  input: CohortInput,
): Promise<string> {
  checkInput(input);
  const id = randomUUID();
  return adminWrite(db, actor, {
    action: "cohort.create",
    entity: "cohort",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const course = await trx
        .selectFrom("course")
        .select("id")
        .where("id", "=", input.courseId)
        .executeTakeFirst();
      if (!course) throw new RecordMissing("That course");
      await checkTeachers(trx, [
        ...(input.leadTeacherId ? [input.leadTeacherId] : []),
        ...input.assistantTeacherIds,
      ]);
      const now = new Date().toISOString();
      const row = {
        id,
        courseId: input.courseId,
        name: input.name.trim(),
        // One name per zone (decision 0029): "US/Eastern" is stored as America/New_York.
        anchorZone: canonicalTimeZone(input.anchorZone),
        capacity: input.capacity,
        startDate: input.startDate,
        defaultMeetingUrl: input.defaultMeetingUrl,
        cancelReason: null,
        createdAt: now,
        updatedAt: now,
      };
      await trx.insertInto("cohort").values(row).execute();
      await writeTeachers(trx, id, input.leadTeacherId, input.assistantTeacherIds);
      return {
        before: null,
        after: { ...row, lead: input.leadTeacherId, assistants: input.assistantTeacherIds },
        result: id,
      };
    },
  });
}

/** The row if it still has the version the admin saw; refuses otherwise. */
export async function lockedCohort(trx: Kysely<Database>, id: string, version: number) {
  const row = await trx.selectFrom("cohort").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new RecordMissing("This class group");
  if (row.version !== version) throw new VersionConflict();
  return row;
}

/** Bumps the version only if it is still the one read: two saves cannot both win. */
async function bumpCohort(
  trx: Kysely<Database>,
  id: string,
  version: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const r = await trx
    .updateTable("cohort")
    .set((eb) => ({
      ...changes,
      updatedAt: new Date().toISOString(),
      version: eb("version", "+", 1),
    }))
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
}

export async function updateCohort(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  version: number,
  input: Omit<CohortInput, "courseId">,
): Promise<void> {
  await adminWrite(db, actor, {
    action: "cohort.update",
    entity: "cohort",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const row = await lockedCohort(trx, id, version);
      checkInput({ ...input, courseId: row.courseId });
      if (row.status === "completed" || row.status === "cancelled") {
        throw new AdminRefusal(`A ${row.status} class group cannot be changed.`, 409);
      }
      if (input.capacity < row.seatsTaken) {
        throw new AdminRefusal(
          `${row.seatsTaken} learners hold a seat: the capacity cannot be lower than that.`,
          422,
        );
      }
      const anchorZone = canonicalTimeZone(input.anchorZone);
      if (anchorZone !== row.anchorZone) {
        const series = await trx
          .selectFrom("classSeries")
          .select("id")
          .where("cohortId", "=", id)
          .executeTakeFirst();
        // The series' rules are on the anchor zone's clock; moving the zone under them would
        // silently move every class.
        if (series) {
          throw new AdminRefusal(
            "The time zone cannot change once the class group has a series; edit the series instead.",
            409,
          );
        }
      }
      await checkTeachers(trx, [
        ...(input.leadTeacherId ? [input.leadTeacherId] : []),
        ...input.assistantTeacherIds,
      ]);
      const before = await trx
        .selectFrom("cohortTeacher")
        .select(["teacherId", "role"])
        .where("cohortId", "=", id)
        .orderBy("teacherId")
        .execute();
      const changes = {
        name: input.name.trim(),
        anchorZone,
        capacity: input.capacity,
        startDate: input.startDate,
        defaultMeetingUrl: input.defaultMeetingUrl,
      };
      // The conditional UPDATE re-checks capacity against the seat counter at write time.
      const r = await trx
        .updateTable("cohort")
        .set((eb) => ({
          ...changes,
          updatedAt: new Date().toISOString(),
          version: eb("version", "+", 1),
        }))
        .where("id", "=", id)
        .where("version", "=", version)
        .where("seatsTaken", "<=", input.capacity)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
      await writeTeachers(trx, id, input.leadTeacherId, input.assistantTeacherIds);
      return {
        before: {
          name: row.name,
          anchorZone: row.anchorZone,
          capacity: row.capacity,
          startDate: row.startDate,
          defaultMeetingUrl: row.defaultMeetingUrl,
          teachers: before,
        },
        after: {
          ...changes,
          teachers: [
            ...(input.leadTeacherId ? [{ teacherId: input.leadTeacherId, role: "lead" }] : []),
            ...input.assistantTeacherIds.map((t) => ({ teacherId: t, role: "assistant" })),
          ].sort((a, b) => (a.teacherId < b.teacherId ? -1 : 1)),
        },
        result: undefined,
      };
    },
  });
}

/**
 * Moves a class group along its lifecycle. Cancelling needs a reason: the group's future
 * sessions are cancelled (each one's calendar sequence bumped) and its members are mailed,
 * with the cancelled events, in the same transaction.
 */
export async function setCohortStatus(
  db: Kysely<Database>,
  config: AppConfig,
  actor: Actor,
  change: { id: string; version: number; status: CohortStatus; reason?: string; now?: Date },
): Promise<void> {
  const reason = change.reason?.trim() ?? "";
  if (change.status === "cancelled" && (reason.length < 3 || reason.length > 500)) {
    throw new AdminRefusal(
      "Give the members a reason for the cancellation (3 to 500 characters).",
      400,
    );
  }
  await adminWrite(db, actor, {
    action: "cohort.status",
    entity: "cohort",
    entityId: change.id,
    publicContent: true,
    run: async (trx) => {
      const row = await lockedCohort(trx, change.id, change.version);
      if (!COHORT_TRANSITIONS[row.status].includes(change.status)) {
        throw new AdminRefusal(
          `A ${COHORT_STATUS_LABEL[row.status].toLowerCase()} class group cannot become ${COHORT_STATUS_LABEL[change.status].toLowerCase()}.`,
          409,
        );
      }
      const cancelled = change.status === "cancelled";
      await bumpCohort(trx, row.id, row.version, {
        status: change.status,
        cancelReason: cancelled ? reason : null,
      });
      if (cancelled) {
        const now = (change.now ?? new Date()).toISOString();
        const future = await trx
          .selectFrom("classSession")
          .select("id")
          .where("cohortId", "=", row.id)
          .where("status", "=", "scheduled")
          .where("startsAt", ">", now)
          .execute();
        const ids = future.map((f) => f.id);
        for (let i = 0; i < ids.length; i += 500) {
          await trx
            .updateTable("classSession")
            .set((eb) => ({
              status: "cancelled",
              cancelReason: reason,
              sequence: eb("sequence", "+", 1),
              version: eb("version", "+", 1),
              updatedAt: now,
            }))
            .where("id", "in", ids.slice(i, i + 500))
            .execute();
        }
        const course = await trx
          .selectFrom("course")
          .select("title")
          .where("id", "=", row.courseId)
          .executeTakeFirstOrThrow();
        await queueCohortCancelled(
          trx,
          config,
          { name: row.name, courseTitle: course.title, reason },
          await memberRecipients(trx, row.id, row.anchorZone),
          await calendarSessions(trx, ids),
        );
      }
      return {
        before: { status: row.status },
        after: { status: change.status, ...(cancelled ? { cancelReason: reason } : {}) },
        result: undefined,
      };
    },
  });
}
