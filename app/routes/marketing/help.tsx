import { HelpCenter } from "~/components/help/help-center";
import { Island, type IslandsHandle } from "~/islands/island";
import { searchHelp } from "~/lib/help-search";
import { listHelpTopics } from "~/.server/content/queries";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/help";

export async function loader({ context }: Route.LoaderArgs) {
  return { topics: await listHelpTopics(context.services.db) };
}

/**
 * Served as islands (docs/decisions/0060-content-pages-as-islands.md): the search and its answers
 * are one island that wakes when the visitor uses it.
 */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches, data, location }) =>
  seo(matches, {
    title: "Help Center",
    description: "Answers about demo classes, schedules, accounts, payments and technical help.",
    path: "/help",
    jsonLd: data
      ? [
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            // The questions the page shows: during a search (?q=), only those it found.
            mainEntity: searchHelp(
              data.topics,
              new URLSearchParams(location.search).get("q") ?? "",
            ).flatMap((t) =>
              t.items.map((i) => ({
                "@type": "Question",
                name: i.question,
                acceptedAnswer: { "@type": "Answer", text: i.answer },
              })),
            ),
          },
        ]
      : [],
  });

export default function Help({ loaderData }: Route.ComponentProps) {
  return (
    <Island name="help-center" props={{ topics: loaderData.topics }}>
      <HelpCenter topics={loaderData.topics} />
    </Island>
  );
}
