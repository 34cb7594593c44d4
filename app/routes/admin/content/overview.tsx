import { Link } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { contentCounts } from "~/.server/repos/admin-content";
import { requireAdmin } from "~/.server/session";
import { formatCount } from "~/lib/admin/format";
import { KIND_GROUPS, KIND_LABELS } from "~/lib/admin/content-labels";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => [{ title: "Site content | Admin Panel" }];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { kinds: await contentCounts(args.context.services.db) };
}

/** The five kinds of site content (docs/admin.md §9), with their counts. */
export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Site content"
        description="What the landing, contact and help pages show. A change here is on the site at once."
      />
      <ul className="grid gap-4 md:grid-cols-2">
        {loaderData.kinds.map(({ kind, total, hidden, groups }) => {
          const labels = KIND_LABELS[kind];
          const titleOf = (name: string) =>
            KIND_GROUPS[kind]?.groups.find((g) => g.key === name)?.title ?? name;
          return (
            <li key={kind} className="grid gap-2 rounded-card bg-white p-5 shadow-card">
              <h2 className="text-xl">
                <Link
                  to={`/admin/content/${kind}`}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {labels.title}
                </Link>
              </h2>
              <p className="text-muted">{labels.description}</p>
              <p className="font-semibold">
                {formatCount(total)} {total === 1 ? labels.one : labels.many}
                {hidden > 0 ? `, ${formatCount(hidden)} hidden` : ""}
              </p>
              {groups.length > 0 ? (
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  {groups.map((g) => (
                    <li key={g.name}>
                      {titleOf(g.name)}: {formatCount(g.total)}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-sm text-muted">Shown on {labels.shownOn}.</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
