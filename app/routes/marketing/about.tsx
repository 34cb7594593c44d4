import { about } from "../../../content/about";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About Us",
    "How Learnova began in 2024 as a small language school, and what we teach today.",
  );

export default function About() {
  return (
    <>
      <PageBanner title="About Us" lead={about.mission} />
      <section className="container-page grid gap-4 py-14 text-lg leading-8">
        <h2 className="text-3xl">Our story</h2>
        {about.story.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </section>
    </>
  );
}
