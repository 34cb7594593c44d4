import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { BlogCard } from "~/lib/content-types";
import { formatLongDate } from "~/lib/format";
import { blogImage } from "~/lib/images";
import { SectionHeading } from "./section-heading";

// The original specification's blog carousel constants (docs/product.md §7.4, §7.12).
export const BLOG_VISIBLE_RANGE = 2;
export const BLOG_CARD_WIDTH = 386;
export const BLOG_IMAGE_HEIGHT = 255;
export const BLOG_OFFSET = 120;
export const BLOG_TRANSITION_MS = 500;

/** Signed distance from the centre, wrapping around so the carousel is circular. */
export function circularOffset(index: number, center: number, count: number): number {
  let d = (index - center) % count;
  if (d > count / 2) d -= count;
  if (d < -count / 2) d += count;
  return d;
}

/** Section 8: Blogs & Articles — the centre card and two each side; prev/next wrap around. */
export function BlogCarousel({ posts }: { posts: BlogCard[] }) {
  const count = posts.length;
  const [center, setCenter] = useState(Math.floor(count / 2));
  const move = (step: number) => setCenter((c) => (c + step + count) % count);

  return (
    <section aria-labelledby="blogs-articles" className="overflow-hidden py-20">
      <div className="container-page">
        <SectionHeading
          id="blogs-articles"
          title="Blogs & Articles"
          lead="Ideas on education, language learning, parenting and personal development, from the teachers who live them every day."
        />
        <div
          className="relative mx-auto mt-12 h-[31rem] max-w-6xl"
          role="group"
          aria-roledescription="carousel"
          aria-label="Latest articles"
        >
          {posts.map((post, i) => {
            const offset = circularOffset(i, center, count);
            const visible = Math.abs(offset) <= BLOG_VISIBLE_RANGE;
            const image = blogImage(post.image);
            return (
              <article
                key={post.id}
                aria-hidden={offset !== 0 ? true : undefined}
                inert={offset !== 0 ? true : undefined}
                data-offset={offset}
                data-testid="blog-slide"
                className="absolute top-0 left-1/2 flex flex-col overflow-hidden rounded-card bg-white shadow-card-hover motion-reduce:transition-none"
                style={{
                  width: `min(${BLOG_CARD_WIDTH}px, 86vw)`,
                  transform: `translateX(calc(-50% + ${offset * BLOG_OFFSET}px)) scale(${1 - Math.abs(offset) * 0.12})`,
                  opacity: visible ? 1 - Math.abs(offset) * 0.3 : 0,
                  zIndex: 10 - Math.abs(offset),
                  visibility: visible ? "visible" : "hidden",
                  transition: `transform ${BLOG_TRANSITION_MS}ms ease, opacity ${BLOG_TRANSITION_MS}ms ease`,
                }}
              >
                <picture>
                  {image.sources.map((s) => (
                    <source
                      key={s.type}
                      type={s.type}
                      srcSet={s.srcSet}
                      sizes={`${BLOG_CARD_WIDTH}px`}
                    />
                  ))}
                  <img
                    src={image.src}
                    alt=""
                    width={BLOG_CARD_WIDTH}
                    height={BLOG_IMAGE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                    style={{ height: BLOG_IMAGE_HEIGHT }}
                    className="w-full object-cover"
                    // docs/product.md §7.4: a failed image here is only logged.
                    onError={() => console.warn(`Blog image failed to load: ${image.src}`)}
                  />
                </picture>
                <div className="flex flex-1 flex-col gap-2 p-6">
                  <time
                    dateTime={post.publishedAt}
                    className="text-sm font-semibold text-saffron-700"
                  >
                    {formatLongDate(post.publishedAt)}
                  </time>
                  <h3 className="text-xl leading-snug">{post.title}</h3>
                  <p className="line-clamp-3 text-muted">{post.excerpt}</p>
                  <Link
                    to={`/blog/${post.id}`}
                    className="mt-auto w-fit font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Read More<span className="sr-only">: {post.title}</span>
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label="Previous article"
            className="inline-flex h-12 w-12 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-900 shadow-sm hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden className="h-6 w-6" />
          </button>
          <p className="min-w-20 text-center text-sm font-semibold text-muted" aria-live="polite">
            {center + 1} / {count}
          </p>
          <button
            type="button"
            onClick={() => move(1)}
            aria-label="Next article"
            className="inline-flex h-12 w-12 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-900 shadow-sm hover:bg-brand-50"
          >
            <ChevronRight aria-hidden className="h-6 w-6" />
          </button>
        </div>
        <div className="mt-8 text-center">
          <Link
            to="/blogs"
            className="inline-flex rounded-full border-2 border-brand-700 px-7 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Explore Blogs
          </Link>
        </div>
      </div>
    </section>
  );
}
