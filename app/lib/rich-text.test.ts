import { describe, expect, it } from "vitest";
import { withScrollableTables } from "./rich-text";

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
