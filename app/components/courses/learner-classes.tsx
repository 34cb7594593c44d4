import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { AttendanceSummary, type OwnAttendance } from "./attendance-summary";

// The learner's classes (docs/classes.md "Learner pages and feeds"): the next sessions on
// /upcoming-courses and the running groups' timetables on /subscribed-courses, as the loaders
// worded them on the learner's clock.

export interface UpcomingClass {
  id: string;
  when: { iso: string; text: string };
  courseTitle: string;
  courseSlug: string;
  groupName: string;
  anchorZone: string;
  teacherName: string | null;
  learnerName: string | null;
  cancelled: boolean;
  cancelReason: string | null;
  joinUrl: string | null;
}

export function UpcomingClasses({ classes, zone }: { classes: UpcomingClass[]; zone: string }) {
  return (
    <section aria-labelledby="next-classes" className="mt-6">
      <h2 id="next-classes" className="text-2xl">
        Next classes
      </h2>
      <p className="mt-1 text-sm text-muted">
        Times on your clock ({zone}). The joining link appears here 15 minutes before a class
        starts.
      </p>
      {classes.length === 0 ? (
        <p className="mt-4 rounded-card bg-white p-6 text-muted shadow-card">
          No classes are scheduled for you yet. Once you have a place in a class group, its classes
          are listed here.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Your next classes">
          {classes.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-card"
            >
              <div className="min-w-0">
                <p className="font-semibold text-brand-950">
                  <time dateTime={c.when.iso}>{c.when.text}</time>
                  {c.cancelled ? (
                    <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-sm text-red-800">
                      Cancelled
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 break-words">
                  <Link to={`/courses/${c.courseSlug}`} className="text-brand-800 underline">
                    {c.courseTitle}
                  </Link>{" "}
                  · {c.groupName}
                </p>
                {c.learnerName ? <p className="text-sm">For {c.learnerName}</p> : null}
                <p className="text-sm text-muted">
                  Teacher: {c.teacherName ?? "to be announced"} · the group meets on {c.anchorZone}{" "}
                  time
                </p>
                {c.cancelled && c.cancelReason ? (
                  <p className="text-sm text-red-800">Reason: {c.cancelReason}</p>
                ) : null}
              </div>
              {c.joinUrl ? (
                <a
                  href={c.joinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: "accent", size: "sm" })}
                >
                  Join class
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface RunningGroup {
  id: string;
  name: string;
  courseTitle: string;
  courseSlug: string;
  learnerName: string | null;
  teacherName: string | null;
  rules: string[];
  anchorZone: string;
  clock: string;
  next: { iso: string; text: string }[];
}

export function RunningGroups({
  groups,
  attendance,
}: {
  groups: RunningGroup[];
  /** The learner's own marks per group (by group id). */
  attendance?: Record<string, OwnAttendance>;
}) {
  return (
    <section aria-labelledby="running-groups" className="mt-6">
      <h2 id="running-groups" className="text-2xl">
        Your running class groups
      </h2>
      {groups.length === 0 ? (
        <p className="mt-4 rounded-card bg-white p-6 text-muted shadow-card">
          None of your class groups is running at the moment.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Your running class groups">
          {groups.map((g) => (
            <li key={g.id} className="rounded-2xl bg-white p-5 shadow-card">
              <h3 className="text-lg">{g.name}</h3>
              <p className="mt-1">
                <Link to={`/courses/${g.courseSlug}`} className="text-brand-800 underline">
                  {g.courseTitle}
                </Link>
              </p>
              {g.learnerName ? <p className="mt-1 text-sm">For {g.learnerName}</p> : null}
              <p className="mt-1 text-sm">Teacher: {g.teacherName ?? "to be announced"}</p>
              {attendance ? (
                <div className="mt-1">
                  <AttendanceSummary counts={attendance[g.id]} learnerName={g.learnerName} />
                </div>
              ) : null}
              <p className="mt-2 text-sm text-muted">
                Every week: {g.rules.length > 0 ? g.rules.join("; ") : "to be announced"} (
                {g.anchorZone} time)
              </p>
              {g.next.length > 0 ? (
                <div className="mt-2 text-sm">
                  <p className="font-semibold">Coming classes ({g.clock} time):</p>
                  <ul className="mt-1 grid gap-0.5">
                    {g.next.map((n) => (
                      <li key={n.iso}>
                        <time dateTime={n.iso}>{n.text}</time>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="mt-2 text-sm text-muted">No more classes are scheduled.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
