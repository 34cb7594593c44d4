import { Link, redirect } from "react-router";
import { PostArticle } from "~/components/blog/post-article";
import { Image } from "~/components/ui/image";
import { uploadedShareImage } from "~/.server/media/queries";
import { getPost, listRecentPosts, livePostIdBySlug } from "~/.server/blog/queries";
import { categoryLabel, formatShortDate } from "~/lib/format";
import { responsiveImage } from "~/lib/images";
import { seo, siteFromMatches } from "~/lib/meta";
import { type IslandsHandle } from "~/islands/island";
import type { Route } from "./+types/blog-post";

/** The posts content/blog seeds (ids 1–13), whose share cards scripts/generate-assets drew. */
const SEEDED_POSTS = 13;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const numbered = /^\d{1,9}$/.test(params.id);
  // A slug, current or old, is an alias: a permanent redirect to the post's canonical address.
  if (!numbered && /^[a-z0-9-]{1,120}$/.test(params.id)) {
    const id = await livePostIdBySlug(db, params.id);
    if (id !== undefined) throw redirect(`/blog/${id}`, 301);
  }
  const post = numbered ? await getPost(db, Number(params.id)) : undefined;
  if (!post) throw redirect("/not-found");
  const recent = await listRecentPosts(db);
  // An uploaded cover has a JPEG of its own; the seeded posts have drawn share cards.
  const shareImage =
    (await uploadedShareImage(db, post.image)) ??
    (post.image.startsWith("/images/blog/") && post.id <= SEEDED_POSTS
      ? `/images/og/post-${post.id}.jpg`
      : "/images/og/blog.jpg");
  return { post, recent, shareImage };
}

/** Nothing on it but the shared header and toasts wakes: served as islands (decision 0060). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { post } = data;
  const site = siteFromMatches(matches);
  const url = `${site?.url ?? ""}/blog/${post.id}`;
  return seo(matches, {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.id}`,
    type: "article",
    image: data.shareImage,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        articleSection: categoryLabel(post.category),
        image: `${site?.url ?? ""}${post.image}-1200.webp`,
        url,
        mainEntityOfPage: url,
        author: { "@type": "Organization", name: site?.name ?? "Learnova" },
        publisher: { "@type": "Organization", name: site?.name ?? "Learnova" },
      },
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, recent } = loaderData;
  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <PostArticle post={post} />
      <aside aria-labelledby="recent-posts" className="lg:sticky lg:top-24 lg:h-fit">
        <h2 id="recent-posts" className="text-xl">
          Recent posts
        </h2>
        <ul className="mt-4 grid gap-4">
          {recent.map((r) => {
            const thumb = responsiveImage(r.image, [400]);
            return (
              <li key={r.id}>
                <Link
                  to={`/blog/${r.id}`}
                  className="group flex gap-3 rounded-2xl p-2 hover:bg-brand-50"
                >
                  <Image
                    src={thumb.src}
                    sources={thumb.sources}
                    alt=""
                    width={96}
                    height={64}
                    className="h-16 w-24 shrink-0 rounded-xl object-cover"
                  />
                  <span className="grid gap-1">
                    <span className="text-sm leading-snug font-semibold text-brand-950 group-hover:underline">
                      {r.title}
                    </span>
                    <time dateTime={r.publishedAt} className="text-xs text-muted">
                      {formatShortDate(r.publishedAt)}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <Link
          to="/blogs"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
        >
          All articles
        </Link>
      </aside>
    </div>
  );
}
