import { buttonVariants } from "~/components/ui/button";

// The book-a-demo block: one markup for the call to action under every article (DemoCta), the
// block an author places inside a post (stored as <hr data-block="demo-cta">, expanded when the
// post is rendered) and the editor's view of that block, so the panel shows what readers see.

export const DEMO_CTA = {
  asideClass:
    "rounded-card bg-gradient-to-br from-saffron-100 via-saffron-50 to-white p-8 shadow-card",
  headingClass: "text-2xl",
  heading: "Try a live class, free",
  textClass: "mt-2 text-ink",
  text: "Meet a Learnova teacher in a free demo class: pick a subject and a time that suits you, and see how live, small-group learning feels.",
  linkClass: `${buttonVariants({ variant: "primary" })} mt-5`,
  link: "Book a free demo",
  href: "/get-started",
} as const;

/** The stored marker of a book-a-demo block inside a post's HTML (a void element: no content). */
export const DEMO_CTA_MARKER = '<hr data-block="demo-cta">';

/** The block as static HTML, labelled by its own heading (`id` must be unique in the page). */
export function demoCtaHtml(id: string): string {
  const c = DEMO_CTA;
  return (
    `<aside aria-labelledby="${id}" class="demo-cta my-10 ${c.asideClass}">` +
    // Utilities outrank .prose-learnova's element rules, so the block looks as it does below.
    `<h2 id="${id}" class="mt-0 mb-0 ${c.headingClass}">${c.heading}</h2>` +
    `<p class="mb-0 ${c.textClass}">${c.text}</p>` +
    `<a href="${c.href}" class="no-underline hover:text-white ${c.linkClass}">${c.link}</a>` +
    `</aside>`
  );
}
