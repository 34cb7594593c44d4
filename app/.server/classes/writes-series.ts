import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { zonedTimeToUtcAfterGap } from "~/lib/zoned-time";
import { AdminRefusal, adminWrite, RecordMissing, VersionConflict } from "../kit/write";
import type { AppConfig } from "../platform/config";
import type { ClassSeriesTable, CohortTable, Database } from "../platform/db/schema";
import { conflictSummary, teacherConflicts, type Conflict, type Slot } from "./conflicts";
import { queueSessionsChanged, type Recipient } from "./mails";
import { expandSeries, validateRule, type Occurrence, type SeriesRule } from "./occurrences";
import { loadTeacherCalendar, spanOf } from "./queries-conflicts";
import { calendarSessions, memberRecipients, userRecipient } from "./queries-shared";
import { isMeetingUrl } from "./writes-cohort";
import type { AdminContext, EditScope, SeriesChange, SeriesInput } from "./types";

// Series and sessions (docs/classes.md "Editing"). The sessions table is the truth; a series'
// rule generates the sessions that are not exceptions. Every (re)generation works on the
// series' future only: a session that has started never moves. Sessions keep their id (the
// calendar UID) for their occurrence key, so a changed time updates one event; an occurrence
// that leaves the rule is cancelled, not deleted, so calendars show it as cancelled. Every
// change of a session increases its sequence.

type Series = Omit<ClassSeriesTable, "version"> & { version: number };
type Cohort = Omit<CohortTable, "seatsTaken" | "status" | "version"> & {
  status: string;
  version: number;
};

const DAY_MS = 24 * 3600 * 1000;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

function ruleOf(series: Series): SeriesRule {
  return {
    weekdays: series.weekdays.split(",").map(Number),
    localStart: series.localStart,
    durationMinutes: series.durationMinutes,
    fromDate: series.fromDate,
    count: series.count,
    untilDate: series.untilDate,
  };
}

function checkRule(rule: SeriesRule): void {
  const problem = validateRule(rule);
  if (problem) throw new AdminRefusal(problem, 400);
}

function checkLink(url: string | null): void {
  if (url !== null && !isMeetingUrl(url)) {
    throw new AdminRefusal("The meeting link must be an https:// address.", 400);
  }
}

async function cohortOf(trx: Kysely<Database>, cohortId: string): Promise<Cohort> {
  const c = await trx
    .selectFrom("cohort")
    .selectAll()
    .where("id", "=", cohortId)
    .executeTakeFirst();
  if (!c) throw new RecordMissing("This class group");
  if (c.status === "completed" || c.status === "cancelled") {
    throw new AdminRefusal(`A ${c.status} class group's classes cannot be changed.`, 409);
  }
  return c;
}

async function leadOf(trx: Kysely<Database>, cohortId: string): Promise<string | null> {
  const lead = await trx
    .selectFrom("cohortTeacher")
    .select("teacherId")
    .where("cohortId", "=", cohortId)
    .where("role", "=", "lead")
    .executeTakeFirst();
  return lead?.teacherId ?? null;
}

async function checkTeacher(trx: Kysely<Database>, teacherId: string | null): Promise<void> {
  if (!teacherId) return;
  const u = await trx
    .selectFrom("user")
    .select("role")
    .where("id", "=", teacherId)
    .executeTakeFirst();
  if (!u) throw new AdminRefusal("That teacher no longer exists.", 404);
  if (u.role !== "teacher" && u.role !== "admin") {
    throw new AdminRefusal("Only teachers (or admins) can teach a class.", 422);
  }
}

/**
 * A teacher-conflict refusal: the forms answer it beside an explicit "override" checkbox that
 * re-submits the same change (docs/classes.md "Conflicts"), which other refusals do not offer.
 */
export class ConflictRefusal extends AdminRefusal {
  constructor(message: string) {
    super(message, 409);
    this.name = "ConflictRefusal";
  }
}

/**
 * The teacher's conflicts for the proposed slots, ignoring the sessions being replaced. Throws
 * the refusal unless the admin overrides; returns what was overridden (for the audit row).
 */
async function checkConflicts(
  trx: Kysely<Database>,
  ctx: AdminContext,
  teacherId: string | null,
  slots: readonly Slot[],
  replacing: readonly string[],
): Promise<Conflict[]> {
  const span = spanOf(slots);
  if (!teacherId || !span) return [];
  const calendar = await loadTeacherCalendar(trx, teacherId, span, replacing);
  if (!calendar) return [];
  const conflicts = teacherConflicts(slots, calendar, ctx.zone);
  if (conflicts.length && !ctx.override) throw new ConflictRefusal(conflictSummary(conflicts));
  return conflicts;
}

interface Regenerated {
  inserted: string[];
  moved: string[];
  cancelled: string[];
  overridden: Conflict[];
}

/**
 * Lays the series' rule over its future: keeps past sessions and exceptions, updates the
 * sessions whose occurrence stays (sequence + 1 when anything changed), cancels those that left
 * the rule, and adds the new occurrences. For a count, the series' past sessions count.
 */
async function regenerate(
  trx: Transaction<Database>,
  ctx: AdminContext,
  series: Series,
  cohort: Cohort,
): Promise<Regenerated> {
  const now = (ctx.now ?? new Date()).toISOString();
  const rows = await trx
    .selectFrom("classSession")
    .selectAll()
    .where("seriesId", "=", series.id)
    .execute();
  const past = rows.filter((r) => r.startsAt <= now);
  const future = rows.filter((r) => r.startsAt > now);
  const lastPastKey = past.reduce<string | null>(
    (a, r) => (a === null || r.occurrenceKey > a ? r.occurrenceKey : a),
    null,
  );
  const pivot =
    lastPastKey && nextDay(lastPastKey) > series.fromDate ? nextDay(lastPastKey) : series.fromDate;
  const remaining = series.count === null ? null : series.count - past.length;
  const rule = ruleOf(series);
  const plan: Occurrence[] =
    (remaining !== null && remaining <= 0) || (rule.untilDate !== null && pivot > rule.untilDate)
      ? []
      : expandSeries({ ...rule, fromDate: pivot, count: remaining }, cohort.anchorZone).filter(
          (o) => o.startsAt > now,
        );
  const teacherId = series.teacherId ?? (await leadOf(trx, cohort.id));
  const meetingUrl = series.meetingUrl ?? cohort.defaultMeetingUrl;
  const exceptions = new Set(future.filter((r) => r.edited).map((r) => r.occurrenceKey));
  const unedited = new Map(future.filter((r) => !r.edited).map((r) => [r.occurrenceKey, r]));
  const planned = new Set(plan.map((o) => o.occurrenceKey));

  const toInsert = plan.filter(
    (o) => !exceptions.has(o.occurrenceKey) && !unedited.has(o.occurrenceKey),
  );
  const toUpdate = plan
    .filter((o) => unedited.has(o.occurrenceKey))
    .map((o) => ({ o, row: unedited.get(o.occurrenceKey)! }))
    .filter(
      ({ o, row }) =>
        row.status !== "scheduled" ||
        row.startsAt !== o.startsAt ||
        row.endsAt !== o.endsAt ||
        row.teacherId !== teacherId ||
        row.meetingUrl !== meetingUrl,
    );
  const toCancel = [...unedited.values()].filter(
    (r) => !planned.has(r.occurrenceKey) && r.status === "scheduled",
  );

  const overridden = await checkConflicts(
    trx,
    ctx,
    teacherId,
    [...toInsert, ...toUpdate.map((u) => u.o)],
    [...unedited.values()].map((r) => r.id),
  );

  const inserted: string[] = [];
  const rowsToInsert = toInsert.map((o) => {
    const id = randomUUID();
    inserted.push(id);
    return {
      id,
      seriesId: series.id,
      cohortId: cohort.id,
      occurrenceKey: o.occurrenceKey,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      teacherId,
      meetingUrl,
      cancelReason: null,
      gapShifted: o.gapShifted ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    };
  });
  for (let i = 0; i < rowsToInsert.length; i += 100) {
    await trx
      .insertInto("classSession")
      .values(rowsToInsert.slice(i, i + 100))
      .execute();
  }
  for (const { o, row } of toUpdate) {
    await trx
      .updateTable("classSession")
      .set((eb) => ({
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        teacherId,
        meetingUrl,
        status: "scheduled",
        cancelReason: null,
        gapShifted: o.gapShifted ? 1 : 0,
        sequence: eb("sequence", "+", 1),
        version: eb("version", "+", 1),
        updatedAt: now,
      }))
      .where("id", "=", row.id)
      .execute();
  }
  const cancelled = toCancel.map((r) => r.id);
  for (let i = 0; i < cancelled.length; i += 500) {
    await trx
      .updateTable("classSession")
      .set((eb) => ({
        status: "cancelled",
        cancelReason: "No longer part of the class timetable.",
        sequence: eb("sequence", "+", 1),
        version: eb("version", "+", 1),
        updatedAt: now,
      }))
      .where("id", "in", cancelled.slice(i, i + 500))
      .execute();
  }
  return { inserted, moved: toUpdate.map((u) => u.row.id), cancelled, overridden };
}

/** Members and the teachers of the changed sessions. */
async function recipientsFor(
  trx: Kysely<Database>,
  cohort: Cohort,
  teacherIds: readonly (string | null)[],
): Promise<Recipient[]> {
  const out = await memberRecipients(trx, cohort.id, cohort.anchorZone);
  for (const id of new Set(teacherIds)) {
    const t = await userRecipient(trx, id, cohort.anchorZone);
    if (t && !out.some((r) => r.email === t.email)) out.push(t);
  }
  return out;
}

async function mailChanges(
  trx: Kysely<Database>,
  config: AppConfig | null,
  cohort: Cohort,
  moved: readonly string[],
  cancelled: readonly string[],
): Promise<void> {
  if (!config || (moved.length === 0 && cancelled.length === 0)) return;
  const teachers = await trx
    .selectFrom("classSession")
    .select("teacherId")
    .where("id", "in", [...moved, ...cancelled])
    .distinct()
    .execute();
  const recipients = await recipientsFor(
    trx,
    cohort,
    teachers.map((t) => t.teacherId),
  );
  await queueSessionsChanged(trx, config, "moved", await calendarSessions(trx, moved), recipients);
  await queueSessionsChanged(
    trx,
    config,
    "cancelled",
    await calendarSessions(trx, cancelled),
    recipients,
  );
}

function auditOf(r: Regenerated) {
  return {
    inserted: r.inserted.length,
    moved: r.moved.length,
    cancelled: r.cancelled.length,
    ...(r.overridden.length
      ? { override: true, conflicts: r.overridden.map((c) => c.message) }
      : {}),
  };
}

export async function createSeries(
  db: Kysely<Database>,
  ctx: AdminContext,
  input: SeriesInput,
): Promise<{ seriesId: string; sessions: number; overridden: Conflict[] }> {
  checkRule(input.rule);
  checkLink(input.meetingUrl);
  const id = randomUUID();
  return adminWrite(db, ctx.actor, {
    action: "classSeries.create",
    entity: "classSeries",
    entityId: id,
    publicContent: true,
    run: async (trx) => {
      const cohort = await cohortOf(trx, input.cohortId);
      await checkTeacher(trx, input.teacherId);
      // A series starts after now: classes are not scheduled into the past, and so a count is
      // always the number of sessions the series has (regenerate relies on it).
      const [first] = expandSeries({ ...input.rule, count: 1, untilDate: null }, cohort.anchorZone);
      if (first.startsAt <= (ctx.now ?? new Date()).toISOString()) {
        throw new AdminRefusal(
          "The first class would be in the past: start the series later.",
          422,
        );
      }
      const now = new Date().toISOString();
      const row = {
        id,
        cohortId: cohort.id,
        weekdays: [...new Set(input.rule.weekdays)].sort().join(","),
        localStart: input.rule.localStart,
        durationMinutes: input.rule.durationMinutes,
        fromDate: input.rule.fromDate,
        count: input.rule.count,
        untilDate: input.rule.untilDate,
        teacherId: input.teacherId,
        meetingUrl: input.meetingUrl,
        splitFrom: null,
        createdAt: now,
        updatedAt: now,
      };
      await trx.insertInto("classSeries").values(row).execute();
      const r = await regenerate(trx, ctx, { ...row, version: 1 }, cohort);
      if (r.inserted.length === 0) {
        throw new AdminRefusal("This series has no classes after now: check its dates.", 422);
      }
      return {
        before: null,
        after: { ...row, ...auditOf(r) },
        result: { seriesId: id, sessions: r.inserted.length, overridden: r.overridden },
      };
    },
  });
}

/**
 * Edits a series from now on. "all-future-unedited": the series' rule changes and its future
 * sessions that were not edited one by one follow it. "this-and-following": the series ends
 * the day before `fromSessionId`'s occurrence and a new series (the new rule, from that
 * occurrence on) takes that session and the following ones, their exceptions kept as they are.
 */
export async function editSeries(
  db: Kysely<Database>,
  config: AppConfig | null,
  ctx: AdminContext,
  input: {
    seriesId: string;
    version: number;
    scope: EditScope;
    fromSessionId?: string;
    change: SeriesChange;
  },
): Promise<{ seriesId: string; moved: number; inserted: number; cancelled: number }> {
  checkLink(input.change.meetingUrl);
  return adminWrite(db, ctx.actor, {
    action: input.scope === "this-and-following" ? "classSeries.split" : "classSeries.update",
    entity: "classSeries",
    entityId: input.seriesId,
    publicContent: true,
    run: async (trx) => {
      const series = await trx
        .selectFrom("classSeries")
        .selectAll()
        .where("id", "=", input.seriesId)
        .executeTakeFirst();
      if (!series) throw new RecordMissing("This series");
      if (series.version !== input.version) throw new VersionConflict();
      const cohort = await cohortOf(trx, series.cohortId);
      await checkTeacher(trx, input.change.teacherId);
      const now = (ctx.now ?? new Date()).toISOString();
      const weekdays = [...new Set(input.change.rule.weekdays)].sort().join(",");
      const ruleColumns = {
        weekdays,
        localStart: input.change.rule.localStart,
        durationMinutes: input.change.rule.durationMinutes,
        count: input.change.rule.count,
        untilDate: input.change.rule.untilDate,
        teacherId: input.change.teacherId,
        meetingUrl: input.change.meetingUrl,
      };
      const bump = async (changes: Record<string, unknown>) => {
        const r = await trx
          .updateTable("classSeries")
          .set((eb) => ({ ...changes, updatedAt: now, version: eb("version", "+", 1) }))
          .where("id", "=", series.id)
          .where("version", "=", input.version)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
      };

      if (input.scope === "all-future-unedited") {
        checkRule({ ...input.change.rule, fromDate: series.fromDate });
        await bump(ruleColumns);
        const updated = { ...series, ...ruleColumns, version: series.version + 1 };
        const r = await regenerate(trx, ctx, updated, cohort);
        await mailChanges(trx, config, cohort, r.moved, r.cancelled);
        return {
          before: ruleColumnsOf(series),
          after: { ...ruleColumns, ...auditOf(r) },
          result: {
            seriesId: series.id,
            moved: r.moved.length,
            inserted: r.inserted.length,
            cancelled: r.cancelled.length,
          },
        };
      }

      const from = await trx
        .selectFrom("classSession")
        .select(["id", "occurrenceKey", "startsAt", "seriesId"])
        .where("id", "=", input.fromSessionId ?? "")
        .executeTakeFirst();
      if (!from || from.seriesId !== series.id) throw new RecordMissing("That class");
      if (from.startsAt <= now) {
        throw new AdminRefusal("That class has already started; past classes never move.", 409);
      }
      const newRule = { ...input.change.rule, fromDate: from.occurrenceKey };
      checkRule(newRule);
      // The old series ends the day before; its count, if any, becomes what it already has.
      const head = await trx
        .selectFrom("classSession")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("seriesId", "=", series.id)
        .where("occurrenceKey", "<", from.occurrenceKey)
        .executeTakeFirstOrThrow();
      await bump({
        untilDate: series.count === null ? previousDay(from.occurrenceKey) : null,
        count: series.count === null ? null : Number(head.n),
      });
      const newId = randomUUID();
      const newSeries = {
        id: newId,
        cohortId: cohort.id,
        ...ruleColumns,
        fromDate: from.occurrenceKey,
        splitFrom: series.id,
        createdAt: now,
        updatedAt: now,
      };
      await trx.insertInto("classSeries").values(newSeries).execute();
      await trx
        .updateTable("classSession")
        .set({ seriesId: newId })
        .where("seriesId", "=", series.id)
        .where("occurrenceKey", ">=", from.occurrenceKey)
        .execute();
      const r = await regenerate(trx, ctx, { ...newSeries, version: 1 }, cohort);
      await mailChanges(trx, config, cohort, r.moved, r.cancelled);
      return {
        before: ruleColumnsOf(series),
        after: { newSeriesId: newId, fromDate: from.occurrenceKey, ...ruleColumns, ...auditOf(r) },
        result: {
          seriesId: newId,
          moved: r.moved.length,
          inserted: r.inserted.length,
          cancelled: r.cancelled.length,
        },
      };
    },
  });
}

function ruleColumnsOf(s: Series) {
  return {
    weekdays: s.weekdays,
    localStart: s.localStart,
    durationMinutes: s.durationMinutes,
    count: s.count,
    untilDate: s.untilDate,
    teacherId: s.teacherId,
    meetingUrl: s.meetingUrl,
  };
}

async function futureSession(trx: Kysely<Database>, id: string, version: number, now: string) {
  const s = await trx
    .selectFrom("classSession")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!s) throw new RecordMissing("This class");
  if (s.version !== version) throw new VersionConflict();
  if (s.startsAt <= now) {
    throw new AdminRefusal("This class has already started; past classes never move.", 409);
  }
  if (s.status !== "scheduled") throw new AdminRefusal(`This class is ${s.status}.`, 409);
  return s;
}

/**
 * Edits one occurrence: its local start on the anchor zone's clock, length, teacher or link.
 * It becomes an exception that later series edits keep.
 */
export async function editSession(
  db: Kysely<Database>,
  config: AppConfig | null,
  ctx: AdminContext,
  input: {
    sessionId: string;
    version: number;
    /** "yyyy-mm-ddTHH:MM" on the class group's anchor clock. */
    localStart: string;
    durationMinutes: number;
    teacherId: string | null;
    meetingUrl: string | null;
  },
): Promise<void> {
  checkLink(input.meetingUrl);
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < 5 ||
    input.durationMinutes > 480
  ) {
    throw new AdminRefusal("A class lasts from 5 minutes to 8 hours.", 400);
  }
  await adminWrite(db, ctx.actor, {
    action: "classSession.update",
    entity: "classSession",
    entityId: input.sessionId,
    publicContent: true,
    run: async (trx) => {
      const now = (ctx.now ?? new Date()).toISOString();
      const s = await futureSession(trx, input.sessionId, input.version, now);
      const cohort = await cohortOf(trx, s.cohortId);
      await checkTeacher(trx, input.teacherId);
      const at = zonedTimeToUtcAfterGap(input.localStart, cohort.anchorZone);
      if (!at) throw new AdminRefusal("Give the class a real date and time.", 400);
      const startsAt = at.instant.toISOString();
      if (startsAt <= now) throw new AdminRefusal("A class cannot be moved into the past.", 422);
      const endsAt = new Date(at.instant.getTime() + input.durationMinutes * 60_000).toISOString();
      const overridden = await checkConflicts(
        trx,
        ctx,
        input.teacherId,
        [{ startsAt, endsAt }],
        [s.id],
      );
      const changes = {
        startsAt,
        endsAt,
        teacherId: input.teacherId,
        meetingUrl: input.meetingUrl,
        gapShifted: at.shifted ? 1 : 0,
      };
      const r = await trx
        .updateTable("classSession")
        .set((eb) => ({
          ...changes,
          edited: 1,
          sequence: eb("sequence", "+", 1),
          version: eb("version", "+", 1),
          updatedAt: now,
        }))
        .where("id", "=", s.id)
        .where("version", "=", input.version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
      await mailChanges(trx, config, cohort, [s.id], []);
      return {
        before: {
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          teacherId: s.teacherId,
          meetingUrl: s.meetingUrl,
          gapShifted: s.gapShifted,
        },
        after: {
          ...changes,
          ...(overridden.length
            ? { override: true, conflicts: overridden.map((c) => c.message) }
            : {}),
        },
        result: undefined,
      };
    },
  });
}

/** Cancels one session (an exception: series edits keep it cancelled); nothing else changes. */
export async function cancelSession(
  db: Kysely<Database>,
  config: AppConfig | null,
  ctx: AdminContext,
  input: { sessionId: string; version: number; reason: string },
): Promise<void> {
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > 500) {
    throw new AdminRefusal("Give a reason for the cancellation (3 to 500 characters).", 400);
  }
  await adminWrite(db, ctx.actor, {
    action: "classSession.cancel",
    entity: "classSession",
    entityId: input.sessionId,
    run: async (trx) => {
      const now = (ctx.now ?? new Date()).toISOString();
      const s = await futureSession(trx, input.sessionId, input.version, now);
      const cohort = await cohortOf(trx, s.cohortId);
      const r = await trx
        .updateTable("classSession")
        .set((eb) => ({
          status: "cancelled",
          cancelReason: reason,
          edited: 1,
          sequence: eb("sequence", "+", 1),
          version: eb("version", "+", 1),
          updatedAt: now,
        }))
        .where("id", "=", s.id)
        .where("version", "=", input.version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new VersionConflict();
      await mailChanges(trx, config, cohort, [], [s.id]);
      return {
        before: { status: s.status },
        after: { status: "cancelled", cancelReason: reason },
        result: undefined,
      };
    },
  });
}
