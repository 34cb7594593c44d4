import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm your subscription", "Confirm your Learnova newsletter subscription."),
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm() {
  return (
    <PageBanner
      title="Confirm your subscription"
      lead="Open the link in the confirmation e-mail we sent you to start receiving the Learnova newsletter."
    />
  );
}
