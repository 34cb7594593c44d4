import { redirect } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/get-started-type";

const AUDIENCES = {
  student: "Students",
  parent: "Parents",
  professional: "Professionals",
} as const;

export function loader({ params }: Route.LoaderArgs) {
  if (!(params.type in AUDIENCES)) throw redirect("/not-found");
  return { audience: AUDIENCES[params.type as keyof typeof AUDIENCES] };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta(
        `Book your free demo class — ${data.audience}`,
        "Book a free live demo class with Learnova.",
      )
    : [];

export default function GetStartedType({ loaderData }: Route.ComponentProps) {
  return (
    <PageBanner
      title="Book your free demo class"
      lead={`For ${loaderData.audience.toLowerCase()}: choose a subject and a time that suits you, and meet one of our teachers live.`}
    />
  );
}
