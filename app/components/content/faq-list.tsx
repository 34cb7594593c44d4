import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

export interface QA {
  id: string;
  question: string;
  answer: string;
}

interface FaqListProps {
  items: QA[];
  /** Items open at first. */
  defaultOpen?: string[];
}

/** Questions that open and close independently (Radix accordion: keyboard-operable, announced). */
export function FaqList({ items, defaultOpen = [] }: FaqListProps) {
  return (
    <Accordion.Root type="multiple" defaultValue={defaultOpen} className="grid gap-3">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="rounded-2xl bg-white shadow-card">
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-brand-950 hover:bg-brand-50/60">
              {item.question}
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-7 text-muted">
            {item.answer.split(/\n\s*\n/).map((p) => (
              <p key={p.slice(0, 24)} className="mt-2 first:mt-0">
                {p}
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
