import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Learnova",
    "Live online classes in K-12 subjects (CBSE, ICSE, IGCSE, IB), languages and mental health for children, teens and professionals.",
  );

export default function Home() {
  return (
    <section className="relative flex min-h-[70vh] items-center overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-br from-brand-800 via-brand-950 to-brand-950"
      />
      <div className="container-page relative py-24">
        <h1 className="max-w-3xl text-5xl text-white sm:text-6xl">
          Learn Without <span className="text-saffron-300">Limits</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Join a global community of learners in live, interactive classes for school subjects,
          languages and wellbeing.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild variant="accent" size="lg">
            <Link to="/get-started">Get Started for Free</Link>
          </Button>
          <Button asChild variant="light" size="lg">
            <Link to="/courses">Explore Courses</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
