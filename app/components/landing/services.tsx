import type { FeatureCard } from "~/lib/content-types";
import { FeatureIcon } from "./feature-icon";
import { SectionHeading } from "./section-heading";

/** Section 6: 'Our Best Services' with its three cards. */
export function Services({ cards }: { cards: FeatureCard[] }) {
  return (
    <section aria-labelledby="services" className="bg-brand-50/70 py-20">
      <div className="container-page">
        <SectionHeading
          id="services"
          title="Our Best Services"
          lead="Premium Learning Services Designed for You!"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id} className="rounded-card bg-white p-8 text-center shadow-card">
              <FeatureIcon name={card.icon} gradient={card.gradient} />
              <h3 className="mt-5 text-xl">{card.title}</h3>
              <p className="mt-3 leading-7 text-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
