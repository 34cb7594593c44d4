import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  light?: boolean;
}

/** The heading block every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  light,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-bold tracking-wider uppercase",
            light ? "text-saffron-300" : "text-saffron-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn("mt-2 text-3xl sm:text-4xl", light && "text-white")}>
        {title}
      </h2>
      {lead ? (
        <p className={cn("mt-4 text-lg", light ? "text-brand-100" : "text-muted")}>{lead}</p>
      ) : null}
    </div>
  );
}
