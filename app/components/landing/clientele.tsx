import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { SiteConfig } from "~/lib/site";
import { SectionHeading } from "./section-heading";

/** Section 11: 'Our Clientele' — tagline, the world map, and a footer-like block. */
export function Clientele({ tagline, site }: { tagline: string; site: SiteConfig }) {
  return (
    <section aria-labelledby="clientele" className="py-20">
      <div className="container-page">
        <SectionHeading id="clientele" title="Our Clientele" lead={tagline} />
        <img
          src="/images/world-map.svg"
          alt="Map of the world showing where Learnova learners join from"
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
          className="mx-auto mt-10 h-auto w-full max-w-5xl"
        />
        <div className="mt-12 grid gap-8 rounded-card bg-brand-950 p-8 text-brand-100 sm:p-10 md:grid-cols-[2fr_1fr] md:items-center">
          <div>
            <h3 className="text-2xl text-white">Learn with us, from anywhere</h3>
            <p className="mt-2">
              Families and professionals join {site.name} from every corner of the world. Talk to us
              about a course, a school partnership or a free demo class.
            </p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Mail aria-hidden className="h-4 w-4 text-saffron-300" /> {site.email}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Phone aria-hidden className="h-4 w-4 text-saffron-300" /> {site.phone}
                </a>
              </li>
            </ul>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <Button asChild variant="accent">
              <Link to="/get-started">Book a free demo</Link>
            </Button>
            <Button asChild variant="light">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
