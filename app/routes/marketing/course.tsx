import { CalendarDays, CheckCircle2, Clock, GraduationCap, MonitorPlay, Users } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { CATEGORY_STYLE } from "~/components/courses/category-style";
import { CourseCard } from "~/components/courses/course-card";
import { EnrollmentPanel, type EnrollmentState } from "~/components/courses/enrollment-panel";
import { OpenGroups } from "~/components/courses/open-groups";
import { Button } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { Island, type IslandsHandle } from "~/islands/island";
import { enrollmentAction } from "~/.server/enrollments/actions";
import { uploadedShareImage } from "~/.server/media/queries";
import {
  coursesInCategory,
  getCourseBySlug,
  resolveCourseRedirect,
} from "~/.server/courses/queries";
import { getEnrollment } from "~/.server/enrollments/queries";
import { asOfWords, openGroupsView } from "~/.server/classes/learner-view";
import { enrollmentGroup, userClock } from "~/.server/classes/queries-learner";
import { cookieZone, queryZone } from "~/.server/kit/zone";
import { listTimeZones } from "~/lib/time-slots";
import { cn } from "~/lib/cn";
import { audienceLabel } from "~/lib/format";
import { courseImage } from "~/lib/images";
import { seo, siteFromMatches } from "~/lib/meta";
import type { Route } from "./+types/course";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const course = await getCourseBySlug(db, params.slug);
  if (!course) {
    // A course whose slug changed keeps its old address working (docs/admin.md §7).
    const moved = await resolveCourseRedirect(db, params.slug);
    if (moved) {
      // The query goes along (campaign tags on a shared link), not React Router's own.
      const query = new URL(request.url).searchParams;
      query.delete("_routes");
      const search = query.size > 0 ? `?${query}` : "";
      throw redirect(`/courses/${encodeURIComponent(moved)}${search}`, 301);
    }
    throw redirect("/not-found");
  }
  const related = (await coursesInCategory(db, course.category))
    .filter((c) => c.id !== course.id)
    .slice(0, 3);
  const shareImage = (await uploadedShareImage(db, course.image)) ?? courseShareCard(course.image);
  // The open class groups on the reader's clock: the one in the address (?tz=, so a cached page
  // is one per clock), else a signed-in reader's own; none for an anonymous page without one,
  // whose groups then show on their own clocks until the browser picks its zone
  // (docs/decisions/0033-learner-classes-and-feeds.md).
  const zone =
    queryZone(request) ??
    (context.user ? ((await userClock(db, context.user.id)) ?? cookieZone(request)) : null);
  const groups = await openGroupsView(db, course.id, zone);
  const classes = {
    groups,
    zone,
    zones: groups.length > 0 ? listTimeZones() : [],
    // Seats change with every enrolment, which clears the page cache (enrollInGroup bumps the
    // content version); "as of" says when these were counted all the same.
    asOf: asOfWords(zone),
  };
  if (!context.user) {
    // The same for every visitor, so the public page cache may keep it.
    const enrollment: EnrollmentState = { signedIn: false, enrollment: null };
    return data({ course, related, enrollment, shareImage, classes, placedIn: null });
  }
  const own = await getEnrollment(db, context.user.id, course.id);
  const enrollment: EnrollmentState = {
    signedIn: true,
    forChild: context.user.accountType === "parent",
    enrollment: own
      ? { id: own.id, status: own.status, learnerName: own.learnerName ?? null }
      : null,
  };
  const placed = own && own.status !== "cancelled" ? await enrollmentGroup(db, own.id) : null;
  // A learner's own status must never be stored by a shared cache (ours keys off the session
  // cookie already; this also covers proxies and the browser's back/forward cache).
  return data(
    { course, related, enrollment, shareImage, classes, placedIn: placed?.name ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers(loaderHeaders);
  const fromAction = actionHeaders.get("Cache-Control");
  if (fromAction) out.set("Cache-Control", fromAction);
  return out;
};

export const action = (args: Route.ActionArgs) => enrollmentAction(args);

/**
 * Served as islands to a visitor who is not signed in (the page cache's copy;
 * docs/decisions/0061-catalogue-and-booking-as-islands.md): nothing on it but links and the class
 * groups' clock, a plain script (app/components/courses/class-groups-clock.ts). A signed-in
 * visitor enrols and chooses a group through the router's fetchers, so gets the router.
 */
export const handle: IslandsHandle = {
  islands: (data) =>
    (data as { enrollment?: EnrollmentState } | undefined)?.enrollment?.signedIn === false,
};

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { course } = data;
  const site = siteFromMatches(matches);
  return seo(matches, {
    title: course.title,
    description: course.description,
    path: `/courses/${course.slug}`,
    image: data.shareImage,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Course",
        name: course.title,
        description: course.description,
        url: `${site?.url ?? ""}/courses/${course.slug}`,
        educationalLevel: course.level,
        image: `${site?.url ?? ""}${courseImage(course.image).src}`,
        about: course.summary,
        provider: { "@type": "Organization", name: site?.name ?? "Learnova", sameAs: site?.url },
        hasCourseInstance: {
          "@type": "CourseInstance",
          courseMode: "online",
          courseSchedule: {
            "@type": "Schedule",
            repeatFrequency: "P1W",
            repeatCount: course.durationWeeks,
          },
        },
      },
    ],
  });
};

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  const { course, related, enrollment, classes, placedIn } = loaderData;
  const active = enrollment.enrollment && enrollment.enrollment.status !== "cancelled";
  // An enrolment without a group may still choose one while groups are open.
  const mode = !enrollment.signedIn ? "signed-out" : active && placedIn ? "placed" : "choose";
  const groupChoice = classes.groups.length > 0 && mode === "choose" && !active;
  const image = courseImage(course.image);
  const style = CATEGORY_STYLE[course.category];
  const facts = [
    { icon: GraduationCap, label: "Level", value: course.level },
    { icon: Users, label: "For", value: audienceLabel(course.audience) },
    { icon: CalendarDays, label: "Duration", value: `${course.durationWeeks} weeks` },
    {
      icon: Clock,
      label: "Sessions",
      value: `${course.sessionsPerWeek} live ${course.sessionsPerWeek === 1 ? "class" : "classes"} a week`,
    },
    { icon: MonitorPlay, label: "Format", value: "Live online, small groups" },
    ...(course.board ? [{ icon: CheckCircle2, label: "Board", value: course.board }] : []),
  ];

  return (
    <>
      <section className={cn("relative overflow-hidden", style.tint)}>
        <div className="container-page grid gap-10 py-12 lg:grid-cols-2 lg:items-center lg:py-16">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-muted">
              <ol className="flex flex-wrap gap-1">
                <li>
                  <Link to="/courses" className="font-semibold text-brand-800 underline">
                    Our Courses
                  </Link>
                  <span aria-hidden> / </span>
                </li>
                <li>
                  <Link
                    to={`/courses?category=${encodeURIComponent(course.category)}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {course.category}
                  </Link>
                </li>
              </ol>
            </nav>
            <h1 className="mt-4 text-4xl sm:text-5xl">{course.title}</h1>
            <div className="mt-4 flex flex-wrap gap-2 text-sm font-semibold">
              <span className={cn("rounded-full px-3 py-1", style.badge)}>{course.category}</span>
              <span className="rounded-full bg-white px-3 py-1 text-gray-800">{course.level}</span>
            </div>
            <p className="mt-6 text-lg leading-8 text-ink">{course.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="primary">
                <Link to={`/get-started?course=${course.slug}`}>Book a free demo</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/contact">Ask a question</Link>
              </Button>
            </div>
            <EnrollmentPanel
              course={course}
              state={enrollment}
              pageResult={actionData}
              groupChoice={groupChoice}
            />
          </div>
          <div className="overflow-hidden rounded-card shadow-card">
            <Image
              src={image.src}
              sources={image.sources}
              sizes="(min-width: 1024px) 600px, 100vw"
              alt=""
              width={768}
              height={512}
              eager
              fetchPriority="high"
              className="h-auto w-full"
            />
          </div>
        </div>
      </section>

      {classes.groups.length > 0 ? (
        <div className="container-page pt-14">
          <Island name="class-groups">
            <OpenGroups
              course={course}
              groups={classes.groups}
              zone={classes.zone}
              zones={classes.zones}
              asOf={classes.asOf}
              mode={mode}
              placedIn={placedIn}
              forChild={enrollment.forChild}
              pageResult={actionData}
            />
          </Island>
        </div>
      ) : null}

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="what-you-learn">
          <h2 id="what-you-learn" className="text-3xl">
            What you'll learn
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {course.summary.map((topic) => (
              <li key={topic} className="flex gap-3 rounded-2xl bg-white p-5 shadow-card">
                <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span className="font-medium">{topic}</span>
              </li>
            ))}
          </ul>
          <h2 className="mt-12 text-2xl">How classes work</h2>
          <p className="mt-3 leading-7 text-muted">
            Every class is taught live online by a teacher who knows each learner by name. Groups
            stay small so everyone speaks, asks and practises; sessions for younger children are
            kept short and lively. Start with a free demo class: we'll match the level and the
            timing to you.
          </p>
        </section>
        <aside aria-label="Course facts" className="h-fit rounded-card bg-white p-6 shadow-card">
          <dl className="grid gap-4">
            {facts.map((f) => (
              <div key={f.label}>
                <dt className="flex items-center gap-3 text-sm font-semibold text-muted">
                  <f.icon aria-hidden className="h-5 w-5 shrink-0 text-saffron-600" />
                  {f.label}
                </dt>
                <dd className="pl-8 font-semibold text-brand-950">{f.value}</dd>
              </div>
            ))}
          </dl>
          <Button asChild className="mt-6 w-full">
            <Link to={`/get-started?course=${course.slug}`}>Book a free demo</Link>
          </Button>
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related" className="bg-brand-50/60 py-14">
          <div className="container-page">
            <h2 id="related" className="text-3xl">
              More in {course.category}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** The drawn share card of a seeded illustration, or the catalogue's (an uploaded cover has its own). */
function courseShareCard(base: string): string {
  const seeded = /^\/images\/courses\/([a-z0-9-]+)$/.exec(base);
  return seeded ? `/images/og/course-${seeded[1]}.jpg` : "/images/og/courses.jpg";
}
