import { useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { parseWith, type FieldErrors } from "~/lib/forms";
import { sendContactMessage } from "~/lib/functions";
import { FunctionsError } from "~/lib/functions-client";
import { contactDefaults, contactSchema } from "~/lib/schemas/contact";

/**
 * The contact form. With JavaScript it validates, calls sendContactMessage and toasts; without,
 * it posts to the page's action, which runs the same function.
 */
export function ContactForm({ serverErrors }: { serverErrors?: FieldErrors }) {
  const [values, setValues] = useState(contactDefaults);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const field = (name: keyof typeof contactDefaults) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const parsed = parseWith(contactSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await sendContactMessage(parsed.data);
      toast({ title: "Success!", description: "Your message has been sent." });
      setValues(contactDefaults);
    } catch (error) {
      console.error("Contact form failed:", error);
      if (error instanceof FunctionsError) setErrors(error.fieldErrors);
      toast({
        title: "Error",
        description: "There was a problem sending your message. Please try again.",
        variant: "destructive",
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          placeholder="Enter your name"
          autoComplete="name"
          {...field("name")}
        />
        <TextField
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          {...field("email")}
        />
      </div>
      <TextareaField
        label="How can we help?"
        placeholder="Write your message here..."
        rows={5}
        {...field("message")}
      />
      <TextareaField
        label="Feedback (Optional)"
        placeholder="Tell us what you loved, what could be better."
        rows={3}
        {...field("feedback")}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-fit">
        {submitting ? "Submitting..." : "Submit"}
      </Button>
    </Form>
  );
}
