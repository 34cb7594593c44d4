import { FormError } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import type { MessageStatus } from "~/lib/schemas/admin-messages";

interface StatusFormProps {
  status: MessageStatus;
  version: number;
  pageResult?: FormResult | null;
}

/** Archive a handled message, or bring an archived one back to the inbox. */
export function StatusForm({ status, version, pageResult }: StatusFormProps) {
  const intent = status === "archived" ? "inbox" : "archive";
  const { fetcher, busy, formError } = useForm({ intent, pageResult });
  return (
    <fetcher.Form method="post" className="grid justify-items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <FormError message={formError} />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        {intent === "archive" ? "Archive" : "Move to inbox"}
      </Button>
    </fetcher.Form>
  );
}
