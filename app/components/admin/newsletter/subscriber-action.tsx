import { FormError } from "~/components/forms/form-message";
import { Button, type ButtonStyle } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { SubscriberIntent } from "~/lib/admin/subscribers";
import type { FormResult } from "~/lib/form-result";

interface SubscriberActionProps {
  intent: SubscriberIntent;
  id: string;
  version: number;
  label: string;
  /** Names the subscriber for a screen reader when several rows carry the same button. */
  accessibleLabel?: string;
  variant?: ButtonStyle["variant"];
  /** The page's answer without JavaScript; shown only by the form it belongs to. */
  pageResult?: FormResult | null;
}

/**
 * One change to one subscriber as a one-button form: the id and the version the page showed
 * go with it, so a stale page is refused. With JavaScript it posts through its own fetcher
 * (the success redirects with a toast); without, it is a plain post.
 */
export function SubscriberAction({
  intent,
  id,
  version,
  label,
  accessibleLabel,
  variant = "outline",
  pageResult,
}: SubscriberActionProps) {
  const mine = pageResult && pageResult.intent === intent && !pageResult.ok ? pageResult : null;
  const own = mine && mine.values?.id === id ? mine : null;
  const { fetcher, busy, formError } = useForm({
    intent,
    fetcherKey: `${intent}-${id}`,
    pageResult: own,
  });
  return (
    <fetcher.Form method="post" className="grid justify-items-start gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <FormError message={formError} />
      <Button
        type="submit"
        size="sm"
        variant={variant}
        disabled={busy}
        aria-label={accessibleLabel}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
