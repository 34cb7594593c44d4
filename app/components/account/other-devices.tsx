import { FormError } from "~/components/forms/auth-card";
import { FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { useIntentForm } from "~/hooks/use-intent-form";
import type { ActionResult } from "~/lib/action-result";

interface OtherDevicesProps {
  otherSessions: number;
  pageResult?: ActionResult | null;
}

/** Ends every session of the account except this browser's. */
export function OtherDevices({ otherSessions, pageResult }: OtherDevicesProps) {
  const { fetcher, busy, formError, noScriptSuccess } = useIntentForm("sessions", pageResult);
  return (
    <fetcher.Form method="post" className="grid gap-4" aria-label="Other devices">
      <input type="hidden" name="intent" value="sessions" />
      <FormSuccess message={noScriptSuccess} />
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
