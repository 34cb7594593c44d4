import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Image } from "~/components/ui/image";
import type { CourseCard as CourseCardData } from "~/lib/content-types";
import { cn } from "~/lib/cn";
import { courseImage } from "~/lib/images";
import { CATEGORY_STYLE } from "./category-style";

interface CourseCardProps {
  course: CourseCardData;
  className?: string;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}

/** A course as a card: image, title, category, level, description; the whole card links. */
export function CourseCard({ course, className, headingLevel = "h3", eager }: CourseCardProps) {
  const image = courseImage(course.image);
  const Heading = headingLevel;
  const style = CATEGORY_STYLE[course.category] ?? CATEGORY_STYLE["K-12 Subjects"];
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-saffron-400",
        className,
      )}
    >
      <div className={cn("aspect-[3/2] overflow-hidden", style.tint)}>
        <Image
          src={image.src}
          sources={image.sources}
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={384}
          height={256}
          eager={eager}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={cn("rounded-full px-2.5 py-1", style.badge)}>{course.category}</span>
          <span className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-800">{course.level}</span>
        </div>
        <Heading className="text-lg leading-snug">
          <Link
            to={`/courses/${course.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{course.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          View course{" "}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
