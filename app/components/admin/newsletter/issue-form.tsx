import { RichTextField } from "~/components/admin/editor/rich-text-field";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { issueSchema } from "~/lib/admin/newsletter-issues";
import type { FormResult } from "~/lib/form-result";

interface IssueFormProps {
  /** The saved issue (an edit), or nothing (a new draft). */
  issue?: { subject: string; preheader: string | null; html: string; version: number };
  pageResult?: FormResult | null;
  /** The body as last posted, when the server refused the form (it may be long). */
  postedHtml?: string;
}

/**
 * A draft's subject, preview text and body. The body is HTML: the rich-text editor writes it;
 * without JavaScript the same field is a plain textarea holding the HTML.
 */
export function IssueForm({ issue, pageResult, postedHtml }: IssueFormProps) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, success } = useForm({
    schema: issueSchema,
    intent: "save",
    pageResult,
  });
  return (
    <section aria-labelledby="issue-form-heading" className="rounded-card bg-white p-5 shadow-card">
      <h2 id="issue-form-heading" className="text-xl">
        {issue ? "Edit the draft" : "Write the newsletter"}
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="issue-form-heading"
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="save" />
        {issue ? <input type="hidden" name="version" value={issue.version} /> : null}
        <FormSuccess message={success} />
        <FormError message={formError} />
        <TextField
          label="Subject"
          maxLength={150}
          required
          defaultValue={sent("subject") ?? issue?.subject ?? ""}
          {...field("subject")}
        />
        <TextField
          label="Preview text (optional)"
          hint="Shown by mail apps next to the subject."
          maxLength={150}
          defaultValue={sent("preheader") ?? issue?.preheader ?? ""}
          {...field("preheader")}
        />
        <RichTextField
          label="Newsletter"
          hint="Headings, lists, links, images, tables and the book-a-demo block. Without JavaScript, this field holds the HTML."
          uploadUrl="/admin/media"
          defaultValue={postedHtml ?? issue?.html ?? ""}
          {...field("html")}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : issue ? "Save changes" : "Save draft"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
