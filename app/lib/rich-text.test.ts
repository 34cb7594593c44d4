import { describe, expect, it } from "vitest";
import { withDemoBlocks, withScrollableTables } from "./rich-text";

describe("withScrollableTables", () => {
  it("wraps every table in a focusable, named scrolling region", () => {
    const html = "<p>a</p><table><tr><td>1</td></tr></table><TABLE class=x></TABLE>";
    expect(withScrollableTables(html)).toBe(
      '<p>a</p><div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><tr><td>1</td></tr></table></div>' +
        '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table class=x></table></div>',
    );
  });
  it("leaves text without tables alone, including words that start with 'table'", () => {
    const html = "<p>tables and <tablet></p>";
    expect(withScrollableTables(html)).toBe(html);
  });
});

describe("withDemoBlocks", () => {
  it("expands each book-a-demo marker into the block, each labelled by its own heading", () => {
    const html = withDemoBlocks(
      '<p>a</p><hr data-block="demo-cta" /><hr /><hr data-block="demo-cta" />',
    );
    expect(html.match(/<aside aria-labelledby="post-demo-cta-(\d)"/g)).toEqual([
      '<aside aria-labelledby="post-demo-cta-1"',
      '<aside aria-labelledby="post-demo-cta-2"',
    ]);
    expect(html).toContain('<h2 id="post-demo-cta-1"');
    expect(html).toContain('<a href="/get-started"');
    expect(html).toContain("<hr />");
  });
});
