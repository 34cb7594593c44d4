import type { FeatureCard } from "~/lib/content-types";
import { FeatureIcon } from "./feature-icon";
import { SectionHeading } from "./section-heading";

/** Section 3: 'Unlock the {product} Advantage' with its four cards. */
export function Advantages({ cards, siteName }: { cards: FeatureCard[]; siteName: string }) {
  return (
    <section aria-labelledby="advantage" className="py-20">
      <div className="container-page">
        <SectionHeading
          id="advantage"
          eyebrow="Why families choose us"
          title={`Unlock the ${siteName} Advantage`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li
              key={card.id}
              className="rounded-card border border-brand-100 bg-white p-6 shadow-card"
            >
              <FeatureIcon name={card.icon} gradient={card.gradient} />
              <h3 className="mt-5 text-lg">{card.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
