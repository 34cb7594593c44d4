import { Mail } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";

/** Section 10: 'Stay Updated' — subscribe with double opt-in through subscribeToNewsletter. */
export function Newsletter() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same tick must not send twice.
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    // Taken before the first await: a second submit while the schema loads is ignored too.
    busy.current = true;
    try {
      // The schema (zod) and the functions client load on the first submit, keeping them off
      // the landing page's first load.
      const [{ newsletterSchema }, { subscribeToNewsletter }] = await Promise.all([
        import("~/lib/schemas/newsletter"),
        import("~/lib/functions"),
      ]);
      const parsed = newsletterSchema.safeParse({ email });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? "Invalid email address.");
        return;
      }
      setError(undefined);
      setSubmitting(true);
      await subscribeToNewsletter(parsed.data.email);
      toast({ title: "Success!", description: "You have been subscribed to our newsletter." });
      setEmail("");
    } catch {
      toast({
        title: "Error",
        description: "There was a problem subscribing to our newsletter. Please try again.",
        variant: "destructive",
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

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
          <form
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
                value={email}
                onChange={(e) => setEmail(e.target.value)}
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
            <Button type="submit" variant="accent" size="lg" disabled={submitting}>
              {submitting ? "Subscribing..." : "Subscribe"}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
