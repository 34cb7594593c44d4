import { data, Link } from "react-router";
import {
  attendanceAction,
  attendanceView,
  rosterPeople as people,
  teachSession,
} from "~/.server/classes/actions-attendance";
import { readForm } from "~/.server/kit/form-action";
import { AttendanceForm } from "~/components/classes/attendance-form";
import { adminZone } from "~/.server/kit/zone";
import { requireTeacher } from "~/.server/platform/session";
import { teacherZone } from "~/.server/teaching/queries";
import { sessionWhen } from "~/.server/teaching/week";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/session";

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data && "courseTitle" in data ? `${data.courseTitle} | Teaching` : "Class | Teaching",
    "A class and who is in it.",
  ),
  { name: "robots", content: "noindex" },
];

const MEMBER_STATUS: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  transferred: "Moved to another group",
};

/** Its teacher or one of its group's teachers; an admin sees any (docs/classes.md "Teacher area"). */
async function ownSession(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = requireTeacher(args);
  const { db } = args.context.services;
  const found = await teachSession(db, args.params.id, user);
  // Someone else's class answers as one that does not exist: its existence is not theirs to learn.
  if (!found) throw data("This class does not exist, or it is not one of yours.", { status: 404 });
  return { user, db, ...found };
}

export async function action(args: Route.ActionArgs) {
  const { user, db, session, roster } = await ownSession(args);
  const fields = await readForm(args.request);
  return attendanceAction(
    db,
    args.context.services.config,
    user,
    session,
    people(roster),
    fields,
    `/teach/sessions/${encodeURIComponent(session.id)}?marked=1`,
  );
}

export async function loader(args: Route.LoaderArgs) {
  const { user, db, session, roster } = await ownSession(args);
  const { zone } = await teacherZone(db, user.id, adminZone(args.request));
  const attendance = await attendanceView(db, session, people(roster), user, zone);
  const anchorDiffers = session.anchorZone !== zone;
  return data(
    {
      zone,
      courseTitle: session.courseTitle,
      cohortName: session.cohortName,
      iso: session.startsAt,
      ...sessionWhen(session.startsAt, session.endsAt, zone),
      anchor: anchorDiffers
        ? {
            zone: session.anchorZone,
            ...sessionWhen(session.startsAt, session.endsAt, session.anchorZone),
          }
        : null,
      status: session.status,
      cancelReason: session.cancelReason,
      meetingUrl: session.meetingUrl ?? session.defaultMeetingUrl,
      attendance,
      marked: new URL(args.request.url).searchParams.get("marked") === "1",
      roster: roster.map((m) => ({
        id: m.id,
        name: m.name || m.email,
        childName: m.accountType === "parent" ? m.childName : null,
        parent: m.accountType === "parent",
        status: MEMBER_STATUS[m.status] ?? m.status,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const STATUS_TEXT = { scheduled: "Scheduled", held: "Held", cancelled: "Cancelled" } as const;

export default function TeachSession({ loaderData: s, actionData }: Route.ComponentProps) {
  return (
    <>
      <Link to="/teach" className="text-sm font-semibold text-brand-800 underline">
        ← Your week
      </Link>
      <h1 className="mt-2 text-3xl wrap-anywhere">{s.courseTitle}</h1>
      <p className="mt-1 wrap-anywhere text-muted">{s.cohortName}</p>

      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-card bg-white p-5 shadow-card sm:grid-cols-[auto_minmax(0,1fr)] sm:p-6">
        <dt className="text-sm font-semibold text-muted">When</dt>
        <dd>
          <time dateTime={s.iso}>
            {s.day}, {s.time}
          </time>{" "}
          <span className="text-sm text-muted">(your clock, {s.zone})</span>
          {s.anchor ? (
            <span className="block text-sm text-muted">
              {s.anchor.day}, {s.anchor.time} on the group&apos;s clock ({s.anchor.zone})
            </span>
          ) : null}
        </dd>
        <dt className="text-sm font-semibold text-muted">Status</dt>
        <dd data-testid="session-status">
          {STATUS_TEXT[s.status]}
          {s.status === "cancelled" && s.cancelReason ? (
            <span className="text-muted">: {s.cancelReason}</span>
          ) : null}
        </dd>
        <dt className="text-sm font-semibold text-muted">Meeting</dt>
        <dd className="min-w-0 break-all">
          {s.meetingUrl ? (
            <a
              href={s.meetingUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-800 underline"
            >
              {s.meetingUrl}
            </a>
          ) : (
            <span className="text-muted">No link yet: the school adds it.</span>
          )}
        </dd>
      </dl>

      <section aria-labelledby="roster" className="mt-8">
        <h2 id="roster" className="text-xl">
          Learners <span className="text-base font-normal text-muted">({s.roster.length})</span>
        </h2>
        {s.roster.length === 0 ? (
          <p className="mt-3 text-muted">No learners are placed in this group yet.</p>
        ) : (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Roster">
            {s.roster.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-brand-100 bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-brand-950">
                    {m.childName ?? m.name}
                  </p>
                  {m.parent ? (
                    <p className="text-sm wrap-anywhere text-muted">
                      {m.childName ? `Enrolled by their parent, ${m.name}` : "A parent's enrolment"}
                    </p>
                  ) : null}
                </div>
                <span className="text-sm text-muted">{m.status}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {s.roster.length > 0 ? (
        <section aria-labelledby="attendance" className="mt-8">
          <h2 id="attendance" className="text-xl">
            Attendance
          </h2>
          <p className="mt-1 text-sm text-muted">
            A learner who joined through Learnova is preselected as present until you mark them.
            Times on your clock ({s.zone}).
          </p>
          <AttendanceForm
            members={s.attendance.members}
            locked={s.attendance.locked}
            zone={s.zone}
            error={actionData && !actionData.ok ? actionData.formError : undefined}
            saved={s.marked ? "Attendance saved." : undefined}
          />
        </section>
      ) : null}
    </>
  );
}
