import { ArrowRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { EntryBar } from "~/components/layout/entry-bar";
import { useSite } from "~/hooks/use-site";
import { type IslandsHandle } from "~/islands/island";
import { AUDIENCE_CARDS } from "~/lib/audiences";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/get-started";

/** Links only (each keeps ?course=): served as islands (docs/decisions/0061-catalogue-and-booking-as-islands.md). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Get Started",
    description:
      "Book a free live demo class with Learnova as a student, a parent or a professional.",
    path: "/get-started",
  });

export default function GetStarted() {
  const site = useSite();
  const [params] = useSearchParams();
  const course = params.get("course");
  const suffix = course ? `?course=${encodeURIComponent(course)}` : "";
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-br from-brand-50 via-white to-saffron-50">
      <EntryBar siteName={site.name} />
      <div className="container-page flex flex-1 flex-col items-center py-10 text-center">
        <h1 className="text-4xl sm:text-5xl">Get Started</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Tell us who is learning and book a free demo class. It takes two minutes, and there's
          nothing to pay.
        </p>
        <ul className="mt-12 grid w-full max-w-5xl gap-6 md:grid-cols-3">
          {AUDIENCE_CARDS.map((card) => (
            <li key={card.type}>
              <Link
                to={`/get-started/${card.type}${suffix}`}
                className="group flex h-full flex-col items-start gap-4 rounded-card bg-white p-8 text-left shadow-card transition-shadow hover:shadow-card-hover"
              >
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                  <card.icon aria-hidden className="h-7 w-7" />
                </span>
                <span className="text-2xl font-bold text-brand-950">{card.title}</span>
                <span className="text-muted">{card.text}</span>
                <span className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700">
                  Book as a {card.title.toLowerCase()}
                  <ArrowRight
                    aria-hidden
                    className="h-4 w-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-muted">
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
