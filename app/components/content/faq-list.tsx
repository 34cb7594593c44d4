import { Accordion, type AccordionItem } from "~/components/ui/accordion";

export type QA = AccordionItem;

/** Questions that open and close independently. */
export function FaqList({
  items,
  defaultOpen = [],
  headingLevel,
  groupLabelId,
}: {
  items: QA[];
  defaultOpen?: string[];
  /** 4 when the list sits below a group's own h3 (the contact page's FAQ groups). */
  headingLevel?: 3 | 4;
  /** The group title's id: names each answer "group, question" when groups repeat questions. */
  groupLabelId?: string;
}) {
  return (
    <Accordion
      type="multiple"
      items={items}
      defaultOpen={defaultOpen}
      headingLevel={headingLevel}
      groupLabelId={groupLabelId}
    />
  );
}
