import { FormError } from "~/components/forms/auth-card";
import { FormSuccess } from "~/components/forms/form-status";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useIntentForm } from "~/hooks/use-intent-form";
import type { ActionResult } from "~/lib/action-result";
import { ACCOUNT_TYPE_OPTIONS } from "~/lib/schemas/auth";

interface ProfileFormProps {
  profile: { name: string; email: string; accountType: string; phone: string | null };
  pageResult?: ActionResult | null;
}

/** Name, account type and phone; the e-mail is shown but cannot be changed here. */
export function ProfileForm({ profile, pageResult }: ProfileFormProps) {
  const { fetcher, busy, errors, formError, noScriptSuccess } = useIntentForm(
    "profile",
    pageResult,
  );
  return (
    <fetcher.Form method="post" noValidate className="grid gap-5" aria-label="Profile">
      <input type="hidden" name="intent" value="profile" />
      <FormSuccess message={noScriptSuccess} />
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          defaultValue={profile.name}
          required
          minLength={2}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email-display"
          id="field-email"
          type="email"
          value={profile.email}
          readOnly
          hint="Your sign-in address. Write to us if you need to change it."
        />
        <SelectField
          label="Account type"
          name="accountType"
          options={ACCOUNT_TYPE_OPTIONS}
          defaultValue={profile.accountType}
          error={errors.accountType}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          defaultValue={profile.phone ?? ""}
          error={errors.phone}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
