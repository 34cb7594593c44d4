import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Unsubscribe", "Stop receiving the Learnova newsletter."),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe() {
  return (
    <PageBanner
      title="Unsubscribe"
      lead="Use the link at the bottom of any Learnova newsletter to stop receiving it."
    />
  );
}
