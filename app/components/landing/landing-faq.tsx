import { Accordion } from "~/components/ui/accordion";
import type { FaqEntry } from "~/lib/content-types";
import { SectionHeading } from "./section-heading";

/** Section 9: FAQ — the second question open at first; one open at a time; click closes. */
export function LandingFaq({ items }: { items: FaqEntry[] }) {
  const initiallyOpen = items.filter((i) => i.isOpen).map((i) => i.id);
  return (
    <section aria-labelledby="faq" className="bg-brand-50/70 py-20">
      <div className="container-page max-w-4xl">
        <SectionHeading
          id="faq"
          title="Frequently Asked Questions"
          lead="Everything families and learners ask us before their first class."
        />
        <div className="mt-10">
          <Accordion
            type="single"
            items={items}
            defaultOpen={initiallyOpen.slice(0, 1)}
            size="lg"
          />
        </div>
      </div>
    </section>
  );
}
