import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import { formatDateTime } from "~/lib/admin/time";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import {
  clockText,
  MAX_WINDOWS,
  WEEKDAY_LABEL,
  type AvailabilityWindow,
  type TimeOffInput,
} from "~/lib/schemas/teaching";
import { adminWrite, AdminRefusal, RecordMissing } from "../kit/write";
import type { Database } from "../platform/db/schema";
import type { SessionUser } from "../platform/session";

// A teacher's own changes on /teach/availability (docs/classes.md "Teacher area"): their time
// zone, weekly windows on their clock, time off. Each goes through the audited write path
// (kit/write.ts), so it commits with its audit row or not at all; the class writes read the
// same rows when they check a session against the teacher (classes/queries-conflicts.ts).

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Actor = Pick<SessionUser, "id" | "email">;

/** A refusal shown beside one field of the form (nothing was changed). */
export class FieldRefusal extends AdminRefusal {
  constructor(
    readonly field: string,
    message: string,
    status: 409 | 422 = 422,
  ) {
    super(message, status);
    this.name = "FieldRefusal";
  }
}

/**
 * Serialises one teacher's availability and time-off changes: two tabs adding overlapping
 * windows at once must not both pass the overlap check. PostgreSQL locks the teacher's row;
 * SQLite takes its one write lock at once with a no-op write (as users/queries.ts lockAdmins).
 */
async function lockTeacher(trx: Trx, teacherId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom("user").select("id").where("id", "=", teacherId).forUpdate().execute();
    return;
  }
  await trx
    .updateTable("user")
    .set({ role: sql.ref("role") })
    .where(sql<boolean>`0 = 1`)
    .execute();
}

export async function setTeacherZone(db: Db, actor: Actor, zone: string): Promise<void> {
  await adminWrite(db, actor, {
    action: "teacher.zone",
    entity: "user",
    entityId: actor.id,
    run: async (trx) => {
      const row = await trx
        .selectFrom("user")
        .select("timeZone")
        .where("id", "=", actor.id)
        .executeTakeFirst();
      if (!row) throw new RecordMissing("Your account");
      await trx
        .updateTable("user")
        .set({ timeZone: zone, updatedAt: new Date().toISOString() })
        .where("id", "=", actor.id)
        .execute();
      return {
        before: { timeZone: row.timeZone ?? null },
        after: { timeZone: zone },
        result: undefined,
      };
    },
  });
}

const windowText = (w: { weekday: number; startMinute: number; endMinute: number }) =>
  `${WEEKDAY_LABEL[w.weekday]} ${clockText(w.startMinute)}–${clockText(w.endMinute)}`;

/** Adds a weekly window; refused when it overlaps another of that day (end to start may touch). */
export async function addAvailabilityWindow(
  db: Db,
  actor: Actor,
  window: AvailabilityWindow,
): Promise<string> {
  const id = randomUUID();
  return adminWrite(db, actor, {
    action: "teacher.availability.add",
    entity: "teacherAvailability",
    entityId: id,
    run: async (trx) => {
      await lockTeacher(trx, actor.id);
      const existing = await trx
        .selectFrom("teacherAvailability")
        .select(["weekday", "startMinute", "endMinute"])
        .where("teacherId", "=", actor.id)
        .execute();
      if (existing.length >= MAX_WINDOWS) {
        throw new AdminRefusal(
          `You already have ${MAX_WINDOWS} windows a week. Delete some before adding more.`,
          409,
        );
      }
      const clash = existing.find(
        (w) =>
          w.weekday === window.weekday &&
          w.startMinute < window.endMinute &&
          window.startMinute < w.endMinute,
      );
      if (clash) {
        throw new FieldRefusal(
          "start",
          `This overlaps your window ${windowText(clash)}. Change that one or pick another time.`,
          409,
        );
      }
      await trx
        .insertInto("teacherAvailability")
        .values({ id, teacherId: actor.id, ...window })
        .execute();
      return { before: null, after: { window: windowText(window) }, result: id };
    },
  });
}

export async function deleteAvailabilityWindow(db: Db, actor: Actor, id: string): Promise<string> {
  return adminWrite(db, actor, {
    action: "teacher.availability.delete",
    entity: "teacherAvailability",
    entityId: id,
    run: async (trx) => {
      const gone = await trx
        .deleteFrom("teacherAvailability")
        .where("id", "=", id)
        // Only the teacher's own: another teacher's id answers as missing.
        .where("teacherId", "=", actor.id)
        .returning(["weekday", "startMinute", "endMinute"])
        .executeTakeFirst();
      if (!gone) throw new RecordMissing("This window");
      return { before: { window: windowText(gone) }, after: null, result: windowText(gone) };
    },
  });
}

/**
 * Adds time off, typed on the teacher's clock (`zone`). A time the clocks skip on that day is
 * refused beside its field rather than silently moved: the teacher chose it and should see.
 */
export async function addTimeOff(
  db: Db,
  actor: Actor,
  input: TimeOffInput,
  zone: string,
  now = new Date(),
): Promise<string> {
  const startsAt = zonedTimeToUtc(input.from, zone);
  if (!startsAt) throw new FieldRefusal("from", skipped(zone));
  const endsAt = zonedTimeToUtc(input.to, zone);
  if (!endsAt) throw new FieldRefusal("to", skipped(zone));
  if (endsAt.getTime() <= startsAt.getTime()) {
    // Only across a fall-back hour can later digits name an earlier instant.
    throw new FieldRefusal("to", "The end must be after the start.");
  }
  if (endsAt.getTime() <= now.getTime()) {
    throw new FieldRefusal("to", "This time off has already ended. Choose an end in the future.");
  }
  const id = randomUUID();
  return adminWrite(db, actor, {
    action: "teacher.time-off.add",
    entity: "teacherTimeOff",
    entityId: id,
    run: async (trx) => {
      await lockTeacher(trx, actor.id);
      const clash = await trx
        .selectFrom("teacherTimeOff")
        .select(["startsAt", "endsAt"])
        .where("teacherId", "=", actor.id)
        .where("startsAt", "<", endsAt.toISOString())
        .where("endsAt", ">", startsAt.toISOString())
        .orderBy("startsAt")
        .executeTakeFirst();
      if (clash) {
        throw new FieldRefusal(
          "from",
          `This overlaps your time off from ${formatDateTime(clash.startsAt, zone)} to ${formatDateTime(clash.endsAt, zone)}.`,
          409,
        );
      }
      const row = {
        id,
        teacherId: actor.id,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        reason: input.reason,
        createdAt: now.toISOString(),
      };
      await trx.insertInto("teacherTimeOff").values(row).execute();
      return {
        before: null,
        after: { startsAt: row.startsAt, endsAt: row.endsAt, reason: row.reason },
        result: id,
      };
    },
  });
}

function skipped(zone: string): string {
  return `This time does not exist in ${zone}: the clocks skip it that day. Choose another.`;
}

export async function deleteTimeOff(db: Db, actor: Actor, id: string): Promise<void> {
  await adminWrite(db, actor, {
    action: "teacher.time-off.delete",
    entity: "teacherTimeOff",
    entityId: id,
    run: async (trx) => {
      const gone = await trx
        .deleteFrom("teacherTimeOff")
        .where("id", "=", id)
        .where("teacherId", "=", actor.id)
        .returning(["startsAt", "endsAt", "reason"])
        .executeTakeFirst();
      if (!gone) throw new RecordMissing("This time off");
      return { before: { ...gone }, after: null, result: undefined };
    },
  });
}
