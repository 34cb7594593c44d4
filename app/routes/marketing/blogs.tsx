import { Link } from "react-router";
import { BlogCard } from "~/components/blog/blog-card";
import { PageBanner } from "~/components/layout/page-banner";
import { countPosts, listPosts } from "~/.server/blog/queries";
import { cn } from "~/lib/cn";
import { BLOG_CATEGORIES } from "~/lib/content-types";
import { categoryLabel } from "~/lib/format";
import { seo } from "~/lib/meta";
import { type IslandsHandle } from "~/islands/island";
import type { Route } from "./+types/blogs";

const PAGE_SIZE = 9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("category")?.toUpperCase();
  const category = BLOG_CATEGORIES.find((c) => c === raw);
  const total = await countPosts(context.services.db, category);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const posts = await listPosts(context.services.db, {
    category,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { posts, category: category ?? null, page, pages, total };
}

/** Nothing on it but the shared header and toasts wakes: served as islands (decision 0060). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Blogs & Articles",
    description:
      "Articles on education, language learning, parenting and wellbeing from Learnova's teachers.",
    path: "/blogs",
    image: "/images/og/blog.jpg",
  });

function href(category: string | null, page = 1) {
  const q = new URLSearchParams();
  if (category) q.set("category", category);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `/blogs?${s}` : "/blogs";
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts, category, page, pages, total } = loaderData;
  const chips = [null, ...BLOG_CATEGORIES];
  return (
    <>
      <PageBanner
        title="Blogs & Articles"
        lead="Ideas and practical advice on education, language learning, parenting and personal development."
      />
      <div className="container-page py-10">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            {chips.map((c) => {
              const active = c === category;
              return (
                <li key={c ?? "all"}>
                  <Link
                    to={href(c)}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex rounded-full px-4 py-2 text-sm font-semibold",
                      active
                        ? "bg-brand-700 text-white"
                        : "bg-brand-50 text-brand-900 hover:bg-brand-100",
                    )}
                  >
                    {c ? categoryLabel(c) : "All"}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-muted" data-testid="post-count">
          {total} {total === 1 ? "article" : "articles"}
          {pages > 1 ? ` · page ${page} of ${pages}` : ""}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-2">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={href(category, n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={cn(
                  "inline-flex h-10 w-10 items-center justify-center rounded-full font-semibold",
                  n === page
                    ? "bg-brand-700 text-white"
                    : "bg-brand-50 text-brand-900 hover:bg-brand-100",
                )}
              >
                {n}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </>
  );
}
