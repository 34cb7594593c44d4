import type { Kysely } from "kysely";
import { cohortListQuery } from "~/lib/admin/class-lists";
import { dateFilter, readListQuery } from "~/lib/admin/list-query";
import { formatDateTime, startOfDayIn } from "~/lib/admin/time";
import { addDays, dayIn } from "~/lib/admin/weeks";
import { batchRows, csvResponse, inSlices, type CsvColumn } from "../kit/csv";
import { adminZone } from "../kit/zone";
import type { Database } from "../platform/db/schema";
import {
  attendanceCsvBatch,
  teacherHoursBatch,
  type AttendanceCsvFilter,
  type AttendanceCsvRow,
  type AttendanceCursor,
  type TeacherHoursRow,
} from "./queries-attendance";

// The attendance and teacher-hours exports (docs/classes.md "Joining and attendance"). Both
// stream through the export kit (app/.server/kit/csv.ts: every cell guarded against formula
// injection) from bounded keyset slices, so the whole school's attendance downloads with flat
// memory. The attendance slices are keyed by (class start, class, member), three columns, so
// they go through the kit's inSlices with their own cursor rather than its two-column inBatches.

const STATUS_WORDS: Record<string, string> = {
  present: "present",
  late: "late",
  absent: "absent",
  excused: "excused",
};

function attendanceColumns(zone: string): CsvColumn<AttendanceCsvRow>[] {
  return [
    { header: "Class starts (UTC)", value: (r) => r.startsAt },
    { header: `Class starts (your zone, ${zone})`, value: (r) => formatDateTime(r.startsAt, zone) },
    { header: "Class group", value: (r) => r.cohortName },
    { header: "Course", value: (r) => r.courseTitle },
    { header: "Member", value: (r) => r.memberName },
    { header: "Member's e-mail", value: (r) => r.memberEmail },
    // A parent's enrolment names the child who takes the class.
    { header: "Learner", value: (r) => r.learnerName ?? r.memberName },
    {
      header: "Status",
      value: (r) =>
        r.status
          ? STATUS_WORDS[r.status]
          : r.sessionStatus === "cancelled"
            ? "class cancelled"
            : "not marked",
    },
    { header: "Joined at (UTC)", value: (r) => r.joinedAt },
    { header: "Marked at (UTC)", value: (r) => (r.status ? r.markedAt : null) },
    { header: "Marked by", value: (r) => (r.status ? r.markedByName : null) },
    { header: "Class ID", value: (r) => r.sessionId },
    { header: "Member ID", value: (r) => r.memberId },
  ];
}

function attendanceRows(db: Kysely<Database>, filter: AttendanceCsvFilter) {
  return inSlices(
    (after: AttendanceCursor | undefined, limit) => attendanceCsvBatch(db, filter, after, limit),
    (r) => ({ startsAt: r.startsAt, sessionId: r.sessionId, memberId: r.memberId }),
    batchRows(db),
  );
}

/** One group's attendance, every class that has started (an unknown id: the header only). */
export function groupAttendanceCsv(db: Kysely<Database>, request: Request, cohortId: string) {
  const zone = adminZone(request);
  const id = /^[\w-]{1,100}$/.test(cohortId) ? cohortId : "-";
  const now = new Date();
  return csvResponse(
    `attendance-${id}-${now.toISOString().slice(0, 10)}.csv`,
    attendanceColumns(zone),
    attendanceRows(db, { cohort: id, now: now.toISOString() }),
  );
}

/**
 * Every group's attendance under the class groups list's filters (status, course, teacher,
 * name) and `from`/`to` (days on the admin's clock, both included) on the class's start.
 */
export function allAttendanceCsv(db: Kysely<Database>, request: Request) {
  const zone = adminZone(request);
  const query = readListQuery(cohortListQuery, request.url);
  const params = new URL(request.url).searchParams;
  const from = dateFilter.parse(params.get("from") ?? "");
  const to = dateFilter.parse(params.get("to") ?? "");
  const now = new Date();
  return csvResponse(
    `attendance-${now.toISOString().slice(0, 10)}.csv`,
    attendanceColumns(zone),
    attendanceRows(db, {
      course: query.course,
      teacher: query.teacher,
      status: query.status,
      q: query.q,
      from: from ? startOfDayIn(from, zone).toISOString() : undefined,
      to: to ? startOfDayIn(addDays(to, 1), zone).toISOString() : undefined,
      now: now.toISOString(),
    }),
  );
}

/** A month as yyyy-mm, or null when it is not one. */
export function parseMonth(value: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return m && Number(m[1]) >= 2000 && Number(m[1]) <= 2100 ? value : null;
}

/** The month after yyyy-mm. */
export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * Teacher hours for `?month=yyyy-mm` (this month when absent), the month's days on the admin's
 * clock: per teacher, the classes held (marked held, or scheduled and over by now) and their
 * length. A month that is not one is a 400 that says how to write it.
 */
export function teacherHoursCsv(db: Kysely<Database>, request: Request): Response {
  const zone = adminZone(request);
  const now = new Date();
  const raw = new URL(request.url).searchParams.get("month");
  const month = raw === null || raw === "" ? dayIn(now, zone).slice(0, 7) : parseMonth(raw.trim());
  if (!month) {
    return new Response(
      `"${raw!.slice(0, 40)}" is not a month. Write it as YYYY-MM, for example ?month=${dayIn(now, zone).slice(0, 7)}.\n`,
      {
        status: 400,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      },
    );
  }
  const span = {
    from: startOfDayIn(`${month}-01`, zone).toISOString(),
    to: startOfDayIn(`${nextMonth(month)}-01`, zone).toISOString(),
    now: now.toISOString(),
  };
  const columns: CsvColumn<TeacherHoursRow>[] = [
    { header: "Month", value: () => month },
    { header: "Time zone", value: () => zone },
    { header: "Teacher", value: (r) => r.name },
    { header: "Teacher's e-mail", value: (r) => r.email },
    { header: "Classes held", value: (r) => r.sessions },
    { header: "Minutes", value: (r) => r.minutes },
    { header: "Hours", value: (r) => (r.minutes / 60).toFixed(2) },
    { header: "Teacher ID", value: (r) => r.teacherId },
  ];
  return csvResponse(
    `teacher-hours-${month}.csv`,
    columns,
    inSlices(
      (after: string | undefined, limit) => teacherHoursBatch(db, span, after, limit),
      (r) => r.teacherId,
      batchRows(db),
    ),
  );
}
