import { CourseForm, EMPTY_COURSE } from "~/components/admin/courses/course-form";
import { PageHeader } from "~/components/admin/page-header";
import {
  answerCourseRefusals,
  parseCourseForm,
  readCourseForm,
} from "~/.server/courses/actions-admin";
import { redirectWithToast } from "~/.server/kit/toast";
import { createCourse } from "~/.server/courses/writes-admin";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "New course | Admin Panel" }];

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { values, file } = await readCourseForm(args.request);
  const parsed = await parseCourseForm(values, file, { coverRequired: true });
  if (!parsed.ok) return parsed.answer;
  const { fields, image } = parsed;
  const published = values.published === "on";
  return answerCourseRefusals(async () => {
    const { id } = await createCourse(args.context.services.db, user, fields, {
      published,
      image: image!,
    });
    throw redirectWithToast(`/admin/courses/${id}`, {
      title: published ? "Course created and published." : "Course created (hidden).",
      description: `/courses/${fields.slug}`,
    });
  }, values);
}

export default function NewCourse({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="New course" back={{ to: "/admin/courses", label: "Courses" }} />
      <CourseForm initial={EMPTY_COURSE} result={actionData ?? null} submitLabel="Create course" />
    </>
  );
}
