import { sql, type Kysely } from "kysely";
import { adminWrite, AdminRefusal, VersionConflict } from "../kit/write";
import type { AppConfig } from "../platform/config";
import type { AttendanceStatus, Database } from "../platform/db/schema";
import { followUpAbsences } from "./writes-follow-up";

// Attendance marks (docs/classes.md "Joining and attendance", decision 0035): the whole
// roster in one post, each member's row checked against the version the page showed, so a
// save from a stale page changes nothing. A teacher may mark until 7 days after the class's
// end; an admin at any time. Every save goes through the audited write path with the marks as
// they were and as they are.

export const ATTENDANCE_STATUSES = ["present", "late", "absent", "excused"] as const;
export const ATTENDANCE_LABEL: Record<AttendanceStatus, string> = {
  present: "Present",
  late: "Late",
  absent: "Absent",
  excused: "Excused",
};
/** How long after a class's end its teachers may still change its marks. */
export const TEACHER_MARK_DAYS = 7;

export const STALE_FORM = "This form is out of date. Reload the page and try again.";

export interface AttendanceRow {
  cohortMemberId: string;
  status: AttendanceStatus | null;
  joinedAt: string | null;
  version: number;
}

/** The session's rows by member; a member without one is unmarked at version 1. */
export async function sessionAttendance(
  db: Kysely<Database>,
  sessionId: string,
): Promise<Map<string, AttendanceRow>> {
  const rows = await db
    .selectFrom("attendance")
    .select(["cohortMemberId", "status", "joinedAt", "version"])
    .where("sessionId", "=", sessionId)
    .execute();
  return new Map(rows.map((r) => [r.cohortMemberId, r]));
}

/** Whether a teacher may still change the marks (admins always may). */
export function teacherMayMark(endsAt: string, now: Date): boolean {
  return now.getTime() <= Date.parse(endsAt) + TEACHER_MARK_DAYS * 86_400_000;
}

export type MarkIntent = "save" | "rest-present" | "rest-absent";

export interface RosterMarks {
  intent: MarkIntent;
  marks: { memberId: string; status: AttendanceStatus | null; version: number }[];
}

function isStatus(v: string): v is AttendanceStatus {
  return (ATTENDANCE_STATUSES as readonly string[]).includes(v);
}

/**
 * Reads the roster form: `mark:<member>` (one of the four, or absent: unmarked) and
 * `version:<member>` for each member on the roster; "Mark the rest …" fills the unmarked.
 * Anything else named (another member, another value) is refused with nothing changed.
 */
export function parseRosterForm(
  fields: Record<string, string>,
  roster: readonly { id: string; name: string }[],
): RosterMarks {
  const intent = fields.intent ?? "save";
  if (intent !== "save" && intent !== "rest-present" && intent !== "rest-absent") {
    throw new AdminRefusal("Choose one of the form's buttons.", 400);
  }
  const ids = new Set(roster.map((m) => m.id));
  for (const key of Object.keys(fields)) {
    const m = /^(?:mark|version):(.*)$/.exec(key);
    if (m && !ids.has(m[1])) {
      throw new AdminRefusal(
        "This form names someone who is not on this class. " + STALE_FORM,
        400,
      );
    }
  }
  const marks = roster.map((member) => {
    const version = Number(fields[`version:${member.id}`]);
    if (!Number.isInteger(version) || version < 1) throw new AdminRefusal(STALE_FORM, 400);
    const raw = fields[`mark:${member.id}`];
    let status: AttendanceStatus | null = null;
    if (raw !== undefined && raw !== "") {
      if (!isStatus(raw)) {
        throw new AdminRefusal(`Choose present, late, absent or excused for ${member.name}.`, 400);
      }
      status = raw;
    }
    if (status === null && intent === "rest-present") status = "present";
    if (status === null && intent === "rest-absent") status = "absent";
    return { memberId: member.id, status, version };
  });
  return { intent, marks };
}

/**
 * Saves the roster's marks. Refused (nothing changed) when the class is a teacher's and its
 * marking time is over, or when any member's row changed since the page was loaded.
 * Returns how many marks changed. The changed members' absence streaks are followed up in the
 * same transaction (writes-follow-up.ts): a second absence in a row queues its one mail with
 * the marks, or neither commits.
 */
export async function saveAttendance(
  db: Kysely<Database>,
  config: AppConfig,
  actor: { id: string; email: string; role: string },
  session: { id: string; endsAt: string },
  input: RosterMarks,
  now = new Date(),
): Promise<number> {
  const admin = actor.role === "admin";
  if (!admin && !teacherMayMark(session.endsAt, now)) {
    throw new AdminRefusal(
      `The marks of this class are locked: it ended more than ${TEACHER_MARK_DAYS} days ago. Ask the school to change them.`,
      422,
    );
  }
  const at = now.toISOString();
  return adminWrite(db, actor, {
    action: admin ? "attendance.mark.admin" : "attendance.mark",
    entity: "classSession",
    entityId: session.id,
    run: async (trx) => {
      // Every member gets a row (a join may already have made one): the version check below
      // is then one conditional update per changed mark. Read first and insert only the rows
      // missing (none, once a class has been saved), which are then unmarked at version 1 as
      // the page showed them: no second read (docs/performance.md §9.4). A row another save
      // inserted in between is left as it is, and the version check below refuses this save if
      // it would change it.
      const current: {
        cohortMemberId: string;
        status: AttendanceStatus | null;
        version: number;
      }[] = await trx
        .selectFrom("attendance")
        .select(["cohortMemberId", "status", "version"])
        .where("sessionId", "=", session.id)
        .execute();
      const have = new Set(current.map((r) => r.cohortMemberId));
      const missing = input.marks.filter((m) => !have.has(m.memberId));
      if (missing.length > 0) {
        await trx
          .insertInto("attendance")
          .values(missing.map((m) => ({ sessionId: session.id, cohortMemberId: m.memberId })))
          .onConflict((oc) => oc.columns(["sessionId", "cohortMemberId"]).doNothing())
          .execute();
        for (const m of missing)
          current.push({ cohortMemberId: m.memberId, status: null, version: 1 });
      }
      const byMember = new Map(current.map((r) => [r.cohortMemberId, r]));
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      // The changed rows grouped by their new mark: one conditional update per mark (at most
      // five) instead of one per member, each still bound to the versions the page showed.
      const byStatus = new Map<AttendanceStatus | null, { memberId: string; version: number }[]>();
      for (const m of input.marks) {
        const row = byMember.get(m.memberId);
        if (!row || row.version !== m.version) throw new VersionConflict();
        if (row.status === m.status) continue;
        const group = byStatus.get(m.status) ?? [];
        group.push({ memberId: m.memberId, version: m.version });
        byStatus.set(m.status, group);
        before[m.memberId] = row.status;
        after[m.memberId] = m.status;
      }
      for (const [status, rows] of byStatus) {
        const result = await trx
          .updateTable("attendance")
          .set((eb) => ({
            status,
            markedAt: status === null ? null : at,
            markedBy: status === null ? null : actor.id,
            version: eb("version", "+", 1),
          }))
          .where("sessionId", "=", session.id)
          .where((eb) =>
            eb.or(
              rows.map((r) =>
                eb.and([eb("cohortMemberId", "=", r.memberId), eb("version", "=", r.version)]),
              ),
            ),
          )
          .executeTakeFirst();
        // A row changed since the read (another save committed in between) matches no longer:
        // fewer rows than asked means a stale page, and the whole save is refused.
        if (Number(result.numUpdatedRows) !== rows.length) throw new VersionConflict();
      }
      if (byStatus.size > 0) await recountMarks(trx, [session.id]);
      await followUpAbsences(trx, config, Object.keys(after), now);
      return { before, after, result: Object.keys(after).length };
    },
  });
}

/**
 * Sets the classes' mark counts from their attendance rows (migration
 * 2026-11-27-04-session-mark-counts): the dashboard's weekly rate sums them instead of reading
 * every mark. Called by the save in its transaction, and by the volume seed after its inserts.
 */
export async function recountMarks(
  db: Kysely<Database>,
  sessionIds: readonly string[] | "all",
): Promise<void> {
  await db
    .updateTable("classSession")
    .set({
      markedCount: sql<number>`(select count(*) from "attendance" a where a."sessionId" = "classSession"."id" and a."status" is not null)`,
      attendedCount: sql<number>`(select count(*) from "attendance" a where a."sessionId" = "classSession"."id" and a."status" in ('present', 'late'))`,
    })
    .$if(sessionIds !== "all", (q) => q.where("id", "in", sessionIds as readonly string[]))
    .$if(sessionIds === "all", (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("attendance as a")
            .select("a.sessionId")
            .whereRef("a.sessionId", "=", "classSession.id")
            .where("a.status", "is not", null),
        ),
      ),
    )
    .execute();
}
