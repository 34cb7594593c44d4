import { Link, redirect } from "react-router";
import { DemoCta } from "~/components/blog/demo-cta";
import { Image } from "~/components/ui/image";
import { getPost, listRecentPosts } from "~/.server/repos/blog";
import { categoryLabel, formatLongDate, formatShortDate } from "~/lib/format";
import { blogImage, responsiveImage } from "~/lib/images";
import { seo, siteFromMatches } from "~/lib/meta";
import { renderPostHtml } from "~/lib/rich-text";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const post = /^\d{1,9}$/.test(params.id) ? await getPost(db, Number(params.id)) : undefined;
  if (!post) throw redirect("/not-found");
  const recent = await listRecentPosts(db);
  return { post, recent };
}

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
    image: `/images/og/post-${post.id}.jpg`,
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
  const image = blogImage(post.image);
  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article>
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold">
          <Link
            to={`/blogs?category=${post.category}`}
            className="rounded-full bg-saffron-100 px-3 py-1 text-saffron-800 hover:bg-saffron-200"
          >
            {categoryLabel(post.category)}
          </Link>
          <time dateTime={post.publishedAt} className="text-muted">
            {formatLongDate(post.publishedAt)}
          </time>
        </p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
        <Image
          src={image.src}
          sources={image.sources}
          sizes="(min-width: 1280px) 880px, 100vw"
          alt=""
          width={1200}
          height={800}
          eager
          fetchPriority="high"
          className="mt-8 aspect-[3/2] w-full rounded-card object-cover shadow-card"
        />
        {/* Sanitised with the allowlist when written and again in the loader. */}
        <div
          className="prose-learnova mt-8"
          dangerouslySetInnerHTML={{ __html: renderPostHtml(post.contentHtml) }}
        />
        <div className="mt-12">
          <DemoCta />
        </div>
      </article>
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
