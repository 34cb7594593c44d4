import { Form } from "react-router";
import { FormError } from "~/components/forms/form-message";
import { buttonVariants } from "~/components/ui/button";

/**
 * The bulk buttons above the inbox. The rows' checkboxes name this form (`form=…`), so a plain
 * post carries the selection without JavaScript; the clicked button names the change.
 */
export function BulkActions({ formId, error }: { formId: string; error?: string }) {
  const button = buttonVariants({ size: "sm", variant: "outline" });
  return (
    <Form
      method="post"
      id={formId}
      aria-label="Selected messages"
      className="grid gap-2 rounded-card bg-white p-3 shadow-card"
    >
      <FormError message={error} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-brand-950">With the selected:</span>
        <button type="submit" name="intent" value="read" className={button}>
          Mark read
        </button>
        <button type="submit" name="intent" value="archive" className={button}>
          Archive
        </button>
        <button type="submit" name="intent" value="inbox" className={button}>
          Move to inbox
        </button>
      </div>
    </Form>
  );
}
