import { NeedMoreHelp } from "~/components/layout/need-more-help";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Help Center",
    "Answers about demo classes, schedules, accounts, payments and technical help.",
  );

export default function Help() {
  return (
    <>
      <PageBanner
        title="Help Center"
        lead="Answers to common questions about demo classes, schedules, your account and joining a live class."
      />
      <div className="container-page py-14">
        <NeedMoreHelp />
      </div>
    </>
  );
}
