import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Blogs & Articles",
    "Articles on education, language learning, parenting and wellbeing.",
  );

export default function Blogs() {
  return (
    <PageBanner
      title="Blogs & Articles"
      lead="Ideas and practical advice on education, language learning, parenting and personal development."
    />
  );
}
