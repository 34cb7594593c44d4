import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/lib/cn";

// Disclosure buttons with aria-expanded (the WAI-ARIA accordion pattern). Our own rather than
// Radix's, which costs ~8 KB gzip on every page that shows an FAQ (docs/decisions/0004).
// Without JavaScript every answer is shown (see the <noscript> rule in root.tsx).

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

interface AccordionProps {
  items: AccordionItem[];
  /** "single": opening one closes the other, and the open one closes on click. */
  type: "single" | "multiple";
  defaultOpen?: string[];
  size?: "md" | "lg";
  /** Each question's heading level: 3 below a section's h2, 4 below a group's own h3. */
  headingLevel?: 3 | 4;
  /**
   * The id of the group's title, when several accordions share a page: each open answer's
   * region is then named "group title, question", so the same question in two groups differs.
   */
  groupLabelId?: string;
}

export function Accordion({
  items,
  type,
  defaultOpen = [],
  size = "md",
  headingLevel = 3,
  groupLabelId,
}: AccordionProps) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const base = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.includes(id)) return current.filter((x) => x !== id);
      return type === "single" ? [id] : [...current, id];
    });

  return (
    <div className="grid gap-3">
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className="rounded-2xl bg-white shadow-card"
            data-state={expanded ? "open" : "closed"}
          >
            <Heading className="m-0 text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={cn(
                  "group flex w-full items-center justify-between gap-4 rounded-2xl text-left font-semibold text-brand-950 hover:bg-brand-50/60",
                  size === "lg" ? "px-6 py-5 text-lg" : "px-5 py-4",
                )}
              >
                {/* Breaks anywhere if it must: a long unbroken word never widens the page. */}
                <span className="min-w-0 wrap-anywhere">{item.question}</span>
                <ChevronDown
                  aria-hidden
                  className={cn(
                    "h-5 w-5 shrink-0 text-brand-700 transition-transform",
                    expanded && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={groupLabelId ? `${groupLabelId} ${buttonId}` : buttonId}
              hidden={!expanded}
              className={cn(
                "accordion-panel leading-7 text-muted wrap-anywhere",
                size === "lg" ? "px-6 pb-6" : "px-5 pb-5",
              )}
            >
              {item.answer.split(/\n\s*\n/).map((p) => (
                <p key={p.slice(0, 24)} className="mt-2 first:mt-0">
                  {p}
                </p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
