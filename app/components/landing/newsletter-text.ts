// A leaf module: the section (newsletter.tsx) loads the form (newsletter-form.tsx) lazily, and
// both show this text, so it lives apart from either.
/** The seed's success text. */
export const NEWSLETTER_SUBSCRIBED = "You have been subscribed to our newsletter.";
