import { Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { Button } from "~/components/ui/button";
import { confirmSubscription } from "~/.server/newsletter/writes";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { result: "missing" as const };
  const result = await confirmSubscription(context.services.db, context.services.config, token);
  if (result === "confirmed") context.services.mail?.kick();
  return { result };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Newsletter subscription", "Confirm your Learnova newsletter subscription."),
  { name: "robots", content: "noindex" },
];

const TEXT = {
  confirmed: {
    title: "You're subscribed!",
    lead: "Thank you for confirming. The next Learnova newsletter will reach your inbox soon.",
  },
  "already-active": {
    title: "You're already subscribed",
    lead: "This address is confirmed; there is nothing more to do.",
  },
  invalid: {
    title: "This link doesn't work",
    lead: "The confirmation link is incomplete or no longer valid. Subscribe again from the home page and we'll send a fresh one.",
  },
  missing: {
    title: "Confirm your subscription",
    lead: "Open the link in the confirmation e-mail we sent you to start receiving the Learnova newsletter.",
  },
} as const;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const text = TEXT[loaderData.result];
  return (
    <PageBanner title={text.title} lead={text.lead}>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/courses">Explore courses</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/blogs">Read our articles</Link>
        </Button>
      </div>
    </PageBanner>
  );
}
