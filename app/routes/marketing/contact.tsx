import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta("Contact Us", "Questions, support requests or feedback: write to the Learnova team.");

export default function Contact() {
  return (
    <PageBanner title="Contact Us">
      <h2 className="mt-8 text-2xl">Stay Curious, Stay Connected!</h2>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Have a question about a course or need help with your account? Send us a message and our
        team will get back to you.
      </p>
    </PageBanner>
  );
}
