import {
  BookOpen,
  Globe2,
  HeartHandshake,
  Languages,
  Microscope,
  Plane,
  Sparkles,
} from "lucide-react";
import { Link } from "react-router";
import { about } from "../../../content/about";
import { PageBanner } from "~/components/layout/page-banner";
import { Button } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { useSite } from "~/hooks/use-site";
import { responsiveImage } from "~/lib/images";
import { seo } from "~/lib/meta";
import { type IslandsHandle } from "~/islands/island";
import type { Route } from "./+types/about";

/** Nothing on it but the shared header and toasts wakes: served as islands (decision 0060). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Us",
    description:
      "Learnova began in 2024 as a small language school. Today we teach K-12 subjects, languages and mental health live online, with study abroad, internships and research collaborations.",
    path: "/about",
  });

const TEACH_ICONS = [BookOpen, Languages, HeartHandshake];
const BEYOND_ICONS = [Plane, Sparkles, Microscope];

export default function About() {
  const site = useSite();
  const image = responsiveImage("/images/about", [400, 800]);
  return (
    <>
      <PageBanner title="About Us" lead={about.mission} />
      <section className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="grid gap-4 text-lg leading-8">
          <h2 className="text-3xl">Our story</h2>
          <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">
            Since {site.foundedYear}
          </p>
          {about.story.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
        <Image
          src={image.src}
          sources={image.sources}
          sizes="(min-width: 1024px) 400px, 80vw"
          alt="Learners from around the world joining one live class"
          width={400}
          height={400}
          eager
          className="mx-auto h-auto w-full max-w-[400px] rounded-card"
        />
      </section>

      <section aria-labelledby="what-we-teach" className="bg-brand-50/60 py-14">
        <div className="container-page">
          <h2 id="what-we-teach" className="text-3xl">
            What we teach
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {about.whatWeTeach.map((item, i) => {
              const Icon = TEACH_ICONS[i % TEACH_ICONS.length];
              return (
                <li key={item.title} className="rounded-card bg-white p-6 shadow-card">
                  <Icon aria-hidden className="h-8 w-8 text-brand-700" />
                  <h3 className="mt-4 text-xl">{item.title}</h3>
                  <p className="mt-2 text-muted">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="beyond" className="container-page py-14">
        <h2 id="beyond" className="text-3xl">
          Beyond the classroom
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {about.beyondClasses.map((item, i) => {
            const Icon = BEYOND_ICONS[i % BEYOND_ICONS.length];
            return (
              <li key={item.title} className="rounded-card border border-brand-100 p-6">
                <Icon aria-hidden className="h-8 w-8 text-saffron-600" />
                <h3 className="mt-4 text-xl">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="values" className="bg-brand-950 py-14 text-white">
        <div className="container-page">
          <h2 id="values" className="text-3xl text-white">
            What we value
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.values.map((v) => (
              <li key={v.title}>
                <Globe2 aria-hidden className="h-6 w-6 text-saffron-300" />
                <h3 className="mt-3 text-lg text-white">{v.title}</h3>
                <p className="mt-2 text-brand-100">{v.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild variant="accent">
              <Link to="/get-started">Book a free demo class</Link>
            </Button>
            <Button asChild variant="light">
              <Link to="/courses">Explore Courses</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
