import { useEffect, useRef, type RefObject } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { INVITE_ROLE_LABEL, INVITE_ROLES, inviteAdminSchema } from "~/lib/schemas/admin-invites";

const ROLE_OPTIONS = INVITE_ROLES.map((value) => ({ value, label: INVITE_ROLE_LABEL[value] }));

interface InviteFormProps {
  ttlDays: number;
  /** The page's answer to this form (its intent is "invite"). */
  pageResult: FormResult | null;
  /** The account the address already belongs to, when that was the refusal. */
  account?: { id: string; name: string } | null;
}

/**
 * The admin's form: one address and the role it gets (admin or teacher), a mail with a one-time
 * link. A plain post without JavaScript.
 */
export function InviteForm({ ttlDays, pageResult, account }: InviteFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const { formRef, onSubmit, field, sent, sentChoice, formError } = useForm({
    schema: inviteAdminSchema,
    pageResult,
  });
  const email = field("email");
  useEmptiedWhenSent(formRef, navigation, pageResult);
  return (
    <section aria-labelledby="invite-heading" className="rounded-card bg-white p-5 shadow-card">
      <h2 id="invite-heading" className="text-xl">
        Send an invitation
      </h2>
      <p className="mt-1 text-sm text-muted">
        They get an e-mail with a one-time link to create their own account with the role you
        choose: an admin runs this panel, a teacher sees their classes under Teaching. The link
        works for {ttlDays} days; inviting the same address again replaces it.
      </p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="invite-heading"
        className="mt-4 grid max-w-xl gap-4"
      >
        <input type="hidden" name="intent" value="invite" />
        <FormError message={formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          required
          defaultValue={sent("email")}
          {...email}
        />
        <SelectField
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          defaultValue={sentChoice("role", INVITE_ROLES) ?? "admin"}
          error={field("role").error}
        />
        {email.error && account ? (
          <p className="text-sm">
            <Link
              to={`/admin/users/${encodeURIComponent(account.id)}`}
              className="font-semibold text-brand-800 underline"
            >
              Open {account.name}&apos;s page
            </Link>
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send invitation"}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/**
 * Empties the form once its own invitation went through: the action answers a success with a
 * redirect to this page, which stays mounted, so the sent address would otherwise stay in the
 * field. Only this form's own success empties it: a revalidation for any other reason (a
 * revoked invitation, the panel learning the browser's zone on the first visit) keeps what the
 * admin is typing.
 */
function useEmptiedWhenSent(
  formRef: RefObject<HTMLFormElement | null>,
  navigation: ReturnType<typeof useNavigation>,
  pageResult: FormResult | null,
) {
  const sending = navigation.formData?.get("intent") === "invite";
  const sent = useRef(false);
  useEffect(() => {
    if (sending) {
      sent.current = true;
      return;
    }
    if (navigation.state !== "idle" || !sent.current) return;
    sent.current = false;
    // A refusal comes back as the page's answer and keeps the fields; a success redirected.
    if (!pageResult) formRef.current?.reset();
  }, [sending, navigation.state, pageResult, formRef]);
}
