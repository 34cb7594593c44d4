import { useState } from "react";
import { FormError } from "~/components/forms/form-message";
import { Button, buttonVariants } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { cn } from "~/lib/cn";

interface CancelEnrollmentProps {
  enrollmentId: string;
  courseTitle: string;
  pageResult?: FormResult | null;
}

/**
 * Cancel with a confirm step. A <details> disclosure, so the step works without JavaScript
 * too: the first click only reveals the question; the second posts the cancellation.
 */
export function CancelEnrollment({ enrollmentId, courseTitle, pageResult }: CancelEnrollmentProps) {
  const { fetcher, busy, formError } = useForm({
    intent: "cancel",
    pageResult,
    fetcherKey: `cancel-${enrollmentId}`,
  });
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open || undefined}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group w-full"
    >
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer list-none",
        )}
      >
        Cancel enrollment
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-3 rounded-2xl bg-red-50 p-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="enrollmentId" value={enrollmentId} />
        <p className="text-sm font-medium text-red-900">
          Cancel your enrollment in {courseTitle}? You can enrol again later.
        </p>
        <FormError message={formError} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" size="sm" disabled={busy}>
            {busy ? "Cancelling..." : "Yes, cancel enrollment"}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
            Keep it
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}
