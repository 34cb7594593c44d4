import { Search } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { CourseCard } from "~/components/courses/course-card";
import { SelectField } from "~/components/forms/select-field";
import { PageBanner } from "~/components/layout/page-banner";
import { Button } from "~/components/ui/button";
import { Island, type IslandsHandle } from "~/islands/island";
import { listCourses } from "~/.server/courses/queries";
import { AUDIENCES, COURSE_CATEGORIES, COURSE_LEVELS } from "~/lib/content-types";
import { audienceLabel } from "~/lib/format";
import { seo } from "~/lib/meta";
import { COURSE_SEARCH_MAX, parseCourseFilters } from "~/lib/schemas/course-filters";
import type { Route } from "./+types/courses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseCourseFilters(new URL(request.url).searchParams);
  const courses = await listCourses(context.services.db, filters);
  return { courses, filters };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Our Courses",
    description:
      "Live online courses in K-12 subjects (CBSE, ICSE, IGCSE, IB), languages and mental health, for children, teens and adults.",
    path: "/courses",
    image: "/images/og/courses.jpg",
  });

/**
 * Served as islands (docs/decisions/0061-catalogue-and-booking-as-islands.md): the filter form is an island
 * whose plain script (app/components/courses/catalogue-filters.ts) redraws the count and the list
 * marked below from the filtered page's HTML; the cards are server HTML, as on /blogs.
 */
export const handle: IslandsHandle = { islands: true };

const any = (label: string) => ({ value: "", label });

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { courses, filters } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/courses";
  const filtered = Boolean(filters.category || filters.level || filters.audience || filters.q);

  return (
    <>
      <PageBanner
        title="Our Courses"
        lead="Live, small-group courses in K-12 subjects, languages and mental health, taught online by experienced teachers."
      />
      <div className="container-page py-10">
        {/* A plain GET form: shareable URLs, and it works before JavaScript loads. */}
        <Island name="catalogue-filters">
          <Form
            method="get"
            role="search"
            aria-label="Filter courses"
            className="grid gap-4 rounded-card bg-white p-5 shadow-card md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
            onChange={(e) => {
              if ((e.target as HTMLElement).tagName === "SELECT")
                submit(e.currentTarget, { replace: true });
            }}
          >
            <div className="grid gap-1.5">
              <label htmlFor="course-search" className="text-sm font-semibold text-brand-950">
                Search
              </label>
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-gray-500"
                />
                <input
                  id="course-search"
                  type="search"
                  name="q"
                  maxLength={COURSE_SEARCH_MAX}
                  defaultValue={filters.q ?? ""}
                  key={filters.q ?? ""}
                  placeholder="Try “Spanish”, “CBSE” or “coding”"
                  className="h-11 w-full rounded-xl border border-gray-300 bg-white pr-3 pl-10 text-base focus:border-brand-600"
                />
              </div>
            </div>
            <SelectField
              label="Category"
              name="category"
              defaultValue={filters.category ?? ""}
              key={`c${filters.category ?? ""}`}
              options={[
                any("All categories"),
                ...COURSE_CATEGORIES.map((c) => ({ value: c, label: c })),
              ]}
            />
            <SelectField
              label="Level"
              name="level"
              defaultValue={filters.level ?? ""}
              key={`l${filters.level ?? ""}`}
              options={[any("All levels"), ...COURSE_LEVELS.map((l) => ({ value: l, label: l }))]}
            />
            <SelectField
              label="Audience"
              name="audience"
              defaultValue={filters.audience ?? ""}
              key={`a${filters.audience ?? ""}`}
              options={[
                any("Everyone"),
                ...AUDIENCES.map((a) => ({ value: a, label: audienceLabel(a) })),
              ]}
            />
            <Button type="submit">Search</Button>
          </Form>
        </Island>

        <div
          className="mt-8 flex flex-wrap items-center justify-between gap-3"
          aria-live="polite"
          data-catalogue-status
        >
          <p className="font-semibold text-brand-950" data-testid="result-count">
            {searching ? "Searching..." : resultCount(courses.length, filtered)}
          </p>
          {filtered ? (
            <Link to="/courses" className="text-sm font-semibold text-brand-700 underline">
              Clear filters
            </Link>
          ) : null}
        </div>

        <div data-catalogue-results>
          {courses.length === 0 ? (
            <div className="mt-6 rounded-card bg-brand-50 p-10 text-center">
              <h2 className="text-2xl">No courses match these filters</h2>
              <p className="mt-2 text-muted">
                Try a different word, or widen the category, level or audience.
              </p>
              <Button asChild className="mt-6" variant="outline">
                <Link to="/courses">Show all courses</Link>
              </Button>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course, i) => (
                <li key={course.id}>
                  <CourseCard course={course} headingLevel="h2" eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}

/** "1 course matches your filters", "3 courses match your filters", or just the number. */
function resultCount(count: number, filtered: boolean): string {
  const courses = `${count} ${count === 1 ? "course" : "courses"}`;
  if (!filtered) return courses;
  return `${courses} ${count === 1 ? "matches" : "match"} your filters`;
}
