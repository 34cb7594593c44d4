import type { ReactNode } from "react";
import { Link } from "react-router";
import { AttendanceForm, type AttendanceMember } from "~/components/classes/attendance-form";
import { DataTable, type Column } from "~/components/admin/data-table";
import { Time } from "~/components/admin/time";
import { SectionCard } from "~/components/admin/users/section-card";
import type { ShownTime } from "~/lib/admin/time";

// The group page's attendance (docs/classes.md "Joining and attendance"): one class's roster
// form (`?attendance=<class>`, the teacher's form and write path; an admin is never locked),
// then the marks per class and per member as the loader counted them
// (app/.server/classes/actions-attendance-admin.ts). A section of its own, so the rest of the
// page (app/routes/admin/classes/detail.tsx) does not change with it.

interface Counts {
  present: number;
  late: number;
  absent: number;
  excused: number;
  marked: number;
  rate: number | null;
}

interface SessionRow extends Counts {
  id: string;
  when: ShownTime | null;
  anchor: string;
  held: boolean;
  expected: number;
  unmarked: number;
}

interface MemberRow extends Counts {
  id: string;
  name: string;
  parent: string | null;
  placement: string;
  unmarked: number;
}

export interface CohortAttendanceProps {
  cohortId: string;
  anchorZone: string;
  zone: string;
  marking: {
    sessionId: string;
    when: ShownTime | null;
    anchor: string;
    status: string;
    cancelReason: string | null;
    members: AttendanceMember[];
    locked: string | null;
  } | null;
  unknownSession: boolean;
  saved: boolean;
  members: MemberRow[];
  sessions: { total: number; rows: SessionRow[] };
  /** Under the per-member table: how many closed placements it lists, and a link to all. */
  history?: ReactNode;
  /** The page's action answer when it came from the roster form. */
  error?: string;
}

const rateText = (c: Counts) => (c.rate === null ? "—" : `${c.rate}%`);

export function CohortAttendance(p: CohortAttendanceProps) {
  const sessionColumns: Column<SessionRow>[] = [
    {
      id: "when",
      header: `Class (${p.zone})`,
      rowHeader: true,
      className: "min-w-[11rem]",
      cell: (s) => (
        <div className="grid gap-0.5">
          <Time value={s.when} />
          <span className="text-xs font-normal text-muted">
            {s.anchor} on the group's clock{s.held ? "" : " · in progress"}
          </span>
        </div>
      ),
    },
    {
      id: "marked",
      header: "Marked",
      cell: (s) => `${s.marked} of ${s.expected}`,
    },
    {
      id: "counts",
      header: "Present · late · absent · excused",
      cell: (s) => `${s.present} · ${s.late} · ${s.absent} · ${s.excused}`,
    },
    {
      id: "unmarked",
      header: "Not marked",
      cell: (s) =>
        s.unmarked > 0 ? <strong>{s.unmarked} not marked</strong> : <span>All marked</span>,
    },
    {
      id: "mark",
      header: "Mark",
      cell: (s) => (
        // A plain link (one in each of the 20 rows; a <Link> costs about 10 µs to render).
        <a
          href={`?attendance=${encodeURIComponent(s.id)}#attendance`}
          className="font-semibold text-brand-800 underline"
          aria-label={`Mark attendance for the class of ${s.when?.text ?? s.anchor}`}
        >
          Mark attendance
        </a>
      ),
    },
  ];
  const memberColumns: Column<MemberRow>[] = [
    {
      id: "name",
      header: "Learner",
      rowHeader: true,
      className: "min-w-[10rem]",
      cell: (m) => (
        <div className="grid gap-0.5">
          <span className="font-semibold wrap-anywhere">{m.name}</span>
          {m.parent ? (
            <span className="text-xs font-normal wrap-anywhere text-muted">
              Enrolled by their parent, {m.parent}
            </span>
          ) : null}
          <span className="text-xs font-normal text-muted">{m.placement}</span>
        </div>
      ),
    },
    // One cell for the four counts, as the per-class table has: a row of seven cells cost
    // about 3 KB of markup and its share of the page's render (docs/performance.md §10.1).
    {
      id: "counts",
      header: "Present · late · absent · excused",
      cell: (m) => `${m.present} · ${m.late} · ${m.absent} · ${m.excused}`,
    },
    {
      id: "rate",
      header: "Rate",
      cell: (m) => (
        <span>
          {rateText(m)}
          {m.marked > 0 ? (
            <span className="block text-xs text-muted">of {m.marked} marked</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "unmarked",
      header: "Held, not marked",
      cell: (m) => m.unmarked,
    },
  ];
  return (
    <SectionCard
      id="attendance"
      title="Attendance"
      lead="Rate: present and late of the classes marked. A class counts from its start; times in your zone."
    >
      <div className="grid gap-6">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href={`/admin/classes/${p.cohortId}/attendance.csv`}
            download
            className="font-semibold text-brand-800 underline"
          >
            Attendance CSV of this group
          </a>
        </p>
        {p.unknownSession ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
          >
            That class is not one of this group&apos;s. Choose one from the list below.
          </p>
        ) : null}
        {p.marking ? (
          <section
            aria-labelledby="attendance-class"
            className="grid gap-2 rounded-xl border border-brand-200 p-4"
          >
            <h3 id="attendance-class" className="text-lg">
              Attendance of the class of {p.marking.anchor} ({p.anchorZone})
            </h3>
            <p className="text-sm text-muted">
              In your zone: {p.marking.when?.text}.
              {p.marking.status === "cancelled"
                ? ` This class was cancelled${p.marking.cancelReason ? `: ${p.marking.cancelReason}` : ""}.`
                : ""}{" "}
              As an admin you may change marks at any time; each save is audited with the marks
              before and after.{" "}
              <Link to="." preventScrollReset className="font-semibold text-brand-800 underline">
                Close
              </Link>
            </p>
            {p.marking.members.length === 0 ? (
              <p className="text-muted">No learner was in the group for this class.</p>
            ) : (
              <AttendanceForm
                members={p.marking.members}
                locked={p.marking.locked}
                zone={p.zone}
                error={p.error}
                saved={p.saved ? "Attendance saved." : undefined}
                fields={{ attendance: p.marking.sessionId }}
              />
            )}
          </section>
        ) : p.error ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
          >
            {p.error}
          </p>
        ) : null}
        <div className="grid gap-2">
          <h3 className="text-lg">Per class</h3>
          <p className="text-sm text-muted">
            {p.sessions.total} classes have started
            {p.sessions.total > p.sessions.rows.length
              ? `; the latest ${p.sessions.rows.length} are listed and the CSV has every one`
              : ""}
            . Not marked: members in the group for the class without a mark.
          </p>
          <DataTable
            caption="Attendance per class"
            columns={sessionColumns}
            rows={p.sessions.rows}
            rowKey={(s) => s.id}
            empty={<p>No class of this group has started yet.</p>}
          />
        </div>
        <div className="grid gap-2">
          <h3 className="text-lg">Per member</h3>
          <DataTable
            caption="Attendance per member"
            columns={memberColumns}
            rows={p.members}
            rowKey={(m) => m.id}
            empty={<p>No one has been placed in this group yet.</p>}
          />
          {p.history}
        </div>
      </div>
    </SectionCard>
  );
}
