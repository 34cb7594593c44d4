import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A step that is hard to undo (a demotion, a no-show), behind a disclosure as DeleteDisclosure
 * puts a deletion: opening it is the first step, the confirming button inside the second, and
 * both work without JavaScript. It opens by itself when the server refused the step, to show
 * why (issue 23, item 16: these took one click with no undo).
 */
export function ConfirmDisclosure({
  summary,
  open,
  children,
  className,
}: {
  /** What the step is, as its opener reads ("Remove admin role"). */
  summary: string;
  /** Open as drawn: the server refused the step and says why inside. */
  open?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details className={cn("group", className)} open={open ? true : undefined}>
      <summary className="inline-flex cursor-pointer items-center rounded-lg border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
        {summary}…
      </summary>
      <div className="mt-3 grid gap-3">{children}</div>
    </details>
  );
}
