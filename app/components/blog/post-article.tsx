import { Link } from "react-router";
import { DemoCta } from "~/components/blog/demo-cta";
import { Image } from "~/components/ui/image";
import { categoryLabel, formatLongDate } from "~/lib/format";
import { blogImage } from "~/lib/images";
import { renderPostHtml } from "~/lib/rich-text";
import type { BlogPostDetail } from "~/lib/content-types";

/**
 * A post as readers see it: the public post page and the panel's preview render this one
 * component, so the preview is the page. `contentHtml` must already be sanitised.
 */
export function PostArticle({ post }: { post: BlogPostDetail }) {
  const image = blogImage(post.image);
  const html = renderPostHtml(post.contentHtml);
  // A post that places the book-a-demo block itself does not repeat it underneath.
  const placesCta = html.includes('class="demo-cta ');
  return (
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
      <div className="prose-learnova mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      {placesCta ? null : (
        <div className="mt-12">
          <DemoCta />
        </div>
      )}
    </article>
  );
}
