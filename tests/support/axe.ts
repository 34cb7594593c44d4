import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The rules the tests hold every page to, WCAG 2.0–2.2 A and AA and axe's best practices, and
 * only the violations worked out. By default axe also builds the full result (selectors, HTML,
 * each check's data) of every element that passed or could not be decided, which no test reads
 * (a small share of a run on a quiet machine, more on a busy one:
 * docs/decisions/0034-ci-in-twelve-minutes.md, "Session 15"); every rule still runs on every
 * element, so the violations found are the same.
 *
 * One object, so that both ways of running axe below get both settings: the builder's
 * `.options()` replaces what `.withTags()` set, so the tag list was dropped until session 17 and
 * axe ran its default rules, without WCAG 2.2's target size (decision 0054).
 */
const AXE_OPTIONS = {
  runOnly: {
    type: "tag" as const,
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  },
  resultTypes: ["violations" as const],
} satisfies RunOptions;

/**
 * axe's own minified build (the package @axe-core/playwright wraps), put into a page once: the
 * builder evaluates its 500 KB twice per run (before choosing its mode, then per frame), which
 * took more time than the rules on a short page; a second run on the same document (another
 * width) needs none (docs/decisions/0054-cheaper-browser-tests.md).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Every WCAG 2.x A/AA (and best-practice) violation axe finds on the page, one line each.
 *
 * A page without frames is checked with axe.run in the page itself, as the builder's "legacy
 * mode" does. The builder's default runs axe per frame and then opens a blank page of its own,
 * loads axe into it again and merges the frames' results there: for a page with no frames to
 * merge that is the same rules on the same elements with the same results, at twice the time
 * (the help list: 4.3–6.1 s against 8.6–10 s; docs/decisions/0040-ci-stages-side-by-side.md,
 * "Second round"). A page with a frame (a mail's preview) keeps the builder's default, which
 * reaches into it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations =
    page.frames().length === 1
      ? await violationsInPage(page)
      : (await axeBuilder(page).analyze()).violations;
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
}

type Violation = Pick<Result, "id" | "impact" | "help"> & { nodes: { target: string[] }[] };

/** axe.run on the page's document with AXE_OPTIONS, axe put in first if this document lacks it. */
async function violationsInPage(page: Page): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const { violations } = await axe.run(document, options);
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target.map(String) })),
    }));
  }, AXE_OPTIONS);
}

/** axe's builder with AXE_OPTIONS, for a page with frames (it reaches into them). */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options(AXE_OPTIONS);
}

/** Fails with a readable list when axe finds any WCAG 2.x A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const summary = await axeViolations(page);
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}
