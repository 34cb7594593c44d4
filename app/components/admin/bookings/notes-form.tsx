import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextareaField } from "~/components/forms/textarea-field";
import { SectionCard } from "~/components/admin/users/section-card";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { notesSchema } from "~/lib/schemas/booking-admin";

/** The admins' own notes on a booking: never shown or sent to the booker. */
export function NotesForm({
  notes,
  version,
  pageResult,
}: {
  notes: string;
  version: number;
  pageResult?: FormResult | null;
}) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, success } = useForm({
    schema: notesSchema,
    intent: "notes",
    pageResult,
  });
  return (
    <SectionCard id="notes" title="Internal notes" lead="Only admins see these.">
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="notes-heading"
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value="notes" />
        <input type="hidden" name="version" value={version} />
        <FormSuccess message={success} />
        <FormError message={formError} />
        <TextareaField
          label="Notes"
          rows={4}
          maxLength={5000}
          defaultValue={sent("notes") ?? notes}
          {...field("notes")}
        />
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Save notes
          </Button>
        </div>
      </fetcher.Form>
    </SectionCard>
  );
}
