// A learner's own attendance in one line (docs/classes.md "Joining and attendance"): on
// /subscribed-courses per running group and on /completed-courses per course, as the loader
// counted it for the signed-in account's enrolments only
// (app/.server/classes/queries-attendance.ts ownAttendance).

export interface OwnAttendance {
  present: number;
  late: number;
  absent: number;
  excused: number;
  marked: number;
  rate: number | null;
}

export function AttendanceSummary({
  counts,
  learnerName,
}: {
  counts: OwnAttendance | undefined;
  /** The child a parent enrolled: the marks are theirs. */
  learnerName: string | null;
}) {
  const whose = learnerName ? `${learnerName}'s attendance` : "Your attendance";
  if (!counts || counts.marked === 0) {
    return (
      <p className="text-sm text-muted" data-testid="own-attendance">
        {whose}: no class has been marked yet.
      </p>
    );
  }
  const attended = counts.present + counts.late;
  return (
    <p className="text-sm" data-testid="own-attendance">
      <span className="font-semibold">{whose}:</span> {attended} of {counts.marked} marked{" "}
      {counts.marked === 1 ? "class" : "classes"} attended ({counts.rate}%): {counts.present}{" "}
      present, {counts.late} late, {counts.absent} absent, {counts.excused} excused.
    </p>
  );
}
