import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqEntry } from "~/lib/content-types";
import { SectionHeading } from "./section-heading";

/** Section 9: FAQ — the second question open at first; one open at a time; click closes. */
export function LandingFaq({ items }: { items: FaqEntry[] }) {
  const initiallyOpen = items.find((i) => i.isOpen)?.id ?? "";
  return (
    <section aria-labelledby="faq" className="bg-brand-50/70 py-20">
      <div className="container-page max-w-4xl">
        <SectionHeading
          id="faq"
          title="Frequently Asked Questions"
          lead="Everything families and learners ask us before their first class."
        />
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={initiallyOpen}
          className="mt-10 grid gap-3"
        >
          {items.map((item) => (
            <Accordion.Item
              key={item.id}
              value={item.id}
              className="rounded-2xl bg-white shadow-card"
            >
              <Accordion.Header className="m-0">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-lg font-semibold text-brand-950 hover:bg-brand-50/60">
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-6 pb-6 leading-7 text-muted">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
