import { Accordion, type AccordionItem } from "~/components/ui/accordion";

export type QA = AccordionItem;

/** Questions that open and close independently. */
export function FaqList({ items, defaultOpen = [] }: { items: QA[]; defaultOpen?: string[] }) {
  return <Accordion type="multiple" items={items} defaultOpen={defaultOpen} />;
}
