import type { Kysely } from "kysely";
import { redirect } from "react-router";
import { formFailure } from "~/lib/form-result";
import { formAnswer } from "../kit/form-action";
import { AdminRefusal } from "../kit/write";
import type { AppConfig } from "../platform/config";
import type { Database } from "../platform/db/schema";
import type { SessionUser } from "../platform/session";
import { clockTime } from "../teaching/week";
import { sessionWithRoster } from "./queries-teacher";
import {
  parseRosterForm,
  saveAttendance,
  sessionAttendance,
  TEACHER_MARK_DAYS,
  teacherMayMark,
} from "./writes-attendance";

// The roster form's reads and its post, shared by the teacher's class page
// (app/routes/teach/session.tsx) and the admin's group page (app/routes/admin/classes/detail.tsx).

export interface RosterPerson {
  id: string;
  name: string;
  detail: string | null;
}

type Found = NonNullable<Awaited<ReturnType<typeof sessionWithRoster>>>;

/** A session with its roster for a teacher (theirs or their group's) or an admin; else null. */
export function teachSession(
  db: Kysely<Database>,
  sessionId: string,
  user: { id: string; role: string },
): Promise<Found | null> {
  return sessionWithRoster(db, sessionId, user.role === "admin" ? null : user.id);
}

/** The roster as the form names it: a parent's enrolment by the child's name. */
export function rosterPeople(roster: Found["roster"]): RosterPerson[] {
  return roster.map((m) => ({
    id: m.id,
    name: (m.accountType === "parent" ? m.childName : null) ?? (m.name || m.email),
    detail:
      m.accountType === "parent"
        ? m.childName
          ? `Enrolled by their parent, ${m.name}`
          : "A parent's enrolment"
        : null,
  }));
}

/** Each member with their mark, or "present" preselected when they joined and are unmarked. */
export async function attendanceView(
  db: Kysely<Database>,
  session: { id: string; endsAt: string },
  roster: readonly RosterPerson[],
  viewer: { role: string },
  zone: string,
  now = new Date(),
) {
  const rows = await sessionAttendance(db, session.id);
  const members = roster.map((p) => {
    const row = rows.get(p.id);
    const status = row?.status ?? null;
    return {
      ...p,
      selected: status ?? (row?.joinedAt ? "present" : null),
      saved: status !== null,
      joined: row?.joinedAt ? clockTime(row.joinedAt, zone) : null,
      version: row?.version ?? 1,
    };
  });
  const locked =
    viewer.role !== "admin" && !teacherMayMark(session.endsAt, now)
      ? `Marks are locked: this class ended more than ${TEACHER_MARK_DAYS} days ago. Ask the school to change them.`
      : null;
  return { members, locked };
}

/**
 * The roster form's post: saved → 303 back to the page with a note; refused → the page again
 * with the message and its 4xx status, nothing changed.
 */
export async function attendanceAction(
  db: Kysely<Database>,
  config: AppConfig,
  user: SessionUser,
  session: { id: string; endsAt: string },
  roster: readonly RosterPerson[],
  fields: Record<string, string>,
  back: string,
) {
  try {
    const marks = parseRosterForm(fields, roster);
    await saveAttendance(db, config, user, session, marks);
  } catch (error) {
    if (!(error instanceof AdminRefusal)) throw error;
    return formAnswer(formFailure({}, error.message, "attendance"), error.status);
  }
  return redirect(back, { status: 303 });
}
