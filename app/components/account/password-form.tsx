import { useEffect, useRef } from "react";
import { FormError } from "~/components/forms/auth-card";
import { FormSuccess } from "~/components/forms/form-status";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useIntentForm } from "~/hooks/use-intent-form";
import type { ActionResult } from "~/lib/action-result";

/** Current password, new password (min 8) and its confirmation. */
export function PasswordForm({ pageResult }: { pageResult?: ActionResult | null }) {
  const { fetcher, busy, errors, formError, noScriptSuccess } = useIntentForm(
    "password",
    pageResult,
  );
  const form = useRef<HTMLFormElement>(null);
  // Passwords never linger in the fields after a change went through.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="grid gap-5"
      aria-label="Change password"
    >
      <input type="hidden" name="intent" value="password" />
      <FormSuccess message={noScriptSuccess} />
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint="At least 8 characters."
          error={errors.newPassword}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Changing..." : "Change password"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
