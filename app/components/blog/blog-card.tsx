import { Link } from "react-router";
import { Image } from "~/components/ui/image";
import type { BlogCard as BlogCardData } from "~/lib/content-types";
import { categoryLabel, formatLongDate } from "~/lib/format";
import { blogImage } from "~/lib/images";

/** A post as a card: image, category, date, title, excerpt and 'Read More'. */
export function BlogCard({
  post,
  headingLevel = "h3",
  priority = false,
}: {
  post: BlogCardData;
  headingLevel?: "h2" | "h3";
  /** The first card of a list: on the first screen, so it loads at once and first. */
  priority?: boolean;
}) {
  const image = blogImage(post.image);
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <Image
        src={image.src}
        sources={image.sources}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        alt=""
        width={400}
        height={267}
        className="aspect-[3/2] w-full object-cover"
        eager={priority}
        fetchPriority={priority ? "high" : undefined}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-saffron-100 px-2.5 py-1 text-saffron-800">
            {categoryLabel(post.category)}
          </span>
          <time dateTime={post.publishedAt} className="text-muted">
            {formatLongDate(post.publishedAt)}
          </time>
        </p>
        <Heading className="text-lg leading-snug">{post.title}</Heading>
        <p className="line-clamp-3 text-sm text-muted">{post.excerpt}</p>
        <Link
          to={`/blog/${post.id}`}
          className="mt-auto text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Read More<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
