import { Link } from "react-router";
import { Image } from "~/components/ui/image";
import { CATEGORY_STYLE } from "~/components/courses/category-style";
import { COURSE_CATEGORIES, type CourseCard } from "~/lib/content-types";
import { cn } from "~/lib/cn";
import { courseImage } from "~/lib/images";
import { ScrollRow } from "./scroll-row";
import { SectionHeading } from "./section-heading";

function CarouselCard({ course }: { course: CourseCard }) {
  const image = courseImage(course.image);
  const style = CATEGORY_STYLE[course.category];
  return (
    <li className="w-64 shrink-0 snap-start">
      <Link
        to={`/courses/${course.slug}`}
        className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover"
      >
        <div className={cn("aspect-[3/2]", style.tint)}>
          <Image
            src={image.src}
            sources={image.sources}
            sizes="256px"
            alt=""
            width={256}
            height={171}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <span
            className={cn("w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold", style.badge)}
          >
            {course.category}
          </span>
          <h4 className="text-base leading-snug font-bold text-brand-950 group-hover:underline">
            {course.title}
          </h4>
          <p className="line-clamp-3 text-sm text-muted">{course.description}</p>
        </div>
      </Link>
    </li>
  );
}

/** Section 2: 'All-Inclusive Learning For Everyone!' with one carousel per category. */
export function CourseCarousels({ courses }: { courses: CourseCard[] }) {
  return (
    <section
      aria-labelledby="all-inclusive"
      className="bg-gradient-to-b from-white to-brand-50/70 py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="all-inclusive"
          title="All-Inclusive Learning For Everyone!"
          lead="Learn at your own pace, from any device, with our flexible online platform."
        />
        <div className="mt-12 grid gap-12">
          {COURSE_CATEGORIES.map((category) => (
            <div key={category} className="carousel-row min-w-0">
              <h3 className="text-2xl">{category}</h3>
              <ScrollRow label={`${category} courses`} className="-mt-8">
                {courses
                  .filter((c) => c.category === category)
                  .map((c) => (
                    <CarouselCard key={c.id} course={c} />
                  ))}
              </ScrollRow>
            </div>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Link
            to="/courses"
            className="inline-flex rounded-full bg-brand-700 px-7 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Explore Courses
          </Link>
        </div>
      </div>
    </section>
  );
}
