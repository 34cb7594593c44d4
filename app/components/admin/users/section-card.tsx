import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One part of a user's page: a card with its h2 (named for screen readers' landmarks). */
export function SectionCard({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: "danger";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "min-w-0 rounded-card bg-white p-5 shadow-card",
        tone === "danger" && "border border-red-200",
      )}
    >
      <h2 id={`${id}-heading`} className={cn("text-xl", tone === "danger" && "text-red-800")}>
        {title}
      </h2>
      {lead ? <div className="mt-1 text-sm text-muted">{lead}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
