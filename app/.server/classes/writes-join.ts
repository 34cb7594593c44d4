import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { canJoin } from "~/lib/class-schedule";
import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import { classCalendar } from "./calendar";
import { calendarSessions } from "./queries-shared";
import { isMeetingUrl } from "./writes-cohort";

// /join/<session> (docs/classes.md "Joining and attendance", decision 0035): the one address
// mails and the learner's pages give for a class. Inside the joining window (canJoin in
// app/lib/class-schedule.ts, the same window /upcoming-courses keeps) it records the member's
// first join and sends the visitor on to the meeting; otherwise the page says when the class is.

export interface JoinVisitor {
  id: string;
  role: string;
}

export interface JoinSession {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  cancelReason: string | null;
  cohortId: string;
  cohortName: string;
  courseTitle: string;
  anchorZone: string;
}

export type JoinOutcome =
  | { kind: "go"; url: string; session: JoinSession }
  | { kind: "page"; reason: "early" | "over" | "cancelled" | "no-link"; session: JoinSession };

async function findSession(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom("classSession as s")
    .innerJoin("cohort as c", "c.id", "s.cohortId")
    .innerJoin("course as co", "co.id", "c.courseId")
    .select([
      "s.id",
      "s.startsAt",
      "s.endsAt",
      "s.status",
      "s.cancelReason",
      "s.teacherId",
      "s.meetingUrl",
      "c.defaultMeetingUrl",
      "c.id as cohortId",
      "c.name as cohortName",
      "c.anchorZone",
      "co.title as courseTitle",
    ])
    .where("s.id", "=", sessionId)
    .executeTakeFirst();
}

/** The visitor's open placements in the group (a parent may have placed two children). */
async function openPlacements(db: Kysely<Database>, cohortId: string, userId: string) {
  const rows = await db
    .selectFrom("cohortMember as m")
    .innerJoin("enrollment as e", "e.id", "m.enrollmentId")
    .select("m.id")
    .where("m.cohortId", "=", cohortId)
    .where("e.userId", "=", userId)
    .where("m.status", "in", ["active", "paused"])
    .execute();
  return rows.map((r) => r.id);
}

async function teachesSession(
  db: Kysely<Database>,
  s: { cohortId: string; teacherId: string | null },
  userId: string,
): Promise<boolean> {
  if (s.teacherId === userId) return true;
  const row = await db
    .selectFrom("cohortTeacher")
    .select("teacherId")
    .where("cohortId", "=", s.cohortId)
    .where("teacherId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The session's meeting address: its own link, else its group's; with neither and
 * MEETING_ROOM_BASE_URL set, a room under that base with an unguessable id, stored on the
 * session the first time it is needed (a conditional update, so two first joins agree on one
 * room). Only https links are ever given out (isMeetingUrl, as on save).
 */
async function meetingLink(
  db: Kysely<Database>,
  config: AppConfig,
  s: { id: string; meetingUrl: string | null; defaultMeetingUrl: string | null },
): Promise<string | null> {
  const typed = s.meetingUrl ?? s.defaultMeetingUrl;
  if (typed !== null) return isMeetingUrl(typed) ? typed : null;
  if (!config.meetingRoomBaseUrl) return null;
  const room = `${config.meetingRoomBaseUrl}/${randomBytes(16).toString("base64url")}`;
  await db
    .updateTable("classSession")
    .set({ meetingUrl: room })
    .where("id", "=", s.id)
    .where("meetingUrl", "is", null)
    .execute();
  const stored = await db
    .selectFrom("classSession")
    .select("meetingUrl")
    .where("id", "=", s.id)
    .executeTakeFirst();
  const url = stored?.meetingUrl ?? null;
  return url !== null && isMeetingUrl(url) ? url : null;
}

/** Records a first join for each placement; a later join keeps the first time. */
async function recordJoin(
  db: Kysely<Database>,
  sessionId: string,
  memberIds: string[],
  at: string,
) {
  if (memberIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("attendance")
      .values(memberIds.map((cohortMemberId) => ({ sessionId, cohortMemberId, joinedAt: at })))
      .onConflict((oc) => oc.columns(["sessionId", "cohortMemberId"]).doNothing())
      .execute();
    await trx
      .updateTable("attendance")
      .set({ joinedAt: at })
      .where("sessionId", "=", sessionId)
      .where("cohortMemberId", "in", memberIds)
      .where("joinedAt", "is", null)
      .execute();
  });
}

/**
 * What /join/<session> does for this visitor. Null when the session does not exist or is not
 * theirs to join (its members, its teachers, admins): the caller answers the plain not-found.
 */
export async function joinSession(
  db: Kysely<Database>,
  config: AppConfig,
  sessionId: string,
  visitor: JoinVisitor,
  now = new Date(),
): Promise<JoinOutcome | null> {
  const s = await findSession(db, sessionId);
  if (!s) return null;
  const members = await openPlacements(db, s.cohortId, visitor.id);
  const allowed =
    members.length > 0 || visitor.role === "admin" || (await teachesSession(db, s, visitor.id));
  if (!allowed) return null;
  const session: JoinSession = {
    id: s.id,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    status: s.status,
    cancelReason: s.cancelReason,
    cohortId: s.cohortId,
    cohortName: s.cohortName,
    courseTitle: s.courseTitle,
    anchorZone: s.anchorZone,
  };
  if (s.status === "cancelled") return { kind: "page", reason: "cancelled", session };
  if (!canJoin(s.startsAt, s.endsAt, now.getTime())) {
    return {
      kind: "page",
      reason: now.getTime() < Date.parse(s.startsAt) ? "early" : "over",
      session,
    };
  }
  const url = await meetingLink(db, config, s);
  if (url === null) return { kind: "page", reason: "no-link", session };
  await recordJoin(db, s.id, members, now.toISOString());
  return { kind: "go", url, session };
}

/** The one session as a calendar file, for those who may join it (else null). */
export async function joinCalendar(
  db: Kysely<Database>,
  config: AppConfig,
  sessionId: string,
  visitor: JoinVisitor,
): Promise<string | null> {
  const s = await findSession(db, sessionId);
  if (!s) return null;
  const allowed =
    visitor.role === "admin" ||
    (await openPlacements(db, s.cohortId, visitor.id)).length > 0 ||
    (await teachesSession(db, s, visitor.id));
  if (!allowed) return null;
  return classCalendar(config, await calendarSessions(db, [s.id]), {
    name: `${s.courseTitle} · ${s.cohortName}`,
  });
}
