import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/demo-confirmation";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Demo class booked", "Your free Learnova demo class booking."),
  { name: "robots", content: "noindex" },
];

export default function DemoConfirmation() {
  return (
    <PageBanner
      title="Your demo class"
      lead="After you book a free demo class, this page shows your booking and what happens next."
    />
  );
}
