import { Mail } from "lucide-react";
import { lazy } from "react";
import type { FormResult } from "~/lib/form-result";

type FormModule = typeof import("./newsletter-form");
let loaded: FormModule | undefined;

/** Loads the form's code once; the landing page's loader awaits it on the server. */
export const loadNewsletterForm = () =>
  import("./newsletter-form").then((module) => (loaded = module));

// The browser loads the form's code after the page's own (the form sits at the bottom of the
// page), which keeps it out of the landing page's first-load budget. The server has it loaded
// before it renders (loadNewsletterForm in the loader), so the lazy component resolves at once
// there and the form is in the page's HTML.
const NewsletterForm = lazy(() =>
  loaded
    ? // A thenable that answers at once: React then renders without suspending.
      ({
        then: (resolve: (m: FormModule) => void) => resolve(loaded!),
      } as unknown as Promise<FormModule>)
    : loadNewsletterForm(),
);

/** The original specification's success text (docs/product.md §7.11). */
export const NEWSLETTER_SUBSCRIBED = "You have been subscribed to our newsletter.";

/**
 * Section 10: 'Stay Updated' — subscribe with double opt-in through subscribeToNewsletter.
 * Without JavaScript the form posts to the landing page's action, which runs the same function.
 * The form itself is ./newsletter-form.tsx.
 */
export function Newsletter({ pageResult }: { pageResult?: FormResult | null }) {
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
          {/* No Suspense boundary of its own: React would stream a large boundary's content
              hidden, to be revealed by a script, so without JavaScript the form would not show.
              While hydrating, the page waits for the form's code instead. */}
          <NewsletterForm pageResult={pageResult} />
        </div>
      </div>
    </section>
  );
}
