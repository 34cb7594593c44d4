import { CONTACT_SENT, ContactForm } from "~/components/contact/contact-form";
import { ContactLinks } from "~/components/contact/contact-links";
import { ContactFaq } from "~/components/contact/contact-faq";
import { PageBanner } from "~/components/layout/page-banner";
import { useHashScroll } from "~/hooks/use-hash-scroll";
import { formAnswer, readForm, runCallableForm } from "~/.server/kit/form-action";
import { listFaq } from "~/.server/content/queries";
import { seo } from "~/lib/meta";
import { Island, type IslandsHandle } from "~/islands/island";
import type { Route } from "./+types/contact";

const GROUPS = [
  { group: "parents", title: "For Parents" },
  { group: "students", title: "For Student" },
  { group: "educators", title: "For Educators" },
  { group: "clients", title: "For Client" },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const groups = await Promise.all(
    GROUPS.map(async (g) => ({ ...g, items: await listFaq(context.services.db, g.group) })),
  );
  return { groups };
}

/** Without JavaScript the form posts here and runs the same function as the browser would call. */
export async function action(args: Route.ActionArgs) {
  const values = await readForm(args.request);
  const outcome = await runCallableForm(args, "sendContactMessage", values, { values });
  return outcome.ok ? formAnswer(CONTACT_SENT) : outcome.answer;
}

/**
 * Served as islands (docs/decisions/0060-content-pages-as-islands.md): the form and the FAQ wake
 * when the visitor uses them; the rest is server HTML. A #faq address is the browser's own jump on
 * a load (the hook below scrolls after a navigation within a router page).
 */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches, data: d }) =>
  seo(matches, {
    title: "Contact Us",
    description:
      "Questions, support requests or feedback: write to the Learnova team, and find answers for parents, students, educators and schools.",
    path: "/contact",
    jsonLd: d
      ? [
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: d.groups[0].items.map((f) => ({
              "@type": "Question",
              name: f.question,
              acceptedAnswer: { "@type": "Answer", text: f.answer },
            })),
          },
        ]
      : [],
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  useHashScroll();
  return (
    <>
      <PageBanner title="Contact Us" />
      <section
        aria-labelledby="stay-curious"
        className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_2fr]"
      >
        <div>
          <h2 id="stay-curious" className="text-3xl">
            Stay Curious, Stay Connected!
          </h2>
          <p className="mt-4 text-lg text-muted">
            Have a question about a course, or need help with a booking or your account? Send us a
            message or a support request and our team will get back to you.
          </p>
          <ContactLinks className="mt-8" />
        </div>
        <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
          <Island name="contact-form" props={{ pageResult: actionData ?? null }}>
            <ContactForm pageResult={actionData} />
          </Island>
        </div>
      </section>
      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24 bg-brand-50/70 py-14">
        <div className="container-page">
          <h2 id="faq-title" className="text-center text-3xl">
            Frequently Asked Questions
          </h2>
          <Island name="contact-faq" props={{ groups: loaderData.groups }}>
            <ContactFaq groups={loaderData.groups} />
          </Island>
        </div>
      </section>
    </>
  );
}
