import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { TESTIMONIAL_CATEGORIES, type Testimonial } from "~/lib/content-types";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/format";
import { SectionHeading } from "./section-heading";

export const TESTIMONIAL_FILTERS = ["All", ...TESTIMONIAL_CATEGORIES] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];
export const EMPTY_TESTIMONIALS = "No testimonials found for this category.";

/** Keeps an index within 0 … count − 1 (the arrow rule of docs/product.md §7.4). */
export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(index, count - 1));
}

/** Section 7: 'What Our Happy Customer Says' with filters and an arrowed carousel. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const [filter, setFilter] = useState<TestimonialFilter>("All");
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const shown = filter === "All" ? items : items.filter((t) => t.category === filter);

  const goTo = (next: number) => {
    const i = clampIndex(next, shown.length);
    setIndex(i);
    const card = track.current?.children[i] as HTMLElement | undefined;
    track.current?.scrollTo({
      left: card ? card.offsetLeft - track.current.offsetLeft : 0,
      behavior: "smooth",
    });
  };

  // A new filter starts again from the first card, scrolled to the start.
  useEffect(() => {
    setIndex(0);
    track.current?.scrollTo({ left: 0 });
  }, [filter]);

  return (
    <section
      aria-labelledby="testimonials"
      className="bg-gradient-to-b from-brand-50/70 to-white py-20"
    >
      <div className="container-page">
        <SectionHeading id="testimonials" title="What Our Happy Customer Says" />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <div role="group" aria-label="Show testimonials from" className="flex flex-wrap gap-2">
            {TESTIMONIAL_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  "rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                  filter === f
                    ? "bg-brand-700 text-white"
                    : "bg-white text-brand-900 shadow-sm hover:bg-brand-100",
                )}
              >
                {f}
              </button>
            ))}
          </div>
          {shown.length > 0 ? (
            <div className="hidden gap-2 md:flex">
              <button
                type="button"
                onClick={() => goTo(index - 1)}
                disabled={index === 0}
                aria-label="Previous testimonial"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-900 shadow-sm hover:bg-brand-50 disabled:opacity-40"
              >
                <ChevronLeft aria-hidden className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={() => goTo(index + 1)}
                disabled={index >= shown.length - 1}
                aria-label="Next testimonial"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-900 shadow-sm hover:bg-brand-50 disabled:opacity-40"
              >
                <ChevronRight aria-hidden className="h-5 w-5" />
              </button>
            </div>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <p
            className="mt-10 rounded-card bg-white p-10 text-center text-lg text-muted shadow-card"
            role="status"
          >
            {EMPTY_TESTIMONIALS}
          </p>
        ) : (
          <ul
            ref={track}
            aria-label="Testimonials"
            aria-live="polite"
            // Below md the track scrolls by swipe with no arrows: keyboard users need to focus it.
            tabIndex={0}
            data-testid="testimonial-track"
            className="mt-8 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 md:overflow-hidden"
          >
            {shown.map((t, i) => (
              <li
                key={t.id}
                aria-current={i === index ? "true" : undefined}
                className="w-[85%] shrink-0 snap-start sm:w-[60%] md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
              >
                <figure className="flex h-full flex-col rounded-card bg-white p-7 shadow-card">
                  <Quote aria-hidden className="h-8 w-8 text-saffron-500" />
                  <blockquote className="mt-4 flex-1 leading-7 text-ink">“{t.quote}”</blockquote>
                  <figcaption className="mt-6 border-t border-brand-100 pt-4">
                    <p className="font-bold text-brand-950">{t.name}</p>
                    <p className="text-sm text-muted">{t.role}</p>
                    <p className="mt-1 flex items-center gap-2 text-xs text-muted">
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                        {t.category}
                      </span>
                      <time dateTime={t.date}>{formatLongDate(t.date)}</time>
                    </p>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
