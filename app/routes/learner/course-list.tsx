import { data, Link } from "react-router";
import { CancelEnrollment } from "~/components/courses/cancel-enrollment";
import { CourseCard } from "~/components/courses/course-card";
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
  const courses = await listEnrollments(args.context.services.db, user.id, list.status);
  return data({ list, courses }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = (args: Route.ActionArgs) => enrollmentAction(args);

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.list.title ?? "Your courses", "Your Learnova courses."),
  { name: "robots", content: "noindex" },
];

export default function CourseList({ loaderData, actionData }: Route.ComponentProps) {
  const { list, courses } = loaderData;
  const noScriptSuccess = actionData?.ok ? actionData.message : undefined;
  return (
    <>
      <h1 className="text-3xl">{list.title}</h1>
      <div className="mt-4">
        <FormSuccess message={noScriptSuccess} />
      </div>
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
              <CourseCard course={entry.course} headingLevel="h2" className="h-auto flex-1" />
              <p className="text-sm text-muted">Enrolled on {formatLongDate(entry.enrolledAt)}</p>
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
