import { redirect } from "react-router";
import { courses } from "../../../content/courses";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/course";

export function loader({ params }: Route.LoaderArgs) {
  const course = courses.find((c) => c.slug === params.slug);
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
