import type { Kysely } from "kysely";
import { formFailure } from "~/lib/form-result";
import { formatDateTime, shownTime } from "~/lib/admin/time";
import { formAnswer } from "../kit/form-action";
import type { Database } from "../platform/db/schema";
import type { AppConfig } from "../platform/config";
import type { SessionUser } from "../platform/session";
import { attendanceAction, attendanceView, rosterPeople, teachSession } from "./actions-attendance";
import { memberAttendance, sessionAttendanceCounts } from "./queries-attendance";

// Attendance on the admin's group page (/admin/classes/:id, docs/classes.md "Joining and
// attendance"): the roster form of one of the group's classes (`?attendance=<session>`), the
// same form and write path as the teacher's page (app/routes/teach/session.tsx), an admin's
// save audited as `attendance.mark.admin` and never locked; and the group's attendance per
// member and per class, counted in SQL (queries-attendance.ts).

/** Classes listed in the per-class table; the CSV has every one. */
export const ATTENDANCE_SESSIONS_SHOWN = 20;

const PLACEMENT_WORDS: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  withdrawn: "Withdrawn",
  transferred: "Moved to another group",
};

/** One of the group's classes with its roster, or null when the id is not one of them. */
async function groupSession(
  db: Kysely<Database>,
  cohortId: string,
  sessionId: string,
  admin: { id: string; role: string },
) {
  if (!/^[\w-]{1,100}$/.test(sessionId)) return null;
  const found = await teachSession(db, sessionId, admin);
  return found && found.session.cohortId === cohortId ? found : null;
}

/** What the group page's attendance section shows, worded on the admin's clock. */
export async function cohortAttendance(
  db: Kysely<Database>,
  cohort: { id: string; anchorZone: string },
  admin: SessionUser,
  zone: string,
  params: URLSearchParams,
  now = new Date(),
) {
  const at = now.toISOString();
  const selectedId = params.get("attendance") ?? "";
  const [members, sessions, found] = await Promise.all([
    memberAttendance(db, cohort.id, at),
    sessionAttendanceCounts(db, cohort.id, at, ATTENDANCE_SESSIONS_SHOWN),
    selectedId ? groupSession(db, cohort.id, selectedId, admin) : Promise.resolve(null),
  ]);
  const marking = found
    ? {
        sessionId: found.session.id,
        when: shownTime(found.session.startsAt, zone),
        anchor: formatDateTime(found.session.startsAt, cohort.anchorZone),
        status: found.session.status,
        cancelReason: found.session.cancelReason,
        ...(await attendanceView(db, found.session, rosterPeople(found.roster), admin, zone, now)),
      }
    : null;
  return {
    marking,
    /** `?attendance=` named something that is not one of this group's classes. */
    unknownSession: selectedId !== "" && !found,
    saved: params.get("marked") === "1",
    members: members.map((m) => ({
      id: m.id,
      name: m.childName ?? m.name,
      parent: m.childName ? m.name : null,
      placement: PLACEMENT_WORDS[m.status] ?? m.status,
      ...m.counts,
      unmarked: m.unmarked,
    })),
    sessions: {
      total: sessions.total,
      rows: sessions.rows.map((s) => ({
        id: s.id,
        when: shownTime(s.startsAt, zone),
        anchor: formatDateTime(s.startsAt, cohort.anchorZone),
        held: s.status === "held" || s.endsAt <= at,
        expected: s.expected,
        unmarked: s.unmarked,
        ...s.counts,
      })),
    },
  };
}

export type CohortAttendanceView = Awaited<ReturnType<typeof cohortAttendance>>;

/**
 * The group page's roster post (the form names its class in the field `attendance`): saved →
 * 303 back to the same class with a note; refused → the page with the message, nothing changed.
 */
export async function cohortAttendanceAction(
  db: Kysely<Database>,
  config: AppConfig,
  admin: SessionUser,
  cohortId: string,
  fields: Record<string, string>,
) {
  const found = await groupSession(db, cohortId, fields.attendance ?? "", admin);
  if (!found) {
    return formAnswer(
      formFailure({}, "This class is not one of this group's. Reload the page.", "attendance"),
      404,
    );
  }
  const back = `/admin/classes/${encodeURIComponent(cohortId)}?attendance=${encodeURIComponent(found.session.id)}&marked=1#attendance`;
  return attendanceAction(
    db,
    config,
    admin,
    found.session,
    rosterPeople(found.roster),
    fields,
    back,
  );
}
