import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { replySchema } from "~/lib/schemas/admin-messages";

interface ReplyFormProps {
  to: string;
  schoolEmail: string;
  /** The greeting and signature the mail adds around the reply (contactReplyEmail). */
  frame: { greeting: string; signature: string };
  /** The message's version when the page was loaded: a stale one is refused. */
  version: number;
  pageResult?: FormResult | null;
}

/** Writes back to the sender through the outbox; their message is quoted under the reply. */
export function ReplyForm({ to, schoolEmail, frame, version, pageResult }: ReplyFormProps) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, success } = useForm({
    schema: replySchema,
    intent: "reply",
    pageResult,
  });
  return (
    <section aria-labelledby="reply-heading" className="rounded-card bg-white p-5 shadow-card">
      <h2 id="reply-heading" className="text-xl">
        Reply
      </h2>
      <p className="mt-1 text-sm text-muted">
        Sent to <span className="wrap-anywhere">{to}</span> with their message quoted under it.
        Their answer comes back to <span className="wrap-anywhere">{schoolEmail}</span>. The mail
        greets them and signs with your name for you: write only what goes between.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="reply-heading"
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="version" value={version} />
        <FormSuccess message={success} />
        <FormError message={formError} />
        <div className="grid gap-2" data-testid="reply-frame">
          <p className="text-sm text-ink" id="reply-greeting">
            <span className="sr-only">The mail begins: </span>
            {frame.greeting}
          </p>
          <TextareaField
            label="Your reply"
            rows={7}
            maxLength={5000}
            required
            defaultValue={sent("body") ?? ""}
            {...field("body")}
          />
          <p className="text-sm whitespace-pre-line text-ink" id="reply-signature">
            <span className="sr-only">The mail ends: </span>
            {frame.signature}
          </p>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send reply"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
