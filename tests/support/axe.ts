import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every WCAG 2.x A/AA (and best-practice) violation axe finds on the page, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
}

/** Fails with a readable list when axe finds any WCAG 2.x A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const summary = await axeViolations(page);
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}
