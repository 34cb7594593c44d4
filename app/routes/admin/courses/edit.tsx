import { data, Form, Link } from "react-router";
import { CourseForm } from "~/components/admin/courses/course-form";
import { PageHeader, StatusBadge } from "~/components/admin/page-header";
import { FormError } from "~/components/forms/form-message";
import { Button, buttonVariants } from "~/components/ui/button";
import { versionField } from "~/.server/kit/version-field";
import {
  answerCourseRefusals,
  parseCourseForm,
  readCourseForm,
} from "~/.server/courses/actions-admin";
import { redirectWithToast } from "~/.server/kit/toast";
import { formAnswer } from "~/.server/kit/form-action";
import { getAdminCourse } from "~/.server/courses/queries-admin";
import {
  deleteCourse,
  moveCourse,
  setCoursePublished,
  updateCourse,
} from "~/.server/courses/writes-admin";
import { requireAdmin } from "~/.server/platform/session";
import { formFailure } from "~/lib/form-result";
import { courseImage } from "~/lib/images";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { COURSE_INTENTS, type CourseIntent } from "~/lib/schemas/admin-courses";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.course.title ?? "Course"} | Admin Panel` },
];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const course = await getAdminCourse(args.context.services.db, args.params.id);
  if (!course) throw data("This course no longer exists.", { status: 404 });
  return data(
    { course, cover: courseImage(course.image).sources[1].srcSet.split(" ")[0] },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { db } = args.context.services;
  const id = args.params.id;
  const { values, file } = await readCourseForm(args.request);
  const intent = (values.intent ?? "save") as CourseIntent;
  if (!COURSE_INTENTS.includes(intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  const version = versionField.safeParse(values.version);
  if (!version.success) {
    return formAnswer(formFailure({}, version.error.issues[0].message, intent), 400);
  }
  const here = `/admin/courses/${id}`;
  const back = safeRedirectPath(values.redirectTo, here);

  if (intent === "save") {
    const parsed = await parseCourseForm(values, file, { coverRequired: false });
    if (!parsed.ok) return parsed.answer;
    return answerCourseRefusals(async () => {
      const { slugChanged } = await updateCourse(
        db,
        user,
        id,
        version.data,
        parsed.fields,
        parsed.image,
      );
      throw redirectWithToast(here, {
        title: "Course saved.",
        description: slugChanged
          ? `Its address is now /courses/${parsed.fields.slug}; the old one redirects there.`
          : undefined,
      });
    }, values);
  }
  return answerCourseRefusals(async () => {
    if (intent === "publish" || intent === "unpublish") {
      await setCoursePublished(db, user, id, version.data, intent === "publish");
      throw redirectWithToast(back, {
        title: intent === "publish" ? "Course published." : "Course hidden from the site.",
      });
    }
    if (intent === "up" || intent === "down") {
      await moveCourse(db, user, id, version.data, intent);
      throw redirectWithToast(back, {
        title: intent === "up" ? "Moved up in its category." : "Moved down in its category.",
      });
    }
    await deleteCourse(db, user, id, version.data);
    throw redirectWithToast("/admin/courses", { title: "Course deleted." });
  }, values);
}

export default function EditCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { course, cover } = loaderData;
  const result = actionData ?? null;
  const otherError =
    result && !result.ok && result.intent && result.intent !== "save" ? result.formError : null;
  return (
    <>
      <PageHeader
        title={course.title}
        back={{ to: "/admin/courses", label: "Courses" }}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {course.published ? (
              <StatusBadge tone="good">Published</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">Hidden</StatusBadge>
            )}
            <span>
              {course.category} · {course.enrollments}{" "}
              {course.enrollments === 1 ? "enrolment" : "enrolments"}
            </span>
          </span>
        }
        actions={
          course.published ? (
            <Link
              to={`/courses/${course.slug}`}
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              View on the site
            </Link>
          ) : null
        }
      />
      <div className="grid gap-5">
        <section
          aria-labelledby="course-actions"
          className="grid gap-3 rounded-card bg-white p-5 shadow-card"
        >
          <h2 id="course-actions" className="text-xl">
            Publishing and order
          </h2>
          <FormError message={otherError ?? undefined} />
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="version" value={course.version} />
              <Button
                type="submit"
                name="intent"
                value={course.published ? "unpublish" : "publish"}
                size="sm"
                variant={course.published ? "outline" : "primary"}
              >
                {course.published ? "Unpublish" : "Publish"}
              </Button>
            </Form>
            <Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="version" value={course.version} />
              <Button type="submit" name="intent" value="up" size="sm" variant="outline">
                Move up in {course.category}
              </Button>
              <Button type="submit" name="intent" value="down" size="sm" variant="outline">
                Move down in {course.category}
              </Button>
            </Form>
          </div>
          {course.oldSlugs.length > 0 ? (
            <p className="text-sm text-muted wrap-anywhere">
              Old addresses that redirect here:{" "}
              {course.oldSlugs.map((s) => `/courses/${s}`).join(", ")}
            </p>
          ) : null}
        </section>

        <CourseForm
          key={`${course.id}-${course.version}`}
          initial={{
            title: course.title,
            slug: course.slug,
            category: course.category,
            level: course.level,
            audience: course.audience,
            board: course.board ?? "",
            description: course.description,
            summary: course.summary,
            durationWeeks: String(course.durationWeeks),
            sessionsPerWeek: String(course.sessionsPerWeek),
          }}
          version={course.version}
          coverPreview={cover}
          result={result}
          submitLabel="Save changes"
        />

        <section
          aria-labelledby="course-delete"
          className="grid gap-3 rounded-card border border-red-200 bg-white p-5"
        >
          <h2 id="course-delete" className="text-xl">
            Delete
          </h2>
          {course.enrollments > 0 ? (
            <p className="text-muted">
              This course has enrolments, so it cannot be deleted. Unpublish it to hide it from the
              site.
            </p>
          ) : (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="version" value={course.version} />
              <p className="text-muted">
                Deleting removes the course and its old addresses for good.
              </p>
              <div>
                <Button type="submit" name="intent" value="delete" size="sm" variant="destructive">
                  Delete this course
                </Button>
              </div>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
