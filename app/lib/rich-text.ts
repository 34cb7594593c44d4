import { demoCtaHtml } from "./demo-cta-markup";

/**
 * Wraps each table of sanitised rich text (blog posts, policies) in a region that scrolls
 * sideways on its own, so a wide table never widens the page on a phone. The region can take
 * the keyboard focus, so it can be scrolled without a mouse, and is named for screen readers.
 * The input is already sanitised; only fixed markup is added around its tables.
 */
export function withScrollableTables(html: string): string {
  return html
    .replace(
      /<table\b/gi,
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table',
    )
    .replace(/<\/table\s*>/gi, "</table></div>");
}

/**
 * Expands each book-a-demo marker of sanitised HTML (`<hr data-block="demo-cta">`, the only
 * attribute the sanitiser lets an <hr> keep) into the block's fixed markup.
 */
export function withDemoBlocks(html: string, idPrefix = "post-demo-cta"): string {
  let n = 0;
  return html.replace(/<hr data-block="demo-cta"\s*\/?>/g, () => demoCtaHtml(`${idPrefix}-${++n}`));
}

/** A post's sanitised HTML as the page shows it (the public post and the panel's preview). */
export function renderPostHtml(html: string): string {
  return withDemoBlocks(withScrollableTables(html));
}
