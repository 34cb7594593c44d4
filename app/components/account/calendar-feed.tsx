import { useEffect, useState } from "react";
import { TextField } from "~/components/forms/text-field";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { Button, buttonVariants } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { cn } from "~/lib/cn";

interface CalendarFeedProps {
  /** The private feed's address, or null before one is made. */
  url: string | null;
  pageResult?: FormResult | null;
}

/**
 * The account's private calendar address: a read-only field anyone can select and copy
 * (the Copy button appears once JavaScript runs), and "Reset link" behind a confirm step made
 * of a <details> disclosure, so it works without JavaScript as well.
 */
export function CalendarFeed({ url, pageResult }: CalendarFeedProps) {
  const { fetcher, busy, formError, success } = useForm({ intent: "calendar", pageResult });
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);

  if (!url) {
    return (
      <fetcher.Form method="post" className="grid gap-3" aria-label="Calendar link">
        <input type="hidden" name="intent" value="calendar" />
        <FormError message={formError} />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Making..." : "Make my calendar link"}
          </Button>
        </div>
      </fetcher.Form>
    );
  }

  return (
    <div className="grid gap-4">
      <FormSuccess message={success} />
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Your private calendar address"
          name="calendarUrl"
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 basis-64"
          hint="Add it to Google Calendar, Apple Calendar or Outlook as a subscription (“From URL”)."
        />
        {canCopy ? (
          <Button
            type="button"
            variant="outline"
            className="mb-7"
            onClick={() => {
              void navigator.clipboard.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy"}
          </Button>
        ) : null}
      </div>
      <details className="w-full">
        <summary
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer list-none",
          )}
        >
          Reset link
        </summary>
        <fetcher.Form
          method="post"
          className="mt-3 grid gap-3 rounded-2xl bg-red-50 p-4"
          aria-label="Reset calendar link"
        >
          <input type="hidden" name="intent" value="calendar" />
          <p className="text-sm font-medium text-red-900">
            Make a new address? The current one stops working at once: calendars subscribed to it
            stop updating until you add the new one.
          </p>
          <FormError message={formError} />
          <div>
            <Button type="submit" variant="destructive" size="sm" disabled={busy}>
              {busy ? "Resetting..." : "Yes, reset my calendar link"}
            </Button>
          </div>
        </fetcher.Form>
      </details>
    </div>
  );
}
