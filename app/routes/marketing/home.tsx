import { about, clienteleTagline, heroSubline, landingAbout } from "../../../content/about";
import { AboutTeaser } from "~/components/landing/about-teaser";
import { Advantages } from "~/components/landing/advantages";
import { BlogCarousel } from "~/components/landing/blog-carousel";
import { BoardsStrip, LANDING_VELOCITY } from "~/components/landing/boards-strip";
import { Clientele } from "~/components/landing/clientele";
import { CourseCarousels } from "~/components/landing/course-carousels";
import { Hero } from "~/components/landing/hero";
import { LandingFaq } from "~/components/landing/landing-faq";
import { loadNewsletterForm, Newsletter } from "~/components/landing/newsletter";
import { NEWSLETTER_SUBSCRIBED } from "~/components/landing/newsletter-text";
import { Services } from "~/components/landing/services";
import { Testimonials } from "~/components/landing/testimonials";
import { useSite } from "~/hooks/use-site";
import { Island, type IslandsHandle } from "~/islands/island";
import { formAnswer, readForm, runCallableForm } from "~/.server/kit/form-action";
import { listPosts } from "~/.server/blog/queries";
import { listCourses } from "~/.server/courses/queries";
import {
  listBoardLogos,
  listFaq,
  listFeatureCards,
  listTestimonials,
} from "~/.server/content/queries";
import { ACCOUNT_DELETED_NOTICE, ACCOUNT_DELETED_PARAM } from "~/lib/account-notices";
import { formSuccess } from "~/lib/form-result";
import { seo, siteFromMatches } from "~/lib/meta";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  // Not data: the newsletter form's code, so that the render never waits for it.
  await loadNewsletterForm();
  const [courses, advantages, boards, services, testimonials, posts, faq] = await Promise.all([
    listCourses(db),
    listFeatureCards(db, "advantage"),
    listBoardLogos(db),
    listFeatureCards(db, "service"),
    listTestimonials(db),
    listPosts(db),
    listFaq(db, "landing"),
  ]);
  // Texts come through the loader so content/about.ts stays out of the browser bundle.
  const texts = { heroSubline, landingAbout, clienteleTagline, mission: about.mission };
  // After a plain-form account deletion (no JavaScript, so no toast) the page confirms it.
  const notice =
    new URL(request.url).search === `?${ACCOUNT_DELETED_PARAM}` ? ACCOUNT_DELETED_NOTICE : null;
  return { courses, advantages, boards, services, testimonials, posts, faq, texts, notice };
}

/**
 * Served as islands: only the interactive sections wake, without the router, each when it is
 * needed (docs/decisions/0046-landing-islands.md, 0059-islands-wake-when-needed.md); the names
 * are app/islands/entry.client.tsx's registry.
 */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  return seo(matches, {
    title: site?.name ?? "Learnova",
    description:
      "Live online classes in K-12 subjects (CBSE, ICSE, IGCSE, IB), languages and mental health, for children, teens and professionals. Book a free demo class.",
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site?.name ?? "Learnova",
        url: site?.url,
        logo: `${site?.url ?? ""}/icons/icon-512.png`,
        email: site?.email,
        telephone: site?.phone,
        foundingDate: String(site?.foundedYear ?? 2024),
        description: data?.texts.mission,
        sameAs: site?.social.map((s) => s.href),
      },
      ...(data?.faq.length
        ? [
            {
              "@context": "https://schema.org",
              "@type": "FAQPage",
              mainEntity: data.faq.map((f) => ({
                "@type": "Question",
                name: f.question,
                acceptedAnswer: { "@type": "Answer", text: f.answer },
              })),
            },
          ]
        : []),
    ],
  });
};

/** The newsletter form's no-JavaScript post: the same function, through the same runner. */
export async function action(args: Route.ActionArgs) {
  const values = await readForm(args.request);
  const outcome = await runCallableForm(args, "subscribeToNewsletter", values, { values });
  if (!outcome.ok) return outcome.answer;
  return formAnswer(
    formSuccess(
      "Success!",
      // In the page (no toast without JavaScript), with the step a toast would not need.
      `${NEWSLETTER_SUBSCRIBED} Please confirm with the link we've e-mailed you.`,
    ),
  );
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const d = loaderData;
  return (
    <>
      {d.notice ? (
        <p role="status" className="bg-brand-50 px-4 py-3 text-center font-semibold text-brand-900">
          {d.notice}
        </p>
      ) : null}
      <Island name="hero" props={{ subline: d.texts.heroSubline }}>
        <Hero subline={d.texts.heroSubline} />
      </Island>
      <Island name="courses" props={{ courses: d.courses }} className="below-fold">
        <CourseCarousels courses={d.courses} />
      </Island>
      <div className="below-fold">
        <Advantages cards={d.advantages} siteName={site.name} />
      </div>
      <Island
        name="boards"
        props={{ logos: d.boards, velocity: LANDING_VELOCITY }}
        className="below-fold"
      >
        <BoardsStrip logos={d.boards} velocity={LANDING_VELOCITY} />
      </Island>
      <Island name="about" props={d.texts.landingAbout} className="below-fold">
        <AboutTeaser heading={d.texts.landingAbout.heading} text={d.texts.landingAbout.text} />
      </Island>
      <div className="below-fold">
        <Services cards={d.services} />
      </div>
      <Island name="testimonials" props={{ items: d.testimonials }} className="below-fold">
        <Testimonials items={d.testimonials} />
      </Island>
      <Island name="blog" props={{ posts: d.posts }} className="below-fold">
        <BlogCarousel posts={d.posts} />
      </Island>
      <Island name="faq" props={{ items: d.faq }} className="below-fold">
        <LandingFaq items={d.faq} />
      </Island>
      <Island name="newsletter" props={{ pageResult: actionData ?? null }} className="below-fold">
        <Newsletter pageResult={actionData} />
      </Island>
      <div className="below-fold">
        <Clientele tagline={d.texts.clienteleTagline} site={site} />
      </div>
    </>
  );
}
