import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { profileSchema } from "~/lib/schemas/account";
import { ACCOUNT_TYPE_OPTIONS } from "~/lib/schemas/auth";

interface ProfileFormProps {
  profile: { name: string; email: string; accountType: string; phone: string | null };
  pageResult?: FormResult | null;
}

/** Name, account type and phone; the e-mail is shown but cannot be changed here. */
export function ProfileForm({ profile, pageResult }: ProfileFormProps) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, success } = useForm({
    schema: profileSchema,
    intent: "profile",
    pageResult,
  });
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-label="Profile"
    >
      <input type="hidden" name="intent" value="profile" />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          defaultValue={sent("name") ?? profile.name}
          required
          minLength={2}
          error={field("name").error}
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
          defaultValue={sent("accountType") ?? profile.accountType}
          error={field("accountType").error}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          defaultValue={sent("phone") ?? profile.phone ?? ""}
          error={field("phone").error}
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
