import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { toast } from "~/hooks/use-toast";
import type { FormResult } from "~/lib/form-result";
import { NEWSLETTER_SUBSCRIBED } from "./newsletter-text";

/** The 'Stay Updated' form: the one form pattern, with subscribeToNewsletter as its sender. */
export default function NewsletterForm({ pageResult }: { pageResult?: FormResult | null }) {
  const { formRef, onSubmit, busy, errors, sent, formError, success } = useForm({
    // The schema (zod) and the functions client load on the first submit, keeping them off
    // the landing page's first load.
    schema: () => import("~/lib/schemas/newsletter").then((m) => m.newsletterSchema),
    pageResult,
    async send(data) {
      try {
        const { subscribeToNewsletter } = await import("~/lib/functions");
        await subscribeToNewsletter((data as { email: string }).email);
        return { ok: true, title: "Success!", message: NEWSLETTER_SUBSCRIBED };
      } catch {
        toast({
          title: "Error",
          description: "There was a problem subscribing to our newsletter. Please try again.",
          variant: "destructive",
        });
      }
    },
  });
  const error = errors.email ?? formError;
  // Marks the form once React runs it (tests and scripts wait for this; before, it posts plainly).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  return (
    <>
      {success ? (
        <p role="status" className="relative mt-6 font-semibold text-saffron-200">
          {success}
        </p>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action="/?index#newsletter"
        data-live={live || undefined}
        onSubmit={onSubmit}
        noValidate
        className="relative mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1 text-left">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            defaultValue={sent("email")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-error" : undefined}
            className="h-12 w-full rounded-full border-2 border-transparent bg-white px-5 text-base text-ink placeholder:text-gray-500 focus:border-saffron-400"
          />
          {error ? (
            <p id="newsletter-error" className="mt-2 pl-5 text-sm font-semibold text-saffron-200">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="accent" size="lg" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
    </>
  );
}
