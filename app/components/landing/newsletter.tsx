import { Mail } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { toast } from "~/hooks/use-toast";
import type { FormResult } from "~/lib/form-result";

/** The seed's success text. */
export const NEWSLETTER_SUBSCRIBED = "You have been subscribed to our newsletter.";

/**
 * Section 10: 'Stay Updated' — subscribe with double opt-in through subscribeToNewsletter.
 * Without JavaScript the form posts to the landing page's action, which runs the same function.
 */
export function Newsletter({ pageResult }: { pageResult?: FormResult | null }) {
  const { formRef, onSubmit, busy, errors, formError, success } = useForm({
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

  return (
    <section aria-labelledby="newsletter" className="py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-card-hover sm:px-12">
          <div
            aria-hidden
            className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-saffron-400/30 blur-2xl"
          />
          <Mail aria-hidden className="mx-auto h-10 w-10 text-saffron-300" />
          <h2 id="newsletter" className="mt-4 text-3xl text-white sm:text-4xl">
            Stay Updated
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            New courses, free demo class dates and our best articles, about once a month. We'll ask
            you to confirm by e-mail first.
          </p>
          {success ? (
            <p role="status" className="relative mt-6 font-semibold text-saffron-200">
              {success}
            </p>
          ) : null}
          <form
            ref={formRef}
            method="post"
            action="/?index"
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
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "newsletter-error" : undefined}
                className="h-12 w-full rounded-full border-2 border-transparent bg-white px-5 text-base text-ink placeholder:text-gray-500 focus:border-saffron-400"
              />
              {error ? (
                <p
                  id="newsletter-error"
                  className="mt-2 pl-5 text-sm font-semibold text-saffron-200"
                >
                  {error}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="accent" size="lg" disabled={busy}>
              {busy ? "Subscribing..." : "Subscribe"}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
