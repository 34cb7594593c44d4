import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormError } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * "Delete this …" behind a disclosure: opening it is the first step, "Delete for good" the
 * second, and both work without JavaScript. It opens by itself when the server refused the
 * deletion, to show why. With `refusedBecause` there is no button (the server refuses too).
 */
export function DeleteDisclosure({
  what,
  version,
  error,
  consequence,
  refusedBecause,
  className,
}: {
  /** "post", "question": the summary reads "Delete this post…". */
  what: string;
  version: number;
  error?: string;
  /** What deleting does, read before the button. */
  consequence: ReactNode;
  refusedBecause?: ReactNode;
  className?: string;
}) {
  return (
    <details
      className={cn("max-w-2xl rounded-card bg-white p-5 shadow-card", className)}
      open={error ? true : undefined}
    >
      <summary className="cursor-pointer font-semibold text-red-800">Delete this {what}…</summary>
      <div className="mt-3 grid gap-3">
        <FormError message={error} />
        {refusedBecause ? (
          <p className="text-muted">{refusedBecause}</p>
        ) : (
          <Form method="post" className="grid gap-3" aria-label={`Delete the ${what}`}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="version" value={version} />
            <p className="text-muted">{consequence}</p>
            <div>
              <Button type="submit" variant="destructive">
                Delete for good
              </Button>
            </div>
          </Form>
        )}
      </div>
    </details>
  );
}
