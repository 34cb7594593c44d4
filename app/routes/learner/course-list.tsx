import { data, Link } from "react-router";
import { AttendanceSummary } from "~/components/courses/attendance-summary";
import { CancelEnrollment } from "~/components/courses/cancel-enrollment";
import { CourseCard } from "~/components/courses/course-card";
import { RunningGroups, UpcomingClasses } from "~/components/courses/learner-classes";
import {
  learnerZone,
  runningGroupsView,
  upcomingClassesView,
} from "~/.server/classes/learner-view";
import { ownAttendance } from "~/.server/classes/queries-attendance";
import { useZoneCookie } from "~/hooks/use-zone-cookie";
import { zoneWords } from "~/lib/class-schedule";
import { FormSuccess } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { enrollmentAction } from "~/.server/enrollments/actions";
import { listEnrollments } from "~/.server/enrollments/queries";
import { requireUser } from "~/.server/platform/session";
import { formatLongDate } from "~/lib/format";
import type { ListedStatus } from "~/lib/enrollment-status";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/course-list";

const LISTS: Record<string, { status: ListedStatus; title: string; empty: string }> = {
  "/subscribed-courses": {
    status: "subscribed",
    title: "Subscribed courses",
    empty: "You haven't subscribed to a course yet.",
  },
  "/upcoming-courses": {
    status: "upcoming",
    title: "Upcoming courses",
    empty: "You have no upcoming courses.",
  },
  "/completed-courses": {
    status: "completed",
    title: "Completed courses",
    empty: "You haven't completed a course yet.",
  },
};

function listOf(request: Request) {
  return LISTS[new URL(request.url).pathname] ?? LISTS["/upcoming-courses"];
}

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const list = listOf(args.request);
  const { db } = args.context.services;
  const courses = await listEnrollments(db, user.id, list.status);
  // Classes on the learner's clock (docs/classes.md "Learner pages and feeds").
  const zone = await learnerZone(db, args.request, user.id);
  const upcoming = list.status === "upcoming" ? await upcomingClassesView(db, user.id, zone) : null;
  const running = list.status === "subscribed" ? await runningGroupsView(db, user.id, zone) : null;
  // The learner's own marks (only enrolments of this account): per running group, and per
  // course on the completed list (docs/classes.md "Joining and attendance").
  const attendance = running
    ? await ownAttendance(
        db,
        user.id,
        "cohort",
        running.map((g) => g.id),
      )
    : list.status === "completed"
      ? await ownAttendance(
          db,
          user.id,
          "enrollment",
          courses.map((c) => c.enrollmentId),
        )
      : null;
  return data(
    {
      list,
      courses,
      zone,
      upcoming,
      running,
      attendance: attendance ? Object.fromEntries(attendance) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = (args: Route.ActionArgs) => enrollmentAction(args);

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.list.title ?? "Your courses", "Your Learnova courses."),
  { name: "robots", content: "noindex" },
];

export default function CourseList({ loaderData, actionData }: Route.ComponentProps) {
  const { list, courses, zone, upcoming, running, attendance } = loaderData;
  useZoneCookie(zone);
  const noScriptSuccess = actionData?.ok ? actionData.message : undefined;
  return (
    <>
      <h1 className="text-3xl">{list.title}</h1>
      <p className="mt-2 text-muted">
        Your courses move between these lists with their class group: upcoming before its first
        class, subscribed while it runs, completed after its last.
      </p>
      <div className="mt-4">
        <FormSuccess message={noScriptSuccess} />
      </div>
      {upcoming ? <UpcomingClasses classes={upcoming} zone={zoneWords(zone)} /> : null}
      {running ? <RunningGroups groups={running} attendance={attendance ?? {}} /> : null}
      {upcoming || running ? (
        <h2 className="mt-10 text-2xl">
          {list.status === "upcoming" ? "Courses starting soon" : "Your courses"}
        </h2>
      ) : null}
      {courses.length === 0 ? (
        <div className="mt-6 rounded-card bg-white p-10 text-center shadow-card">
          <p className="text-lg text-muted">{list.empty}</p>
          <Button asChild className="mt-6">
            <Link to="/courses">Browse courses</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {courses.map((entry) => (
            <li key={entry.enrollmentId} className="flex flex-col gap-3">
              <CourseCard
                course={entry.course}
                headingLevel={upcoming || running ? "h3" : "h2"}
                className="h-auto flex-1"
              />
              <p className="text-sm text-muted">
                Enrolled on {formatLongDate(entry.enrolledAt)}
                {entry.learnerName ? ` · for ${entry.learnerName}` : ""}
              </p>
              {/* A course taken without a class group has no marks and no line. */}
              {list.status === "completed" && attendance?.[entry.enrollmentId] ? (
                <AttendanceSummary
                  counts={attendance[entry.enrollmentId]}
                  learnerName={entry.learnerName}
                />
              ) : null}
              {list.status === "upcoming" ? (
                <CancelEnrollment
                  enrollmentId={entry.enrollmentId}
                  courseTitle={entry.course.title}
                  pageResult={actionData}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
