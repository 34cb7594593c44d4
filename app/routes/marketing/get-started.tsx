import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/get-started";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Get Started",
    "Choose how you'll learn with Learnova: as a student, a parent or a professional.",
  );

export default function GetStarted() {
  return (
    <PageBanner
      title="Get Started"
      lead="Tell us who is learning: a student, a parent booking for a child, or a professional."
    />
  );
}
