import { ConfirmDisclosure } from "~/components/admin/confirm-disclosure";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextareaField } from "~/components/forms/textarea-field";
import { SectionCard } from "~/components/admin/users/section-card";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { cancelSchema } from "~/lib/schemas/booking-admin";

type Outcome = "complete" | "no-show" | "convert";

const BUTTON: Record<Outcome, { label: string; variant: "primary" | "outline" }> = {
  complete: { label: "Mark completed", variant: "primary" },
  "no-show": { label: "Mark no-show", variant: "outline" },
  convert: { label: "Convert to an enrolment", variant: "primary" },
};

/** One button that moves the booking on: completed, no-show or converted. */
function OutcomeButton({
  intent,
  version,
  pageResult,
}: {
  intent: Outcome;
  version: number;
  pageResult?: FormResult | null;
}) {
  const { fetcher, busy, formError, success } = useForm({ intent, pageResult });
  const form = (
    <fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <FormSuccess message={success} />
      <FormError message={formError} />
      {intent === "no-show" ? (
        <p className="max-w-sm text-sm text-muted">
          The booker did not come. This is final: a no-show can&apos;t be confirmed, moved or
          converted afterwards.
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" variant={BUTTON[intent].variant} disabled={busy}>
          {intent === "no-show" ? "Yes, mark as a no-show" : BUTTON[intent].label}
        </Button>
      </div>
    </fetcher.Form>
  );
  // A no-show ends the booking for good: a second step, as for a deletion.
  if (intent !== "no-show") return form;
  return (
    <ConfirmDisclosure summary={BUTTON[intent].label} open={Boolean(formError)}>
      {form}
    </ConfirmDisclosure>
  );
}

/** After the demo: did the booker attend? The page shows only what the status allows. */
export function OutcomeActions({
  actions,
  version,
  pageResult,
}: {
  actions: readonly string[];
  version: number;
  pageResult?: FormResult | null;
}) {
  const outcomes = (["complete", "no-show"] as const).filter((a) => actions.includes(a));
  if (outcomes.length === 0) return null;
  return (
    <SectionCard id="outcome" title="How did it go?" lead="Once the demo has taken place.">
      <div className="flex flex-wrap gap-3">
        {outcomes.map((intent) => (
          <OutcomeButton key={intent} intent={intent} version={version} pageResult={pageResult} />
        ))}
      </div>
    </SectionCard>
  );
}

/** A completed demo becomes an enrolment in the course of interest, once. */
export function ConvertAction({
  version,
  email,
  hasAccount,
  courseTitle,
  pageResult,
}: {
  version: number;
  email: string;
  hasAccount: boolean;
  courseTitle: string | null;
  pageResult?: FormResult | null;
}) {
  return (
    <SectionCard
      id="convert"
      title="Convert to an enrolment"
      lead={
        <>
          Enrols the booker in {courseTitle ?? "the course of interest"}.{" "}
          {hasAccount
            ? "Their account is used."
            : `An account is linked or made for ${email}; a new account gets a mail to set its password.`}
        </>
      }
    >
      <OutcomeButton intent="convert" version={version} pageResult={pageResult} />
    </SectionCard>
  );
}

/** Cancel the demo with a reason the booker reads in their mail. */
export function CancelForm({
  version,
  pageResult,
}: {
  version: number;
  pageResult?: FormResult | null;
}) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, success } = useForm({
    schema: cancelSchema,
    intent: "cancel",
    pageResult,
  });
  return (
    <SectionCard
      id="cancel"
      title="Cancel the demo"
      tone="danger"
      lead="The booker gets a cancellation with your reason, and the calendar event is removed."
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="cancel-heading"
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="version" value={version} />
        <FormSuccess message={success} />
        <FormError message={formError} />
        <TextareaField
          label="Reason"
          rows={3}
          maxLength={500}
          required
          defaultValue={sent("reason") ?? ""}
          {...field("reason")}
        />
        <div>
          <Button type="submit" size="sm" variant="destructive" disabled={busy}>
            Cancel the demo
          </Button>
        </div>
      </fetcher.Form>
    </SectionCard>
  );
}
