import { FormError, FormSuccess } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";

interface OtherDevicesProps {
  otherSessions: number;
  pageResult?: FormResult | null;
}

/** Ends every session of the account except this browser's. */
export function OtherDevices({ otherSessions, pageResult }: OtherDevicesProps) {
  const { fetcher, busy, formError, success } = useForm({ intent: "sessions", pageResult });
  return (
    <fetcher.Form method="post" className="grid gap-4" aria-label="Other devices">
      <input type="hidden" name="intent" value="sessions" />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <p data-testid="other-sessions">
        {otherSessions === 0
          ? "You are not signed in on any other device."
          : `You are signed in on ${otherSessions} other ${otherSessions === 1 ? "device" : "devices"}.`}
      </p>
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Signing out..." : "Sign out of other devices"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
