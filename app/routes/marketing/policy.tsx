import { Link, redirect } from "react-router";
import { policies } from "../../../content/policies";
import { PageBanner } from "~/components/layout/page-banner";
import { sanitizeRichText } from "~/.server/platform/sanitize";
import { formatLongDate } from "~/lib/format";
import { seo } from "~/lib/meta";
import { withScrollableTables } from "~/lib/rich-text";
import { type IslandsHandle } from "~/islands/island";
import type { Route } from "./+types/policy";

const DESCRIPTIONS: Record<string, string> = {
  "terms-of-service":
    "The terms for using Learnova's website, demo classes and live courses, in plain language.",
  "privacy-policy":
    "What personal data Learnova collects, why, who sees it, how long we keep it and your rights.",
  "data-deletion-policy":
    "How to delete your Learnova account and data, what is removed at once and what is kept.",
};

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const policy = policies.find((p) => p.slug === slug);
  if (!policy) throw redirect("/not-found");
  return {
    slug: policy.slug,
    title: policy.title,
    effectiveDate: policy.effectiveDate,
    contentHtml: sanitizeRichText(policy.contentHtml),
    others: policies.filter((p) => p.slug !== slug).map((p) => ({ slug: p.slug, title: p.title })),
  };
}

/** Nothing on it but the shared header and toasts wakes: served as islands (decision 0060). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: data.title,
        description: DESCRIPTIONS[data.slug] ?? data.title,
        path: `/${data.slug}`,
      })
    : [];

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { title, effectiveDate, contentHtml, others } = loaderData;
  return (
    <>
      <PageBanner title={title} lead={`In effect from ${formatLongDate(effectiveDate)}.`} />
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-12 lg:grid-cols-[minmax(0,48rem)_1fr]">
        <div
          className="prose-learnova"
          dangerouslySetInnerHTML={{ __html: withScrollableTables(contentHtml) }}
        />
        <aside aria-labelledby="other-policies" className="h-fit rounded-card bg-brand-50 p-6">
          <h2 id="other-policies" className="text-lg">
            Other policies
          </h2>
          <ul className="mt-3 grid gap-2">
            {others.map((o) => (
              <li key={o.slug}>
                <Link to={`/${o.slug}`} className="font-semibold text-brand-700 underline">
                  {o.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            Questions?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
