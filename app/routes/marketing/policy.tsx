import { redirect } from "react-router";
import { policies } from "../../../content/policies";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/policy";

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const policy = policies.find((p) => p.slug === slug);
  if (!policy) throw redirect("/not-found");
  return { title: policy.title, effectiveDate: policy.effectiveDate };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.title, `Learnova's ${data.title.toLowerCase()}, in plain language.`) : [];

export default function Policy({ loaderData }: Route.ComponentProps) {
  const date = new Date(loaderData.effectiveDate).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return <PageBanner title={loaderData.title} lead={`In effect from ${date}.`} />;
}
