import { useEffect } from "react";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { changePasswordSchema } from "~/lib/schemas/account";
import type { FormResult } from "~/lib/form-result";

/** Current password, new password (min 8) and its confirmation. */
export function PasswordForm({ pageResult }: { pageResult?: FormResult | null }) {
  const { fetcher, formRef, onSubmit, busy, field, formError, success } = useForm({
    schema: changePasswordSchema,
    intent: "password",
    pageResult,
  });
  // Passwords never linger in the fields after a change went through.
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data, formRef]);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-label="Change password"
    >
      <input type="hidden" name="intent" value="password" />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={field("currentPassword").error}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint="At least 8 characters."
          error={field("newPassword").error}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={field("confirmPassword").error}
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
