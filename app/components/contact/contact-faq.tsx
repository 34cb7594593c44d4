import { FaqList } from "~/components/content/faq-list";
import type { FaqEntry } from "~/lib/content-types";

export interface ContactFaqGroup {
  group: string;
  title: string;
  items: FaqEntry[];
}

/** The contact page's FAQ: one list per audience, each item opening on its own. */
export function ContactFaq({ groups }: { groups: ContactFaqGroup[] }) {
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2">
      {groups.map((g) => (
        <div key={g.group}>
          <h3 id={`faq-group-${g.group}`} className="mb-4 text-xl">
            {g.title}
          </h3>
          <FaqList
            items={g.items}
            defaultOpen={g.items.filter((i) => i.isOpen).map((i) => i.id)}
            headingLevel={4}
            groupLabelId={`faq-group-${g.group}`}
          />
        </div>
      ))}
    </div>
  );
}
