import { redirect } from "react-router";
import { getCourseBySlug } from "~/.server/repos/courses";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/course";

export async function loader({ params, context }: Route.LoaderArgs) {
  const course = await getCourseBySlug(context.services.db, params.slug);
  if (!course) throw redirect("/not-found");
  return {
    course: { title: course.title, description: course.description, category: course.category },
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.course.title, data.course.description) : [];

export default function Course({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return <PageBanner title={course.title} lead={course.description} />;
}
