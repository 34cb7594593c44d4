import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Every WCAG 2.x A/AA (and best-practice) violation axe finds on the page, one line each.
 *
 * A page without frames is checked with axe.run in the page itself (the builder's "legacy
 * mode"). The default runs axe per frame and then opens a blank page of its own, loads axe
 * into it again and merges the frames' results there: for a page with no frames to merge that
 * is the same rules on the same elements with the same results, at twice the time (the help
 * list: 4.3–6.1 s against 8.6–10 s; docs/decisions/0040-ci-stages-side-by-side.md, "Second
 * round"). A page with a frame (a mail's preview) keeps the default, which reaches into it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
}

/**
 * axe with the rules the tests hold every page to, set to work out only the violations. By
 * default axe also builds the full result (selectors, HTML, each check's data) of every element
 * that passed or could not be decided, which no test reads (a small share of a run on a quiet
 * machine, more on a busy one: docs/decisions/0034-ci-in-twelve-minutes.md, "Session 15").
 * Every rule still runs on every element, so the violations found are the same.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] });
}

/** Fails with a readable list when axe finds any WCAG 2.x A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const summary = await axeViolations(page);
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}
