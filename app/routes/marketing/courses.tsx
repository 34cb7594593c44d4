import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/courses";

export const meta: Route.MetaFunction = () =>
  pageMeta("Our Courses", "Live online courses in K-12 subjects, languages and mental health.");

export default function Courses() {
  return (
    <PageBanner
      title="Our Courses"
      lead="Live, small-group courses in K-12 subjects, languages and mental health, taught online by experienced teachers."
    />
  );
}
