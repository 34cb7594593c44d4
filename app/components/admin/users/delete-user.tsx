import { FormError } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { deleteUserSchema } from "~/lib/schemas/admin-users";
import { SectionCard } from "./section-card";

interface Props {
  user: { email: string; version: number };
  isSelf: boolean;
  pageResult: FormResult | null;
}

/**
 * Deletes the account as the learner's own deletion does (Data Deletion Policy). Typed, not
 * clicked. An admin's own account is deleted from their Profile page, not here.
 */
export function DeleteUser({ user, isSelf, pageResult }: Props) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError } = useForm({
    schema: deleteUserSchema(user.email),
    intent: "delete",
    pageResult,
  });
  return (
    <SectionCard
      id="delete"
      title="Delete account"
      tone="danger"
      lead={
        <>
          Deletes the account, its sessions and enrolments at once; demo bookings and messages are
          kept without name, e-mail, phone or text, as the{" "}
          <a href="/data-deletion-policy" className="font-semibold text-brand-800 underline">
            Data Deletion Policy
          </a>{" "}
          says. This cannot be undone.
        </>
      }
    >
      {isSelf ? (
        <p className="text-muted">
          This is your own account. Delete it from your{" "}
          <a href="/account-settings" className="font-semibold text-brand-800 underline">
            Profile
          </a>{" "}
          page instead.
        </p>
      ) : (
        <fetcher.Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label="Delete account"
          className="grid gap-3"
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="version" value={user.version} />
          <FormError message={formError} />
          <TextField
            label="Type DELETE or their e-mail address to confirm"
            name="confirmation"
            autoComplete="off"
            defaultValue={sent("confirmation") ?? ""}
            error={field("confirmation").error}
            className="max-w-md"
          />
          <div>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Deleting..." : "Delete this account"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </SectionCard>
  );
}
