import { Form } from "react-router";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { toast } from "~/hooks/use-toast";
import { formFailure, formSuccess, type FormResult } from "~/lib/form-result";
import { sendContactMessage } from "~/lib/functions";
import { FunctionsError } from "~/lib/functions-client";
import { contactSchema, type ContactInput } from "~/lib/schemas/contact";

/** The original specification's words for the two outcomes (docs/product.md §7.11). */
export const CONTACT_SENT = formSuccess("Success!", "Your message has been sent.");
const CONTACT_FAILED = "There was a problem sending your message. Please try again.";

/**
 * The contact form. With JavaScript it validates, calls sendContactMessage and toasts; without,
 * it posts to the page's action, which runs the same function through the same runner.
 */
export function ContactForm({ pageResult }: { pageResult?: FormResult | null }) {
  const { formRef, onSubmit, busy, field, sent, formError, success } = useForm({
    schema: contactSchema,
    pageResult,
    async send(data) {
      try {
        await sendContactMessage(data as ContactInput);
        return CONTACT_SENT;
      } catch (error) {
        console.error("Contact form failed:", error);
        toast({ title: "Error", description: CONTACT_FAILED, variant: "destructive" });
        return formFailure(error instanceof FunctionsError ? error.fieldErrors : {});
      }
    },
  });

  return (
    <Form
      ref={formRef}
      id="contact-form"
      // Without JavaScript the answer scrolls back to the form (its messages are here).
      action="/contact#contact-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-label="Contact form"
    >
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          placeholder="Enter your name"
          autoComplete="name"
          defaultValue={sent("name")}
          {...field("name")}
        />
        <TextField
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          defaultValue={sent("email")}
          {...field("email")}
        />
      </div>
      <TextareaField
        label="How can we help?"
        placeholder="Write your message here..."
        rows={5}
        defaultValue={sent("message")}
        {...field("message")}
      />
      <TextareaField
        label="Feedback (Optional)"
        placeholder="Tell us what you loved, what could be better."
        rows={3}
        defaultValue={sent("feedback")}
        {...field("feedback")}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Submitting..." : "Submit"}
      </Button>
    </Form>
  );
}
